package failsafego

import (
	"errors"

	"github.com/failsafe-go/failsafe-go"
	"github.com/failsafe-go/failsafe-go/retrypolicy"
)

// errBusy is a retryable failure.
var errBusy = errors.New("busy")

// charge stands in for a remote call. It contains no retry.
func charge(id string) (string, error) {
	if id == "" {
		return "", errors.New("empty id")
	}
	return id, nil
}

// chargeWithRetry is the inner retry layer: an executor with the default
// retry policy (3 attempts, no delay), via GetWithExecution.
func chargeWithRetry(id string) (string, error) {
	rp := retrypolicy.NewWithDefaults[string]()
	return failsafe.With[string](rp).GetWithExecution(func(exec failsafe.Execution[string]) (string, error) {
		return charge(id)
	})
}
