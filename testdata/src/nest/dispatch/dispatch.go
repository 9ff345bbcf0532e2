// Package dispatch reaches retry owners through interface calls with
// several implementations: the call is an inner owner only when every
// implementation is one.
package dispatch

import (
	"context"
	"time"

	"nest/inner"
)

// Handler is told of a connection error.
type Handler interface {
	HandleError(ctx context.Context, err error)
}

// pool refills in the background: no retry on the caller's path.
type pool struct{}

func (p *pool) HandleError(ctx context.Context, err error) { go p.fill(ctx) }

func (p *pool) fill(ctx context.Context) { _ = inner.Fetch(ctx) }

// control reconnects at once, retrying.
type control struct{}

func (c *control) HandleError(ctx context.Context, err error) { _ = inner.Fetch(ctx) }

// dial reports a failure to the handler it is given.
func dial(ctx context.Context, h Handler) error {
	err := inner.Once(ctx)
	if err != nil {
		h.HandleError(ctx, err)
	}
	return err
}

// Connect retries dial with a handler of either kind.
func Connect(ctx context.Context, h Handler) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = dial(ctx, h); err == nil { // fine: only one of the two handlers retries; which one runs is decided by the caller
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Source is implemented by two clients, both retrying.
type Source interface {
	Load(ctx context.Context) error
}

type primary struct{}

func (primary) Load(ctx context.Context) error { return inner.Fetch(ctx) }

type secondary struct{ c *inner.Client }

func (s secondary) Load(ctx context.Context) error { return s.c.Get(ctx) }

// Load retries a Source: whichever runs, it retries.
func Load(ctx context.Context, s Source) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = s.Load(ctx); err == nil { // want `^for loop \(2 attempts\) calls dispatch\.primary\.Load, which reaches inner\.Fetch \(for loop, 3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
