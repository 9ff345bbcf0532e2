package retrier

import "time"

// ConstantBackoff retries n times, waiting amount each time.
func ConstantBackoff(n int, amount time.Duration) []time.Duration { return make([]time.Duration, n) }

// ExponentialBackoff retries n times, doubling the wait each time.
func ExponentialBackoff(n int, initialAmount time.Duration) []time.Duration {
	return make([]time.Duration, n)
}

// LimitedExponentialBackoff retries n times, doubling the wait up to limitAmount.
func LimitedExponentialBackoff(n int, initialAmount time.Duration, limitAmount time.Duration) []time.Duration {
	return make([]time.Duration, n)
}
