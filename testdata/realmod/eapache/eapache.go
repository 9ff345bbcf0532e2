// Package eapache exercises github.com/eapache/go-resiliency/retrier
// (v1.7.0), the real module.
//
// Catalog §8: New(backoff, class) retries len(backoff) times, so
// len(backoff)+1 attempts; ConstantBackoff(n, d) and ExponentialBackoff(n,
// d) make n delays; WithInfiniteRetry never stops by count.
package eapache

import (
	"context"
	"net/http"
	"time"

	"github.com/cenkalti/backoff/v4"
	"github.com/eapache/go-resiliency/retrier"
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

// getRetried is the inner layer: ExponentialBackoff(2, d) = 3 attempts.
func getRetried(ctx context.Context, url string) error {
	r := retrier.New(retrier.ExponentialBackoff(2, 10*time.Millisecond), retrier.DefaultClassifier{})
	return r.RunCtx(ctx, func(ctx context.Context) error {
		return get(ctx, url) // fine: one retry layer over one call
	})
}

// RetrierOverBackoff: the retrier (4 attempts) runs a cenkalti retry of
// 3 attempts: 12 calls.
func RetrierOverBackoff(ctx context.Context, url string) error {
	r := retrier.New(retrier.ConstantBackoff(3, time.Second), nil)
	return r.Run(func() error {
		return backoff.Retry(func() error { // want `^retrier\.Retrier\.Run \(4 attempts\) calls backoff\.Retry \(3 attempts\): up to 12 calls per operation`
			return get(ctx, url)
		}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Millisecond), 2))
	})
}

// BackoffOverRetrier: a cenkalti retry (2 attempts) around getRetried.
func BackoffOverRetrier(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		return getRetried(ctx, url) // want `^backoff\.Retry \(2 attempts\) calls eapache\.getRetried, which retries via retrier\.Retrier\.RunCtx \(3 attempts\): up to 6 calls per operation`
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Millisecond), 1))
}

// Forever: WithInfiniteRetry and Run, which ignores contexts: unbounded.
func Forever(ctx context.Context, url string) error {
	r := retrier.New(retrier.ConstantBackoff(1, time.Second), nil).WithInfiniteRetry()
	return r.Run(func() error {
		return getRetried(ctx, url) // want `^retrier\.Retrier\.Run \(unbounded\) calls eapache\.getRetried, which retries via retrier\.Retrier\.RunCtx \(3 attempts\): unbounded calls per operation`
	})
}

// NoRetries is fine: a nil backoff makes one attempt.
func NoRetries(ctx context.Context, url string) error {
	return retrier.New(nil, nil).Run(func() error {
		return getRetried(ctx, url) // fine: retrier.New(nil, nil) is no retry
	})
}
