package sethvargo

import (
	"context"
	"time"

	"github.com/sethvargo/go-retry"
)

// NestedGoRetry is a nested retry: the function retried by the outer retry.Do
// (WithMaxRetries(4, exponential) = 5 attempts) calls pingWithRetry
// (helper.go), which runs retry.Exponential: no count cap, but its ctx (a
// parameter, so a context that can end) is checked before every attempt, so
// its bound is unknown (?), not unbounded (SPEC §1; the analyzer itself
// treats backoff.WithContext and ctx-checking loops this way). Product ?.
func NestedGoRetry(ctx context.Context, host string) error {
	b := retry.WithMaxRetries(4, retry.NewExponential(100*time.Millisecond))
	return retry.Do(ctx, b, func(ctx context.Context) error {
		if err := pingWithRetry(ctx, host); err != nil { // want `^retry\.Do \(5 attempts\) calls sethvargo\.pingWithRetry, which retries via retry\.Exponential \(\? attempts\): up to \? calls per operation[^;]*; keep one retry owner`
			return retry.RetryableError(err)
		}
		return nil
	})
}
