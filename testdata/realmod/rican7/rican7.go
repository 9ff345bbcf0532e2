// Package rican7 exercises github.com/Rican7/retry (v0.3.1), the real
// module.
//
// Catalog §13: Retry(action, strategies...) is unbounded without
// strategy.Limit(n), which allows n total attempts.
package rican7

import (
	"context"
	"net/http"
	"time"

	"github.com/Rican7/retry"
	"github.com/Rican7/retry/backoff"
	"github.com/Rican7/retry/strategy"
	cenkalti "github.com/cenkalti/backoff/v4"
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

// getRetried is the inner layer: Limit(3) = 3 attempts.
func getRetried(ctx context.Context, url string) error {
	return retry.Retry(func(attempt uint) error {
		return get(ctx, url) // fine: one retry layer over one call
	}, strategy.Limit(3), strategy.Backoff(backoff.Exponential(10*time.Millisecond, 2)))
}

// RetryOverBackoff: Retry (4 attempts) runs a cenkalti retry of 3
// attempts: 12 calls.
func RetryOverBackoff(ctx context.Context, url string) error {
	return retry.Retry(func(attempt uint) error {
		return cenkalti.Retry(func() error { // want `^retry\.Retry \(4 attempts\) calls backoff\.Retry \(3 attempts\): up to 12 calls per operation`
			return get(ctx, url)
		}, cenkalti.WithMaxRetries(cenkalti.NewConstantBackOff(time.Millisecond), 2))
	}, strategy.Limit(4))
}

// BackoffOverRetry: a cenkalti retry (2 attempts) around getRetried.
func BackoffOverRetry(ctx context.Context, url string) error {
	return cenkalti.Retry(func() error {
		return getRetried(ctx, url) // want `^backoff\.Retry \(2 attempts\) calls rican7\.getRetried, which retries via retry\.Retry \(3 attempts\): up to 6 calls per operation`
	}, cenkalti.WithMaxRetries(cenkalti.NewConstantBackOff(time.Millisecond), 1))
}

// Forever: no Limit among the strategies: unbounded.
func Forever(ctx context.Context, url string) error {
	return retry.Retry(func(attempt uint) error {
		return getRetried(ctx, url) // want `^retry\.Retry \(unbounded\) calls rican7\.getRetried, which retries via retry\.Retry \(3 attempts\): unbounded calls per operation`
	}, strategy.Wait(time.Second))
}

// OneAttempt is fine: Limit(1) is no retry.
func OneAttempt(ctx context.Context, url string) error {
	return retry.Retry(func(attempt uint) error {
		return getRetried(ctx, url) // fine: strategy.Limit(1) makes one attempt
	}, strategy.Limit(1))
}
