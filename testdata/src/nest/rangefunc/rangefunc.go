// Package rangefunc: a retry loop written as a range over an iterator
// that yields once per attempt and waits between yields (a retry timer,
// as object-store clients write it). The loop body leaves on success and
// goes on after a failure, so the range statement is a retry owner, with
// the iterator's count as its attempts.
package rangefunc

import (
	"context"
	"errors"
	"iter"
	"net/http"
	"time"

	"nest/inner"
)

// retryTimer yields up to max times, waiting between yields.
func retryTimer(ctx context.Context, max int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := range max {
			if !yield(i) {
				return
			}
			select {
			case <-time.After(time.Duration(1<<i) * time.Millisecond):
			case <-ctx.Done():
				return
			}
		}
	}
}

// forever yields until the context ends.
func forever(ctx context.Context) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; ; i++ {
			if !yield(i) {
				return
			}
			select {
			case <-time.After(time.Second):
			case <-ctx.Done():
				return
			}
		}
	}
}

func get(ctx context.Context, url string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// Client is an object-store client.
type Client struct{ maxRetries int }

// Get retries the request up to 4 times through the iterator.
func (c *Client) Get(ctx context.Context, url string) (*http.Response, error) {
	var err error
	for range retryTimer(ctx, 4) {
		var resp *http.Response
		resp, err = get(ctx, url)
		if err == nil {
			return resp, nil
		}
	}
	return nil, err
}

// Configured takes its count from a field.
func (c *Client) Configured(ctx context.Context, url string) error {
	var err error
	for range retryTimer(ctx, c.maxRetries) {
		var resp *http.Response
		if resp, err = get(ctx, url); err != nil {
			continue
		}
		resp.Body.Close()
		return nil
	}
	return err
}

// Status also retries a 5xx answer: the success side of the error test
// still goes round on a server error.
func (c *Client) Status(ctx context.Context, url string) (*http.Response, error) {
	var err error
	for range retryTimer(ctx, 3) {
		var resp *http.Response
		resp, err = get(ctx, url)
		if err != nil {
			continue
		}
		if resp.StatusCode < 500 {
			return resp, nil
		}
		resp.Body.Close()
		err = errors.New(resp.Status)
	}
	return nil, err
}

// Nested retries inner.Fetch, which retries by itself: 4 × 3 calls.
func (c *Client) Nested(ctx context.Context) error {
	var err error
	for range retryTimer(ctx, 4) {
		if err = inner.Fetch(ctx); err == nil { // want `^for loop \(4 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 12 calls per operation`
			return nil
		}
	}
	return err
}

// Forever has no count: only the context ends it.
func (c *Client) Forever(ctx context.Context) error {
	var err error
	for range forever(ctx) {
		if err = inner.Fetch(ctx); err == nil { // want `^for loop \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation[^;]*; .*; \? because the for loop in .* stops when a context ends or a deadline passes, not after a count$`
			return nil
		}
	}
	return err
}

// ---- Not retry owners ----

// pages yields the pages of a listing.
func pages(ctx context.Context, url string) iter.Seq2[int, error] {
	return func(yield func(int, error) bool) {
		for i := 0; i < 10; i++ {
			_, err := get(ctx, url)
			if !yield(i, err) {
				return
			}
		}
	}
}

// Walk goes through the pages of a listing and stops at the first error:
// success goes on to the next page.
func Walk(ctx context.Context, url string) error {
	for _, err := range pages(ctx, url) {
		if err != nil {
			return err
		}
		inner.Once(ctx) // fine: each page once, not a retry of it
	}
	return nil
}

// Each calls inner.Fetch once per item of a local sequence, whatever the
// outcome.
func Each(ctx context.Context, items iter.Seq[string]) {
	for range items {
		_ = inner.Fetch(ctx) // fine: a loop over work items
	}
}
