// Package k8s exercises k8s.io/client-go/util/retry and
// k8s.io/apimachinery/pkg/util/wait (v0.37.2).
//
// Catalog §5–6: retry.DefaultRetry has Steps 5 (5 attempts),
// retry.DefaultBackoff Steps 4; wait.Backoff.Steps is the number of calls;
// the PollUntilContextTimeout family is bounded by time, not by a count (?).
package k8s

import (
	"context"
	"time"

	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/client-go/util/retry"
)

// NestedK8s is a nested retry: the function retried by retry.OnError
// (DefaultRetry, Steps 5 = 5 attempts, every error) calls waitForUpdate
// (helper.go), which runs wait.ExponentialBackoff (Steps 4 = 4 calls of
// the condition, which swallows every error). Worst case 5*4 = 20 update
// calls.
func NestedK8s(ctx context.Context, name string) error {
	return retry.OnError(retry.DefaultRetry, func(error) bool { return true }, func() error {
		return waitForUpdate(ctx, name) // want `^retry\.OnError \(5 attempts\) calls k8s\.waitForUpdate, which retries via wait\.ExponentialBackoff \(4 attempts\): up to 20 calls per operation, as both retry every failure; keep one retry owner`
	})
}

// ConflictOverWait is fine: RetryOnConflict goes round on conflicts, and
// waitForUpdate returns none (it swallows every error and gives up with
// wait's own timeout error), so each outer round is one wait.
func ConflictOverWait(ctx context.Context, name string) error {
	return retry.RetryOnConflict(retry.DefaultRetry, func() error {
		return waitForUpdate(ctx, name)
	})
}

// NestedK8sPoll is the same shape with the inner layer written as
// wait.PollUntilContextTimeout (bounded by a 30s timeout, not by a count):
// DefaultBackoff (4 attempts) times ? = ?.
func NestedK8sPoll(ctx context.Context, name string) error {
	return retry.OnError(retry.DefaultBackoff, func(error) bool { return true }, func() error {
		return pollUntilReady(ctx, name) // want `^retry\.OnError \(4 attempts\) calls k8s\.pollUntilReady, which retries via wait\.PollUntilContextTimeout \(\? attempts\): up to \? calls per operation[^;]*; keep one retry owner`
	})
}

// NestedK8sLiteral: an outer wait.Backoff literal with Steps 2 (2
// attempts) over waitWithContext3's ExponentialBackoffWithContext with
// Steps 3: 2*3 = 6 calls.
func NestedK8sLiteral(ctx context.Context, name string) error {
	b := wait.Backoff{Duration: time.Second, Factor: 1.5, Steps: 2}
	return retry.OnError(b, func(error) bool { return true }, func() error {
		return waitWithContext3(ctx, name) // want `^retry\.OnError \(2 attempts\) calls k8s\.waitWithContext3, which retries via wait\.ExponentialBackoffWithContext \(3 attempts\): up to 6 calls per operation[^;]*; keep one retry owner`
	})
}

// SingleK8s has one retry layer only: RetryOnConflict around a direct
// update, which does no retry. Negative case.
func SingleK8s(ctx context.Context, name string) error {
	return retry.RetryOnConflict(retry.DefaultRetry, func() error {
		return update(ctx, name)
	})
}

// SingleK8sOneStep: Steps 1 = one call of fn, so the outer RetryOnConflict
// is not a retry owner and waitForUpdate is the only layer. Negative case.
func SingleK8sOneStep(ctx context.Context, name string) error {
	return retry.RetryOnConflict(wait.Backoff{Steps: 1, Duration: time.Second}, func() error {
		return waitForUpdate(ctx, name)
	})
}

// SingleK8sUntil: wait.UntilWithContext is a periodic runner (it never
// stops on success), not a retry owner, even though the wait package's own
// code loops; RetryOnConflict is the only owner. Negative case.
func SingleK8sUntil(ctx context.Context, name string) error {
	return retry.RetryOnConflict(retry.DefaultRetry, func() error {
		ctx, cancel := context.WithTimeout(ctx, time.Second)
		defer cancel()
		wait.UntilWithContext(ctx, func(ctx context.Context) { _ = update(ctx, name) }, 100*time.Millisecond)
		return ctx.Err()
	})
}
