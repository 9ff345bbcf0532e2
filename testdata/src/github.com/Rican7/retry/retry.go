// Package retry is a stub of github.com/Rican7/retry (v0.3.1): the
// signatures of the real package, without its behaviour.
package retry

import "github.com/Rican7/retry/strategy"

// Action defines a callable function that package retry can handle.
type Action func(attempt uint) error

// Retry takes an action and performs it, repetitively, until successful.
func Retry(action Action, strategies ...strategy.Strategy) error {
	return action(1)
}
