// Package failsafego exercises github.com/failsafe-go/failsafe-go (v0.9.8).
//
// Catalog §7: failsafe.With(policies...).Run/Get/... retries only when a
// retrypolicy is among the policies; WithMaxAttempts(n) = n attempts,
// WithMaxRetries(n) = n+1, the default (NewWithDefaults, or a builder
// without a count) is 3 attempts; -1 is unlimited.
package failsafego

import (
	"time"

	"github.com/failsafe-go/failsafe-go"
	"github.com/failsafe-go/failsafe-go/circuitbreaker"
	"github.com/failsafe-go/failsafe-go/retrypolicy"
)

// NestedFailsafeRetries: the outer policy is built with WithMaxRetries(1) =
// 2 attempts (no builder methods promoted from failsafe's embedded
// interfaces), over chargeWithRetry's default 3: 2*3 = 6 calls.
func NestedFailsafeRetries(id string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxRetries(1).WithBackoff(10*time.Millisecond, time.Second).Build()
	return failsafe.With(rp).Run(func() error {
		_, err := chargeWithRetry(id) // want `^failsafe\.Executor\.Run \(2 attempts\) calls failsafego\.chargeWithRetry, which retries via failsafe\.Executor\.GetWithExecution \(3 attempts\): up to 6 calls per operation[^;]*; keep one retry owner`
		return err
	})
}

// NestedFailsafeDefaults: NewWithDefaults outside (3 attempts), with a
// circuit breaker composed inside it, over chargeWithRetry's 3: 9 calls.
func NestedFailsafeDefaults(id string) (string, error) {
	rp := retrypolicy.NewWithDefaults[string]()
	cb := circuitbreaker.NewWithDefaults[string]()
	return failsafe.With[string](rp, cb).Get(func() (string, error) {
		return chargeWithRetry(id) // want `^failsafe\.Executor\.Get \(3 attempts\) calls failsafego\.chargeWithRetry, which retries via failsafe\.Executor\.GetWithExecution \(3 attempts\): up to 9 calls per operation[^;]*; keep one retry owner`
	})
}

// NestedFailsafe is a nested retry: the function run by the outer executor
// (failsafe.With(rp).Run, WithMaxAttempts(4) = 4 attempts) calls
// chargeWithRetry (helper.go), which runs its own executor with
// retrypolicy.NewWithDefaults (defaultMaxRetries 2 = 3 attempts). Worst case
// 4*3 = 12 calls. WithDelay is declared on the embedded
// failsafe.DelayablePolicyBuilder interface (package failsafe, not
// retrypolicy): the builder chain must be followed through it.
func NestedFailsafe(id string) error {
	rp := retrypolicy.NewBuilder[any]().
		WithMaxAttempts(4).
		WithDelay(100 * time.Millisecond).
		Build()
	return failsafe.With(rp).Run(func() error {
		_, err := chargeWithRetry(id) // want `^failsafe\.Executor\.Run \(4 attempts\) calls failsafego\.chargeWithRetry, which retries via failsafe\.Executor\.GetWithExecution \(3 attempts\): up to 12 calls per operation[^;]*; keep one retry owner`
		return err
	})
}

// NestedFailsafeHandle: HandleErrors comes from the embedded
// failsafe.FailurePolicyBuilder; WithMaxRetries(2) = 3 attempts over 3:
// 9 calls.
func NestedFailsafeHandle(id string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxRetries(2).HandleErrors(errBusy).Build()
	return failsafe.With(rp).Run(func() error {
		_, err := chargeWithRetry(id) // want `^failsafe\.Executor\.Run \(3 attempts\) calls failsafego\.chargeWithRetry, which retries via failsafe\.Executor\.GetWithExecution \(3 attempts\): up to 9 calls per operation[^;]*; keep one retry owner`
		return err
	})
}

// SingleFailsafe has one retry layer only: the executor's function calls
// charge directly, and charge does no retry. Negative case.
func SingleFailsafe(id string) (string, error) {
	rp := retrypolicy.NewBuilder[string]().WithMaxRetries(3).WithBackoff(10*time.Millisecond, time.Second).Build()
	return failsafe.With(rp).Get(func() (string, error) {
		return charge(id)
	})
}

// SingleFailsafeBreaker: an executor with only a circuit breaker does not
// retry (failsafe's own executor code loops over its policies, which is not
// a retry owner), so chargeWithRetry is the only layer. Negative case.
func SingleFailsafeBreaker(id string) (string, error) {
	cb := circuitbreaker.NewWithDefaults[string]()
	return failsafe.With[string](cb).Get(func() (string, error) {
		return chargeWithRetry(id)
	})
}
