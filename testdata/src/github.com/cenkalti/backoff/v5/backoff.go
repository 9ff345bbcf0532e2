// Package backoff is a test stub mirroring version v5.0.3 of github.com/cenkalti/backoff/v5.
package backoff

import (
	"context"
	"time"
)

// Stop indicates that no more retries should be made for use in NextBackOff().
const Stop time.Duration = -1

// DefaultMaxElapsedTime sets a default limit for the total retry duration.
const DefaultMaxElapsedTime = 15 * time.Minute

// Default values for ExponentialBackOff.
const (
	DefaultInitialInterval     = 500 * time.Millisecond
	DefaultRandomizationFactor = 0.5
	DefaultMultiplier          = 1.5
	DefaultMaxInterval         = 60 * time.Second
)

// BackOff is a backoff policy for retrying an operation.
type BackOff interface {
	NextBackOff() time.Duration
	Reset()
}

// Operation is a function that attempts an operation and may be retried.
type Operation[T any] func() (T, error)

// Notify is a function called on operation error with the error and backoff duration.
type Notify func(error, time.Duration)

type retryOptions struct {
	BackOff        BackOff
	Notify         Notify
	MaxTries       uint
	MaxElapsedTime time.Duration
}

// RetryOption configures Retry.
type RetryOption func(*retryOptions)

// WithBackOff configures a custom backoff strategy.
func WithBackOff(b BackOff) RetryOption { return func(o *retryOptions) { o.BackOff = b } }

// WithNotify sets a notification function to handle retry errors.
func WithNotify(n Notify) RetryOption { return func(o *retryOptions) { o.Notify = n } }

// WithMaxTries limits the number of all attempts.
func WithMaxTries(n uint) RetryOption { return func(o *retryOptions) { o.MaxTries = n } }

// WithMaxElapsedTime limits the total duration for retry attempts.
func WithMaxElapsedTime(d time.Duration) RetryOption {
	return func(o *retryOptions) { o.MaxElapsedTime = d }
}

// Retry attempts the operation until success, a permanent error, or backoff completion.
func Retry[T any](ctx context.Context, operation Operation[T], opts ...RetryOption) (T, error) {
	return operation()
}

// PermanentError signals that the operation should not be retried.
type PermanentError struct {
	Err error
}

func (e *PermanentError) Error() string { return e.Err.Error() }
func (e *PermanentError) Unwrap() error { return e.Err }

// Permanent wraps the given err in a *PermanentError.
func Permanent(err error) error {
	if err == nil {
		return nil
	}
	return &PermanentError{Err: err}
}

// RetryAfterError signals that the operation should be retried after the given duration.
type RetryAfterError struct {
	Duration time.Duration
}

func (e *RetryAfterError) Error() string { return "retry after" }

// RetryAfter returns a RetryAfter error that specifies how long to wait before retrying.
func RetryAfter(seconds int) error {
	return &RetryAfterError{Duration: time.Duration(seconds) * time.Second}
}

// ExponentialBackOff increases the backoff period for each retry attempt.
type ExponentialBackOff struct {
	InitialInterval     time.Duration
	RandomizationFactor float64
	Multiplier          float64
	MaxInterval         time.Duration

	currentInterval time.Duration
}

// NewExponentialBackOff creates an instance of ExponentialBackOff using default values.
func NewExponentialBackOff() *ExponentialBackOff {
	return &ExponentialBackOff{
		InitialInterval:     DefaultInitialInterval,
		RandomizationFactor: DefaultRandomizationFactor,
		Multiplier:          DefaultMultiplier,
		MaxInterval:         DefaultMaxInterval,
	}
}

func (b *ExponentialBackOff) Reset()                     {}
func (b *ExponentialBackOff) NextBackOff() time.Duration { return b.InitialInterval }

// ConstantBackOff is a backoff policy that always returns the same backoff delay.
type ConstantBackOff struct {
	Interval time.Duration
}

func (b *ConstantBackOff) Reset()                     {}
func (b *ConstantBackOff) NextBackOff() time.Duration { return b.Interval }

// NewConstantBackOff returns a ConstantBackOff with interval d.
func NewConstantBackOff(d time.Duration) *ConstantBackOff { return &ConstantBackOff{Interval: d} }

// ZeroBackOff is a fixed backoff policy whose backoff time is always zero.
type ZeroBackOff struct{}

func (b *ZeroBackOff) Reset()                     {}
func (b *ZeroBackOff) NextBackOff() time.Duration { return 0 }

// StopBackOff is a fixed backoff policy that always returns backoff.Stop.
type StopBackOff struct{}

func (b *StopBackOff) Reset()                     {}
func (b *StopBackOff) NextBackOff() time.Duration { return Stop }

// Ticker holds a channel that delivers ticks of a clock at times reported by a BackOff.
type Ticker struct {
	C <-chan time.Time
}

// NewTicker returns a new Ticker for b.
func NewTicker(b BackOff) *Ticker { return &Ticker{} }

// Stop turns off a ticker.
func (t *Ticker) Stop() {}
