// Package lestrrat exercises github.com/lestrrat-go/backoff/v2 (v2.0.8),
// the real module, a loop-style library: the caller's
// "for backoff.Continue(c)" loop is the retry owner, with ? attempts
// (Continue can end it; the policy's count is not read).
package lestrrat

import (
	"context"
	"net/http"
	"time"

	cenkalti "github.com/cenkalti/backoff/v4"
	"github.com/lestrrat-go/backoff/v2"
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

// getRetried is the inner layer: a Continue loop.
func getRetried(ctx context.Context, url string) error {
	c := backoff.Exponential(backoff.WithMinInterval(10*time.Millisecond), backoff.WithMaxRetries(2)).Start(ctx)
	var err error
	for backoff.Continue(c) {
		if err = get(ctx, url); err == nil { // fine: one retry layer over one call
			return nil
		}
	}
	return err
}

// BackoffOverContinue: a cenkalti retry (2 attempts) around getRetried.
func BackoffOverContinue(ctx context.Context, url string) error {
	return cenkalti.Retry(func() error {
		return getRetried(ctx, url) // want `^backoff\.Retry \(2 attempts\) calls lestrrat\.getRetried, which retries in a for loop \(\? attempts\): up to \? calls per operation`
	}, cenkalti.WithMaxRetries(cenkalti.NewConstantBackOff(time.Millisecond), 1))
}

// ContinueOverBackoff: a Continue loop around a cenkalti retry.
func ContinueOverBackoff(ctx context.Context, url string) error {
	c := backoff.Constant(backoff.WithInterval(time.Second), backoff.WithMaxRetries(3)).Start(ctx)
	var err error
	for backoff.Continue(c) {
		err = cenkalti.Retry(func() error { // want `^for loop \(\? attempts\) calls backoff\.Retry \(3 attempts\): up to \? calls per operation`
			return get(ctx, url)
		}, cenkalti.WithMaxRetries(cenkalti.NewConstantBackOff(time.Millisecond), 2))
		if err == nil {
			return nil
		}
	}
	return err
}
