package retrygov4

import (
	"context"
	"errors"
	"time"

	"github.com/avast/retry-go/v4"
)

// send stands in for a remote call. It contains no retry.
func send(ctx context.Context, msg string) (int, error) {
	if msg == "" {
		return 0, retry.Unrecoverable(errors.New("empty message"))
	}
	return len(msg), ctx.Err()
}

// sendWithRetry is the inner retry layer: retry.DoWithData with 3 attempts.
func sendWithRetry(ctx context.Context, msg string) (int, error) {
	return retry.DoWithData(func() (int, error) {
		return send(ctx, msg)
	}, retry.Attempts(3), retry.Delay(50*time.Millisecond), retry.Context(ctx))
}
