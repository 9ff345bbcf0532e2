package owners

import (
	"context"
	"net"
	"sync"
	"time"
)

// Connection checkouts: a loop that closes the connection it took when
// a test of that connection's own state finds it stale, and takes
// another, repeats no attempt. The loops that test what an attempt did
// (a dial, a send) are retries, closed connection or not.

// pooled is an idle connection; err is the failure it recorded while
// idle.
type pooled struct {
	c     net.Conn
	err   error
	timer *time.Timer
}

func (p *pooled) Err() error { return p.err }

// StopTimer stops the idle timer: false when it had fired already.
func (p *pooled) StopTimer() bool { return p.timer == nil || p.timer.Stop() }

func (p *pooled) Close() error {
	if p.c == nil {
		return nil
	}
	return p.c.Close()
}

func (p *pooled) Send(b []byte) error { // want Send:`^io$`
	if p.err != nil {
		return p.err
	}
	if _, err := p.c.Write(b); err != nil {
		p.err = err
	}
	return p.err
}

// dialRecorded returns a failed dial as a connection that holds the
// error.
func dialRecorded(ctx context.Context) *pooled { // want dialRecorded:`^io$`
	var d net.Dialer
	c, err := d.DialContext(ctx, "tcp", "cache:6379")
	return &pooled{c: c, err: err}
}

// idlePool keeps idle connections in a list and dials with its dial
// field when the list is empty.
type idlePool struct {
	mu   sync.Mutex
	list []*pooled
	dial func(ctx context.Context) *pooled
}

func newIdlePool() *idlePool { return &idlePool{dial: dialRecorded} }

// Get pops an idle connection, drops it when it recorded an error while
// idle and takes the next one; with none idle it dials and returns what
// the dial gave, a failed dial included (only a connection whose timer
// fired already is dropped). Fine: each round takes another connection,
// nothing that failed is tried again.
func (p *idlePool) Get(ctx context.Context) *pooled { // want Get:`^io$`
	for {
		p.mu.Lock()
		if len(p.list) == 0 {
			p.mu.Unlock()
			c := p.dial(ctx)
			if !c.StopTimer() {
				c.Close()
				continue
			}
			return c
		}
		c := p.list[len(p.list)-1]
		p.list = p.list[:len(p.list)-1]
		p.mu.Unlock()
		if c.Err() == nil {
			return c
		}
		c.Close()
	}
}

// GetLocked is Get with a deferred unlock, so its connection is a named
// result kept in a variable, not in registers (as in rueidis's
// Acquire). Fine, for the same reason.
func (p *idlePool) GetLocked(ctx context.Context) (c *pooled) { // want GetLocked:`^io$`
	p.mu.Lock()
	defer p.mu.Unlock()
retry:
	if len(p.list) == 0 {
		c = p.dial(ctx)
		if !c.StopTimer() {
			c.Close()
			goto retry
		}
		return c
	}
	c = p.list[len(p.list)-1]
	p.list = p.list[:len(p.list)-1]
	if !c.StopTimer() || c.Err() != nil {
		c.Close()
		goto retry
	}
	return c
}

// Redial tests the error of the connection it has just dialled, closes
// it and dials again: a retry of the dial.
func Redial(ctx context.Context) *pooled { // want Redial:`^owner\(for loop, \? attempts\)`
	for {
		c := dialRecorded(ctx)
		if c.Err() == nil {
			return c
		}
		c.Close()
		if ctx.Err() != nil {
			return c
		}
		time.Sleep(time.Second)
	}
}

// SendOnAnother sends on an idle connection and, when the send fails,
// closes it and sends again on the next one: a retry of the send.
func SendOnAnother(idle []*pooled, b []byte) error { // want SendOnAnother:`^owner\(for loop, unbounded\)`
	for len(idle) > 0 {
		c := idle[0]
		idle = idle[1:]
		if err := c.Send(b); err != nil {
			c.Close()
			continue
		}
		return nil
	}
	return nil
}

// SendThenCheck sends on an idle connection and tests the error the
// send recorded in it: the test is of the send, a retry too.
func SendThenCheck(ctx context.Context, idle []*pooled, b []byte) error { // want SendThenCheck:`^owner\(for loop, \? attempts\)`
	for i := 0; ctx.Err() == nil && i < len(idle); i++ {
		c := idle[i]
		_ = c.Send(b)
		if c.Err() != nil {
			c.Close()
			continue
		}
		return nil
	}
	return ctx.Err()
}

// DialHello dials and writes a greeting, closing the connection and
// dialling again when the write fails: a retry.
func DialHello(ctx context.Context) (net.Conn, error) { // want DialHello:`^owner\(for loop, 3 attempts\)`
	var err error
	for i := 0; i < 3; i++ {
		var c net.Conn
		if c, err = net.Dial("tcp", "cache:6379"); err != nil {
			continue
		}
		if _, err = c.Write([]byte("HELLO")); err != nil {
			c.Close()
			continue
		}
		return c, nil
	}
	return nil, err
}
