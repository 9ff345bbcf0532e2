// Package matryer exercises github.com/matryer/try (catalog §13: Do(fn)
// calls fn until it returns retry=false or no error, at most MaxRetries
// times in total, 10 by default; it never sleeps and takes no context).
package matryer

import (
	"context"
	"net/http"
	"time"

	"github.com/matryer/try"

	"libs/inner"
)

// Default retries inner.Fetch: 10 × 3 calls.
func Default(ctx context.Context, url string) error {
	return try.Do(func(attempt int) (bool, error) {
		_, err := inner.Fetch(ctx, url) // want `^try\.Do \(10 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 30 calls per operation`
		return true, err
	})
}

// fetchRetried is a lower layer that retries with try.Do.
func fetchRetried(ctx context.Context, url string) error {
	err := try.Do(func(attempt int) (bool, error) {
		_, err := inner.Once(ctx, url) // fine: one retry layer over a single call
		if err != nil {
			time.Sleep(100 * time.Millisecond)
		}
		return true, err
	})
	if try.IsMaxRetries(err) {
		return err
	}
	return err
}

// Outer: a hand-written loop around a function that retries with
// try.Do: 2 × 10 calls.
func Outer(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = fetchRetried(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls matryer\.fetchRetried, which retries via try\.Do \(10 attempts\): up to 20 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Single is fine: one retry layer over a plain HTTP call.
func Single(ctx context.Context, url string) error {
	return try.Do(func(attempt int) (bool, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return false, err
		}
		resp, err := http.DefaultClient.Do(req) // fine: the only retry owner is try.Do
		if err == nil {
			resp.Body.Close()
		}
		return true, err
	})
}
