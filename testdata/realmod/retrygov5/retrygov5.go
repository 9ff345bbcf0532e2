// Package retrygov5 exercises github.com/avast/retry-go/v5 (v5.1.1).
//
// Catalog §2: options go on retry.New / retry.NewWithData; Attempts(n) = n
// total attempts, default 10; UntilSucceeded() has no count cap.
package retrygov5

import (
	"context"

	"github.com/avast/retry-go/v5"
)

// NestedRetryGoV5Counted: (*RetrierWithData[int]).Do with Attempts(2) over
// sendWithRetry3's (*Retrier).Do with Attempts(3): 2*3 = 6 calls.
func NestedRetryGoV5Counted(ctx context.Context, msg string) (int, error) {
	return retry.NewWithData[int](retry.Attempts(2)).Do(func() (int, error) {
		return 0, sendWithRetry3(ctx, msg) // want `^retry\.RetrierWithData\.Do \(2 attempts\) calls retrygov5\.sendWithRetry3, which retries via retry\.Retrier\.Do \(3 attempts\): up to 6 calls per operation[^;]*; keep one retry owner`
	})
}

// NestedRetryGoV5Default: a Retrier stored in a variable, built by New with
// no Attempts option (default 10), over sendWithRetry3's 3: 10*3 = 30.
func NestedRetryGoV5Default(ctx context.Context, msg string) error {
	r := retry.New(retry.Context(ctx))
	return r.Do(func() error {
		return sendWithRetry3(ctx, msg) // want `^retry\.Retrier\.Do \(10 attempts\) calls retrygov5\.sendWithRetry3, which retries via retry\.Retrier\.Do \(3 attempts\): up to 30 calls per operation[^;]*; keep one retry owner`
	})
}

// NestedRetryGoV5Forever: the inner layer retries UntilSucceeded with no
// Context option, so nothing but success ends it: unbounded product.
func NestedRetryGoV5Forever(ctx context.Context, msg string) error {
	return retry.New(retry.Attempts(2)).Do(func() error {
		_, err := sendForever(ctx, msg) // want `^retry\.Retrier\.Do \(2 attempts\) calls retrygov5\.sendForever, which retries via retry\.RetrierWithData\.Do \(unbounded\): unbounded calls per operation[^;]*; keep one retry owner`
		return err
	})
}

// SingleRetryGoV5 has one retry layer only: the retried function calls send
// directly, and send does no retry. Negative case.
func SingleRetryGoV5(ctx context.Context, msg string) error {
	return retry.New(retry.Attempts(3), retry.Context(ctx)).Do(func() error {
		_, err := send(ctx, msg)
		return err
	})
}

// SingleRetryGoV5Once: Attempts(1) is one attempt, so the outer Retrier is
// not a retry owner and sendWithRetry3 is the only layer. Negative case.
func SingleRetryGoV5Once(ctx context.Context, msg string) error {
	return retry.New(retry.Attempts(1)).Do(func() error {
		return sendWithRetry3(ctx, msg)
	})
}
