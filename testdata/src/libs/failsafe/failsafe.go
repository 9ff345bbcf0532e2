// Package failsafe exercises github.com/failsafe-go/failsafe-go (catalog
// §7: an executor retries when a RetryPolicy is among its policies;
// NewWithDefaults and NewBuilder allow 3 attempts; WithMaxRetries(n) is
// n+1 attempts, WithMaxAttempts(n) is n, -1 is unlimited).
package failsafe

import (
	"context"
	"net/http"
	"time"

	"github.com/failsafe-go/failsafe-go"
	"github.com/failsafe-go/failsafe-go/retrypolicy"

	"libs/inner"
)

// Defaults: NewWithDefaults is 3 attempts: 3 × 3 calls.
func Defaults(ctx context.Context, url string) (*http.Response, error) {
	return failsafe.With[*http.Response](retrypolicy.NewWithDefaults[*http.Response]()).Get(func() (*http.Response, error) {
		return inner.Fetch(ctx, url) // want `^failsafe\.Executor\.Get \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
	})
}

// MaxRetries4: 4 retries are 5 attempts: 5 × 3 calls.
func MaxRetries4(ctx context.Context, url string) error {
	rp := retrypolicy.NewBuilder[any]().WithDelay(time.Second).WithMaxRetries(4).Build()
	return failsafe.With(rp).Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^failsafe\.Executor\.Run \(5 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 15 calls per operation`
		return err
	})
}

// MaxAttempts2: 2 attempts, through an executor variable and WithContext:
// 2 × 3 calls.
func MaxAttempts2(ctx context.Context, url string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxAttempts(2).Build()
	ex := failsafe.With(rp)
	return ex.WithContext(ctx).Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^failsafe\.Executor\.Run \(2 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 6 calls per operation`
		return err
	})
}

// LastCountWins: the later WithMaxAttempts(2) replaces WithMaxRetries(4).
func LastCountWins(ctx context.Context, url string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxRetries(4).WithMaxAttempts(2).Build()
	return failsafe.With(rp).Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^failsafe\.Executor\.Run \(2 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 6 calls per operation`
		return err
	})
}

// WithExecution: GetWithExecution with 1 retry, 2 attempts: 2 × 3 calls.
func WithExecution(ctx context.Context, url string) (*http.Response, error) {
	rp := retrypolicy.NewBuilder[*http.Response]().WithMaxRetries(1).Build()
	return failsafe.With(rp).GetWithExecution(func(failsafe.Execution[*http.Response]) (*http.Response, error) {
		return inner.Fetch(ctx, url) // want `^failsafe\.Executor\.GetWithExecution \(2 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 6 calls per operation`
	})
}

// Async: RunAsync retries too: 3 × 3 calls.
func Async(ctx context.Context, url string) failsafe.ExecutionResult[any] {
	return failsafe.With(retrypolicy.NewWithDefaults[any]()).RunAsync(func() error {
		_, err := inner.Fetch(ctx, url) // want `^failsafe\.Executor\.RunAsync \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return err
	})
}

// Unlimited: WithMaxAttempts(-1) is unbounded.
func Unlimited(ctx context.Context, url string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxAttempts(-1).Build()
	return failsafe.With(rp).Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^failsafe\.Executor\.Run \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err
	})
}

// UnlimitedRetries: WithMaxRetries(-1) is unbounded as well.
func UnlimitedRetries(ctx context.Context, url string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxRetries(-1).Build()
	return failsafe.With(rp).Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^failsafe\.Executor\.Run \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err
	})
}

// DurationThenUnlimited: a max duration bounds the unlimited count by
// elapsed time: unknown.
func DurationThenUnlimited(ctx context.Context, url string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxDuration(time.Minute).WithMaxAttempts(-1).Build()
	return failsafe.With(rp).Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^failsafe\.Executor\.Run \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err
	})
}

// breaker is a circuit-breaker-like policy: it admits or rejects an
// execution and never runs it twice.
type breaker[R any] struct{}

func (breaker[R]) ToExecutor(R) any { return nil }

// BreakerThenRetry: the retry policy is still in the chain: 3 × 3 calls.
func BreakerThenRetry(ctx context.Context, url string) error {
	return failsafe.With[any](breaker[any]{}, retrypolicy.NewWithDefaults[any]()).Run(func() error {
		_, err := inner.Fetch(ctx, url) // want `^failsafe\.Executor\.Run \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return err
	})
}

// getWithPolicy is the inner owner: 3 attempts.
func getWithPolicy(ctx context.Context, url string) (*http.Response, error) {
	return failsafe.With(retrypolicy.NewWithDefaults[*http.Response]()).Get(func() (*http.Response, error) {
		return inner.Once(ctx, url)
	})
}

// LoopOverPolicy retries a function that retries: 2 × 3.
func LoopOverPolicy(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		var resp *http.Response
		if resp, err = getWithPolicy(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls failsafe\.getWithPolicy, which retries via failsafe\.Executor\.Get \(3 attempts\): up to 6 calls per operation`
			return resp.Body.Close()
		}
		time.Sleep(time.Second)
	}
	return err
}

// Negatives.

// PlainOnce: one library retry over plain I/O: a single owner.
func PlainOnce(ctx context.Context, url string) (*http.Response, error) {
	return getWithPolicy(ctx, url)
}

// BreakerOnly: a breaker-like policy without a retry policy never runs
// the operation twice: inner.Fetch is the only owner.
func BreakerOnly(ctx context.Context, url string) error {
	return failsafe.With[any](breaker[any]{}).Run(func() error {
		_, err := inner.Fetch(ctx, url)
		return err
	})
}

// NoRetries: WithMaxRetries(0) is one attempt: not a retry.
func NoRetries(ctx context.Context, url string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxRetries(0).Build()
	return failsafe.With(rp).Run(func() error {
		_, err := inner.Fetch(ctx, url)
		return err
	})
}

// OneAttempt: WithMaxAttempts(1) is one attempt: not a retry.
func OneAttempt(ctx context.Context, url string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxAttempts(1).Build()
	return failsafe.With(rp).Run(func() error {
		_, err := inner.Fetch(ctx, url)
		return err
	})
}
