package rows

import (
	"context"
	"net/http"
	"time"

	"github.com/cenkalti/backoff/v4"

	"libs/inner"
)

// cenkalti/backoff v4: RetryNotifyWithData, RetryNotifyWithTimer and
// RetryNotifyWithTimerAndData retry like Retry (WithMaxRetries(b, n) is
// n+1 attempts); a ConstantBackOff literal never returns Stop; an
// ExponentialBackOff literal with a zero MaxElapsedTime never stops, and
// with a non-zero one (and Stop: backoff.Stop) stops after that much
// elapsed time, not after a count.

// NotifyWithData: 2 retries, 3 attempts: 3 × 3 calls.
func NotifyWithData(ctx context.Context, url string) (*http.Response, error) {
	return backoff.RetryNotifyWithData(func() (*http.Response, error) {
		return inner.Fetch(ctx, url) // want `^backoff\.RetryNotifyWithData \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 2), nil)
}

// NotifyWithDataOnce: the operation asks once.
func NotifyWithDataOnce(ctx context.Context, url string) (*http.Response, error) {
	return backoff.RetryNotifyWithData(func() (*http.Response, error) {
		return inner.Once(ctx, url) // fine: backoff is the only retry owner, inner.Once does not retry
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 2), nil)
}

// NotifyWithTimer: 1 retry, 2 attempts: 2 × 3 calls.
func NotifyWithTimer(ctx context.Context, url string) error {
	return backoff.RetryNotifyWithTimer(func() error {
		_, err := inner.Fetch(ctx, url) // want `^backoff\.RetryNotifyWithTimer \(2 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 6 calls per operation`
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 1), func(error, time.Duration) {}, nil)
}

// NotifyWithTimerNoRetries: WithMaxRetries(b, 0) is one attempt.
func NotifyWithTimerNoRetries(ctx context.Context, url string) error {
	return backoff.RetryNotifyWithTimer(func() error {
		_, err := inner.Fetch(ctx, url) // fine: zero retries are one attempt, inner.Fetch is the only owner
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 0), nil, nil)
}

// viaTimerAndData is an inner owner: 3 retries, 4 attempts.
func viaTimerAndData(ctx context.Context, url string) (*http.Response, error) {
	return backoff.RetryNotifyWithTimerAndData(func() (*http.Response, error) {
		return inner.Once(ctx, url)
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3), nil, nil)
}

// LoopOverTimerAndData retries a function that retries: 2 × 4 calls.
func LoopOverTimerAndData(ctx context.Context, url string) error {
	for i := 0; i < 2; i++ {
		if resp, err := viaTimerAndData(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls rows\.viaTimerAndData, which retries via backoff\.RetryNotifyWithTimerAndData \(4 attempts\): up to 8 calls per operation`
			return resp.Body.Close()
		}
		time.Sleep(time.Second)
	}
	return nil
}

// TimerAndDataOnce calls the inner owner once.
func TimerAndDataOnce(ctx context.Context, url string) (*http.Response, error) {
	return viaTimerAndData(ctx, url) // fine: one retry owner, nothing retries around it
}

// ConstantLiteral: a ConstantBackOff literal never returns Stop:
// unbounded.
func ConstantLiteral(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		_, err := inner.Fetch(ctx, url) // want `^backoff\.Retry \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err
	}, &backoff.ConstantBackOff{Interval: time.Second})
}

// ConstantLiteralOnce: the same backoff over a single request.
func ConstantLiteralOnce(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		_, err := inner.Once(ctx, url) // fine: backoff is the only retry owner
		return err
	}, &backoff.ConstantBackOff{Interval: time.Second})
}

// ConstantLiteralCapped: WithMaxRetries caps the literal: 2 retries, 3
// attempts: 3 × 3 calls.
func ConstantLiteralCapped(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		_, err := inner.Fetch(ctx, url) // want `^backoff\.Retry \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return err
	}, backoff.WithMaxRetries(&backoff.ConstantBackOff{Interval: time.Second}, 2))
}

// ExponentialLiteral: MaxElapsedTime is zero, so it never stops:
// unbounded.
func ExponentialLiteral(ctx context.Context, url string) error {
	b := &backoff.ExponentialBackOff{
		InitialInterval: 100 * time.Millisecond,
		Multiplier:      2,
		MaxInterval:     time.Second,
		Stop:            backoff.Stop,
		Clock:           backoff.SystemClock,
	}
	return backoff.Retry(func() error {
		_, err := inner.Fetch(ctx, url) // want `^backoff\.Retry \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err
	}, b)
}

// ExponentialLiteralElapsed: a minute of elapsed time, not a count:
// unknown.
func ExponentialLiteralElapsed(ctx context.Context, url string) error {
	b := &backoff.ExponentialBackOff{
		InitialInterval: 100 * time.Millisecond,
		Multiplier:      2,
		MaxInterval:     time.Second,
		MaxElapsedTime:  time.Minute,
		Stop:            backoff.Stop,
		Clock:           backoff.SystemClock,
	}
	return backoff.Retry(func() error {
		_, err := inner.Fetch(ctx, url) // want `^backoff\.Retry \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err
	}, b)
}

// ExponentialLiteralNoStop: a minute of elapsed time, but no Stop field:
// once the minute has passed, NextBackOff returns the zero Stop, not
// backoff.Stop, so Retry never ends: unbounded.
func ExponentialLiteralNoStop(ctx context.Context, url string) error {
	b := &backoff.ExponentialBackOff{
		InitialInterval: 100 * time.Millisecond,
		Multiplier:      2,
		MaxInterval:     time.Second,
		MaxElapsedTime:  time.Minute,
		Clock:           backoff.SystemClock,
	}
	return backoff.Retry(func() error {
		_, err := inner.Fetch(ctx, url) // want `^backoff\.Retry \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err
	}, b)
}

// ExponentialLiteralOnce: the literal over a single request.
func ExponentialLiteralOnce(ctx context.Context, url string) error {
	b := &backoff.ExponentialBackOff{
		InitialInterval: 100 * time.Millisecond,
		Multiplier:      2,
		MaxInterval:     time.Second,
		MaxElapsedTime:  time.Minute,
		Stop:            backoff.Stop,
		Clock:           backoff.SystemClock,
	}
	return backoff.Retry(func() error {
		_, err := inner.Once(ctx, url) // fine: backoff is the only retry owner
		return err
	}, b)
}
