// Package wait is a test stub mirroring version v0.37.2 of k8s.io/apimachinery (pkg/util/wait).
package wait

import (
	"context"
	"errors"
	"time"
)

// ErrWaitTimeout is returned when the condition was not satisfied in time.
var ErrWaitTimeout = ErrorInterrupted(errors.New("timed out waiting for the condition"))

// NeverStop may be passed to Until to make it never stop.
var NeverStop <-chan struct{} = make(chan struct{})

// ErrorInterrupted returns an error that indicates the wait was ended early for a given reason.
func ErrorInterrupted(cause error) error { return cause }

// Interrupted returns true if the error indicates a Poll, ExponentialBackoff, or Until loop exited early.
func Interrupted(err error) bool { return err != nil }

// ConditionFunc returns true if the condition is satisfied, or an error if the loop should be aborted.
type ConditionFunc func() (done bool, err error)

// ConditionWithContextFunc returns true if the condition is satisfied, or an error if the loop should be aborted.
type ConditionWithContextFunc func(context.Context) (done bool, err error)

// WithContext converts a ConditionFunc into a ConditionWithContextFunc.
func (cf ConditionFunc) WithContext() ConditionWithContextFunc {
	return func(context.Context) (done bool, err error) { return cf() }
}

// Backoff holds parameters applied to a Backoff function.
type Backoff struct {
	Duration time.Duration
	Factor   float64
	Jitter   float64
	Steps    int
	Cap      time.Duration
}

// Step returns an amount of time to sleep determined by the original Duration and Jitter.
func (b *Backoff) Step() time.Duration { return b.Duration }

// DelayFunc returns a function that will compute the next interval to wait given the arguments in b.
func (b Backoff) DelayFunc() DelayFunc { return func() time.Duration { return b.Duration } }

// DelayFunc returns the next time interval to wait.
type DelayFunc func() time.Duration

// Until takes an arbitrary delay function and runs until cancelled or the condition indicates exit.
func (fn DelayFunc) Until(ctx context.Context, immediate, sliding bool, condition ConditionWithContextFunc) error {
	_, err := condition(ctx)
	return err
}

// ExponentialBackoff repeats a condition check with exponential backoff (at most backoff.Steps calls).
func ExponentialBackoff(backoff Backoff, condition ConditionFunc) error {
	_, err := condition()
	return err
}

// ExponentialBackoffWithContext repeats a condition check with exponential backoff.
func ExponentialBackoffWithContext(ctx context.Context, backoff Backoff, condition ConditionWithContextFunc) error {
	_, err := condition(ctx)
	return err
}

// PollUntilContextCancel tries a condition func until it returns true, an error, or the context is cancelled.
func PollUntilContextCancel(ctx context.Context, interval time.Duration, immediate bool, condition ConditionWithContextFunc) error {
	_, err := condition(ctx)
	return err
}

// PollUntilContextTimeout will terminate polling after timeout duration.
func PollUntilContextTimeout(ctx context.Context, interval, timeout time.Duration, immediate bool, condition ConditionWithContextFunc) error {
	_, err := condition(ctx)
	return err
}

// Poll tries a condition func until it returns true, an error, or the timeout is reached.
//
// Deprecated: use PollUntilContextTimeout.
func Poll(interval, timeout time.Duration, condition ConditionFunc) error {
	_, err := condition()
	return err
}

// PollWithContext tries a condition func until it returns true, an error, or the timeout is reached.
//
// Deprecated: use PollUntilContextTimeout.
func PollWithContext(ctx context.Context, interval, timeout time.Duration, condition ConditionWithContextFunc) error {
	_, err := condition(ctx)
	return err
}

// PollImmediate tries a condition func until it returns true, an error, or the timeout is reached.
//
// Deprecated: use PollUntilContextTimeout.
func PollImmediate(interval, timeout time.Duration, condition ConditionFunc) error {
	_, err := condition()
	return err
}

// PollImmediateWithContext tries a condition func until it returns true, an error, or the timeout is reached.
//
// Deprecated: use PollUntilContextTimeout.
func PollImmediateWithContext(ctx context.Context, interval, timeout time.Duration, condition ConditionWithContextFunc) error {
	_, err := condition(ctx)
	return err
}

// PollInfinite tries a condition func until it returns true or an error.
//
// Deprecated: use PollUntilContextCancel.
func PollInfinite(interval time.Duration, condition ConditionFunc) error {
	_, err := condition()
	return err
}

// PollInfiniteWithContext tries a condition func until it returns true or an error.
//
// Deprecated: use PollUntilContextCancel.
func PollInfiniteWithContext(ctx context.Context, interval time.Duration, condition ConditionWithContextFunc) error {
	_, err := condition(ctx)
	return err
}

// PollImmediateInfinite tries a condition func until it returns true or an error.
//
// Deprecated: use PollUntilContextCancel.
func PollImmediateInfinite(interval time.Duration, condition ConditionFunc) error {
	_, err := condition()
	return err
}

// PollImmediateInfiniteWithContext tries a condition func until it returns true or an error.
//
// Deprecated: use PollUntilContextCancel.
func PollImmediateInfiniteWithContext(ctx context.Context, interval time.Duration, condition ConditionWithContextFunc) error {
	_, err := condition(ctx)
	return err
}

// Until loops until stop channel is closed, running f every period.
func Until(f func(), period time.Duration, stopCh <-chan struct{}) { f() }

// UntilWithContext loops until context is done, running f every period.
func UntilWithContext(ctx context.Context, f func(context.Context), period time.Duration) { f(ctx) }

// Forever calls f every period for ever.
func Forever(f func(), period time.Duration) { f() }

// PollUntil tries a condition func until it returns true, an error or stopCh is closed.
//
// Deprecated: This method does not return errors from context, use PollUntilContextCancel.
func PollUntil(interval time.Duration, condition ConditionFunc, stopCh <-chan struct{}) error {
	_, err := condition()
	return err
}

// PollUntilWithContext tries a condition func until it returns true,
// an error or the specified context is cancelled or expired.
//
// Deprecated: This method does not return errors from context, use PollUntilContextCancel.
func PollUntilWithContext(ctx context.Context, interval time.Duration, condition ConditionWithContextFunc) error {
	_, err := condition(ctx)
	return err
}

// PollImmediateUntil tries a condition func until it returns true, an error or stopCh is closed.
//
// Deprecated: This method does not return errors from context, use PollUntilContextCancel.
func PollImmediateUntil(interval time.Duration, condition ConditionFunc, stopCh <-chan struct{}) error {
	_, err := condition()
	return err
}

// PollImmediateUntilWithContext tries a condition func until it returns true,
// an error or the specified context is cancelled or expired.
//
// Deprecated: This method does not return errors from context, use PollUntilContextCancel.
func PollImmediateUntilWithContext(ctx context.Context, interval time.Duration, condition ConditionWithContextFunc) error {
	_, err := condition(ctx)
	return err
}
