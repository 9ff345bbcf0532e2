package backoffv5

import (
	"context"
	"errors"
	"time"

	"github.com/cenkalti/backoff/v5"
)

// load stands in for a remote call. It contains no retry.
func load(ctx context.Context, key string) (string, error) {
	if key == "" {
		return "", backoff.Permanent(errors.New("empty key"))
	}
	return key, ctx.Err()
}

// loadWithRetry is the inner retry layer: backoff.Retry with a constant
// backoff and no attempt limit (bounded only by the default 15m elapsed time).
func loadWithRetry(ctx context.Context, key string) (string, error) {
	return backoff.Retry(ctx, func() (string, error) {
		return load(ctx, key)
	}, backoff.WithBackOff(backoff.NewConstantBackOff(100*time.Millisecond)))
}

// loadWithRetry3 is an inner retry layer with WithMaxTries(3) = 3 attempts.
func loadWithRetry3(ctx context.Context, key string) (string, error) {
	return backoff.Retry(ctx, func() (string, error) {
		return load(ctx, key)
	}, backoff.WithMaxTries(3))
}
