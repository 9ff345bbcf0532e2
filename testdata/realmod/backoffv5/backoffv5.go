// Package backoffv5 exercises github.com/cenkalti/backoff/v5 (v5.0.3).
//
// Catalog §1: WithMaxTries(n) = n total attempts; without it only the 15m
// default MaxElapsedTime bounds Retry (even with a custom BackOff), so the
// count is unknown (?).
package backoffv5

import (
	"context"

	"github.com/cenkalti/backoff/v5"
)

// NestedBackoffV5 is a nested retry: the operation of the outer generic
// backoff.Retry (WithMaxTries(5) = 5 attempts in total) calls loadWithRetry
// (helper.go), which runs its own backoff.Retry (no WithMaxTries, so only the
// 15m default elapsed limit bounds it: ? attempts, product ?).
func NestedBackoffV5(ctx context.Context, key string) (string, error) {
	return backoff.Retry(ctx, func() (string, error) {
		return loadWithRetry(ctx, key) // want `^backoff\.Retry \(5 attempts\) calls backoffv5\.loadWithRetry, which retries via backoff\.Retry \(\? attempts\): up to \? calls per operation[^;]*; keep one retry owner`
	}, backoff.WithMaxTries(5), backoff.WithBackOff(backoff.NewExponentialBackOff()))
}

// NestedBackoffV5Counted: WithMaxTries(2) over loadWithRetry3's
// WithMaxTries(3): 2*3 = 6 calls.
func NestedBackoffV5Counted(ctx context.Context, key string) (string, error) {
	return backoff.Retry(ctx, func() (string, error) {
		return loadWithRetry3(ctx, key) // want `^backoff\.Retry \(2 attempts\) calls backoffv5\.loadWithRetry3, which retries via backoff\.Retry \(3 attempts\): up to 6 calls per operation[^;]*; keep one retry owner`
	}, backoff.WithMaxTries(2))
}

// NestedBackoffV5Default: no options at all, so the outer count is
// unknown (15m elapsed default); inner 3 attempts; product ?.
func NestedBackoffV5Default(ctx context.Context, key string) (string, error) {
	return backoff.Retry(ctx, func() (string, error) {
		return loadWithRetry3(ctx, key) // want `^backoff\.Retry \(\? attempts\) calls backoffv5\.loadWithRetry3, which retries via backoff\.Retry \(3 attempts\): up to \? calls per operation[^;]*; keep one retry owner`
	})
}

// SingleBackoffV5 has one retry layer only: the operation calls load
// directly, and load does no retry (backoff.Permanent only wraps an error).
// Negative case.
func SingleBackoffV5(ctx context.Context, key string) (string, error) {
	return backoff.Retry(ctx, func() (string, error) {
		return load(ctx, key)
	}, backoff.WithMaxTries(3))
}

// SingleBackoffV5Once: WithMaxTries(1) = one attempt (catalog §1), so the
// outer call is not a retry owner; loadWithRetry3 is the only layer.
// Negative case.
func SingleBackoffV5Once(ctx context.Context, key string) (string, error) {
	return backoff.Retry(ctx, func() (string, error) {
		return loadWithRetry3(ctx, key)
	}, backoff.WithMaxTries(1))
}
