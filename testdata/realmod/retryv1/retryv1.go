// Package retryv1 exercises gopkg.in/retry.v1 (v1.0.3), the real module,
// a loop-style library: the caller's "for a := retry.Start(s, clk);
// a.Next();" loop is the retry owner, with ? attempts (the strategy is not
// read).
package retryv1

import (
	"context"
	"net/http"
	"time"

	"github.com/cenkalti/backoff/v4"
	"gopkg.in/retry.v1"
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

// getRetried is the inner layer: a Next loop of at most 3 attempts.
func getRetried(ctx context.Context, url string) error {
	var err error
	for a := retry.Start(retry.LimitCount(3, retry.Exponential{Initial: 10 * time.Millisecond}), nil); a.Next(); {
		if err = get(ctx, url); err == nil { // fine: one retry layer over one call
			return nil
		}
	}
	return err
}

// BackoffOverNext: a cenkalti retry (2 attempts) around getRetried.
func BackoffOverNext(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		return getRetried(ctx, url) // want `^backoff\.Retry \(2 attempts\) calls retryv1\.getRetried, which retries in a for loop \(\? attempts\): up to \? calls per operation`
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Millisecond), 1))
}

// NextOverBackoff: a Next loop around a cenkalti retry.
func NextOverBackoff(ctx context.Context, url string) error {
	var err error
	for a := retry.Start(retry.Regular{Total: time.Minute, Delay: time.Second}, nil); a.Next(); {
		err = backoff.Retry(func() error { // want `^for loop \(\? attempts\) calls backoff\.Retry \(3 attempts\): up to \? calls per operation`
			return get(ctx, url)
		}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Millisecond), 2))
		if err == nil {
			return nil
		}
	}
	return err
}
