// Package matryer exercises github.com/matryer/try
// (v0.0.0-20161228173917-9ac251b645a2), the real module.
//
// Catalog §13: Do(fn) makes up to MaxRetries (10) total calls.
package matryer

import (
	"context"
	"net/http"
	"time"

	"github.com/cenkalti/backoff/v4"
	"github.com/matryer/try"
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

// getRetried is the inner layer: try.Do, 10 attempts.
func getRetried(ctx context.Context, url string) error {
	return try.Do(func(attempt int) (bool, error) {
		err := get(ctx, url) // fine: one retry layer over one call
		if err != nil {
			time.Sleep(10 * time.Millisecond)
		}
		return true, err
	})
}

// TryOverBackoff: try.Do (10 attempts) runs a cenkalti retry of 3
// attempts: 30 calls.
func TryOverBackoff(ctx context.Context, url string) error {
	return try.Do(func(attempt int) (bool, error) {
		err := backoff.Retry(func() error { // want `^try\.Do \(10 attempts\) calls backoff\.Retry \(3 attempts\): up to 30 calls per operation`
			return get(ctx, url)
		}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Millisecond), 2))
		return true, err
	})
}

// BackoffOverTry: a cenkalti retry (2 attempts) around getRetried.
func BackoffOverTry(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		return getRetried(ctx, url) // want `^backoff\.Retry \(2 attempts\) calls matryer\.getRetried, which retries via try\.Do \(10 attempts\): up to 20 calls per operation`
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Millisecond), 1))
}
