// Package failsafe is a test stub mirroring version v0.9.8 of github.com/failsafe-go/failsafe-go.
package failsafe

import (
	"context"
	"errors"
	"time"
)

// ErrExecutionCanceled indicates that an execution was canceled by ExecutionResult.Cancel.
var ErrExecutionCanceled = errors.New("execution canceled")

// Policy handles execution failures.
type Policy[R any] interface {
	// ToExecutor returns a policy executor (type is internal in the real module).
	ToExecutor(typeToken R) any
}

// ResultAgnosticPolicy is a Policy that does not depend on the result type.
type ResultAgnosticPolicy[R any] interface {
	Policy[R]

	ResultAgnostic()
}

// FailurePolicyBuilder builds a Policy that allows configurable conditions to determine whether an execution is a failure.
type FailurePolicyBuilder[S any, R any] interface {
	HandleErrors(errs ...error) S
	HandleErrorTypes(errs ...any) S
	HandleResult(result R) S
	HandleIf(predicate func(R, error) bool) S
	OnSuccess(listener func(ExecutionEvent[R])) S
	OnFailure(listener func(ExecutionEvent[R])) S
}

// DelayFunc returns a duration to delay for given the ExecutionAttempt.
type DelayFunc[R any] func(exec ExecutionAttempt[R]) time.Duration

// DelayablePolicyBuilder builds policies that can be delayed between executions.
type DelayablePolicyBuilder[S any, R any] interface {
	WithDelay(delay time.Duration) S
	WithDelayFunc(delayFunc DelayFunc[R]) S
}

// ExecutionInfo contains execution info.
type ExecutionInfo interface {
	Context() context.Context
	Attempts() int
	Executions() int
	Retries() int
	Hedges() int
	StartTime() time.Time
	ElapsedTime() time.Duration
}

// ExecutionAttempt contains information for an execution attempt.
type ExecutionAttempt[R any] interface {
	ExecutionInfo
	LastResult() R
	LastError() error
	IsFirstAttempt() bool
	IsRetry() bool
	IsHedge() bool
	AttemptStartTime() time.Time
	ElapsedAttemptTime() time.Duration
}

// Execution contains information about an execution.
type Execution[R any] interface {
	ExecutionAttempt[R]
	IsCanceled() bool
	Canceled() <-chan struct{}
}

// ExecutionEvent indicates an execution was attempted.
type ExecutionEvent[R any] struct {
	ExecutionAttempt[R]
}

// ExecutionScheduledEvent indicates an execution was scheduled.
type ExecutionScheduledEvent[R any] struct {
	ExecutionAttempt[R]
	// The delay before the next execution attempt.
	Delay time.Duration
}

// ExecutionDoneEvent indicates an execution is done.
type ExecutionDoneEvent[R any] struct {
	ExecutionInfo
	Result R
	Error  error
}

// ExecutionResult provides the result of an asynchronous execution.
type ExecutionResult[R any] interface {
	Done() <-chan any
	IsDone() bool
	Get() (R, error)
	Result() R
	Error() error
	Cancel()
}

// Executor handles failures according to configured policies.
type Executor[R any] interface {
	Compose(innerPolicy Policy[R]) Executor[R]
	ComposeAny(innerPolicy ResultAgnosticPolicy[any]) Executor[R]
	Context() context.Context
	WithContext(ctx context.Context) Executor[R]
	OnDone(listener func(ExecutionDoneEvent[R])) Executor[R]
	OnSuccess(listener func(ExecutionDoneEvent[R])) Executor[R]
	OnFailure(listener func(ExecutionDoneEvent[R])) Executor[R]
	Run(fn func() error) error
	RunWithExecution(fn func(exec Execution[R]) error) error
	Get(fn func() (R, error)) (R, error)
	GetWithExecution(fn func(exec Execution[R]) (R, error)) (R, error)
	RunAsync(fn func() error) ExecutionResult[R]
	RunAsyncWithExecution(fn func(exec Execution[R]) error) ExecutionResult[R]
	GetAsync(fn func() (R, error)) ExecutionResult[R]
	GetAsyncWithExecution(fn func(exec Execution[R]) (R, error)) ExecutionResult[R]
}

