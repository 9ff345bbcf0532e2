// Package rican7 exercises github.com/Rican7/retry (catalog §13:
// Retry(action, strategies...) runs the action until it succeeds, unless
// strategy.Limit(n) is among the strategies: n total attempts, asked as
// "attempt < n" before each attempt from 0, so Limit(0) never calls the
// action; no context, and no sleep without a delay strategy).
package rican7

import (
	"context"
	"net/http"
	"time"

	"github.com/Rican7/retry"
	"github.com/Rican7/retry/backoff"
	"github.com/Rican7/retry/strategy"

	"libs/inner"
)

// Limit3 retries inner.Fetch: 3 × 3 calls.
func Limit3(ctx context.Context, url string) error {
	return retry.Retry(func(attempt uint) error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Retry \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return err
	}, strategy.Limit(3))
}

// LimitAmongStrategies: the limit is one strategy among the others; the
// backoff and delay strategies do not change the count.
func LimitAmongStrategies(ctx context.Context, url string) error {
	return retry.Retry(func(attempt uint) error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Retry \(5 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 15 calls per operation`
		return err
	}, strategy.Delay(time.Millisecond), strategy.Limit(5), strategy.Backoff(backoff.Exponential(10*time.Millisecond, 2)))
}

// NoLimit: without strategy.Limit, Retry runs until success: unbounded
// (it takes no context).
func NoLimit(ctx context.Context, url string) error {
	return retry.Retry(func(attempt uint) error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Retry \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err
	})
}

// WaitOnly: waiting strategies without a limit are still unbounded.
func WaitOnly(ctx context.Context, url string) error {
	return retry.Retry(func(attempt uint) error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Retry \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err
	}, strategy.Wait(time.Second, 2*time.Second))
}

// LimitVar: a limit that is not constant is unknown.
func LimitVar(ctx context.Context, url string, n uint) error {
	return retry.Retry(func(attempt uint) error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Retry \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err
	}, strategy.Limit(n))
}

// fetchRetried is a lower layer that retries with Rican7/retry.
func fetchRetried(ctx context.Context, url string) error {
	return retry.Retry(func(attempt uint) error {
		_, err := inner.Once(ctx, url) // fine: one retry layer over a single call
		return err
	}, strategy.Limit(4), strategy.Wait(100*time.Millisecond))
}

// Outer: a hand-written loop around a function that retries with
// Rican7/retry: 2 × 4 calls.
func Outer(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = fetchRetried(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls rican7\.fetchRetried, which retries via retry\.Retry \(4 attempts\): up to 8 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// LimitOne is fine: Limit(1) is one attempt.
func LimitOne(ctx context.Context, url string) error {
	return retry.Retry(func(attempt uint) error {
		_, err := inner.Fetch(ctx, url) // fine: strategy.Limit(1) makes one attempt
		return err
	}, strategy.Limit(1))
}

// LimitZero is fine: Limit(0) refuses the first attempt, so the action
// never runs.
func LimitZero(ctx context.Context, url string) error {
	return retry.Retry(func(attempt uint) error {
		_, err := inner.Fetch(ctx, url) // fine: strategy.Limit(0) makes no attempt
		return err
	}, strategy.Limit(0))
}

// Single is fine: one retry layer over a plain HTTP call.
func Single(ctx context.Context, url string) error {
	return retry.Retry(func(attempt uint) error {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		resp, err := http.DefaultClient.Do(req) // fine: the only retry owner is retry.Retry
		if err == nil {
			resp.Body.Close()
		}
		return err
	}, strategy.Limit(3))
}
