// Package k8swait holds k8s.io/apimachinery wait edge cases of the catalog (§6)
// that the analysis must get right.
package k8swait

import (
	"context"
	"time"

	"k8s.io/apimachinery/pkg/util/wait"

	"libs/inner"
)

// ZeroSteps: Steps <= 0 means the condition is never called (0 attempts,
// ErrWaitTimeout), so there is nothing to nest: no finding.
func ZeroSteps(ctx context.Context, url string) error {
	return wait.ExponentialBackoff(wait.Backoff{Duration: time.Second}, func() (bool, error) {
		_, err := inner.Fetch(ctx, url)
		return err == nil, nil
	})
}

// condition returns the retried closure from a factory.
func condition(ctx context.Context, url string) wait.ConditionFunc {
	return func() (bool, error) {
		_, err := inner.Fetch(ctx, url)
		return err == nil, nil
	}
}

// FactoryCondition: the condition is a closure made by another function
// of the package; it still reaches inner.Fetch: 2 × 3 = 6.
func FactoryCondition(ctx context.Context, url string) error {
	return wait.ExponentialBackoff(wait.Backoff{Duration: time.Second, Steps: 2}, condition(ctx, url)) // want `^wait\.ExponentialBackoff \(2 attempts\) calls .*inner\.Fetch.*3 attempts\).*: up to 6 calls per operation`
}
