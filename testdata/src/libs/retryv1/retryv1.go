// Package retryv1 exercises gopkg.in/retry.v1 (catalog §13), a
// loop-style library: the caller writes the retry loop,
//
//	for a := retry.Start(strategy, clk); a.Next(); { ... }
//
// and the strategy decides when Next reports false (Regular: Total time
// and at least Min attempts; Exponential: never; LimitCount(n, s): n
// attempts; LimitTime(d, s)). The loop is the retry owner; the strategy is
// not read, and Next is an exit the analysis cannot see through, so the
// attempts are ?.
package retryv1

import (
	"context"
	"net/http"
	"time"

	"gopkg.in/retry.v1"

	"libs/inner"
)

// LimitCount: a Next loop around inner.Fetch.
func LimitCount(ctx context.Context, url string) error {
	strategy := retry.LimitCount(3, retry.Exponential{Initial: 10 * time.Millisecond, MaxDelay: time.Second})
	var err error
	for a := retry.Start(strategy, nil); a.Next(); {
		if _, err = inner.Fetch(ctx, url); err == nil { // want `^for loop \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
			return nil
		}
	}
	return err
}

// fetchRetried is a lower layer that retries in a Next loop, for at most
// a minute.
func fetchRetried(ctx context.Context, url string, stop <-chan struct{}) error {
	var err error
	for a := retry.StartWithCancel(retry.Regular{Total: time.Minute, Delay: time.Second, Min: 2}, nil, stop); a.Next(); {
		if _, err = inner.Once(ctx, url); err == nil { // fine: one retry layer over a single call
			return nil
		}
		if a.Stopped() || !a.More() {
			break
		}
	}
	return err
}

// Outer: a hand-written loop around fetchRetried: 2 × ? calls.
func Outer(ctx context.Context, url string, stop <-chan struct{}) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = fetchRetried(ctx, url, stop); err == nil { // want `^for loop \(2 attempts\) calls retryv1\.fetchRetried, which retries in a for loop \(\? attempts\): up to \? calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Single is fine: one Next loop over a plain HTTP call.
func Single(ctx context.Context, url string) error {
	var err error
	for a := (retry.Regular{Total: 10 * time.Second, Delay: time.Second}).Start(nil); a.Next(); {
		var req *http.Request
		if req, err = http.NewRequestWithContext(ctx, http.MethodGet, url, nil); err != nil {
			return err
		}
		resp, e := http.DefaultClient.Do(req) // fine: the only retry owner is the Next loop
		if e == nil {
			resp.Body.Close()
			return nil
		}
		err = e
	}
	return err
}
