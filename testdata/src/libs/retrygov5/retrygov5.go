// Package retrygov5 exercises github.com/avast/retry-go/v5 (catalog §2:
// retry.New(opts...).Do(fn); Attempts(n) is n total attempts, the default
// is 10, Attempts(0) and UntilSucceeded are unbounded).
package retrygov5

import (
	"context"
	"net/http"
	"time"

	"github.com/avast/retry-go/v5"

	"libs/inner"
)

// Default retries inner.Fetch 10 times: 10 × 3 calls.
func Default(ctx context.Context, url string) error {
	return retry.New().Do(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Retrier\.Do \(10 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 30 calls per operation`
		return err
	})
}

// Attempts4: 4 × 3 calls.
func Attempts4(ctx context.Context, url string) error {
	return retry.New(retry.Attempts(4), retry.Delay(time.Second)).Do(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Retrier\.Do \(4 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 12 calls per operation`
		return err
	})
}

// RetrierVar builds the Retrier first: 5 × 3 calls.
func RetrierVar(ctx context.Context, url string) error {
	r := retry.New(retry.Attempts(5))
	return r.Do(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Retrier\.Do \(5 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 15 calls per operation`
		return err
	})
}

// WithData2: RetrierWithData with 2 attempts: 2 × 3 calls.
func WithData2(ctx context.Context, url string) (*http.Response, error) {
	return retry.NewWithData[*http.Response](retry.Attempts(2)).Do(func() (*http.Response, error) {
		return inner.Fetch(ctx, url) // want `^retry\.RetrierWithData\.Do \(2 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 6 calls per operation`
	})
}

// UntilSucceeded: unbounded.
func UntilSucceeded(ctx context.Context, url string) error {
	return retry.New(retry.UntilSucceeded()).Do(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Retrier\.Do \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err
	})
}

// AttemptsZero: unbounded.
func AttemptsZero(ctx context.Context, url string) error {
	return retry.New(retry.Attempts(0)).Do(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Retrier\.Do \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err
	})
}

// Service holds a Retrier built elsewhere: its options are not visible,
// so the count is unknown, but it is still a retry owner.
type Service struct {
	r *retry.Retrier
}

// Get retries inner.Fetch through the stored Retrier.
func (s *Service) Get(ctx context.Context, url string) error {
	return s.r.Do(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Retrier\.Do \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err
	})
}

// getWithRetry is the inner owner: 3 attempts.
func getWithRetry(url string) error {
	return retry.New(retry.Attempts(3)).Do(func() error {
		resp, err := http.Get(url)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})
}

// LoopOverRetrier retries a function that retries: 2 × 3.
func LoopOverRetrier(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = getWithRetry(url); err == nil { // want `^for loop \(2 attempts\) calls retrygov5\.getWithRetry, which retries via retry\.Retrier\.Do \(3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Negatives.

// PlainOnce: one library retry over plain I/O: a single owner.
func PlainOnce(ctx context.Context, url string) error {
	return retry.New(retry.Attempts(4)).Do(func() error {
		_, err := inner.Once(ctx, url)
		return err
	})
}

// OneAttempt: Attempts(1) is one attempt: not a retry.
func OneAttempt(ctx context.Context, url string) error {
	return retry.New(retry.Attempts(1)).Do(func() error {
		_, err := inner.Fetch(ctx, url)
		return err
	})
}

// Lookup passes through with no retry of its own.
func Lookup(url string) error {
	return getWithRetry(url)
}
