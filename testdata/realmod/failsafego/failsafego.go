// Package failsafego exercises github.com/failsafe-go/failsafe-go (v0.9.8).
package failsafego

import (
	"time"

	"github.com/failsafe-go/failsafe-go"
	"github.com/failsafe-go/failsafe-go/retrypolicy"
)

// NestedFailsafe is a nested retry: the function run by the outer executor
// (failsafe.With(rp).Run, WithMaxAttempts(4) = 4 attempts) calls
// chargeWithRetry (helper.go), which runs its own executor with
// retrypolicy.NewWithDefaults (defaultMaxRetries 2 = 3 attempts). Worst case
// 4*3 = 12 calls.
func NestedFailsafe(id string) error {
	rp := retrypolicy.NewBuilder[any]().
		WithMaxAttempts(4).
		WithDelay(100 * time.Millisecond).
		Build()
	return failsafe.With(rp).Run(func() error {
		_, err := chargeWithRetry(id)
		return err
	})
}

// SingleFailsafe has one retry layer only: the executor's function calls
// charge directly. Negative case.
func SingleFailsafe(id string) (string, error) {
	rp := retrypolicy.NewBuilder[string]().WithMaxRetries(3).WithBackoff(10*time.Millisecond, time.Second).Build()
	return failsafe.With(rp).Get(func() (string, error) {
		return charge(id)
	})
}
