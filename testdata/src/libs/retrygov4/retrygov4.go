// Package retrygov4 exercises github.com/avast/retry-go/v4 (catalog §2:
// Attempts(n) is n total attempts, the default is 10, Attempts(0) and
// UntilSucceeded are unbounded).
package retrygov4

import (
	"context"
	"net/http"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"

	"libs/inner"
)

// Default retries inner.Fetch 10 times: 10 × 3 calls.
func Default(ctx context.Context, url string) error {
	return retry.Do(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Do \(10 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 30 calls per operation`
		return err
	})
}

// DefaultWithOtherOptions: options that do not set the count keep 10.
func DefaultWithOtherOptions(ctx context.Context, url string) error {
	return retry.Do(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Do \(10 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 30 calls per operation`
		return err
	}, retry.Context(ctx), retry.Delay(time.Second), retry.LastErrorOnly(true))
}

// Attempts4: 4 × 3 calls.
func Attempts4(ctx context.Context, url string) error {
	return retry.Do(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Do \(4 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 12 calls per operation`
		return err
	}, retry.Delay(time.Second), retry.Attempts(4))
}

// WithData2: DoWithData with 2 attempts: 2 × 3 calls.
func WithData2(ctx context.Context, url string) (*http.Response, error) {
	return retry.DoWithData(func() (*http.Response, error) {
		return inner.Fetch(ctx, url) // want `^retry\.DoWithData \(2 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 6 calls per operation`
	}, retry.Attempts(2))
}

// AttemptsVar: a count that is not constant is unknown.
func AttemptsVar(ctx context.Context, url string, n uint) error {
	return retry.Do(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Do \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err
	}, retry.Attempts(n))
}

// AttemptsZero: Attempts(0) retries until success: unbounded.
func AttemptsZero(ctx context.Context, url string) error {
	return retry.Do(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Do \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err
	}, retry.Attempts(0))
}

// UntilSucceeded: unbounded.
func UntilSucceeded(ctx context.Context, url string) error {
	return retry.Do(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Do \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err
	}, retry.UntilSucceeded())
}

// OptionsSlice: the options come from a slice literal: 3 × 3 calls.
func OptionsSlice(ctx context.Context, url string) error {
	opts := []retry.Option{retry.Delay(time.Second), retry.Attempts(3)}
	return retry.Do(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Do \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return err
	}, opts...)
}

// fetchOp is a named operation: the finding is at the retry call.
func fetchOp() error {
	_, err := inner.Fetch(context.Background(), "http://things/")
	return err
}

// NamedOp passes a function, not a closure: 2 × 3 calls.
func NamedOp() error {
	return retry.Do(fetchOp, retry.Attempts(2)) // want `^retry\.Do \(2 attempts\) calls retrygov4\.fetchOp, which reaches inner\.Fetch \(for loop, 3 attempts\): up to 6 calls per operation`
}

// LibraryInLibrary: retry.Do around backoff.Retry (2 retries, 3
// attempts) in the same function: 2 × 3 calls.
func LibraryInLibrary(url string) error {
	return retry.Do(func() error {
		return backoff.Retry(func() error { // want `^retry\.Do \(2 attempts\) calls backoff\.Retry \(3 attempts\): up to 6 calls per operation`
			resp, err := http.Get(url)
			if err != nil {
				return err
			}
			return resp.Body.Close()
		}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 2))
	}, retry.Attempts(2))
}

// getWithRetry is the inner owner: the default 10 attempts.
func getWithRetry(url string) error {
	return retry.Do(func() error {
		resp, err := http.Get(url)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})
}

// getWithRetry3 is an inner owner with 3 attempts.
func getWithRetry3(url string) error {
	return retry.Do(func() error {
		resp, err := http.Get(url)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, retry.Attempts(3))
}

// LoopOverDefault retries a function that retries: 2 × 10.
func LoopOverDefault(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = getWithRetry(url); err == nil { // want `^for loop \(2 attempts\) calls retrygov4\.getWithRetry, which retries via retry\.Do \(10 attempts\): up to 20 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// LoopOver3: 2 × 3.
func LoopOver3(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = getWithRetry3(url); err == nil { // want `^for loop \(2 attempts\) calls retrygov4\.getWithRetry3, which retries via retry\.Do \(3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Negatives.

// PlainOnce: one library retry over plain I/O: a single owner.
func PlainOnce(ctx context.Context, url string) error {
	return retry.Do(func() error {
		_, err := inner.Once(ctx, url)
		return err
	}, retry.Attempts(4))
}

// OneAttempt: Attempts(1) is one attempt: not a retry, so inner.Fetch is
// the only owner.
func OneAttempt(ctx context.Context, url string) error {
	return retry.Do(func() error {
		_, err := inner.Fetch(ctx, url)
		return err
	}, retry.Attempts(1))
}

// Lookup passes through with no retry of its own.
func Lookup(url string) error {
	return getWithRetry3(url)
}

// pollOptions are kept in a package variable.
var pollOptions = []retry.Option{retry.Attempts(100), retry.Delay(10 * time.Millisecond)}

// FromPackageVar reads its options from the package variable: 100 × 3.
func FromPackageVar(ctx context.Context, url string) error {
	return retry.Do(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Do \(100 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 300 calls per operation`
		return err
	}, pollOptions...)
}
