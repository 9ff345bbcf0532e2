// Package lestrrat exercises github.com/lestrrat-go/backoff/v2 (catalog
// §13), a loop-style library: the caller writes the retry loop,
//
//	c := policy.Start(ctx)
//	for backoff.Continue(c) { ... }
//
// and Continue reports false once the controller's context is done (the
// caller's context, or the controller's own count: WithMaxRetries(n),
// default 10, about n+1 attempts; 0 retries forever). The loop is the
// retry owner; the count of the policy is not read, but Continue can end
// the loop, so its attempts are ? (not unbounded).
package lestrrat

import (
	"context"
	"net/http"
	"time"

	"github.com/lestrrat-go/backoff/v2"

	"libs/inner"
)

// Exponential: a Continue loop around inner.Fetch.
func Exponential(ctx context.Context, url string) error {
	p := backoff.Exponential(backoff.WithMinInterval(10*time.Millisecond), backoff.WithMaxRetries(3))
	c := p.Start(ctx)
	var err error
	for backoff.Continue(c) {
		if _, err = inner.Fetch(ctx, url); err == nil { // want `^for loop \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
			return nil
		}
	}
	return err
}

// fetchRetried is a lower layer that retries in a Continue loop.
func fetchRetried(ctx context.Context, url string) error {
	c := backoff.Constant(backoff.WithInterval(time.Second), backoff.WithMaxRetries(2)).Start(ctx)
	var err error
	for backoff.Continue(c) {
		if _, err = inner.Once(ctx, url); err == nil { // fine: one retry layer over a single call
			return nil
		}
	}
	return err
}

// Outer: a hand-written loop around fetchRetried: 2 × ? calls.
func Outer(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = fetchRetried(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls lestrrat\.fetchRetried, which retries in a for loop \(\? attempts\): up to \? calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Single is fine: one Continue loop over a plain HTTP call.
func Single(ctx context.Context, url string) error {
	c := backoff.Null().Start(ctx)
	for backoff.Continue(c) {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		resp, err := http.DefaultClient.Do(req) // fine: the only retry owner is the Continue loop
		if err == nil {
			resp.Body.Close()
			return nil
		}
	}
	return ctx.Err()
}
