// Package sethvargo exercises github.com/sethvargo/go-retry (catalog §3:
// WithMaxRetries(n, b) is n retries, so n+1 attempts; NewExponential,
// NewConstant, NewFibonacci and the Exponential/Constant/Fibonacci helpers
// have no cap: unbounded; WithMaxDuration bounds elapsed time only).
package sethvargo

import (
	"context"
	"database/sql"
	"time"

	"github.com/sethvargo/go-retry"

	"libs/inner"
)

// MaxRetries3 retries inner.Fetch with 3 retries: 4 × 3 calls.
func MaxRetries3(ctx context.Context, url string) error {
	b := retry.WithMaxRetries(3, retry.NewExponential(100*time.Millisecond))
	return retry.Do(ctx, b, func(ctx context.Context) error {
		if _, err := inner.Fetch(ctx, url); err != nil { // want `^retry\.Do \(4 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 12 calls per operation`
			return retry.RetryableError(err)
		}
		return nil
	})
}

// JitterOutside: a jitter wrapper around the capped backoff keeps the cap
// (4 retries, 5 attempts).
func JitterOutside(ctx context.Context, url string) error {
	b := retry.WithJitter(10*time.Millisecond, retry.WithMaxRetries(4, retry.NewConstant(time.Second)))
	return retry.Do(ctx, b, func(ctx context.Context) error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Do \(5 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 15 calls per operation`
		return retry.RetryableError(err)
	})
}

// DoValue2: DoValue with 2 retries, 3 attempts: 3 × 3 calls.
func DoValue2(ctx context.Context, db *sql.DB) (string, error) {
	b := retry.WithMaxRetries(2, retry.WithCappedDuration(time.Second, retry.NewFibonacci(time.Millisecond)))
	return retry.DoValue(ctx, b, func(ctx context.Context) (string, error) {
		name, err := inner.Load(ctx, db, 1) // want `^retry\.DoValue \(3 attempts\) calls inner\.Load, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return name, retry.RetryableError(err)
	})
}

// ConstantNoCap: NewConstant without WithMaxRetries never stops by count,
// and context.Background never ends: unbounded.
func ConstantNoCap(_ context.Context, url string) error {
	return retry.Do(context.Background(), retry.NewConstant(time.Second), func(ctx context.Context) error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Do \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return retry.RetryableError(err)
	})
}

// ExponentialHelper: retry.Exponential has no count cap; only the
// caller's context can end it: an unknown bound.
func ExponentialHelper(ctx context.Context, url string) error {
	return retry.Exponential(ctx, time.Second, func(ctx context.Context) error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Exponential \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return retry.RetryableError(err)
	})
}

// FibonacciHelper: the same, with a Fibonacci backoff.
func FibonacciHelper(ctx context.Context, url string) error {
	return retry.Fibonacci(ctx, time.Second, func(ctx context.Context) error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Fibonacci \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return retry.RetryableError(err)
	})
}

// MaxDuration: an elapsed-time bound gives no count: unknown.
func MaxDuration(ctx context.Context, url string) error {
	b := retry.WithMaxDuration(time.Minute, retry.NewConstant(time.Second))
	return retry.Do(ctx, b, func(ctx context.Context) error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Do \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return retry.RetryableError(err)
	})
}

// MaxRetriesVar: a count that is not constant is unknown.
func MaxRetriesVar(ctx context.Context, url string, n uint64) error {
	b := retry.WithMaxRetries(n, retry.NewConstant(time.Second))
	return retry.Do(ctx, b, func(ctx context.Context) error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Do \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return retry.RetryableError(err)
	})
}

// getWithRetry is the inner owner: 2 retries, 3 attempts.
func getWithRetry(ctx context.Context, url string) error {
	b := retry.WithMaxRetries(2, retry.NewExponential(time.Second))
	return retry.Do(ctx, b, func(ctx context.Context) error {
		_, err := inner.Once(ctx, url)
		return retry.RetryableError(err)
	})
}

// LoopOverRetry retries a function that retries: 2 × 3.
func LoopOverRetry(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = getWithRetry(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls sethvargo\.getWithRetry, which retries via retry\.Do \(3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Negatives.

// PlainOnce: one library retry over plain I/O: a single owner.
func PlainOnce(ctx context.Context, url string) error {
	return getWithRetry(ctx, url)
}

// NoRetries: WithMaxRetries(0, b) is one attempt: not a retry, so
// inner.Fetch is the only owner.
func NoRetries(ctx context.Context, url string) error {
	b := retry.WithMaxRetries(0, retry.NewExponential(time.Second))
	return retry.Do(ctx, b, func(ctx context.Context) error {
		_, err := inner.Fetch(ctx, url)
		return retry.RetryableError(err)
	})
}
