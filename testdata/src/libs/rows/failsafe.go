package rows

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/failsafe-go/failsafe-go"
	"github.com/failsafe-go/failsafe-go/retrypolicy"

	"libs/inner"
)

// failsafe-go: GetAsync, GetAsyncWithExecution and RunWithExecution
// retry like Get and Run when a retry policy is among the executor's
// policies; the older package-level Run(fn, policies...),
// Get(fn, policies...) and NewExecutor(policies...) (v0.3.0–v0.8.4) do
// too; a method of the embedded failsafe builder interfaces (WithDelay,
// HandleErrors) in a retrypolicy builder chain keeps the chain's count.

var errBusy = errors.New("busy")

// breaker is a circuit-breaker-like policy: it admits or rejects an
// execution and never runs it twice.
type breaker[R any] struct{}

func (breaker[R]) ToExecutor(R) any { return nil }

// GetAsync: 1 retry, 2 attempts: 2 × 3 calls.
func GetAsync(ctx context.Context, url string) failsafe.ExecutionResult[*http.Response] {
	rp := retrypolicy.NewBuilder[*http.Response]().WithMaxRetries(1).Build()
	return failsafe.With(rp).GetAsync(func() (*http.Response, error) {
		return inner.Fetch(ctx, url) // want `^failsafe\.Executor\.GetAsync \(2 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 6 calls per operation`
	})
}

// GetAsyncOnce: the retry policy over a single request.
func GetAsyncOnce(ctx context.Context, url string) failsafe.ExecutionResult[*http.Response] {
	rp := retrypolicy.NewBuilder[*http.Response]().WithMaxRetries(1).Build()
	return failsafe.With(rp).GetAsync(func() (*http.Response, error) {
		return inner.Once(ctx, url) // fine: the executor is the only retry owner
	})
}

// GetAsyncWithExecution: NewWithDefaults is 3 attempts: 3 × 3 calls.
func GetAsyncWithExecution(ctx context.Context, url string) failsafe.ExecutionResult[*http.Response] {
	return failsafe.With(retrypolicy.NewWithDefaults[*http.Response]()).GetAsyncWithExecution(func(failsafe.Execution[*http.Response]) (*http.Response, error) {
		return inner.Fetch(ctx, url) // want `^failsafe\.Executor\.GetAsyncWithExecution \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
	})
}

// GetAsyncWithExecutionBreaker: no retry policy among the policies.
func GetAsyncWithExecutionBreaker(ctx context.Context, url string) failsafe.ExecutionResult[*http.Response] {
	return failsafe.With[*http.Response](breaker[*http.Response]{}).GetAsyncWithExecution(func(failsafe.Execution[*http.Response]) (*http.Response, error) {
		return inner.Fetch(ctx, url) // fine: a breaker never runs the operation twice, inner.Fetch is the only owner
	})
}

// viaRunWithExecution is an inner owner: 2 attempts.
func viaRunWithExecution(ctx context.Context, url string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxAttempts(2).Build()
	return failsafe.With(rp).RunWithExecution(func(failsafe.Execution[any]) error {
		_, err := inner.Once(ctx, url)
		return err
	})
}

// LoopOverRunWithExecution retries a function that retries: 2 × 2 calls.
func LoopOverRunWithExecution(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = viaRunWithExecution(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls rows\.viaRunWithExecution, which retries via failsafe\.Executor\.RunWithExecution \(2 attempts\): up to 4 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// RunWithExecutionNoRetries: WithMaxRetries(0) is one attempt.
func RunWithExecutionNoRetries(ctx context.Context, url string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxRetries(0).Build()
	return failsafe.With(rp).RunWithExecution(func(failsafe.Execution[any]) error {
		_, err := inner.Fetch(ctx, url) // fine: one attempt, inner.Fetch is the only owner
		return err
	})
}

// OldRun: the older failsafe.Run(fn, policies...), 3 retries, 4
// attempts: 4 × 3 calls.
func OldRun(ctx context.Context, url string) error {
	return failsafe.Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^failsafe\.Run \(4 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 12 calls per operation`
		return err
	}, retrypolicy.NewBuilder[any]().WithMaxRetries(3).Build())
}

// OldRunNoPolicy: failsafe.Run without policies runs fn once.
func OldRunNoPolicy(ctx context.Context, url string) error {
	return failsafe.Run(func() error {
		_, err := inner.Fetch(ctx, url) // fine: no retry policy, inner.Fetch is the only owner
		return err
	})
}

// viaOldGet is an inner owner: failsafe.Get with the default 3 attempts.
func viaOldGet(ctx context.Context, url string) (*http.Response, error) {
	return failsafe.Get(func() (*http.Response, error) {
		return inner.Once(ctx, url)
	}, retrypolicy.NewWithDefaults[*http.Response]())
}

// LoopOverOldGet retries a function that retries: 2 × 3 calls.
func LoopOverOldGet(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		var resp *http.Response
		if resp, err = viaOldGet(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls rows\.viaOldGet, which retries via failsafe\.Get \(3 attempts\): up to 6 calls per operation`
			return resp.Body.Close()
		}
		time.Sleep(time.Second)
	}
	return err
}

// OldGetBreaker: failsafe.Get with a breaker only.
func OldGetBreaker(ctx context.Context, url string) (*http.Response, error) {
	return failsafe.Get(func() (*http.Response, error) {
		return inner.Fetch(ctx, url) // fine: a breaker never runs the operation twice, inner.Fetch is the only owner
	}, breaker[*http.Response]{})
}

// OldExecutor: NewExecutor(policies...) with 4 attempts: 4 × 3 calls.
func OldExecutor(ctx context.Context, url string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxAttempts(4).Build()
	return failsafe.NewExecutor[any](rp).Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^failsafe\.Executor\.Run \(4 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 12 calls per operation`
		return err
	})
}

// OldExecutorBreaker: NewExecutor with a breaker only.
func OldExecutorBreaker(ctx context.Context, url string) error {
	return failsafe.NewExecutor[any](breaker[any]{}).Run(func() error {
		_, err := inner.Fetch(ctx, url) // fine: no retry policy, inner.Fetch is the only owner
		return err
	})
}

// EmbeddedBuilderMethods: WithDelay and HandleErrors (methods of the
// embedded failsafe.DelayablePolicyBuilder and FailurePolicyBuilder)
// after WithMaxRetries(4) keep its 5 attempts: 5 × 3 calls.
func EmbeddedBuilderMethods(ctx context.Context, url string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxRetries(4).WithDelay(time.Second).HandleErrors(errBusy).Build()
	return failsafe.With(rp).Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^failsafe\.Executor\.Run \(5 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 15 calls per operation`
		return err
	})
}

// EmbeddedBuilderMethodsOneAttempt: the same chain with one attempt.
func EmbeddedBuilderMethodsOneAttempt(ctx context.Context, url string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxAttempts(1).WithDelay(time.Second).HandleErrors(errBusy).Build()
	return failsafe.With(rp).Run(func() error {
		_, err := inner.Fetch(ctx, url) // fine: one attempt, inner.Fetch is the only owner
		return err
	})
}
