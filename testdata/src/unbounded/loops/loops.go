// Package loops holds retry loops written by hand, with and without an
// end: a loop whose only way out is success calls a dependency that stays
// down forever.
package loops

import (
	"context"
	"net/http"
	"time"
)

// fetch makes one remote call.
func fetch(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Forever goes round until the call works.
func Forever(url string) {
	for { // want `^for loop retries with no attempt cap and no deadline: it goes round until an attempt succeeds, so a dependency that stays down is called forever; count the attempts, or stop when a context ends`
		if err := fetch(context.Background(), url); err == nil {
			return
		}
		time.Sleep(time.Second)
	}
}

// Goto goes round with goto until the call works.
func Goto(url string) {
again:
	if err := fetch(context.Background(), url); err != nil { // want `^goto loop retries with no attempt cap and no deadline`
		time.Sleep(time.Second)
		goto again
	}
}

// Counted stops after five attempts: fine.
func Counted(url string) error {
	var err error
	for i := 0; i < 5; i++ {
		if err = fetch(context.Background(), url); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// CtxDone stops when the caller's context ends: fine.
func CtxDone(ctx context.Context, url string) error {
	for {
		if err := fetch(ctx, url); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Second):
		}
	}
}

// CtxErr tests the context each round: fine.
func CtxErr(ctx context.Context, url string) error {
	for ctx.Err() == nil {
		if err := fetch(ctx, url); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return ctx.Err()
}

// Deadline stops after a minute: fine.
func Deadline(url string) error {
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		if err := fetch(context.Background(), url); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return context.DeadlineExceeded
}

type cache struct{ ready bool }

func (c *cache) Ready() bool { return c.ready }

// WaitLocal waits for local state, calling no dependency: no retry.
func WaitLocal(c *cache) {
	for !c.Ready() {
		time.Sleep(time.Millisecond)
	}
}

// Retry runs f every interval until it works or stopc is closed, in the
// shape of alertmanager's cluster.retry: the stop channel ends it from
// outside, as a context does: fine.
func Retry(interval time.Duration, stopc <-chan struct{}, f func() error) error {
	tick := time.NewTicker(interval)
	defer tick.Stop()
	var err error
	for {
		if err = f(); err == nil {
			return nil
		}
		select {
		case <-stopc:
			return err
		case <-tick.C:
		}
	}
}

// Ticking: a select on clocks only paces the attempts; nothing ends them.
func Ticking(url string) {
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for { // want `^for loop retries with no attempt cap and no deadline`
		if err := fetch(context.Background(), url); err == nil {
			return
		}
		select {
		case <-tick.C:
		case <-time.After(time.Minute):
		}
	}
}

type lock struct {
	retries int
	wait    time.Duration
}

func (l *lock) get(index uint64) (uint64, bool, error) {
	return index, true, fetch(context.Background(), "http://consul/v1/kv/lock")
}

// IsRetryableError says whether an error is worth another try.
func IsRetryableError(err error) bool { return err != nil }

// Monitor watches a lock in the shape of consul's monitorLock: goto RETRY
// retries a failed read a few times (bounded by a field), and goto WAIT
// repeats the read only after it worked (a blocking query): fine.
func (l *lock) Monitor() {
	var index uint64
WAIT:
	retries := l.retries
RETRY:
	next, held, err := l.get(index)
	if err != nil {
		if retries > 0 && IsRetryableError(err) {
			time.Sleep(l.wait)
			retries--
			goto RETRY
		}
		return
	}
	if held {
		index = next
		goto WAIT
	}
}
