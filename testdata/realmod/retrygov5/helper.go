package retrygov5

import (
	"context"
	"errors"
	"time"

	"github.com/avast/retry-go/v5"
)

// send stands in for a remote call. It contains no retry.
func send(ctx context.Context, msg string) (int, error) {
	if msg == "" {
		return 0, retry.Unrecoverable(errors.New("empty message"))
	}
	return len(msg), ctx.Err()
}

// sendWithRetry is the inner retry layer: a RetrierWithData[int] that retries
// until success (UntilSucceeded = unbounded attempts).
func sendWithRetry(ctx context.Context, msg string) (int, error) {
	r := retry.NewWithData[int](retry.UntilSucceeded(), retry.Delay(50*time.Millisecond), retry.Context(ctx))
	return r.Do(func() (int, error) {
		return send(ctx, msg)
	})
}

// sendWithRetry3 is an inner retry layer: a Retrier with Attempts(3).
func sendWithRetry3(ctx context.Context, msg string) error {
	return retry.New(retry.Attempts(3), retry.Context(ctx)).Do(func() error {
		_, err := send(ctx, msg)
		return err
	})
}

// sendForever is an inner retry layer with no end but success:
// UntilSucceeded and no Context option.
func sendForever(ctx context.Context, msg string) (int, error) {
	return retry.NewWithData[int](retry.UntilSucceeded()).Do(func() (int, error) {
		return send(ctx, msg)
	})
}
