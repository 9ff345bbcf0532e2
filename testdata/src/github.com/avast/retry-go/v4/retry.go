// Package retry is a test stub mirroring version v4.7.0 of github.com/avast/retry-go/v4.
package retry

import (
	"context"
	"time"
)

// RetryableFunc is the function signature of a retryable function.
type RetryableFunc func() error

// RetryableFuncWithData is the function signature of a retryable function with data.
type RetryableFuncWithData[T any] func() (T, error)

// RetryIfFunc decides whether an error is retried.
type RetryIfFunc func(error) bool

// OnRetryFunc is called on every retry.
type OnRetryFunc func(attempt uint, err error)

// DelayTypeFunc is called to return the next delay to wait after the retriable function fails on err after n attempts.
type DelayTypeFunc func(n uint, err error, config *Config) time.Duration

// Timer represents the timer used to track time for a retry.
type Timer interface {
	After(time.Duration) <-chan time.Time
}

// Config holds the retry configuration (all fields unexported, like the real one).
type Config struct {
	attempts                      uint
	attemptsForError              map[error]uint
	delay                         time.Duration
	maxDelay                      time.Duration
	maxJitter                     time.Duration
	onRetry                       OnRetryFunc
	retryIf                       RetryIfFunc
	delayType                     DelayTypeFunc
	lastErrorOnly                 bool
	context                       context.Context
	timer                         Timer
	wrapContextErrorWithLastError bool

	maxBackOffN uint
}

// Option represents an option for retry.
type Option func(*Config)

// Do retries retryableFunc (default 10 attempts).
func Do(retryableFunc RetryableFunc, opts ...Option) error { return retryableFunc() }

// DoWithData retries retryableFunc and returns its data (default 10 attempts).
func DoWithData[T any](retryableFunc RetryableFuncWithData[T], opts ...Option) (T, error) {
	return retryableFunc()
}

func LastErrorOnly(lastErrorOnly bool) Option {
	return func(c *Config) { c.lastErrorOnly = lastErrorOnly }
}
func Attempts(attempts uint) Option { return func(c *Config) { c.attempts = attempts } }
func UntilSucceeded() Option        { return func(c *Config) { c.attempts = 0 } }
func AttemptsForError(attempts uint, err error) Option {
	return func(c *Config) { c.attemptsForError[err] = attempts }
}
func Delay(delay time.Duration) Option         { return func(c *Config) { c.delay = delay } }
func MaxDelay(maxDelay time.Duration) Option   { return func(c *Config) { c.maxDelay = maxDelay } }
func MaxJitter(maxJitter time.Duration) Option { return func(c *Config) { c.maxJitter = maxJitter } }
func DelayType(delayType DelayTypeFunc) Option { return func(c *Config) { c.delayType = delayType } }
func OnRetry(onRetry OnRetryFunc) Option       { return func(c *Config) { c.onRetry = onRetry } }
func RetryIf(retryIf RetryIfFunc) Option       { return func(c *Config) { c.retryIf = retryIf } }
func Context(ctx context.Context) Option       { return func(c *Config) { c.context = ctx } }
func WithTimer(t Timer) Option                 { return func(c *Config) { c.timer = t } }
func WrapContextErrorWithLastError(wrapContextErrorWithLastError bool) Option {
	return func(c *Config) { c.wrapContextErrorWithLastError = wrapContextErrorWithLastError }
}

func BackOffDelay(n uint, _ error, config *Config) time.Duration { return 0 }
func FixedDelay(_ uint, _ error, config *Config) time.Duration   { return 0 }
func RandomDelay(_ uint, _ error, config *Config) time.Duration  { return 0 }
func FullJitterBackoffDelay(n uint, err error, config *Config) time.Duration {
	return 0
}

// CombineDelay is a DelayType the combines all of the specified delays into a new DelayTypeFunc.
func CombineDelay(delays ...DelayTypeFunc) DelayTypeFunc {
	return func(n uint, err error, config *Config) time.Duration { return 0 }
}

// Error type represents list of errors in retry.
type Error []error

func (e Error) Error() string              { return "retry error" }
func (e Error) Is(target error) bool       { return false }
func (e Error) As(target interface{}) bool { return false }
func (e Error) Unwrap() error              { return nil }
func (e Error) WrappedErrors() []error     { return e }

type unrecoverableError struct {
	error
}

func (e unrecoverableError) Unwrap() error { return e.error }

// Unrecoverable wraps an error in `unrecoverableError` struct.
func Unrecoverable(err error) error { return unrecoverableError{err} }

// IsRecoverable checks if error is an instance of `unrecoverableError`.
func IsRecoverable(err error) bool { _, ok := err.(unrecoverableError); return !ok }
