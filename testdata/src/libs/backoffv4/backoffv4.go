// Package backoffv4 exercises github.com/cenkalti/backoff/v4 as the outer
// and as the inner retry owner (catalog §1: WithMaxRetries(b, n) is n
// retries, so n+1 attempts; NewExponentialBackOff is bounded by 15
// minutes of elapsed time only, so its count is unknown; ConstantBackOff
// and ZeroBackOff never stop).
package backoffv4

import (
	"context"
	"net/http"
	"time"

	"github.com/cenkalti/backoff/v4"

	"libs/inner"
)

// RetryMax3 retries inner.Fetch with 3 retries: 4 × 3 calls.
func RetryMax3(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		_, err := inner.Fetch(ctx, url) // want `^backoff\.Retry \(4 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 12 calls per operation`
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// RetryBackOffVar builds the bounded backoff first: the same 4 attempts.
func RetryBackOffVar(ctx context.Context, url string) error {
	b := backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3)
	op := func() error {
		_, err := inner.Fetch(ctx, url) // want `^backoff\.Retry \(4 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 12 calls per operation`
		return err
	}
	return backoff.Retry(op, b)
}

// RetryWithData retries with data, 2 retries: 3 × 3 calls.
func RetryWithData(ctx context.Context, url string) (*http.Response, error) {
	return backoff.RetryWithData(func() (*http.Response, error) {
		return inner.Fetch(ctx, url) // want `^backoff\.RetryWithData \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 2))
}

// RetryNotifyCtx: WithContext keeps the count of the backoff it wraps
// (4 retries, 5 attempts).
func RetryNotifyCtx(ctx context.Context, url string) error {
	b := backoff.WithContext(backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4), ctx)
	return backoff.RetryNotify(func() error {
		_, err := inner.Fetch(ctx, url) // want `^backoff\.RetryNotify \(5 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 15 calls per operation`
		return err
	}, b, func(error, time.Duration) {})
}

// RetryDefault: the default exponential backoff stops after 15 minutes,
// not after a count, so the number of attempts is unknown.
func RetryDefault(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		_, err := inner.Fetch(ctx, url) // want `^backoff\.Retry \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation.*; \? because backoff\.Retry in backoffv4\.RetryDefault stops by its default time limit, not after a count$`
		return err
	}, backoff.NewExponentialBackOff())
}

// RetryVarCount: a count that is not a constant is unknown.
func RetryVarCount(ctx context.Context, url string, n uint64) error {
	return backoff.Retry(func() error {
		_, err := inner.Fetch(ctx, url) // want `^backoff\.Retry \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), n))
}

// RetryConstant: a constant backoff never returns Stop: unbounded.
func RetryConstant(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		_, err := inner.Fetch(ctx, url) // want `^backoff\.Retry \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation.*; unbounded because backoff\.Retry in backoffv4\.RetryConstant has no limit by its library's default$`
		return err
	}, backoff.NewConstantBackOff(time.Second))
}

// RetryZero: ZeroBackOff never returns Stop either: unbounded.
func RetryZero(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		_, err := inner.Fetch(ctx, url) // want `^backoff\.Retry \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err
	}, &backoff.ZeroBackOff{})
}

// RetryNoElapsed: MaxElapsedTime 0 means the exponential backoff never
// stops: unbounded.
func RetryNoElapsed(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		_, err := inner.Fetch(ctx, url) // want `^backoff\.Retry \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err
	}, backoff.NewExponentialBackOff(backoff.WithMaxElapsedTime(0)))
}

// RetryConstantCtx: a context can end the constant backoff, so it is not
// unbounded, but its count is unknown.
func RetryConstantCtx(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		_, err := inner.Fetch(ctx, url) // want `^backoff\.Retry \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation.*; \? because backoff\.Retry in backoffv4\.RetryConstantCtx stops when a context ends or a deadline passes, not after a count$`
		return err
	}, backoff.WithContext(backoff.NewConstantBackOff(time.Second), ctx))
}

// client fetches through inner.Fetch.
type client struct{ url string }

func (c *client) fetch() error {
	_, err := inner.Fetch(context.Background(), c.url)
	return err
}

// MethodValue passes a bound method as the operation: 2 × 3 calls.
func MethodValue(c *client) error {
	return backoff.Retry(c.fetch, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 1)) // want `^backoff\.Retry \(2 attempts\) calls backoffv4\.client\.fetch, which reaches inner\.Fetch \(for loop, 3 attempts\): up to 6 calls per operation`
}

// getWithBackoff is the inner owner: backoff.Retry, 3 retries, 4 attempts.
func getWithBackoff(url string) error {
	return backoff.Retry(func() error {
		resp, err := http.Get(url)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// LoopOverBackoff retries a function that retries with backoff: 2 × 4.
func LoopOverBackoff(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = getWithBackoff(url); err == nil { // want `^for loop \(2 attempts\) calls backoffv4\.getWithBackoff, which retries via backoff\.Retry \(4 attempts\): up to 8 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Negatives.

// PlainOnce: a single library retry whose operation does plain I/O once:
// one retry owner, which is what the rule asks for.
func PlainOnce(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		_, err := inner.Once(ctx, url)
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// NoRetries: WithMaxRetries(b, 0) makes one attempt: not a retry, so
// inner.Fetch is the only retry owner.
func NoRetries(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		_, err := inner.Fetch(ctx, url)
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 0))
}

// StopNow: StopBackOff stops after the first attempt: not a retry.
func StopNow(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		_, err := inner.Fetch(ctx, url)
		return err
	}, &backoff.StopBackOff{})
}

// Lookup passes the call through with no retry of its own: getWithBackoff
// stays the only retry owner.
func Lookup(url string) error {
	return getWithBackoff(url)
}
