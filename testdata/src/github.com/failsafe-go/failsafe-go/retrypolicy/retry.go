// Package retrypolicy is a test stub mirroring version v0.9.8 of github.com/failsafe-go/failsafe-go (retrypolicy).
// Builder.WithBudget is omitted because it needs the budget package.
package retrypolicy

import (
	"errors"
	"time"

	"github.com/failsafe-go/failsafe-go"
)

// ErrExceeded is a convenience error sentinel that can be used to build policies that handle ExceededError.
var ErrExceeded = errors.New("retries exceeded")

const defaultMaxRetries = 2

// ExceededError is returned when a RetryPolicy's max attempts or max duration are exceeded.
type ExceededError struct {
	LastResult any
	LastError  error
}

func (e ExceededError) Error() string     { return "retries exceeded" }
func (e ExceededError) Is(err error) bool { return err == ErrExceeded }
func (e ExceededError) Unwrap() error     { return e.LastError }
func IsExceededError(err error) bool      { return errors.Is(err, ErrExceeded) }
func AsExceededError(err error) *ExceededError {
	var e ExceededError
	if errors.As(err, &e) {
		return &e
	}
	return nil
}

// RetryPolicy is a policy that defines when retries should be performed.
type RetryPolicy[R any] interface {
	failsafe.Policy[R]
}

// Builder builds RetryPolicy instances.
type Builder[R any] interface {
	failsafe.FailurePolicyBuilder[Builder[R], R]
	failsafe.DelayablePolicyBuilder[Builder[R], R]

	AbortOnResult(result R) Builder[R]
	AbortOnErrors(errs ...error) Builder[R]
	AbortOnErrorTypes(errs ...any) Builder[R]
	AbortIf(predicate func(R, error) bool) Builder[R]
	ReturnLastFailure() Builder[R]
	WithMaxAttempts(maxAttempts int) Builder[R]
	WithMaxRetries(maxRetries int) Builder[R]
	WithMaxDuration(maxDuration time.Duration) Builder[R]
	WithBackoff(delay time.Duration, maxDelay time.Duration) Builder[R]
	WithBackoffFactor(delay time.Duration, maxDelay time.Duration, delayFactor float64) Builder[R]
	WithRandomDelay(delayMin time.Duration, delayMax time.Duration) Builder[R]
	WithJitter(jitter time.Duration) Builder[R]
	WithJitterFactor(jitterFactor float64) Builder[R]
	OnAbort(listener func(failsafe.ExecutionEvent[R])) Builder[R]
	OnRetryScheduled(listener func(failsafe.ExecutionScheduledEvent[R])) Builder[R]
	OnRetry(listener func(failsafe.ExecutionEvent[R])) Builder[R]
	OnRetriesExceeded(listener func(failsafe.ExecutionEvent[R])) Builder[R]
	Build() RetryPolicy[R]
}

type config[R any] struct {
	maxRetries  int
	maxDuration time.Duration
	delay       time.Duration
	maxDelay    time.Duration
	jitter      time.Duration
}

type retryPolicy[R any] struct {
	*config[R]
}

// NewWithDefaults creates a RetryPolicy for execution result type R that allows 3 execution attempts max with no delay.
func NewWithDefaults[R any]() RetryPolicy[R] { return NewBuilder[R]().Build() }

// NewBuilder creates a Builder for execution result type R which by default will build a RetryPolicy that allows 3 execution attempts max with no delay.
func NewBuilder[R any]() Builder[R] { return &config[R]{maxRetries: defaultMaxRetries} }

func (c *config[R]) AbortOnResult(result R) Builder[R]                { return c }
func (c *config[R]) AbortOnErrors(errs ...error) Builder[R]           { return c }
func (c *config[R]) AbortOnErrorTypes(errs ...any) Builder[R]         { return c }
func (c *config[R]) AbortIf(predicate func(R, error) bool) Builder[R] { return c }
func (c *config[R]) HandleErrors(errs ...error) Builder[R]            { return c }
func (c *config[R]) HandleErrorTypes(errs ...any) Builder[R]          { return c }
func (c *config[R]) HandleResult(result R) Builder[R]                 { return c }
func (c *config[R]) HandleIf(predicate func(R, error) bool) Builder[R] {
	return c
}
func (c *config[R]) ReturnLastFailure() Builder[R] { return c }
func (c *config[R]) WithMaxAttempts(maxAttempts int) Builder[R] {
	if maxAttempts == -1 {
		c.maxRetries = -1
	} else {
		c.maxRetries = maxAttempts - 1
	}
	return c
}
func (c *config[R]) WithMaxRetries(maxRetries int) Builder[R] {
	c.maxRetries = maxRetries
	return c
}
func (c *config[R]) WithMaxDuration(maxDuration time.Duration) Builder[R] {
	c.maxDuration = maxDuration
	return c
}
func (c *config[R]) WithDelay(delay time.Duration) Builder[R] {
	c.delay = delay
	return c
}
func (c *config[R]) WithDelayFunc(delayFunc failsafe.DelayFunc[R]) Builder[R] { return c }
func (c *config[R]) WithBackoff(delay time.Duration, maxDelay time.Duration) Builder[R] {
	c.delay, c.maxDelay = delay, maxDelay
	return c
}
func (c *config[R]) WithBackoffFactor(delay time.Duration, maxDelay time.Duration, delayFactor float64) Builder[R] {
	c.delay, c.maxDelay = delay, maxDelay
	return c
}
func (c *config[R]) WithRandomDelay(delayMin time.Duration, delayMax time.Duration) Builder[R] {
	return c
}
func (c *config[R]) WithJitter(jitter time.Duration) Builder[R] {
	c.jitter = jitter
	return c
}
func (c *config[R]) WithJitterFactor(jitterFactor float64) Builder[R]                     { return c }
func (c *config[R]) OnSuccess(listener func(event failsafe.ExecutionEvent[R])) Builder[R] { return c }
func (c *config[R]) OnFailure(listener func(event failsafe.ExecutionEvent[R])) Builder[R] { return c }
func (c *config[R]) OnAbort(listener func(failsafe.ExecutionEvent[R])) Builder[R]         { return c }
func (c *config[R]) OnRetry(listener func(failsafe.ExecutionEvent[R])) Builder[R]         { return c }
func (c *config[R]) OnRetryScheduled(listener func(failsafe.ExecutionScheduledEvent[R])) Builder[R] {
	return c
}
func (c *config[R]) OnRetriesExceeded(listener func(failsafe.ExecutionEvent[R])) Builder[R] {
	return c
}
func (c *config[R]) Build() RetryPolicy[R] {
	cc := *c
	return &retryPolicy[R]{config: &cc}
}

func (rp *retryPolicy[R]) ToExecutor(_ R) any { return nil }
