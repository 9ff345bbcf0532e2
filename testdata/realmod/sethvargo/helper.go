package sethvargo

import (
	"context"
	"errors"
	"time"

	"github.com/sethvargo/go-retry"
)

// ping stands in for a remote call. It contains no retry.
func ping(ctx context.Context, host string) error {
	if host == "" {
		return errors.New("empty host")
	}
	return ctx.Err()
}

// pingWithRetry is the inner retry layer: retry.Exponential has no attempt
// cap (only ctx stops it).
func pingWithRetry(ctx context.Context, host string) error {
	return retry.Exponential(ctx, 50*time.Millisecond, func(ctx context.Context) error {
		if err := ping(ctx, host); err != nil {
			return retry.RetryableError(err)
		}
		return nil
	})
}

// pingWithRetry3 is an inner retry layer: WithMaxRetries(2, fibonacci) =
// 3 attempts.
func pingWithRetry3(ctx context.Context, host string) error {
	b := retry.WithMaxRetries(2, retry.NewFibonacci(10*time.Millisecond))
	return retry.Do(ctx, b, func(ctx context.Context) error {
		if err := ping(ctx, host); err != nil {
			return retry.RetryableError(err)
		}
		return nil
	})
}

// pingForever is an inner retry layer that only success can end:
// retry.Constant on a context that is never cancelled.
func pingForever(host string) error {
	return retry.Constant(context.Background(), time.Second, func(ctx context.Context) error {
		if err := ping(ctx, host); err != nil {
			return retry.RetryableError(err)
		}
		return nil
	})
}
