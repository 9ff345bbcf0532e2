// Package roko is a stub of github.com/buildkite/roko (v1.4.0): the
// signatures of the real package, without its behaviour.
package roko

import (
	"context"
	"time"
)

// Retrier retries a callback.
type Retrier struct {
	maxAttempts int
	forever     bool
}

// Strategy computes the interval before the next try.
type Strategy func(*Retrier) time.Duration

// Constant returns a strategy that always waits interval.
func Constant(interval time.Duration) (Strategy, string) {
	return func(*Retrier) time.Duration { return interval }, "constant"
}

// Exponential returns a strategy that grows exponentially.
func Exponential(base, adjustment time.Duration) (Strategy, string) {
	return func(*Retrier) time.Duration { return base }, "exponential"
}

// ExponentialSubsecond is an exponential backoff in milliseconds.
func ExponentialSubsecond(initial time.Duration) (Strategy, string) {
	return func(*Retrier) time.Duration { return initial }, "exponential"
}

// RetrierOpt configures a Retrier.
type RetrierOpt func(*Retrier)

// WithMaxAttempts sets the maximum number of attempts.
func WithMaxAttempts(maxAttempts int) RetrierOpt {
	return func(r *Retrier) { r.maxAttempts = maxAttempts }
}

// WithStrategy sets the retry strategy.
func WithStrategy(strategy Strategy, strategyType string) RetrierOpt {
	return func(r *Retrier) {}
}

// WithJitter enables jitter.
func WithJitter() RetrierOpt { return func(r *Retrier) {} }

// TryForever makes the retrier never give up.
func TryForever() RetrierOpt { return func(r *Retrier) { r.forever = true } }

// NewRetrier creates a new Retrier.
func NewRetrier(opts ...RetrierOpt) *Retrier {
	r := &Retrier{}
	for _, o := range opts {
		o(r)
	}
	return r
}

// Break stops the retrier after the current try.
func (r *Retrier) Break() {}

// AttemptCount returns the attempts made so far.
func (r *Retrier) AttemptCount() int { return 0 }

// Do calls callback until it succeeds or the retrier gives up.
func (r *Retrier) Do(callback func(*Retrier) error) error { return callback(r) }

// DoWithContext is a context-aware variant of Do.
func (r *Retrier) DoWithContext(ctx context.Context, callback func(*Retrier) error) error {
	return callback(r)
}

// DoFunc retries a callback that returns a value.
func DoFunc[T any](ctx context.Context, r *Retrier, callback func(*Retrier) (T, error)) (T, error) {
	return callback(r)
}

// DoFunc2 retries a callback that returns two values.
func DoFunc2[T1, T2 any](ctx context.Context, r *Retrier, callback func(*Retrier) (T1, T2, error)) (T1, T2, error) {
	return callback(r)
}

// DoFunc3 retries a callback that returns three values.
func DoFunc3[T1, T2, T3 any](ctx context.Context, r *Retrier, callback func(*Retrier) (T1, T2, T3, error)) (T1, T2, T3, error) {
	return callback(r)
}
