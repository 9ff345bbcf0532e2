// Package ctx: loops that go round after their context has ended.
package ctx

import (
	"context"
	"errors"
	"net/http"
	"time"
)

var errFailed = errors.New("failed")

// EmptyCase waits in a select whose ctx.Done() case falls through to
// the next attempt.
func EmptyCase(ctx context.Context, c *http.Client, req *http.Request) error {
	for i := 0; i < 5; i++ { // want `for loop makes another attempt after its context has ended`
		if _, err := c.Do(req.WithContext(ctx)); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
	return errFailed
}

// Continue skips to the next attempt when the context has ended.
func Continue(ctx context.Context, c *http.Client, req *http.Request) error {
	for i := 0; i < 5; i++ { // want `for loop makes another attempt after its context has ended`
		_, err := c.Do(req.WithContext(ctx))
		if err == nil {
			return nil
		}
		if ctx.Err() != nil {
			continue
		}
		time.Sleep(time.Second)
	}
	return errFailed
}

// Returns stops when the context ends.
func Returns(ctx context.Context, c *http.Client, req *http.Request) error {
	for i := 0; i < 5; i++ { // fine: a done context ends the loop
		if _, err := c.Do(req.WithContext(ctx)); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Second):
		}
	}
	return errFailed
}

// StopsOnErr tests ctx.Err() and leaves.
func StopsOnErr(ctx context.Context, c *http.Client, req *http.Request) error {
	for i := 0; i < 5; i++ { // fine: ctx.Err() != nil leaves the loop
		if _, err := c.Do(req.WithContext(ctx)); err == nil {
			return nil
		}
		if errors.Is(ctx.Err(), context.Canceled) {
			break
		}
		time.Sleep(time.Second)
	}
	return errFailed
}

// PerAttempt gives each attempt its own timeout: its ending is the
// attempt's, not the owner's.
func PerAttempt(ctx context.Context, c *http.Client, req *http.Request) error {
	for i := 0; i < 5; i++ { // fine: actx is made in the loop, one per attempt
		actx, cancel := context.WithTimeout(ctx, time.Second)
		_, err := c.Do(req.WithContext(actx))
		timedOut := actx.Err() != nil
		cancel()
		if err == nil {
			return nil
		}
		if timedOut {
			continue
		}
		time.Sleep(time.Second)
	}
	return errFailed
}

// Flag ends the loop at its condition: the done case sets the flag.
func Flag(ctx context.Context, c *http.Client, req *http.Request) error {
	done := false
	for !done { // fine: the ctx.Done() case sets done, and the loop's condition ends it
		if _, err := c.Do(req.WithContext(ctx)); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			done = true
		case <-time.After(time.Second):
		}
	}
	return errFailed
}

// KeepGoing ends the counted loop through a second condition.
func KeepGoing(ctx context.Context, dial func(context.Context) error) error {
	keepGoing := true
	for attempt := 0; attempt < 5 && keepGoing; attempt++ { // fine: keepGoing = false ends the loop at its condition
		if err := dial(ctx); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			keepGoing = false
		case <-time.After(time.Second):
		}
	}
	return errFailed
}

// ChecksFirst waits in a select whose ctx.Done() case falls through, but
// the loop looks at the context first thing in every round, before the
// attempt (Prometheus's sendWriteRequestWithBackoff): no attempt is made
// after the end.
func ChecksFirst(ctx context.Context, c *http.Client, req *http.Request) error {
	for { // fine: the next round returns at its first select, before the attempt
		select {
		case <-ctx.Done():
			return ctx.Err()
		default:
		}
		if _, err := c.Do(req.WithContext(ctx)); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
}

// ChecksFirstErr: the same with ctx.Err() at the top of the round.
func ChecksFirstErr(ctx context.Context, c *http.Client, req *http.Request) error {
	for i := 0; i < 5; i++ { // fine: the next round returns at its test, before the attempt
		if err := ctx.Err(); err != nil {
			return err
		}
		if _, err := c.Do(req.WithContext(ctx)); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
	return errFailed
}

// ChecksAfterAttempt looks at the context only after the attempt: the
// round after the end makes one.
func ChecksAfterAttempt(ctx context.Context, c *http.Client, req *http.Request) error {
	for { // want `for loop makes another attempt after its context has ended`
		_, err := c.Do(req.WithContext(ctx))
		if err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		default:
		}
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
}
