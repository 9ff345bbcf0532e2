package rows

import (
	"context"
	"time"

	"github.com/sethvargo/go-retry"

	"libs/inner"
)

// sethvargo/go-retry: WithFullJitter(b) and WithJitterPercent(j, b)
// change the delays only; they stop when b stops, so they keep b's
// count.

// FullJitter: WithMaxRetries(2) inside the jitter: 3 attempts: 3 × 3
// calls.
func FullJitter(ctx context.Context, url string) error {
	b := retry.WithFullJitter(retry.WithMaxRetries(2, retry.NewExponential(100*time.Millisecond)))
	return retry.Do(ctx, b, func(ctx context.Context) error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Do \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return retry.RetryableError(err)
	})
}

// FullJitterUncapped: the jitter over an uncapped backoff, with a context
// that never ends: unbounded.
func FullJitterUncapped(_ context.Context, url string) error {
	b := retry.WithFullJitter(retry.NewConstant(time.Second))
	return retry.Do(context.Background(), b, func(ctx context.Context) error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.Do \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return retry.RetryableError(err)
	})
}

// FullJitterNoRetries: WithMaxRetries(0) inside the jitter is one
// attempt.
func FullJitterNoRetries(ctx context.Context, url string) error {
	b := retry.WithFullJitter(retry.WithMaxRetries(0, retry.NewExponential(100*time.Millisecond)))
	return retry.Do(ctx, b, func(ctx context.Context) error {
		_, err := inner.Fetch(ctx, url) // fine: one attempt, inner.Fetch is the only owner
		return retry.RetryableError(err)
	})
}

// viaJitterPercent is an inner owner: WithMaxRetries(3) inside the
// jitter: 4 attempts.
func viaJitterPercent(ctx context.Context, url string) error {
	b := retry.WithJitterPercent(10, retry.WithMaxRetries(3, retry.NewConstant(time.Second)))
	return retry.Do(ctx, b, func(ctx context.Context) error {
		_, err := inner.Once(ctx, url)
		return retry.RetryableError(err)
	})
}

// LoopOverJitterPercent retries a function that retries: 2 × 4 calls.
func LoopOverJitterPercent(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = viaJitterPercent(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls rows\.viaJitterPercent, which retries via retry\.Do \(4 attempts\): up to 8 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// JitterPercentOnce calls the inner owner once.
func JitterPercentOnce(ctx context.Context, url string) error {
	return viaJitterPercent(ctx, url) // fine: one retry owner, nothing retries around it
}
