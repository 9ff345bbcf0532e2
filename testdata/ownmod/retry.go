// Package retry: a modelled library (sethvargo/go-retry) analysed in its
// own module (issue 34 shape 10). Its code is the user's here: it is
// summarised and checked, while the catalog's rows still describe its
// API wherever it is called. A small implementation written for the
// test, with the library's signatures.
package retry

import (
	"context"
	"errors"
	"math/rand"
	"net/http"
	"time"
)

// RetryFunc is a function passed to Do.
type RetryFunc func(ctx context.Context) error

// RetryFuncValue is a function passed to DoValue.
type RetryFuncValue[T any] func(ctx context.Context) (T, error)

// Backoff says how long to wait before the next attempt, or to stop.
type Backoff interface {
	Next() (next time.Duration, stop bool)
}

// BackoffFunc is a backoff written as a function.
type BackoffFunc func() (time.Duration, bool)

// Next implements Backoff.
func (b BackoffFunc) Next() (time.Duration, bool) { return b() }

type retryableError struct{ err error }

func (e *retryableError) Unwrap() error { return e.err }
func (e *retryableError) Error() string { return "retryable: " + e.err.Error() }

// RetryableError marks an error as one to retry.
func RetryableError(err error) error {
	if err == nil {
		return nil
	}
	return &retryableError{err}
}

// DoValue runs f until it succeeds, returns an error not marked
// retryable, the backoff stops or the context ends. It tests the context
// with context.Cause before each attempt: a round that goes on after the
// end makes no attempt.
func DoValue[T any](ctx context.Context, b Backoff, f RetryFuncValue[T]) (T, error) {
	var zero T
	for {
		if err := context.Cause(ctx); err != nil { // fine: each round tests the context first (no permanentretry)
			return zero, err
		}
		v, err := f(ctx)
		if err == nil {
			return v, nil
		}
		var rerr *retryableError
		if !errors.As(err, &rerr) {
			return zero, err
		}
		next, stop := b.Next()
		if stop {
			return zero, rerr.Unwrap()
		}
		t := time.NewTimer(next)
		select {
		case <-ctx.Done():
			t.Stop()
		case <-t.C:
		}
	}
}

// Do runs f under DoValue.
func Do(ctx context.Context, b Backoff, f RetryFunc) error {
	_, err := DoValue(ctx, b, func(ctx context.Context) (struct{}, error) { return struct{}{}, f(ctx) })
	return err
}

// NewConstant waits t between attempts, without end.
func NewConstant(t time.Duration) Backoff {
	return BackoffFunc(func() (time.Duration, bool) { return t, false })
}

// WithJitter adds a random part of up to j to each wait of next.
func WithJitter(j time.Duration, next Backoff) Backoff {
	return BackoffFunc(func() (time.Duration, bool) {
		d, stop := next.Next()
		return d + time.Duration(rand.Int63n(int64(j))), stop
	})
}

// WithMaxRetries stops next after max retries.
func WithMaxRetries(max uint64, next Backoff) Backoff {
	var n uint64
	return BackoffFunc(func() (time.Duration, bool) {
		if n >= max {
			return 0, true
		}
		n++
		return next.Next()
	})
}

// fetch retries a GET three times by itself.
func fetch(ctx context.Context, c *http.Client, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		req, rerr := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if rerr != nil {
			return rerr
		}
		var resp *http.Response
		if resp, err = c.Do(req); err == nil {
			resp.Body.Close()
			return nil
		}
		pause(ctx)
	}
	return err
}

// pause waits a random part of a second, or until the context ends.
func pause(ctx context.Context) {
	select {
	case <-ctx.Done():
	case <-time.After(time.Duration(rand.Int63n(int64(time.Second)))):
	}
}

// Poll is the library's own nest: Do (WithMaxRetries(2): 3 attempts,
// known by the catalog's rows) around fetch, which retries by itself.
// Invisible while the library was never summarised.
func Poll(ctx context.Context, c *http.Client, url string) error {
	return Do(ctx, WithJitter(time.Second, WithMaxRetries(2, NewConstant(time.Second))), func(ctx context.Context) error {
		return RetryableError(fetch(ctx, c, url)) // want "nestedretry: retry.Do \\(3 attempts\\) calls retry.fetch, which retries in a for loop \\(3 attempts\\): up to 9 calls per operation"
	})
}

// Once runs fetch once: a single layer.
func Once(ctx context.Context, c *http.Client, url string) error {
	return fetch(ctx, c, url) // fine: nothing retries around fetch
}
