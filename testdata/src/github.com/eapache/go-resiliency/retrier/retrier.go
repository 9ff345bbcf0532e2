// Package retrier is a stub of github.com/eapache/go-resiliency/retrier
// (v1.7.0): the signatures of the real package, without its behaviour.
package retrier

import (
	"context"
	"time"
)

// Retrier retries a failed action len(backoff) more times.
type Retrier struct {
	backoff       []time.Duration
	infiniteRetry bool
	class         Classifier
}

// New constructs a Retrier with the given backoff pattern and classifier.
func New(backoff []time.Duration, class Classifier) *Retrier {
	return &Retrier{backoff: backoff, class: class}
}

// WithInfiniteRetry makes the retrier loop on the last backoff forever.
func (r *Retrier) WithInfiniteRetry() *Retrier {
	r.infiniteRetry = true
	return r
}

// WithSurfaceWorkErrors returns the last work error even after a deadline.
func (r *Retrier) WithSurfaceWorkErrors() *Retrier { return r }

// Run executes work, retrying it as the backoff says.
func (r *Retrier) Run(work func() error) error { return work() }

// RunCtx executes work with a context.
func (r *Retrier) RunCtx(ctx context.Context, work func(ctx context.Context) error) error {
	return work(ctx)
}

// RunFn executes work, passing the number of retries so far.
func (r *Retrier) RunFn(ctx context.Context, work func(ctx context.Context, retries int) error) error {
	return work(ctx, 0)
}

// SetJitter sets the jitter factor of the backoff.
func (r *Retrier) SetJitter(jit float64) {}
