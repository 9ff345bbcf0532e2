// Package budget is a test stub mirroring version v0.8.3 of
// github.com/failsafe-go/failsafe-go/budget (minimal: the Budget
// interface). v0.8.3 is the release whose exported Budget has
// TryAcquireRetryPermit; from v0.8.4 on the permit methods moved to an
// internal interface.
package budget

import (
	"errors"

	"github.com/failsafe-go/failsafe-go"
)

// ErrExceeded is returned when an execution attempt exceeds the budget.
var ErrExceeded = errors.New("budget exceeded")

// Budget is a policy that restricts concurrent executions as a way of preventing system overload.
//
// R is the execution result type. This type is concurrency safe.
type Budget[R any] interface {
	failsafe.Policy[R]

	// AcquireRetryPermit acquires a permit to retry an execution, else returns ErrExceeded if the budget is exceeded.
	AcquireRetryPermit() error

	// AcquireHedgePermit acquires a permit to perform a hedged execution, else returns ErrExceeded if the budget is exceeded.
	AcquireHedgePermit() error

	// TryAcquireRetryPermit attempts to acquire a permit to retry an execution and returns whether it was successful.
	TryAcquireRetryPermit() bool

	// TryAcquireHedgePermit acquires a permit to perform a hedged execution and returns whether it was successful.
	TryAcquireHedgePermit() bool

	// ReleaseRetryPermit releases a previously acquired retry permit back to the budget.
	ReleaseRetryPermit()

	// ReleaseHedgePermit releases a previously acquired hedge permit back to the budget.
	ReleaseHedgePermit()
}
