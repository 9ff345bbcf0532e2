// Package roko exercises github.com/buildkite/roko (v1.4.0), the real
// module: WithMaxAttempts(n) is n total attempts, TryForever() has no
// cap.
package roko

import (
	"context"
	"net/http"
	"time"

	"github.com/buildkite/roko"
	"github.com/cenkalti/backoff/v4"
)

// get is one remote call, no retry.
func get(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err == nil {
		resp.Body.Close()
	}
	return err
}

// getRetried is the inner layer: WithMaxAttempts(3).
func getRetried(ctx context.Context, url string) error {
	r := roko.NewRetrier(roko.WithMaxAttempts(3), roko.WithStrategy(roko.Constant(10*time.Millisecond)))
	return r.DoWithContext(ctx, func(r *roko.Retrier) error {
		return get(ctx, url) // fine: one retry layer over one call
	})
}

// RokoOverBackoff: roko (4 attempts) runs a cenkalti retry of 3 attempts:
// 12 calls.
func RokoOverBackoff(ctx context.Context, url string) error {
	r := roko.NewRetrier(roko.WithMaxAttempts(4), roko.WithStrategy(roko.Exponential(time.Second, 0)), roko.WithJitter())
	return r.Do(func(r *roko.Retrier) error {
		return backoff.Retry(func() error { // want `^roko\.Retrier\.Do \(4 attempts\) calls backoff\.Retry \(3 attempts\): up to 12 calls per operation`
			return get(ctx, url)
		}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Millisecond), 2))
	})
}

// BackoffOverRoko: a cenkalti retry (2 attempts) around getRetried.
func BackoffOverRoko(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		return getRetried(ctx, url) // want `^backoff\.Retry \(2 attempts\) calls roko\.getRetried, which retries via roko\.Retrier\.DoWithContext \(3 attempts\): up to 6 calls per operation`
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Millisecond), 1))
}

// Forever: TryForever and Do: unbounded.
func Forever(ctx context.Context, url string) error {
	r := roko.NewRetrier(roko.TryForever(), roko.WithStrategy(roko.Constant(time.Second)))
	return r.Do(func(r *roko.Retrier) error {
		return getRetried(ctx, url) // want `^roko\.Retrier\.Do \(unbounded\) calls roko\.getRetried, which retries via roko\.Retrier\.DoWithContext \(3 attempts\): unbounded calls per operation`
	})
}

// Func: DoFunc with WithMaxAttempts(2): 2 × 3 calls.
func Func(ctx context.Context, url string) (int, error) {
	r := roko.NewRetrier(roko.WithMaxAttempts(2), roko.WithStrategy(roko.Constant(time.Second)))
	return roko.DoFunc(ctx, r, func(r *roko.Retrier) (int, error) {
		return r.AttemptCount(), getRetried(ctx, url) // want `^roko\.DoFunc \(2 attempts\) calls roko\.getRetried, which retries via roko\.Retrier\.DoWithContext \(3 attempts\): up to 6 calls per operation`
	})
}

// OneAttempt is fine: WithMaxAttempts(1) is no retry.
func OneAttempt(ctx context.Context, url string) error {
	r := roko.NewRetrier(roko.WithMaxAttempts(1), roko.WithStrategy(roko.Constant(time.Second)))
	return r.Do(func(r *roko.Retrier) error {
		return getRetried(ctx, url) // fine: WithMaxAttempts(1) makes one attempt
	})
}
