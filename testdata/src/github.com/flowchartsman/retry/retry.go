// Package retry is a stub of github.com/flowchartsman/retry (retry.go at
// 04f0ec3 in the public-repo index; the module proxy refuses the module):
// the signatures of the real package, without its behaviour.
package retry

import (
	"context"
	"time"
)

// The defaults NewRetrier uses for values <= 0.
const (
	DefaultMaxTries     = 5
	DefaultInitialDelay = time.Millisecond * 200
	DefaultMaxDelay     = time.Millisecond * 1000
)

// Retrier retries code blocks with or without context using an
// exponential backoff algorithm with jitter.
type Retrier struct {
	maxTries     int
	initialDelay time.Duration
	maxDelay     time.Duration
}

// NewRetrier returns a retrier for retrying functions with exponential
// backoff. If any of the values are <= 0, they are set to their defaults.
func NewRetrier(maxTries int, initialDelay, maxDelay time.Duration) *Retrier {
	return &Retrier{maxTries, initialDelay, maxDelay}
}

// Run runs a function until it returns nil, a terminal error, or has
// failed the maximum number of times.
func (r *Retrier) Run(funcToRetry func() error) error { return funcToRetry() }

// RunContext is Run with a context, checked between attempts.
func (r *Retrier) RunContext(ctx context.Context, funcToRetry func(context.Context) error) error {
	return funcToRetry(ctx)
}

// Stop signals retry that the error is terminal.
func Stop(err error) error { return terminalError{err} }

type terminalError struct{ e error }

func (t terminalError) Error() string { return t.e.Error() }
