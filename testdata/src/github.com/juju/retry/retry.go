// Package retry is a stub of github.com/juju/retry (v1.0.1): the
// signatures of the real package, without its behaviour.
package retry

import "time"

// UnlimitedAttempts can be used as a value for Attempts to clearly show
// that there is no limit to the number of attempts.
const UnlimitedAttempts = -1

// Clock provides an interface for dealing with clocks.
type Clock interface {
	Now() time.Time
	After(time.Duration) <-chan time.Time
}

// CallArgs defines the behaviour of the Call function.
type CallArgs struct {
	Func         func() error
	IsFatalError func(error) bool
	NotifyFunc   func(lastError error, attempt int)
	Attempts     int
	Delay        time.Duration
	MaxDelay     time.Duration
	MaxDuration  time.Duration
	BackoffFunc  func(delay time.Duration, attempt int) time.Duration
	Clock        Clock
	Stop         <-chan struct{}
}

// Validate the values are valid.
func (args *CallArgs) Validate() error { return nil }

// Call repeatedly executes the Func until it returns no error, the retry
// count is exceeded or the stop channel is closed.
func Call(args CallArgs) error { return args.Func() }

// DoubleDelay doubles the duration passed in.
func DoubleDelay(delay time.Duration, attempt int) time.Duration { return delay * 2 }

// ExpBackoff returns an exponential BackoffFunc.
func ExpBackoff(minDelay, maxDelay time.Duration, exp float64, applyJitter bool) func(time.Duration, int) time.Duration {
	return func(time.Duration, int) time.Duration { return minDelay }
}

// IsAttemptsExceeded reports whether Call ended on the count.
func IsAttemptsExceeded(err error) bool { return false }

// LastError returns the last error of Func.
func LastError(err error) error { return err }
