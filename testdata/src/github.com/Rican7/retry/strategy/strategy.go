// Package strategy is a stub of github.com/Rican7/retry/strategy
// (v0.3.1).
package strategy

import (
	"time"

	"github.com/Rican7/retry/backoff"
)

// Strategy decides, before every attempt, whether to make it.
type Strategy func(attempt uint) bool

// Limit creates a Strategy that limits the number of attempts that Retry
// will make.
func Limit(attemptLimit uint) Strategy {
	return func(attempt uint) bool { return attempt < attemptLimit }
}

// Delay creates a Strategy that waits the given duration before the first
// attempt is made.
func Delay(duration time.Duration) Strategy {
	return func(attempt uint) bool { return true }
}

// Wait creates a Strategy that waits the given durations for each attempt
// after the first.
func Wait(durations ...time.Duration) Strategy {
	return func(attempt uint) bool { return true }
}

// Backoff creates a Strategy that waits before each attempt, with a
// duration as defined by the given backoff.Algorithm.
func Backoff(algorithm backoff.Algorithm) Strategy {
	return func(attempt uint) bool { return true }
}
