// Package gax exercises gax-go v2 (catalog §14): gax.Invoke retries only
// with a gax.WithRetry option, with no count cap (? when its context can
// end); a generated client's methods retry when their default call
// options hold a WithRetry.
package gax

import (
	"context"
	"time"

	"github.com/avast/retry-go/v4"
	gax "github.com/googleapis/gax-go/v2"
	"google.golang.org/grpc/codes"

	"libs/gax/secrets"
)

// Access: the generated method's defaults retry it: 3 × ?.
func Access(ctx context.Context, c *secrets.Client) ([]byte, error) {
	var b []byte
	err := retry.Do(func() error {
		var err error
		b, err = c.Access(ctx, "s") // want `^retry\.Do \(3 attempts\) calls secrets\.Client\.Access, which reaches secrets\.gRPCClient\.Access \(gax\.Invoke, \? attempts\): up to \? calls per operation`
		return err
	}, retry.Attempts(3))
	return b, err
}

// Create is fine: its defaults have no WithRetry, so the outer retry is
// the only owner.
func Create(ctx context.Context, c *secrets.Client) error {
	return retry.Do(func() error {
		return c.Create(ctx, "s")
	}, retry.Attempts(3))
}

// CreateWithRetry: the caller's own WithRetry makes the call an owner.
func CreateWithRetry(ctx context.Context, c *secrets.Client) error {
	return retry.Do(func() error {
		return c.Create(ctx, "s", gax.WithRetry(func() gax.Retryer { // want `^retry\.Do \(3 attempts\) calls gax\.WithRetry \(\? attempts\): up to \? calls per operation`
			return gax.OnCodes([]codes.Code{codes.Unavailable}, gax.Backoff{Initial: time.Second})
		}))
	}, retry.Attempts(3))
}

// call is a remote call.
func call(ctx context.Context) error { _, err := retryableCall(ctx); return err }

func retryableCall(ctx context.Context) (int, error) { return 0, ctx.Err() }

// InvokeOnce is fine: gax.Invoke without WithRetry makes one attempt.
func InvokeOnce(ctx context.Context) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = gax.Invoke(ctx, func(ctx context.Context, _ gax.CallSettings) error { return call(ctx) }, gax.WithTimeout(time.Second)); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
