// Package sethvargo exercises github.com/sethvargo/go-retry (v0.5.0).
//
// Catalog §3: WithMaxRetries(n, b) = n+1 attempts; NewExponential/
// NewConstant/NewFibonacci and retry.Exponential/Constant/Fibonacci have no
// count cap (only the ctx, checked before every attempt, can end them).
// Only errors wrapped with retry.RetryableError are retried, so every outer
// closure wraps the inner error to keep the outer layer retrying.
package sethvargo

import (
	"context"
	"time"

	"github.com/sethvargo/go-retry"
)

// NestedGoRetryCounted: retry.Do with WithMaxRetries(1, constant) = 2
// attempts over pingWithRetry3's WithMaxRetries(2, fibonacci) = 3: 2*3 = 6.
func NestedGoRetryCounted(ctx context.Context, host string) error {
	b := retry.WithMaxRetries(1, retry.NewConstant(time.Second))
	return retry.Do(ctx, b, func(ctx context.Context) error {
		if err := pingWithRetry3(ctx, host); err != nil { // want `^retry\.Do \(2 attempts\) calls sethvargo\.pingWithRetry3, which retries via retry\.Do \(3 attempts\): up to 6 calls per operation[^;]*; keep one retry owner`
			return retry.RetryableError(err)
		}
		return nil
	})
}

// NestedGoRetryForever: the inner retry.Constant runs on
// context.Background(), which never ends, and has no count cap: unbounded.
// The outer DoValue has WithMaxRetries(3, jittered exponential) = 4.
func NestedGoRetryForever(ctx context.Context, host string) (string, error) {
	b := retry.WithMaxRetries(3, retry.WithJitter(10*time.Millisecond, retry.NewExponential(time.Second)))
	return retry.DoValue(ctx, b, func(ctx context.Context) (string, error) {
		if err := pingForever(host); err != nil { // want `^retry\.DoValue \(4 attempts\) calls sethvargo\.pingForever, which retries via retry\.Constant \(unbounded\): unbounded calls per operation[^;]*; keep one retry owner`
			return "", retry.RetryableError(err)
		}
		return host, nil
	})
}

// SingleGoRetry has one retry layer only: the retried function calls ping
// directly, and ping does no retry. Negative case.
func SingleGoRetry(ctx context.Context, host string) error {
	b := retry.WithMaxRetries(3, retry.NewConstant(time.Second))
	return retry.Do(ctx, b, func(ctx context.Context) error {
		if err := ping(ctx, host); err != nil {
			return retry.RetryableError(err)
		}
		return nil
	})
}

// SingleGoRetryOnce: WithMaxRetries(0, b) = 1 attempt, so the outer Do is
// not a retry owner and pingWithRetry3 is the only layer. Negative case.
func SingleGoRetryOnce(ctx context.Context, host string) error {
	b := retry.WithMaxRetries(0, retry.NewExponential(time.Second))
	return retry.Do(ctx, b, func(ctx context.Context) error {
		return pingWithRetry3(ctx, host)
	})
}
