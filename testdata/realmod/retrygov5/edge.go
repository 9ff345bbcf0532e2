package retrygov5

import (
	"context"

	"github.com/avast/retry-go/v5"
)

// NestedRetryGoV5 is a nested retry: the function retried by the outer
// (*retry.Retrier).Do (New with default 10 attempts) calls sendWithRetry
// (helper.go), which runs (*retry.RetrierWithData[int]).Do with
// UntilSucceeded() and retry.Context(ctx): no count cap, but a context that
// can end stops it, so its bound is unknown (?), not unbounded (SPEC §1:
// unbounded = no count cap and no deadline; the same rule the analyzer
// applies to backoff.WithContext and to for loops that check ctx).
func NestedRetryGoV5(ctx context.Context, msg string) error {
	r := retry.New(retry.Context(ctx))
	return r.Do(func() error {
		_, err := sendWithRetry(ctx, msg) // want `^retry\.Retrier\.Do \(10 attempts\) calls retrygov5\.sendWithRetry, which retries via retry\.RetrierWithData\.Do \(\? attempts\): up to \? calls per operation[^;]*; keep one retry owner`
		return err
	})
}
