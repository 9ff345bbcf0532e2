// Package retrygov4 holds avast/retry-go v4 edge cases of the catalog (§2)
// that the analysis must get right.
package retrygov4

import (
	"context"

	"github.com/avast/retry-go/v4"

	"libs/inner"
)

// AttemptsThenUntilSucceeded: options apply in order, so the later
// UntilSucceeded sets attempts to 0: unbounded.
func AttemptsThenUntilSucceeded(ctx context.Context, url string) error {
	return retry.Do(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Do \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err
	}, retry.Attempts(3), retry.UntilSucceeded())
}

// AttemptsOverridden: the later Attempts(6) wins: 6 × 3 = 18.
func AttemptsOverridden(ctx context.Context, url string) error {
	return retry.Do(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Do \(6 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 18 calls per operation`
		return err
	}, retry.Attempts(3), retry.Attempts(6))
}
