// Package eapache exercises github.com/eapache/go-resiliency/retrier
// (catalog §8: New(backoff, class) retries len(backoff) times, so
// len(backoff)+1 attempts; ConstantBackoff(n, d), ExponentialBackoff(n,
// d) and LimitedExponentialBackoff(n, d, max) make n delays;
// WithInfiniteRetry repeats the last delay forever; RunCtx and RunFn stop
// when their context ends, Run never does).
package eapache

import (
	"context"
	"net/http"
	"time"

	"github.com/eapache/go-resiliency/retrier"

	"libs/inner"
)

// Constant3 retries inner.Fetch 3 more times: 4 × 3 calls.
func Constant3(ctx context.Context, url string) error {
	r := retrier.New(retrier.ConstantBackoff(3, 100*time.Millisecond), nil)
	return r.Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retrier\.Retrier\.Run \(4 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 12 calls per operation`
		return err
	})
}

// Literal: a backoff slice of two delays is two retries, 3 attempts.
func Literal(ctx context.Context, url string) error {
	r := retrier.New([]time.Duration{10 * time.Millisecond, 50 * time.Millisecond}, retrier.DefaultClassifier{})
	return r.RunCtx(ctx, func(ctx context.Context) error {
		_, err := inner.Fetch(ctx, url) // want `^retrier\.Retrier\.RunCtx \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return err
	})
}

// Exponential in a chain: ExponentialBackoff(5, d) is 6 attempts.
func Exponential(ctx context.Context, url string) error {
	return retrier.New(retrier.ExponentialBackoff(5, time.Millisecond), nil).RunFn(ctx, func(ctx context.Context, retries int) error {
		_, err := inner.Fetch(ctx, url) // want `^retrier\.Retrier\.RunFn \(6 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 18 calls per operation`
		return err
	})
}

// Limited: LimitedExponentialBackoff counts like the others.
func Limited(ctx context.Context, url string) error {
	r := retrier.New(retrier.LimitedExponentialBackoff(2, time.Millisecond, time.Second), retrier.WhitelistClassifier{context.DeadlineExceeded})
	return r.Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retrier\.Retrier\.Run \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return err
	})
}

// Infinite: WithInfiniteRetry never stops by count, and Run ignores any
// context: unbounded.
func Infinite(ctx context.Context, url string) error {
	r := retrier.New(retrier.ConstantBackoff(3, time.Second), nil).WithInfiniteRetry()
	return r.Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retrier\.Retrier\.Run \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err
	})
}

// InfiniteOnVariable: the same setter called on the variable, and RunCtx
// with the caller's context, which can end: the count is unknown.
func InfiniteOnVariable(ctx context.Context, url string) error {
	r := retrier.New(retrier.ConstantBackoff(3, time.Second), nil)
	r.WithInfiniteRetry()
	return r.RunCtx(ctx, func(ctx context.Context) error {
		_, err := inner.Fetch(ctx, url) // want `^retrier\.Retrier\.RunCtx \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err
	})
}

// Unknown: a backoff from elsewhere has a length the analysis cannot
// see: ? attempts.
func Unknown(ctx context.Context, url string, backoff []time.Duration) error {
	return retrier.New(backoff, nil).Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^retrier\.Retrier\.Run \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err
	})
}

// fetchRetried is a lower layer that retries with the retrier.
func fetchRetried(ctx context.Context, url string) error {
	r := retrier.New(retrier.ConstantBackoff(2, time.Millisecond), nil)
	return r.Run(func() error {
		_, err := inner.Once(ctx, url) // fine: one retry layer over a single call
		return err
	})
}

// Outer: a hand-written loop around a function that retries with the
// retrier: 2 × 3 calls.
func Outer(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = fetchRetried(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls eapache\.fetchRetried, which retries via retrier\.Retrier\.Run \(3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// NoBackoff is fine: a nil backoff makes no retries, so the retrier runs
// the (retrying) operation once.
func NoBackoff(ctx context.Context, url string) error {
	return retrier.New(nil, nil).Run(func() error {
		_, err := inner.Fetch(ctx, url) // fine: retrier.New(nil, nil) makes one attempt
		return err
	})
}

// EmptyBackoff is fine for the same reason: ConstantBackoff(0, d) makes
// no delays.
func EmptyBackoff(ctx context.Context, url string) error {
	return retrier.New(retrier.ConstantBackoff(0, time.Second), nil).Run(func() error {
		_, err := inner.Fetch(ctx, url) // fine: no retries, one attempt
		return err
	})
}

// Single is fine: one retry layer over a plain HTTP call.
func Single(ctx context.Context, url string) error {
	r := retrier.New(retrier.ExponentialBackoff(4, time.Millisecond), nil)
	return r.RunCtx(ctx, func(ctx context.Context) error {
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
