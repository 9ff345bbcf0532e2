// Package juju exercises github.com/juju/retry (catalog §13:
// Call(CallArgs{...}) calls Func at most Attempts times in total;
// Attempts <= 0 (UnlimitedAttempts) has no count cap, and then only
// MaxDuration or a closed Stop channel ends it; Delay and Clock are
// required).
//
// juju/retry is found as either layer: the retried operation is the Func
// field of the CallArgs literal passed to Call.
package juju

import (
	"context"
	"time"

	"github.com/juju/retry"

	"libs/inner"
)

// wall is a retry.Clock on the wall clock.
type wall struct{}

func (wall) Now() time.Time                         { return time.Now() }
func (wall) After(d time.Duration) <-chan time.Time { return time.After(d) }

// fetch4 retries inner.Once: 4 attempts.
func fetch4(ctx context.Context, url string) error {
	return retry.Call(retry.CallArgs{
		Func: func() error {
			_, err := inner.Once(ctx, url) // fine: one retry layer over a single call
			return err
		},
		Attempts:    4,
		Delay:       100 * time.Millisecond,
		BackoffFunc: retry.DoubleDelay,
		Clock:       wall{},
	})
}

// Outer4: a hand-written loop around fetch4: 2 × 4 calls.
func Outer4(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = fetch4(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls juju\.fetch4, which retries via retry\.Call \(4 attempts\): up to 8 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// fetchForever retries with UnlimitedAttempts and nothing else to end it.
func fetchForever(ctx context.Context, url string) error {
	args := retry.CallArgs{
		Func: func() error {
			_, err := inner.Once(ctx, url) // fine: one retry layer over a single call
			return err
		},
		Attempts: retry.UnlimitedAttempts,
		Delay:    time.Second,
		Clock:    wall{},
	}
	return retry.Call(args)
}

// OuterForever: unbounded below a loop of 2.
func OuterForever(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = fetchForever(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls juju\.fetchForever, which retries via retry\.Call \(unbounded\): unbounded calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// fetchFor retries for at most a minute, with no count.
func fetchFor(ctx context.Context, url string) error {
	return retry.Call(retry.CallArgs{
		Func: func() error {
			_, err := inner.Once(ctx, url) // fine: one retry layer over a single call
			return err
		},
		Delay:       time.Second,
		MaxDuration: time.Minute,
		Clock:       wall{},
	})
}

// OuterFor: an elapsed-time limit ends the inner layer: ? attempts.
func OuterFor(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = fetchFor(ctx, url); err == nil { // want `^for loop \(3 attempts\) calls juju\.fetchFor, which retries via retry\.Call \(\? attempts\): up to \? calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// fetchUntilStopped retries forever, until stop is closed.
func fetchUntilStopped(ctx context.Context, url string, stop <-chan struct{}) error {
	return retry.Call(retry.CallArgs{
		Func: func() error {
			_, err := inner.Once(ctx, url) // fine: one retry layer over a single call
			return err
		},
		Attempts: -1,
		Delay:    time.Second,
		Clock:    wall{},
		Stop:     stop,
	})
}

// OuterUntilStopped: a stop channel can end the inner layer: ? attempts.
func OuterUntilStopped(ctx context.Context, url string, stop <-chan struct{}) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = fetchUntilStopped(ctx, url, stop); err == nil { // want `^for loop \(2 attempts\) calls juju\.fetchUntilStopped, which retries via retry\.Call \(\? attempts\): up to \? calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// fetchOnce makes one attempt: Attempts 1.
func fetchOnce(ctx context.Context, url string) error {
	return retry.Call(retry.CallArgs{
		Func: func() error {
			_, err := inner.Once(ctx, url)
			return err
		},
		Attempts: 1,
		Delay:    time.Second,
		Clock:    wall{},
	})
}

// OuterOnce is fine: retry.Call with Attempts 1 is no retry layer.
func OuterOnce(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = fetchOnce(ctx, url); err == nil { // fine: Attempts 1 makes one attempt
			return nil
		}
		time.Sleep(time.Second)
	}
	if retry.IsAttemptsExceeded(err) {
		return retry.LastError(err)
	}
	return err
}

// OuterCall: juju/retry as the outer layer, its Func calling fetch4:
// 3 × 4 calls.
func OuterCall(ctx context.Context, url string) error {
	return retry.Call(retry.CallArgs{
		Func: func() error {
			return fetch4(ctx, url) // want `^retry\.Call \(3 attempts\) calls juju\.fetch4, which retries via retry\.Call \(4 attempts\): up to 12 calls per operation`
		},
		Attempts: 3,
		Delay:    time.Second,
		Clock:    wall{},
	})
}

// OuterCallOnce: the same outer layer over a single call.
func OuterCallOnce(ctx context.Context, url string) error {
	return retry.Call(retry.CallArgs{
		Func: func() error {
			_, err := inner.Once(ctx, url) // fine: one retry layer over a single call
			return err
		},
		Attempts: 3,
		Delay:    time.Second,
		Clock:    wall{},
	})
}
