// Package backoff is a stub of github.com/Rican7/retry/backoff (v0.3.1).
package backoff

import "time"

// Algorithm defines a function that calculates a time.Duration based on
// the given retry attempt number.
type Algorithm func(attempt uint) time.Duration

// Exponential creates an Algorithm that multiplies the factor duration by
// an exponentially increasing factor for each attempt.
func Exponential(factor time.Duration, base float64) Algorithm {
	return func(attempt uint) time.Duration { return factor }
}
