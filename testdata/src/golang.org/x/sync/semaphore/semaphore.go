// Package semaphore is a test stub mirroring golang.org/x/sync v0.25.0.
package semaphore

import "context"

// NewWeighted creates a new weighted semaphore with the given
// maximum combined weight for concurrent access.
func NewWeighted(n int64) *Weighted { return &Weighted{size: n} }

// Weighted provides a way to bound concurrent access to a resource.
type Weighted struct {
	size int64
	cur  int64
}

// Acquire acquires the semaphore with a weight of n, blocking until resources
// are available or ctx is done.
func (s *Weighted) Acquire(ctx context.Context, n int64) error { return ctx.Err() }

// TryAcquire acquires the semaphore with a weight of n without blocking.
func (s *Weighted) TryAcquire(n int64) bool { return s.cur+n <= s.size }

// Release releases the semaphore with a weight of n.
func (s *Weighted) Release(n int64) { s.cur -= n }
