// Package backoff is a test stub mirroring version v4.3.0 of github.com/cenkalti/backoff/v4.
package backoff

import (
	"context"
	"time"
)

// Stop indicates that no more retries should be made for use in NextBackOff().
const Stop time.Duration = -1

// Default values for ExponentialBackOff.
const (
	DefaultInitialInterval     = 500 * time.Millisecond
	DefaultRandomizationFactor = 0.5
	DefaultMultiplier          = 1.5
	DefaultMaxInterval         = 60 * time.Second
	DefaultMaxElapsedTime      = 15 * time.Minute
)

// BackOff is a backoff policy for retrying an operation.
type BackOff interface {
	NextBackOff() time.Duration
	Reset()
}

// An Operation is executing by Retry() or RetryNotify().
type Operation func() error

// An OperationWithData is executing by RetryWithData() or RetryNotifyWithData().
type OperationWithData[T any] func() (T, error)

// Notify is a notify-on-error function.
type Notify func(error, time.Duration)

// Timer is the timer used between attempts.
type Timer interface {
	Start(duration time.Duration)
	Stop()
	C() <-chan time.Time
}

// Retry the operation o until it does not return error or BackOff stops.
func Retry(o Operation, b BackOff) error { return o() }

// RetryWithData is like Retry but returns data in the response too.
func RetryWithData[T any](o OperationWithData[T], b BackOff) (T, error) { return o() }

// RetryNotify calls notify function with the error and wait duration for each failed attempt before sleep.
func RetryNotify(operation Operation, b BackOff, notify Notify) error { return operation() }

// RetryNotifyWithData is like RetryNotify but returns data in the response too.
func RetryNotifyWithData[T any](operation OperationWithData[T], b BackOff, notify Notify) (T, error) {
	return operation()
}

// RetryNotifyWithTimer is RetryNotify with a custom Timer.
func RetryNotifyWithTimer(operation Operation, b BackOff, notify Notify, t Timer) error {
	return operation()
}

// RetryNotifyWithTimerAndData is like RetryNotifyWithTimer but returns data in the response too.
func RetryNotifyWithTimerAndData[T any](operation OperationWithData[T], b BackOff, notify Notify, t Timer) (T, error) {
	return operation()
}

// PermanentError signals that the operation should not be retried.
type PermanentError struct {
	Err error
}

func (e *PermanentError) Error() string        { return e.Err.Error() }
func (e *PermanentError) Unwrap() error        { return e.Err }
func (e *PermanentError) Is(target error) bool { _, ok := target.(*PermanentError); return ok }

// Permanent wraps the given err in a *PermanentError.
func Permanent(err error) error {
	if err == nil {
		return nil
	}
	return &PermanentError{Err: err}
}

// WithMaxRetries creates a wrapper around another BackOff, which will return Stop if NextBackOff() has been called too many times.
func WithMaxRetries(b BackOff, max uint64) BackOff { return &backOffTries{delegate: b, maxTries: max} }

type backOffTries struct {
	delegate BackOff
	maxTries uint64
	numTries uint64
}

func (b *backOffTries) NextBackOff() time.Duration { return Stop }
func (b *backOffTries) Reset()                     {}

// BackOffContext is a backoff policy that stops retrying after the context is canceled.
type BackOffContext interface {
	BackOff
	Context() context.Context
}

type backOffContext struct {
	BackOff
	ctx context.Context
}

func (b *backOffContext) Context() context.Context { return b.ctx }

// WithContext returns a BackOffContext with context ctx.
func WithContext(b BackOff, ctx context.Context) BackOffContext {
	return &backOffContext{BackOff: b, ctx: ctx}
}

// Clock is an interface that returns current time for BackOff.
type Clock interface {
	Now() time.Time
}

// ExponentialBackOff increases the backoff period for each retry attempt.
type ExponentialBackOff struct {
	InitialInterval     time.Duration
	RandomizationFactor float64
	Multiplier          float64
	MaxInterval         time.Duration
	// After MaxElapsedTime the ExponentialBackOff returns Stop.
	// It never stops if MaxElapsedTime == 0.
	MaxElapsedTime time.Duration
	Stop           time.Duration
	Clock          Clock

	currentInterval time.Duration
	startTime       time.Time
}

// ExponentialBackOffOpts is a function type used to configure ExponentialBackOff options.
type ExponentialBackOffOpts func(*ExponentialBackOff)

// NewExponentialBackOff creates an instance of ExponentialBackOff using default values.
func NewExponentialBackOff(opts ...ExponentialBackOffOpts) *ExponentialBackOff {
	b := &ExponentialBackOff{
		InitialInterval:     DefaultInitialInterval,
		RandomizationFactor: DefaultRandomizationFactor,
		Multiplier:          DefaultMultiplier,
		MaxInterval:         DefaultMaxInterval,
		MaxElapsedTime:      DefaultMaxElapsedTime,
		Stop:                Stop,
	}
	for _, fn := range opts {
		fn(b)
	}
	return b
}

func WithInitialInterval(duration time.Duration) ExponentialBackOffOpts {
	return func(b *ExponentialBackOff) { b.InitialInterval = duration }
}
func WithRandomizationFactor(randomizationFactor float64) ExponentialBackOffOpts {
	return func(b *ExponentialBackOff) { b.RandomizationFactor = randomizationFactor }
}
func WithMultiplier(multiplier float64) ExponentialBackOffOpts {
	return func(b *ExponentialBackOff) { b.Multiplier = multiplier }
}
func WithMaxInterval(duration time.Duration) ExponentialBackOffOpts {
	return func(b *ExponentialBackOff) { b.MaxInterval = duration }
}
func WithMaxElapsedTime(duration time.Duration) ExponentialBackOffOpts {
	return func(b *ExponentialBackOff) { b.MaxElapsedTime = duration }
}
func WithRetryStopDuration(duration time.Duration) ExponentialBackOffOpts {
	return func(b *ExponentialBackOff) { b.Stop = duration }
}
func WithClockProvider(clock Clock) ExponentialBackOffOpts {
	return func(b *ExponentialBackOff) { b.Clock = clock }
}

func (b *ExponentialBackOff) Reset()                        {}
func (b *ExponentialBackOff) NextBackOff() time.Duration    { return Stop }
func (b *ExponentialBackOff) GetElapsedTime() time.Duration { return 0 }

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

type systemClock struct{}

func (t systemClock) Now() time.Time { return time.Now() }

// SystemClock implements Clock interface that uses time.Now().
var SystemClock = systemClock{}
