// Package helper holds retry helpers that run the operation their
// callers pass; their waits are judged here, once, not at each caller.
package helper

import (
	"context"
	"net/http"
	"time"
)

// Do retries op at once: an exported helper, others hand it their I/O.
func Do(op func() error) error {
	var err error
	for i := 0; i < 4; i++ { // want `^for loop in helper\.Do retries with no wait between attempts: a dependency that fails fast is called again at once, up to 4 times in a row`
		if err = op(); err == nil {
			return nil
		}
	}
	return err
}

// Steady waits the same between attempts.
func Steady(op func() error) error {
	var err error
	for i := 0; i < 4; i++ { // want `^for loop in helper\.Steady waits a fixed 500ms between attempts, with no random part`
		if err = op(); err == nil {
			return nil
		}
		time.Sleep(500 * time.Millisecond)
	}
	return err
}

// Retry waits what its caller says: not known here: fine.
func Retry(attempts int, sleep time.Duration, op func() error) error {
	var err error
	for i := 0; i < attempts; i++ {
		if err = op(); err == nil {
			return nil
		}
		time.Sleep(sleep)
	}
	return err
}

// again retries at once; only a local computation is handed to it in
// this package: no dependency is hammered, fine.
func again(op func() error) error {
	var err error
	for i := 0; i < 4; i++ {
		if err = op(); err == nil {
			return nil
		}
	}
	return err
}

// hammer retries at once and is handed remote I/O below.
func hammer(op func() error) error {
	var err error
	for i := 0; i < 4; i++ { // want `^for loop in helper\.hammer retries with no wait between attempts`
		if err = op(); err == nil {
			return nil
		}
	}
	return err
}

var n int

// Count hands again a local computation.
func Count() error {
	return again(func() error { n++; return nil })
}

// Fetch hands hammer a request.
func Fetch(url string) error {
	return hammer(func() error {
		resp, err := http.Get(url)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})
}

// primary returns the current primary backend's address.
func primary() string { return "http://primary" }

// WithPrimary runs op against the current primary, again when a switch
// to a new primary cancelled it (dskit's MultiClient.runWithPrimaryClient):
// a restart on another target, not a retry of a failure: fine.
func WithPrimary(parent context.Context, op func(ctx context.Context, addr string) error) error {
	for {
		ctx, cancel := context.WithCancel(parent)
		err := op(ctx, primary())
		cancel()
		if err == nil {
			return nil
		}
		if ctx.Err() == context.Canceled && parent.Err() == nil {
			continue
		}
		return err
	}
}
