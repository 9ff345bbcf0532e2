// Package flowchartsman exercises github.com/flowchartsman/retry (catalog
// §13: NewRetrier(maxTries, initialDelay, maxDelay) makes maxTries total
// attempts, and maxTries <= 0 means DefaultMaxTries, 5; Run ignores any
// context, RunContext stops between attempts when its context ends).
package flowchartsman

import (
	"context"
	"net/http"
	"time"

	"github.com/flowchartsman/retry"

	"libs/inner"
)

// Tries3 retries inner.Fetch: 3 × 3 calls.
func Tries3(ctx context.Context, url string) error {
	r := retry.NewRetrier(3, 100*time.Millisecond, time.Second)
	return r.Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Retrier\.Run \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return err
	})
}

// Defaults: NewRetrier(0, 0, 0) takes the defaults, 5 tries: 5 × 3.
func Defaults(ctx context.Context, url string) error {
	return retry.NewRetrier(0, 0, 0).RunContext(ctx, func(ctx context.Context) error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Retrier\.RunContext \(5 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 15 calls per operation`
		return err
	})
}

// Negative: a negative maxTries is the default too.
func Negative(ctx context.Context, url string) error {
	r := retry.NewRetrier(-1, time.Millisecond, time.Second)
	return r.Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Retrier\.Run \(5 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 15 calls per operation`
		return err
	})
}

// TriesVar: a count that is not constant is unknown.
func TriesVar(ctx context.Context, url string, n int) error {
	r := retry.NewRetrier(n, time.Millisecond, time.Second)
	return r.RunContext(ctx, func(ctx context.Context) error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Retrier\.RunContext \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err
	})
}

// fetchRetried is a lower layer that retries with the retrier.
func fetchRetried(ctx context.Context, url string) error {
	r := retry.NewRetrier(4, 10*time.Millisecond, 100*time.Millisecond)
	return r.RunContext(ctx, func(ctx context.Context) error {
		_, err := inner.Once(ctx, url) // fine: one retry layer over a single call
		if err != nil && ctx.Err() != nil {
			return retry.Stop(err)
		}
		return err
	})
}

// Outer: a hand-written loop around a function that retries with the
// retrier: 2 × 4 calls.
func Outer(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = fetchRetried(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls flowchartsman\.fetchRetried, which retries via retry\.Retrier\.RunContext \(4 attempts\): up to 8 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// OneTry is fine: maxTries 1 is one attempt.
func OneTry(ctx context.Context, url string) error {
	return retry.NewRetrier(1, time.Millisecond, time.Second).Run(func() error {
		_, err := inner.Fetch(ctx, url) // fine: NewRetrier(1, ...) makes one attempt
		return err
	})
}

// Single is fine: one retry layer over a plain HTTP call.
func Single(ctx context.Context, url string) error {
	r := retry.NewRetrier(5, time.Millisecond, time.Second)
	return r.RunContext(ctx, func(ctx context.Context) error {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		resp, err := http.DefaultClient.Do(req) // fine: the only retry owner is the retrier
		if err == nil {
			resp.Body.Close()
		}
		return err
	})
}
