// Package roko exercises github.com/buildkite/roko (v1.4.0:
// NewRetrier(opts...) with WithMaxAttempts(n) makes n total attempts,
// TryForever() has no cap, and without either NewRetrier panics; Do uses
// context.Background, DoWithContext and DoFunc* stop when their context
// ends).
package roko

import (
	"context"
	"net/http"
	"time"

	"github.com/buildkite/roko"

	"libs/inner"
)

// Max3 retries inner.Fetch: 3 × 3 calls.
func Max3(ctx context.Context, url string) error {
	r := roko.NewRetrier(roko.WithMaxAttempts(3), roko.WithStrategy(roko.Constant(time.Second)))
	return r.Do(func(r *roko.Retrier) error {
		_, err := inner.Fetch(ctx, url) // want `^roko\.Retrier\.Do \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return err
	})
}

// WithContext5: 5 × 3 calls.
func WithContext5(ctx context.Context, url string) error {
	return roko.NewRetrier(roko.WithStrategy(roko.Exponential(2*time.Second, 0)), roko.WithJitter(), roko.WithMaxAttempts(5)).
		DoWithContext(ctx, func(r *roko.Retrier) error {
			_, err := inner.Fetch(ctx, url) // want `^roko\.Retrier\.DoWithContext \(5 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 15 calls per operation`
			return err
		})
}

// Forever: TryForever and Do, which uses context.Background: unbounded.
func Forever(ctx context.Context, url string) error {
	r := roko.NewRetrier(roko.TryForever(), roko.WithStrategy(roko.Constant(time.Second)))
	return r.Do(func(r *roko.Retrier) error {
		_, err := inner.Fetch(ctx, url) // want `^roko\.Retrier\.Do \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err
	})
}

// ForeverWithContext: the caller's context can end it: ? attempts.
func ForeverWithContext(ctx context.Context, url string) error {
	r := roko.NewRetrier(roko.TryForever(), roko.WithStrategy(roko.Constant(time.Second)))
	return r.DoWithContext(ctx, func(r *roko.Retrier) error {
		_, err := inner.Fetch(ctx, url) // want `^roko\.Retrier\.DoWithContext \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err
	})
}

// ForeverBackground: a context that never ends does not bound it.
func ForeverBackground(url string) error {
	r := roko.NewRetrier(roko.WithMaxAttempts(0), roko.TryForever(), roko.WithStrategy(roko.Constant(time.Second)))
	return r.DoWithContext(context.Background(), func(r *roko.Retrier) error {
		_, err := inner.Fetch(context.Background(), url) // want `^roko\.Retrier\.DoWithContext \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err
	})
}

// Func4: DoFunc with the retrier as an argument: 4 × 3 calls.
func Func4(ctx context.Context, url string) (*http.Response, error) {
	r := roko.NewRetrier(roko.WithMaxAttempts(4), roko.WithStrategy(roko.Constant(time.Second)))
	return roko.DoFunc(ctx, r, func(r *roko.Retrier) (*http.Response, error) {
		return inner.Fetch(ctx, url) // want `^roko\.DoFunc \(4 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 12 calls per operation`
	})
}

// Func2and3: DoFunc2 and DoFunc3 count the same way.
func Func2and3(ctx context.Context, url string) error {
	r := roko.NewRetrier(roko.WithMaxAttempts(2), roko.WithStrategy(roko.Constant(time.Second)))
	_, _, err := roko.DoFunc2(ctx, r, func(r *roko.Retrier) (*http.Response, int, error) {
		resp, err := inner.Fetch(ctx, url) // want `^roko\.DoFunc2 \(2 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 6 calls per operation`
		return resp, r.AttemptCount(), err
	})
	if err != nil {
		return err
	}
	_, _, _, err = roko.DoFunc3(ctx, r, func(r *roko.Retrier) (*http.Response, int, bool, error) {
		resp, err := inner.Fetch(ctx, url) // want `^roko\.DoFunc3 \(2 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 6 calls per operation`
		return resp, 0, false, err
	})
	return err
}

// MaxVar: a count that is not constant is unknown.
func MaxVar(ctx context.Context, url string, n int) error {
	r := roko.NewRetrier(roko.WithMaxAttempts(n), roko.WithStrategy(roko.ExponentialSubsecond(100*time.Millisecond)))
	return r.Do(func(r *roko.Retrier) error {
		_, err := inner.Fetch(ctx, url) // want `^roko\.Retrier\.Do \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err
	})
}

// fetchRetried is a lower layer that retries with roko.
func fetchRetried(ctx context.Context, url string) error {
	r := roko.NewRetrier(roko.WithMaxAttempts(4), roko.WithStrategy(roko.Constant(100*time.Millisecond)))
	return r.DoWithContext(ctx, func(r *roko.Retrier) error {
		_, err := inner.Once(ctx, url) // fine: one retry layer over a single call
		if err != nil && ctx.Err() != nil {
			r.Break()
		}
		return err
	})
}

// Outer: a hand-written loop around a function that retries with roko:
// 2 × 4 calls.
func Outer(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = fetchRetried(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls roko\.fetchRetried, which retries via roko\.Retrier\.DoWithContext \(4 attempts\): up to 8 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// MaxOne is fine: WithMaxAttempts(1) is one attempt.
func MaxOne(ctx context.Context, url string) error {
	r := roko.NewRetrier(roko.WithMaxAttempts(1), roko.WithStrategy(roko.Constant(time.Second)))
	return r.Do(func(r *roko.Retrier) error {
		_, err := inner.Fetch(ctx, url) // fine: WithMaxAttempts(1) makes one attempt
		return err
	})
}

// Single is fine: one retry layer over a plain HTTP call.
func Single(ctx context.Context, url string) error {
	r := roko.NewRetrier(roko.WithMaxAttempts(3), roko.WithStrategy(roko.Constant(time.Second)))
	return r.DoWithContext(ctx, func(r *roko.Retrier) error {
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
