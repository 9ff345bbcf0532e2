// Package retry is a test stub mirroring version v5.1.1 of github.com/avast/retry-go/v5.
package retry

import (
	"context"
	"errors"
	"time"
)

// ErrThrottled is returned when a ThrottleManager denies a retry.
var ErrThrottled = errors.New("retry throttled")

// RetryableFunc is the function signature of a retryable function.
type RetryableFunc func() error

// RetryableFuncWithData is the function signature of a retryable function with data.
type RetryableFuncWithData[T any] func() (T, error)

// RetryIfFunc decides whether an error is retried.
type RetryIfFunc func(error) bool

// OnRetryFunc is called on every retry.
type OnRetryFunc func(attempt uint, err error)

// DelayContext provides configuration values needed for delay calculation.
type DelayContext interface {
	Delay() time.Duration
	MaxJitter() time.Duration
	MaxBackOffN() uint
	MaxDelay() time.Duration
}

// DelayTypeFunc is called to return the next delay to wait after the retriable function fails on err after n attempts.
type DelayTypeFunc func(n uint, err error, config DelayContext) time.Duration

// Timer represents the timer used to track time for a retry.
type Timer interface {
	After(time.Duration) <-chan time.Time
}

// ThrottleManager decides whether a retry may proceed.
type ThrottleManager interface {
	AllowRetry(attempt uint, err error) bool
	OnSuccess(attempt uint)
}

type retrierCore struct {
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
	throttle                      ThrottleManager

	maxBackOffN uint
}

func (r *retrierCore) Delay() time.Duration     { return r.delay }
func (r *retrierCore) MaxJitter() time.Duration { return r.maxJitter }
func (r *retrierCore) MaxBackOffN() uint        { return r.maxBackOffN }
func (r *retrierCore) MaxDelay() time.Duration  { return r.maxDelay }

// Retrier is a reusable retry executor (default 10 attempts).
type Retrier struct {
	*retrierCore
}

// RetrierWithData is a reusable retry executor for functions returning data.
type RetrierWithData[T any] struct {
	*retrierCore
}

// Option represents an option for retry.
type Option func(*retrierCore)

func newRetrierCore(opts ...Option) *retrierCore {
	r := &retrierCore{attempts: 10, attemptsForError: map[error]uint{}}
	for _, opt := range opts {
		opt(r)
	}
	return r
}

// New creates a Retrier with the given options.
func New(opts ...Option) *Retrier { return &Retrier{retrierCore: newRetrierCore(opts...)} }

// NewWithData creates a RetrierWithData with the given options.
func NewWithData[T any](opts ...Option) *RetrierWithData[T] {
	return &RetrierWithData[T]{retrierCore: newRetrierCore(opts...)}
}

// Do retries retryableFunc.
func (r *Retrier) Do(retryableFunc RetryableFunc) error { return retryableFunc() }

// Do retries retryableFunc and returns its data.
func (r *RetrierWithData[T]) Do(retryableFunc RetryableFuncWithData[T]) (T, error) {
	return retryableFunc()
}

func LastErrorOnly(lastErrorOnly bool) Option {
	return func(c *retrierCore) { c.lastErrorOnly = lastErrorOnly }
}
func Attempts(attempts uint) Option { return func(c *retrierCore) { c.attempts = attempts } }
func UntilSucceeded() Option        { return func(c *retrierCore) { c.attempts = 0 } }
func AttemptsForError(attempts uint, err error) Option {
	return func(c *retrierCore) { c.attemptsForError[err] = attempts }
}
func Delay(delay time.Duration) Option       { return func(c *retrierCore) { c.delay = delay } }
func MaxDelay(maxDelay time.Duration) Option { return func(c *retrierCore) { c.maxDelay = maxDelay } }
func MaxJitter(maxJitter time.Duration) Option {
	return func(c *retrierCore) { c.maxJitter = maxJitter }
}
func DelayType(delayType DelayTypeFunc) Option {
	return func(c *retrierCore) { c.delayType = delayType }
}
func OnRetry(onRetry OnRetryFunc) Option { return func(c *retrierCore) { c.onRetry = onRetry } }
func RetryIf(retryIf RetryIfFunc) Option { return func(c *retrierCore) { c.retryIf = retryIf } }
func Context(ctx context.Context) Option { return func(c *retrierCore) { c.context = ctx } }
func WithTimer(t Timer) Option           { return func(c *retrierCore) { c.timer = t } }
func WrapContextErrorWithLastError(wrapContextErrorWithLastError bool) Option {
	return func(c *retrierCore) { c.wrapContextErrorWithLastError = wrapContextErrorWithLastError }
}
func WithThrottle(manager ThrottleManager) Option {
	return func(c *retrierCore) { c.throttle = manager }
}
func WithFixedTokenBucketThrottle(config FixedTokenBucketThrottleConfig) Option {
	return WithThrottle(NewFixedTokenBucketThrottle(config))
}

func BackOffDelay(n uint, _ error, config DelayContext) time.Duration { return 0 }
func FixedDelay(_ uint, _ error, config DelayContext) time.Duration   { return 0 }
func RandomDelay(_ uint, _ error, config DelayContext) time.Duration  { return 0 }
func FullJitterBackoffDelay(n uint, err error, config DelayContext) time.Duration {
	return 0
}

// CombineDelay is a DelayType the combines all of the specified delays into a new DelayTypeFunc.
func CombineDelay(delays ...DelayTypeFunc) DelayTypeFunc {
	return func(n uint, err error, config DelayContext) time.Duration { return 0 }
}

// FixedTokenBucketThrottleConfig configures the fixed token bucket throttle.
type FixedTokenBucketThrottleConfig struct {
	MaxCapacity             int64
	ThrottleCost            int64
	SuccessReleaseCost      int64
	FirstSuccessReleaseCost int64
}

// FixedTokenBucketThrottleManager is a token-bucket retry throttle.
type FixedTokenBucketThrottleManager struct {
	config FixedTokenBucketThrottleConfig
}

// NewFixedTokenBucketThrottle creates a FixedTokenBucketThrottleManager.
func NewFixedTokenBucketThrottle(config FixedTokenBucketThrottleConfig) *FixedTokenBucketThrottleManager {
	return &FixedTokenBucketThrottleManager{config: config}
}

func (m *FixedTokenBucketThrottleManager) AllowRetry(_ uint, _ error) bool { return true }
func (m *FixedTokenBucketThrottleManager) OnSuccess(attempt uint)          {}

// Error type represents list of errors in retry.
type Error []error

func (e Error) Error() string              { return "retry error" }
func (e Error) Is(target error) bool       { return false }
func (e Error) As(target interface{}) bool { return false }
func (e Error) Unwrap() []error            { return e }
func (e Error) WrappedErrors() []error     { return e }
func (e Error) LastError() error           { return nil }

type unrecoverableError struct {
	error
}

func (e unrecoverableError) Unwrap() error { return e.error }

// Unrecoverable wraps an error in `unrecoverableError` struct.
func Unrecoverable(err error) error { return unrecoverableError{err} }

// IsRecoverable checks if error is an instance of `unrecoverableError`.
func IsRecoverable(err error) bool { _, ok := err.(unrecoverableError); return !ok }
