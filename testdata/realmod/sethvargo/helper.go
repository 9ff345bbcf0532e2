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
