// Package failsafe holds failsafe-go edge cases of the catalog (§7)
// that the analysis must get right.
package failsafe

import (
	"context"
	"time"

	"github.com/failsafe-go/failsafe-go"
	"github.com/failsafe-go/failsafe-go/retrypolicy"

	"libs/inner"
)

// BuilderDefaults: a builder with no count keeps the default 3 attempts:
// 3 × 3 = 9.
func BuilderDefaults(ctx context.Context, url string) error {
	rp := retrypolicy.NewBuilder[any]().WithDelay(time.Second).Build()
	return failsafe.With(rp).Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^failsafe\.Executor\.Run \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return err
	})
}

// CountThenDelay: 3 retries are 4 attempts: 4 × 3 = 12.
func CountThenDelay(ctx context.Context, url string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxRetries(3).WithDelay(time.Second).Build()
	return failsafe.With(rp).Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^failsafe\.Executor\.Run \(4 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 12 calls per operation`
		return err
	})
}

// CountThenHandle: 2 attempts: 2 × 3 = 6.
func CountThenHandle(ctx context.Context, url string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxAttempts(2).HandleErrors(context.DeadlineExceeded).Build()
	return failsafe.With(rp).Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^failsafe\.Executor\.Run \(2 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 6 calls per operation`
		return err
	})
}

// UnlimitedThenDuration: WithMaxDuration bounds the unlimited count by
// elapsed time, whatever its place in the chain: unknown.
func UnlimitedThenDuration(ctx context.Context, url string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxAttempts(-1).WithMaxDuration(time.Minute).Build()
	return failsafe.With(rp).Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^failsafe\.Executor\.Run \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err
	})
}

// AsyncWithExecution: RunAsyncWithExecution retries like RunAsync: 3 × 3
// = 9.
func AsyncWithExecution(ctx context.Context, url string) failsafe.ExecutionResult[any] {
	return failsafe.With(retrypolicy.NewWithDefaults[any]()).RunAsyncWithExecution(func(failsafe.Execution[any]) error {
		_, err := inner.Fetch(ctx, url) // want `^failsafe\.Executor\.RunAsyncWithExecution \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return err
	})
}

// breaker is a circuit-breaker-like policy.
type breaker[R any] struct{}

func (breaker[R]) ToExecutor(R) any { return nil }

// Compose adds the retry policy with Executor.Compose: 3 × 3 = 9.
func Compose(ctx context.Context, url string) error {
	return failsafe.With[any](breaker[any]{}).Compose(retrypolicy.NewWithDefaults[any]()).Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^failsafe\.Executor\.Run \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return err
	})
}
