package unbounded

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
