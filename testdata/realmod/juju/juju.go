// Package juju exercises github.com/juju/retry (v1.0.1), the real module.
//
// Catalog §13: Call(CallArgs{...}) makes at most Attempts total calls;
// Attempts <= 0 has no count cap. juju/retry is found as either layer:
// the retried operation is the Func field of the CallArgs literal.
package juju

import (
	"context"
	"net/http"
	"time"

	"github.com/cenkalti/backoff/v4"
	"github.com/juju/retry"
)

// wall is a retry.Clock on the wall clock.
type wall struct{}

func (wall) Now() time.Time                         { return time.Now() }
func (wall) After(d time.Duration) <-chan time.Time { return time.After(d) }

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

// getRetried is the inner layer: Attempts 3.
func getRetried(ctx context.Context, url string) error {
	return retry.Call(retry.CallArgs{
		Func:        func() error { return get(ctx, url) }, // fine: one retry layer over one call
		Attempts:    3,
		Delay:       10 * time.Millisecond,
		BackoffFunc: retry.ExpBackoff(10*time.Millisecond, time.Second, 2, true),
		Clock:       wall{},
	})
}

// BackoffOverCall: a cenkalti retry (2 attempts) around getRetried.
func BackoffOverCall(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		return getRetried(ctx, url) // want `^backoff\.Retry \(2 attempts\) calls juju\.getRetried, which retries via retry\.Call \(3 attempts\): up to 6 calls per operation`
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Millisecond), 1))
}

// getForever has no count cap and nothing to end it.
func getForever(ctx context.Context, url string) error {
	return retry.Call(retry.CallArgs{
		Func:     func() error { return get(ctx, url) }, // fine: one retry layer over one call
		Attempts: retry.UnlimitedAttempts,
		Delay:    time.Second,
		Clock:    wall{},
	})
}

// BackoffOverForever: unbounded below.
func BackoffOverForever(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		return getForever(ctx, url) // want `^backoff\.Retry \(2 attempts\) calls juju\.getForever, which retries via retry\.Call \(unbounded\): unbounded calls per operation`
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Millisecond), 1))
}

// CallOverCall: juju/retry (2 attempts) around getRetried: 2 × 3 calls.
func CallOverCall(ctx context.Context, url string) error {
	return retry.Call(retry.CallArgs{
		Func:     func() error { return getRetried(ctx, url) }, // want `^retry\.Call \(2 attempts\) calls juju\.getRetried, which retries via retry\.Call \(3 attempts\): up to 6 calls per operation`
		Attempts: 2,
		Delay:    10 * time.Millisecond,
		Clock:    wall{},
	})
}
