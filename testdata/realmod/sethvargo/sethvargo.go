// Package sethvargo exercises github.com/sethvargo/go-retry (v0.5.0).
package sethvargo

import (
	"context"
	"time"

	"github.com/sethvargo/go-retry"
)

// NestedGoRetry is a nested retry: the function retried by the outer retry.Do
// (WithMaxRetries(4, exponential) = 5 attempts) calls pingWithRetry
// (helper.go), which runs retry.Exponential (unbounded attempts). Note that
// go-retry only retries errors wrapped with retry.RetryableError, so the outer
// closure wraps the inner error to make the outer layer retry as well.
func NestedGoRetry(ctx context.Context, host string) error {
	b := retry.WithMaxRetries(4, retry.NewExponential(100*time.Millisecond))
	return retry.Do(ctx, b, func(ctx context.Context) error {
		if err := pingWithRetry(ctx, host); err != nil {
			return retry.RetryableError(err)
		}
		return nil
	})
}

// SingleGoRetry has one retry layer only: the retried function calls ping
// directly. Negative case.
func SingleGoRetry(ctx context.Context, host string) error {
	b := retry.WithMaxRetries(3, retry.NewConstant(time.Second))
	return retry.Do(ctx, b, func(ctx context.Context) error {
		if err := ping(ctx, host); err != nil {
			return retry.RetryableError(err)
		}
		return nil
	})
}