type executor[R any] struct {
	policies  []Policy[R]
	ctx       context.Context
	onDone    func(ExecutionDoneEvent[R])
	onSuccess func(ExecutionDoneEvent[R])
	onFailure func(ExecutionDoneEvent[R])
}

// With creates and returns a new Executor for result type R that will handle failures according to the given policies.
func With[R any](policies ...Policy[R]) Executor[R] {
	return &executor[R]{policies: policies, ctx: context.Background()}
}

// WithAny creates and returns a new Executor for a ResultAgnosticPolicy.
func WithAny[R any](policy ResultAgnosticPolicy[any]) Executor[R] {
	return &executor[R]{ctx: context.Background()}
}

func (e *executor[R]) Compose(innerPolicy Policy[R]) Executor[R] {
	e.policies = append(e.policies, innerPolicy)
	return e
}
func (e *executor[R]) ComposeAny(innerPolicy ResultAgnosticPolicy[any]) Executor[R] { return e }
func (e *executor[R]) Context() context.Context                                     { return e.ctx }
func (e *executor[R]) WithContext(ctx context.Context) Executor[R] {
	c := *e
	c.ctx = ctx
	return &c
}
func (e *executor[R]) OnDone(listener func(ExecutionDoneEvent[R])) Executor[R] {
	e.onDone = listener
	return e
}
func (e *executor[R]) OnSuccess(listener func(ExecutionDoneEvent[R])) Executor[R] {
	e.onSuccess = listener
	return e
}
func (e *executor[R]) OnFailure(listener func(ExecutionDoneEvent[R])) Executor[R] {
	e.onFailure = listener
	return e
}
func (e *executor[R]) Run(fn func() error) error                               { return fn() }
func (e *executor[R]) RunWithExecution(fn func(exec Execution[R]) error) error { return fn(nil) }
func (e *executor[R]) Get(fn func() (R, error)) (R, error)                     { return fn() }
func (e *executor[R]) GetWithExecution(fn func(exec Execution[R]) (R, error)) (R, error) {
	return fn(nil)
}
func (e *executor[R]) RunAsync(fn func() error) ExecutionResult[R] {
	_ = fn()
	return nil
}
func (e *executor[R]) RunAsyncWithExecution(fn func(exec Execution[R]) error) ExecutionResult[R] {
	_ = fn(nil)
	return nil
}
func (e *executor[R]) GetAsync(fn func() (R, error)) ExecutionResult[R] {
	_, _ = fn()
	return nil
}
func (e *executor[R]) GetAsyncWithExecution(fn func(exec Execution[R]) (R, error)) ExecutionResult[R] {
	_, _ = fn(nil)
	return nil
}

// The package-level Run, Get and NewExecutor below are the older API of
// failsafe-go: they come from v0.6.0 (executor.go; present from v0.3.0
// through v0.8.4, with the same signatures) and were removed in v0.9.0,
// so v0.9.8 does not have them.

// Run executes the fn, with failures being handled by the policies, until successful or until the policies are exceeded.
func Run(fn func() error, policies ...Policy[any]) error {
	return NewExecutor[any](policies...).Run(fn)
}

// Get executes the fn, with failures being handled by the policies, until a successful result is returned or the
// policies are exceeded.
func Get[R any](fn func() (R, error), policies ...Policy[R]) (R, error) {
	return NewExecutor[R](policies...).Get(fn)
}

// NewExecutor creates and returns a new Executor for result type R that will handle failures according to the given
// policies.
func NewExecutor[R any](policies ...Policy[R]) Executor[R] {
	return &executor[R]{policies: policies, ctx: context.Background()}
}
