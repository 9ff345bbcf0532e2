// Package retrygov5 exercises github.com/avast/retry-go/v5 (v5.1.1).
package retrygov5

import (
	"context"

	"github.com/avast/retry-go/v5"
)

// NestedRetryGoV5 is a nested retry: the function retried by the outer
// (*retry.Retrier).Do (New with default 10 attempts) calls sendWithRetry
// (helper.go), which runs (*retry.RetrierWithData[int]).Do with
// UntilSucceeded() (unbounded, stopped only by ctx or an unrecoverable error).
func NestedRetryGoV5(ctx context.Context, msg string) error {
	r := retry.New(retry.Context(ctx))
	return r.Do(func() error {
		_, err := sendWithRetry(ctx, msg)
		return err
	})
}

// SingleRetryGoV5 has one retry layer only: the retried function calls send
// directly. Negative case.
func SingleRetryGoV5(ctx context.Context, msg string) error {
	return retry.New(retry.Attempts(3), retry.Context(ctx)).Do(func() error {
		_, err := send(ctx, msg)
		return err
	})
}
