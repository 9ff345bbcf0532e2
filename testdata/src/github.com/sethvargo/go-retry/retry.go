// Package retry is a test stub mirroring version v0.5.0 of github.com/sethvargo/go-retry.
package retry

import (
	"context"
	"time"
)

// RetryFunc is a function passed to Do.
type RetryFunc func(ctx context.Context) error

// RetryFuncValue is a function passed to DoValue.
type RetryFuncValue[T any] func(ctx context.Context) (T, error)

// Backoff is an interface that backs off.
type Backoff interface {
	// Next returns the time duration to wait and whether to stop.
	Next() (next time.Duration, stop bool)
}

// BackoffFunc is a backoff expressed as a function.
type BackoffFunc func() (time.Duration, bool)

// Next implements Backoff.
func (b BackoffFunc) Next() (time.Duration, bool) { return b() }

type retryableError struct {
	err error
}

func (e *retryableError) Unwrap() error { return e.err }
func (e *retryableError) Error() string { return "retryable: " + e.err.Error() }

// RetryableError marks an error as retryable.
func RetryableError(err error) error {
	if err == nil {
		return nil
	}
	return &retryableError{err}
}

// Do wraps a function with a backoff to retry.
func Do(ctx context.Context, b Backoff, f RetryFunc) error { return f(ctx) }

// DoValue wraps a function with a backoff to retry, returning its value.
func DoValue[T any](ctx context.Context, b Backoff, f RetryFuncValue[T]) (T, error) { return f(ctx) }

// Exponential is a wrapper around Do with an unbounded exponential backoff.
func Exponential(ctx context.Context, base time.Duration, f RetryFunc) error {
	return Do(ctx, NewExponential(base), f)
}

// Constant is a wrapper around Do with an unbounded constant backoff.
func Constant(ctx context.Context, t time.Duration, f RetryFunc) error {
	return Do(ctx, NewConstant(t), f)
}

// Fibonacci is a wrapper around Do with an unbounded fibonacci backoff.
func Fibonacci(ctx context.Context, base time.Duration, f RetryFunc) error {
	return Do(ctx, NewFibonacci(base), f)
}

// NewExponential creates a new exponential backoff.
func NewExponential(base time.Duration) Backoff {
	return BackoffFunc(func() (time.Duration, bool) { return base, false })
}

// NewConstant creates a new constant backoff.
func NewConstant(t time.Duration) Backoff {
	return BackoffFunc(func() (time.Duration, bool) { return t, false })
}

// NewFibonacci creates a new Fibonacci backoff.
func NewFibonacci(base time.Duration) Backoff {
	return BackoffFunc(func() (time.Duration, bool) { return base, false })
}

// WithJitter wraps a backoff function and adds the specified jitter.
func WithJitter(j time.Duration, next Backoff) Backoff { return next }

// WithJitterPercent wraps a backoff function and adds the specified percentage of jitter.
func WithJitterPercent(j uint64, next Backoff) Backoff { return next }

// WithFullJitter wraps a backoff function and applies full jitter.
func WithFullJitter(next Backoff) Backoff { return next }

// WithMaxRetries executes the backoff function up until the maximum attempts.
func WithMaxRetries(max uint64, next Backoff) Backoff { return next }

// WithCappedDuration sets a maximum on the duration returned from the next backoff.
func WithCappedDuration(cap time.Duration, next Backoff) Backoff { return next }

// WithMaxDuration sets a maximum on the total amount of time a backoff should execute.
func WithMaxDuration(timeout time.Duration, next Backoff) Backoff { return next }
