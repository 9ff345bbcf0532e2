// Package backoffv5 exercises github.com/cenkalti/backoff/v5 (v5.0.3).
package backoffv5

import (
	"context"

	"github.com/cenkalti/backoff/v5"
)

// NestedBackoffV5 is a nested retry: the operation of the outer generic
// backoff.Retry (WithMaxTries(5) = 5 attempts in total) calls loadWithRetry
// (helper.go), which runs its own backoff.Retry (no WithMaxTries, so only the
// 15m default elapsed limit bounds it).
func NestedBackoffV5(ctx context.Context, key string) (string, error) {
	return backoff.Retry(ctx, func() (string, error) {
		return loadWithRetry(ctx, key)
	}, backoff.WithMaxTries(5), backoff.WithBackOff(backoff.NewExponentialBackOff()))
}

// SingleBackoffV5 has one retry layer only: the operation calls load
// directly. Negative case.
func SingleBackoffV5(ctx context.Context, key string) (string, error) {
	return backoff.Retry(ctx, func() (string, error) {
		return load(ctx, key)
	}, backoff.WithMaxTries(3))
}
