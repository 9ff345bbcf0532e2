// Package errgroup is a test stub mirroring golang.org/x/sync v0.25.0.
package errgroup

import "context"

// A Group is a collection of goroutines working on subtasks that are part of
// the same overall task.
type Group struct {
	cancel func(error)
	err    error
}

// WithContext returns a new Group and an associated Context derived from ctx.
func WithContext(ctx context.Context) (*Group, context.Context) {
	ctx, cancel := context.WithCancelCause(ctx)
	return &Group{cancel: cancel}, ctx
}

// Wait blocks until all function calls from the Go method have returned, then
// returns the first non-nil error (if any) from them.
func (g *Group) Wait() error { return g.err }

// Go calls the given function in a new goroutine.
func (g *Group) Go(f func() error) {
	go func() { _ = f() }()
}

// TryGo calls the given function in a new goroutine only if the number of
// active goroutines in the group is currently below the configured limit.
func (g *Group) TryGo(f func() error) bool {
	g.Go(f)
	return true
}

// SetLimit limits the number of active goroutines in this group to at most n.
func (g *Group) SetLimit(n int) {}
