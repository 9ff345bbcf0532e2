// Package retrygov4 exercises github.com/avast/retry-go/v4 (v4.7.0).
//
// Catalog §2: Attempts(n) = n total attempts, default 10; Attempts(0) and
// UntilSucceeded() are unbounded (no count cap; without a Context option
// nothing else can end them).
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
		_, err := sendWithRetry(ctx, msg) // want `^retry\.Do \(10 attempts\) calls retrygov4\.sendWithRetry, which retries via retry\.DoWithData \(3 attempts\): up to 30 calls per operation[^;]*; keep one retry owner`
		return err
	}, retry.Context(ctx))
}

// NestedRetryGoV4Data: DoWithData with Attempts(2) over sendWithRetry's 3:
// 2*3 = 6 calls.
func NestedRetryGoV4Data(ctx context.Context, msg string) (int, error) {
	return retry.DoWithData(func() (int, error) {
		return sendWithRetry(ctx, msg) // want `^retry\.DoWithData \(2 attempts\) calls retrygov4\.sendWithRetry, which retries via retry\.DoWithData \(3 attempts\): up to 6 calls per operation[^;]*; keep one retry owner`
	}, retry.Attempts(2), retry.LastErrorOnly(true))
}

// NestedRetryGoV4Forever: Attempts(0) with no Context option retries until
// success: the outer layer and the product are unbounded.
func NestedRetryGoV4Forever(ctx context.Context, msg string) error {
	return retry.Do(func() error {
		_, err := sendWithRetry(ctx, msg) // want `^retry\.Do \(unbounded\) calls retrygov4\.sendWithRetry, which retries via retry\.DoWithData \(3 attempts\): unbounded calls per operation[^;]*; keep one retry owner`
		return err
	}, retry.Attempts(0))
}

// NestedRetryGoV4Inline: a retry.Do written directly inside the retried
// function of another: Attempts(3) outside, Attempts(2) inside: 6 calls.
func NestedRetryGoV4Inline(ctx context.Context, msg string) error {
	return retry.Do(func() error {
		return retry.Do(func() error { // want `^retry\.Do \(3 attempts\) calls retry\.Do \(2 attempts\): up to 6 calls per operation[^;]*; keep one retry owner`
			_, err := send(ctx, msg)
			return err
		}, retry.Attempts(2), retry.Context(ctx))
	}, retry.Attempts(3), retry.Context(ctx))
}

// SingleRetryGoV4 has one retry layer only: the retried function calls send
// directly, and send does no retry (retry.Unrecoverable only marks an
// error). Negative case.
func SingleRetryGoV4(ctx context.Context, msg string) error {
	return retry.Do(func() error {
		_, err := send(ctx, msg)
		return err
	}, retry.Attempts(5), retry.Context(ctx))
}

// SingleRetryGoV4Once: Attempts(1) is a single attempt (catalog §2), so the
// outer call is not a retry owner and sendWithRetry is the only layer.
// Negative case.
func SingleRetryGoV4Once(ctx context.Context, msg string) error {
	return retry.Do(func() error {
		_, err := sendWithRetry(ctx, msg)
		return err
	}, retry.Attempts(1))
}
