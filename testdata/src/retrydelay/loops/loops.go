// Package loops holds hand-written retry loops with and without a wait
// between their attempts, and with and without a random part in it.
package loops

import (
	"context"
	"errors"
	"math/rand"
	"net/http"
	"time"
)

func get(ctx context.Context, url string) error {
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

// Hammer calls again at once, five times.
func Hammer(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 5; i++ { // want `^for loop retries with no wait between attempts: a dependency that fails fast is called again at once, up to 5 times in a row; wait between attempts, with a backoff that has a random part`
		if err = get(ctx, url); err == nil {
			return nil
		}
	}
	return err
}

// Forever goes round with no wait and no end (unboundedretry reports
// the missing end; this check the missing wait).
func Forever(ctx context.Context, url string) {
	for { // want `^for loop retries with no wait between attempts: a dependency that fails fast is called again at once, with no end in a row`
		if get(ctx, url) == nil {
			return
		}
	}
}

// Once retries a single time at once (a stale keep-alive connection's
// retry): two attempts are not the same call hammered: fine.
func Once(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = get(ctx, url); err == nil {
			return nil
		}
	}
	return err
}

// Failover tries each replica once: another target on each attempt
// needs no wait: fine.
func Failover(ctx context.Context, replicas []string) error {
	var err error
	for _, r := range replicas {
		if err = get(ctx, r); err == nil {
			return nil
		}
	}
	return err
}

// RoundRobin moves to the next host on each attempt: fine.
func RoundRobin(ctx context.Context, hosts []string) error {
	var err error
	for i := 0; i < 6; i++ {
		if err = get(ctx, hosts[i%len(hosts)]); err == nil {
			return nil
		}
	}
	return err
}

// Fixed waits one second between attempts, with no random part.
func Fixed(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 4; i++ { // want `^for loop waits a fixed 1s between attempts, with no random part: clients that failed together retry together, in step, against a dependency that is recovering; add a random part to the wait`
		if err = get(ctx, url); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Doubling doubles its wait: still no random part.
func Doubling(ctx context.Context, url string) error {
	var err error
	wait := 100 * time.Millisecond
	for i := 0; i < 4; i++ { // want `^for loop waits between attempts with no random part: clients that failed together`
		if err = get(ctx, url); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
		wait *= 2
	}
	return err
}

// Jittered waits a random part of a growing backoff: fine.
func Jittered(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 4; i++ {
		if err = get(ctx, url); err == nil {
			return nil
		}
		d := time.Duration(rand.Int63n(int64(time.Second << i)))
		t := time.NewTimer(d)
		select {
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		case <-t.C:
		}
	}
	return err
}

// Configured waits what its caller configured: whether that has a
// random part is not known here: fine.
func Configured(ctx context.Context, url string, wait time.Duration) error {
	var err error
	for i := 0; i < 4; i++ {
		if err = get(ctx, url); err == nil {
			return nil
		}
		time.Sleep(wait)
	}
	return err
}

// poster posts with a configured backoff.
type poster struct {
	url              string
	backoff, maxWait time.Duration
}

// post doubles a configured backoff (alertmanager's webhook output):
// whatever it is set to, no round adds a random part.
func (p *poster) post(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 5; attempt++ { // want `^for loop waits between attempts with no random part`
		if err = get(ctx, p.url); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(min(p.backoff<<attempt, p.maxWait)):
		}
	}
	return err
}

// limiter paces the attempts with a wait of its own.
type limiter interface {
	Wait(ctx context.Context) error
}

// Limited waits on a limiter before each attempt: it waits, how long
// is the limiter's: fine.
func Limited(ctx context.Context, l limiter, url string) error {
	var err error
	for i := 0; i < 5; i++ {
		if err := l.Wait(ctx); err != nil {
			return err
		}
		if err = get(ctx, url); err == nil {
			return nil
		}
	}
	return err
}

// Ticked goes round on a ticker made before the loop: it waits: fine
// (the ticker's period is not judged here).
func Ticked(ctx context.Context, url string) error {
	t := time.NewTicker(time.Second)
	defer t.Stop()
	var err error
	for i := 0; i < 5; i++ {
		if err = get(ctx, url); err == nil {
			return nil
		}
		<-t.C
	}
	return err
}

var errBusy = errors.New("busy")

// Local retries a function that does no remote I/O: no dependency is
// hammered: fine.
func Local(try func() bool) error {
	for i := 0; i < 10; i++ {
		if try() {
			return nil
		}
	}
	return errBusy
}

// Poll waits a fixed interval for a state: a poll, not a retry of a
// failure: fine.
func Poll(ctx context.Context, url string) bool {
	for i := 0; i < 10; i++ {
		if ready(ctx, url) {
			return true
		}
		time.Sleep(2 * time.Second)
	}
	return false
}

func ready(ctx context.Context, url string) bool { return get(ctx, url) == nil }

// Ignored waits a fixed time on purpose.
func Ignored(ctx context.Context, url string) error {
	var err error
	//retrylint:ignore retrydelay one client, one server: no herd to spread
	for i := 0; i < 3; i++ {
		if err = get(ctx, url); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// primary returns the current primary backend.
func primary() string { return "http://primary" }

// Switchover goes round only when a switch to a new primary cancelled
// the attempt (dskit's MultiClient): a restart, not a retry of a
// failure: fine.
func Switchover(parent context.Context) error {
	for {
		ctx, cancel := context.WithCancel(parent)
		err := get(ctx, primary())
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
