// Package checkout has a connection pool whose checkout takes another
// connection when the one it got is stale (the shape of rueidis's
// pool.Acquire), and a client whose own retry loop checks a connection
// out in every attempt.
package checkout

import (
	"context"
	"net"
	"sync"
	"time"
)

// wire is a pooled connection. Error is the failure it recorded;
// StopTimer stops its idle timer and says whether it was still running
// (false: the connection expired while idle).
type wire interface {
	Do(ctx context.Context, cmd string) error
	StopTimer() bool
	Error() error
	Close()
}

type conn struct {
	c     net.Conn
	err   error
	timer *time.Timer
	done  chan struct{} // closed when the reader stops
}

func (w *conn) Do(ctx context.Context, cmd string) error {
	if w.err != nil {
		return w.err
	}
	_, err := w.c.Write([]byte(cmd))
	return err
}

func (w *conn) StopTimer() bool { return w.timer == nil || w.timer.Stop() }

func (w *conn) Error() error { return w.err }

// Close closes the connection and waits a while for its reader to stop.
func (w *conn) Close() {
	if w.c == nil {
		return
	}
	w.c.Close()
	select {
	case <-w.done:
	case <-time.After(time.Second):
	}
}

// dial makes a connection; a failed dial is a connection that holds the
// error, whose StopTimer says true: it is handed out, not dialled again.
func dial(ctx context.Context) wire {
	var d net.Dialer
	c, err := d.DialContext(ctx, "tcp", "cache:6379")
	return &conn{c: c, err: err, done: make(chan struct{})}
}

type pool struct {
	cond *sync.Cond
	make func(ctx context.Context) wire
	list []wire
	size int
	cap  int
}

func newPool(n int) *pool {
	return &pool{cond: sync.NewCond(&sync.Mutex{}), make: dial, cap: n}
}

// Acquire waits for a free slot, then pops an idle connection or dials a
// new one. It goes round only after closing a connection that was stale
// (expired, or holding an error it recorded while idle): each round
// takes another connection, and a failing dial is returned, not
// repeated. A checkout, not a retry.
func (p *pool) Acquire(ctx context.Context) (v wire) {
	p.cond.L.Lock()
	if len(p.list) == 0 && p.size == p.cap && ctx.Done() != nil {
		stop := context.AfterFunc(ctx, p.cond.Broadcast)
		defer stop()
	}
retry:
	for len(p.list) == 0 && p.size == p.cap && ctx.Err() == nil {
		p.cond.Wait()
	}
	if ctx.Err() != nil {
		p.cond.L.Unlock()
		return &conn{err: ctx.Err()}
	}
	if len(p.list) == 0 {
		p.size++
		p.cond.L.Unlock()
		v = p.make(ctx)
		if !v.StopTimer() {
			p.cond.L.Lock()
			p.size--
			v.Close()
			goto retry
		}
		return v
	}
	i := len(p.list) - 1
	v = p.list[i]
	p.list[i] = nil
	p.list = p.list[:i]
	if !v.StopTimer() || v.Error() != nil {
		p.size--
		v.Close()
		goto retry
	}
	p.cond.L.Unlock()
	return v
}

// AcquireRedial tests the error of the connection it has just dialled,
// and dials again: a retry of the dial, until the context ends.
func (p *pool) AcquireRedial(ctx context.Context) wire {
	p.cond.L.Lock()
retry:
	if ctx.Err() != nil {
		p.cond.L.Unlock()
		return &conn{err: ctx.Err()}
	}
	if len(p.list) == 0 {
		p.cond.L.Unlock()
		v := p.make(ctx)
		if v.Error() != nil {
			v.Close()
			time.Sleep(100 * time.Millisecond)
			p.cond.L.Lock()
			goto retry
		}
		return v
	}
	v := p.list[len(p.list)-1]
	p.list = p.list[:len(p.list)-1]
	p.cond.L.Unlock()
	return v
}

func (p *pool) Store(v wire) {
	p.cond.L.Lock()
	p.list = append(p.list, v)
	p.cond.L.Unlock()
	p.cond.Signal()
}

// Client sends commands on pooled connections.
type Client struct{ p *pool }

func NewClient() *Client { return &Client{p: newPool(8)} }

// Do retries a command (3 attempts), checking a connection out for each
// attempt: Acquire makes no attempts of its own.
func (c *Client) Do(ctx context.Context, cmd string) error {
	var err error
	for i := 0; i < 3; i++ {
		w := c.p.Acquire(ctx) // fine: a checkout, not a retry
		if err = w.Do(ctx, cmd); err == nil {
			c.p.Store(w)
			return nil
		}
		w.Close()
		time.Sleep(100 * time.Millisecond)
	}
	return err
}

// DoRedial retries a command (3 attempts) around AcquireRedial, which
// redials until the context ends: nested.
func (c *Client) DoRedial(ctx context.Context, cmd string) error {
	var err error
	for i := 0; i < 3; i++ {
		w := c.p.AcquireRedial(ctx) // want `for loop \(3 attempts\) calls checkout\.pool\.AcquireRedial, which retries in a goto loop \(\? attempts\)`
		if err = w.Do(ctx, cmd); err == nil {
			c.p.Store(w)
			return nil
		}
		w.Close()
		time.Sleep(100 * time.Millisecond)
	}
	return err
}
