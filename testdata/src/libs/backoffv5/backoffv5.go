// Package backoffv5 exercises github.com/cenkalti/backoff/v5 (catalog §1:
// WithMaxTries(n) is n total attempts, 0 means no count limit; by default
// Retry is bounded only by MaxElapsedTime, 15 minutes, even with a custom
// BackOff, so its count is unknown).
package backoffv5

import (
	"context"
	"database/sql"
	"net/http"
	"time"

	"github.com/cenkalti/backoff/v5"

	"libs/inner"
)

// MaxTries4 retries inner.Fetch 4 times in total: 4 × 3 calls.
func MaxTries4(ctx context.Context, url string) (*http.Response, error) {
	return backoff.Retry(ctx, func() (*http.Response, error) {
		return inner.Fetch(ctx, url) // want `^backoff\.Retry \(4 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 12 calls per operation`
	}, backoff.WithMaxTries(4))
}

// MaxTriesAmongOptions: the count is found among the other options.
func MaxTriesAmongOptions(ctx context.Context, db *sql.DB) (string, error) {
	return backoff.Retry(ctx, func() (string, error) {
		return inner.Load(ctx, db, 7) // want `^backoff\.Retry \(2 attempts\) calls inner\.Load, which retries in a for loop \(3 attempts\): up to 6 calls per operation`
	}, backoff.WithBackOff(backoff.NewExponentialBackOff()), backoff.WithMaxTries(2), backoff.WithNotify(func(error, time.Duration) {}))
}

// Default: no WithMaxTries; only the 15-minute elapsed limit: unknown.
func Default(ctx context.Context, url string) (*http.Response, error) {
	return backoff.Retry(ctx, func() (*http.Response, error) {
		return inner.Fetch(ctx, url) // want `^backoff\.Retry \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
	})
}

// ConstantDefaultElapsed: a constant backoff is still cut by the default
// 15-minute MaxElapsedTime in v5: unknown count.
func ConstantDefaultElapsed(ctx context.Context, url string) (*http.Response, error) {
	return backoff.Retry(ctx, func() (*http.Response, error) {
		return inner.Fetch(ctx, url) // want `^backoff\.Retry \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
	}, backoff.WithBackOff(backoff.NewConstantBackOff(time.Second)))
}

// MaxTriesZero: 0 is "no count limit", the default: unknown.
func MaxTriesZero(ctx context.Context, url string) (*http.Response, error) {
	return backoff.Retry(ctx, func() (*http.Response, error) {
		return inner.Fetch(ctx, url) // want `^backoff\.Retry \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
	}, backoff.WithMaxTries(0))
}

// getWithBackoff is the inner owner: 3 tries.
func getWithBackoff(ctx context.Context, url string) (*http.Response, error) {
	return backoff.Retry(ctx, func() (*http.Response, error) {
		return http.Get(url)
	}, backoff.WithMaxTries(3))
}

// LoopOverBackoff retries a function that retries: 2 × 3.
func LoopOverBackoff(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		var resp *http.Response
		if resp, err = getWithBackoff(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls backoffv5\.getWithBackoff, which retries via backoff\.Retry \(3 attempts\): up to 6 calls per operation`
			return resp.Body.Close()
		}
		time.Sleep(time.Second)
	}
	return err
}

// Negatives.

// PlainOnce: one library retry over plain I/O: a single retry owner.
func PlainOnce(ctx context.Context, url string) (*http.Response, error) {
	return backoff.Retry(ctx, func() (*http.Response, error) {
		return inner.Once(ctx, url)
	}, backoff.WithMaxTries(5))
}

// OneTry: WithMaxTries(1) is one attempt: not a retry, so inner.Fetch is
// the only owner.
func OneTry(ctx context.Context, url string) (*http.Response, error) {
	return backoff.Retry(ctx, func() (*http.Response, error) {
		return inner.Fetch(ctx, url)
	}, backoff.WithMaxTries(1))
}

// Lookup passes through with no retry of its own.
func Lookup(ctx context.Context, url string) (*http.Response, error) {
	return getWithBackoff(ctx, url)
}
