// Package retrygov4 exercises github.com/avast/retry-go/v4 (v4.7.0).
package retrygov4

import (
	"context"

	"github.com/avast/retry-go/v4"
)

// NestedRetryGoV4 is a nested retry: the function retried by the outer
// retry.Do (default 10 attempts) calls sendWithRetry (helper.go), which runs
// retry.DoWithData with Attempts(3). Worst case 10*3 = 30 calls of send.
func NestedRetryGoV4(ctx context.Context, msg string) error {
	return retry.Do(func() error {
		_, err := sendWithRetry(ctx, msg)
		return err
	}, retry.Context(ctx))
}

// SingleRetryGoV4 has one retry layer only: the retried function calls send
// directly. Negative case.
func SingleRetryGoV4(ctx context.Context, msg string) error {
	return retry.Do(func() error {
		_, err := send(ctx, msg)
		return err
	}, retry.Attempts(5), retry.Context(ctx))
}
