// Package waits holds a project's wait helpers, in a package of their
// own: what each goes round on decides whether a client that retries by
// itself, called in the condition, multiplies with it.
package waits

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"time"
)

func jitter(d time.Duration) time.Duration { return d/2 + time.Duration(rand.Int63n(int64(d/2)+1)) }

// For calls cond until it says done or timeout passes; an error is
// recorded and the wait goes on: it retries failures too.
func For(ctx context.Context, interval, timeout time.Duration, cond func() (bool, error)) error {
	deadline := time.Now().Add(timeout)
	var last error
	for time.Now().Before(deadline) {
		ok, err := cond()
		if err != nil {
			last = err
		} else if ok {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(jitter(interval)):
		}
	}
	if last != nil {
		return last
	}
	return errors.New("timed out")
}

// Poll ends on the first error, as wait.Poll does: it goes round only
// on "not yet".
func Poll(ctx context.Context, interval time.Duration, steps int, cond func() (bool, error)) error {
	for i := 0; i < steps; i++ {
		ok, err := cond()
		if err != nil {
			return err
		}
		if ok {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(jitter(interval)):
		}
	}
	return errors.New("timed out")
}

// Until waits for local state: a condition with no error says nothing
// about a dependency.
func Until(ctx context.Context, interval time.Duration, cond func() bool) {
	for !cond() {
		select {
		case <-ctx.Done():
			return
		case <-time.After(interval):
		}
	}
}

// TimeUp is cert-manager's WaitFor (pkg/issuer/acme/dns/util/wait.go):
// the error is recorded and the wait goes on; the timer made before the
// loop ends it when the time is up, a deadline.
func TimeUp(timeout, interval time.Duration, f func() (bool, error)) error {
	var lastErr string
	timeup := time.After(timeout)
	for {
		select {
		case <-timeup:
			return fmt.Errorf("time limit exceeded, last error: %s", lastErr)
		default:
		}
		stop, err := f()
		if stop {
			return nil
		}
		if err != nil {
			lastErr = err.Error()
		}
		time.Sleep(jitter(interval))
	}
}

// Patient gives up when one round took longer than the interval: its
// timer is made anew in every round, so a dependency that fails at once
// is asked forever.
func Patient(interval time.Duration, f func() (bool, error)) error {
	var last error
	for { // want "unboundedretry: for loop in waits.Patient retries the operation it is given with no attempt cap"
		slow := time.After(interval)
		stop, err := f()
		if stop {
			return nil
		}
		if err != nil {
			last = err
		}
		select {
		case <-slow:
			return fmt.Errorf("a round took longer than %s: %v", interval, last)
		default:
		}
		time.Sleep(jitter(interval))
	}
}
