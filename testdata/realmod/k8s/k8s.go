// Package k8s exercises k8s.io/client-go/util/retry and
// k8s.io/apimachinery/pkg/util/wait (v0.37.2).
package k8s

import (
	"context"

	"k8s.io/client-go/util/retry"
)

// NestedK8s is a nested retry: the function retried by retry.RetryOnConflict
// (DefaultRetry, Steps 5 = 5 attempts) calls waitForUpdate (helper.go), which
// runs wait.ExponentialBackoff (Steps 4 = 4 calls of the condition). Worst
// case 5*4 = 20 update calls.
func NestedK8s(ctx context.Context, name string) error {
	return retry.RetryOnConflict(retry.DefaultRetry, func() error {
		return waitForUpdate(ctx, name)
	})
}

// NestedK8sPoll is the same shape with the inner layer written as
// wait.PollUntilContextTimeout (bounded by a 30s timeout, not by a count).
func NestedK8sPoll(ctx context.Context, name string) error {
	return retry.OnError(retry.DefaultBackoff, func(error) bool { return true }, func() error {
		return pollUntilReady(ctx, name)
	})
}

// SingleK8s has one retry layer only: RetryOnConflict around a direct update.
// Negative case.
func SingleK8s(ctx context.Context, name string) error {
	return retry.RetryOnConflict(retry.DefaultRetry, func() error {
		return update(ctx, name)
	})
}
