// Package rest is a project's own HTTP wrapper (issue 34, shape 2): its
// NewRequest builds the request with the method its caller passes, and
// its Do re-sends a clone of the request on transport errors and 5xx,
// counting its attempts in a policy method (the shape of bitbucket-cli's
// httpx before it stopped re-sending writes). Careful is the same client
// with the fix: its policy is handed the method and refuses writes,
// except on 429, which the server did not process.
package rest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"
)

// Client wraps an *http.Client.
type Client struct {
	hc          *http.Client
	base        string
	maxAttempts int
}

// New returns a Client.
func New(base string) *Client {
	return &Client{hc: &http.Client{Timeout: 10 * time.Second}, base: base, maxAttempts: 4}
}

// NewRequest builds a request with the method it is given.
func (c *Client) NewRequest(ctx context.Context, method, path string, body any) (*http.Request, error) {
	return newRequest(ctx, method, c.base+path, body)
}

func newRequest(ctx context.Context, method, url string, body any) (*http.Request, error) {
	var buf io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return nil, err
		}
		buf = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, buf)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	return req, nil
}

// cloneRequest copies the request and its body for another attempt.
func cloneRequest(req *http.Request) (*http.Request, error) {
	r := req.Clone(req.Context())
	if req.GetBody != nil {
		body, err := req.GetBody()
		if err != nil {
			return nil, err
		}
		r.Body = body
	}
	return r, nil
}

// shouldRetry allows another attempt while attempts remain.
func (c *Client) shouldRetry(attempts int) bool { return attempts+1 < c.maxAttempts }

// Do sends the request, and sends it again on transport errors and 5xx,
// whatever the method.
func (c *Client) Do(req *http.Request, out any) error {
	attempts := 0
	for {
		r, err := cloneRequest(req)
		if err != nil {
			return err
		}
		resp, err := c.hc.Do(r) // fine here: the callers make the request
		if err != nil {
			if !c.shouldRetry(attempts) {
				return err
			}
			attempts++
			time.Sleep(time.Duration(attempts) * 100 * time.Millisecond)
			continue
		}
		if resp.StatusCode >= 500 {
			_ = resp.Body.Close()
			if !c.shouldRetry(attempts) {
				return fmt.Errorf("server error: %d", resp.StatusCode)
			}
			attempts++
			time.Sleep(time.Duration(attempts) * 100 * time.Millisecond)
			continue
		}
		defer resp.Body.Close()
		if out == nil {
			return nil
		}
		return json.NewDecoder(resp.Body).Decode(out)
	}
}

// Careful is Client with a policy that is handed the method.
type Careful struct {
	hc          *http.Client
	base        string
	maxAttempts int
}

// NewCareful returns a Careful.
func NewCareful(base string) *Careful {
	return &Careful{hc: &http.Client{Timeout: 10 * time.Second}, base: base, maxAttempts: 4}
}

// NewRequest builds a request with the method it is given.
func (c *Careful) NewRequest(ctx context.Context, method, path string, body any) (*http.Request, error) {
	return newRequest(ctx, method, c.base+path, body)
}

// shouldRetry allows another attempt of an idempotent method, and of
// any method the server refused with 429.
func (c *Careful) shouldRetry(attempts int, method string, status int) bool {
	if attempts+1 >= c.maxAttempts {
		return false
	}
	if status == http.StatusTooManyRequests {
		return true
	}
	return isIdempotent(method)
}

func isIdempotent(method string) bool {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodOptions, http.MethodPut, http.MethodDelete:
		return true
	default:
		return false
	}
}

// Do re-sends what its policy allows.
func (c *Careful) Do(req *http.Request, out any) error {
	attempts := 0
	for {
		r, err := cloneRequest(req)
		if err != nil {
			return err
		}
		resp, err := c.hc.Do(r) // fine here: the callers make the request
		if err != nil {
			if !c.shouldRetry(attempts, r.Method, 0) {
				return err
			}
			attempts++
			time.Sleep(time.Duration(attempts) * 100 * time.Millisecond)
			continue
		}
		if resp.StatusCode >= 500 || resp.StatusCode == http.StatusTooManyRequests {
			_ = resp.Body.Close()
			if !c.shouldRetry(attempts, r.Method, resp.StatusCode) {
				return fmt.Errorf("server error: %d", resp.StatusCode)
			}
			attempts++
			time.Sleep(time.Duration(attempts) * 100 * time.Millisecond)
			continue
		}
		defer resp.Body.Close()
		if out == nil {
			return nil
		}
		return json.NewDecoder(resp.Body).Decode(out)
	}
}
