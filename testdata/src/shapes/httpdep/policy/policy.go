// Package policy has clients whose retry decision reads the request's
// method from a context value (issue 34, shape 18): the method is stored
// with context.WithValue before the request is sent, and the policy
// (retryablehttp's CheckRetry, or the package's own loop) refuses to
// send a POST again.
package policy

import (
	"bytes"
	"context"
	"net/http"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

// methodKey carries the method into the retry policy, which sees no
// request when the transport fails.
type methodKey struct{}

// refusePost asks for another attempt of anything but a POST.
func refusePost(ctx context.Context, resp *http.Response, err error) (bool, error) {
	m, _ := ctx.Value(methodKey{}).(string)
	if m == http.MethodPost {
		return false, nil
	}
	return retryablehttp.DefaultRetryPolicy(ctx, resp, err)
}

// Client sends with a retryablehttp client whose policy refuses POST.
type Client struct {
	http *retryablehttp.Client
	base string
}

// New makes the client.
func New(base string) *Client {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 3
	rc.CheckRetry = refusePost
	return &Client{http: rc, base: base}
}

// Send sends the method it is given, stored in the context for the
// policy.
func (c *Client) Send(ctx context.Context, method, path string, body []byte) error {
	ctx = context.WithValue(ctx, methodKey{}, method)
	req, err := retryablehttp.NewRequestWithContext(ctx, method, c.base+path, body)
	if err != nil {
		return err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Plain is Client whose policy does not look at the method.
type Plain struct {
	http *retryablehttp.Client
	base string
}

// NewPlain makes the client.
func NewPlain(base string) *Plain {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 3
	rc.CheckRetry = retryablehttp.DefaultRetryPolicy
	return &Plain{http: rc, base: base}
}

// Send sends the method it is given.
func (c *Plain) Send(ctx context.Context, method, path string, body []byte) error {
	ctx = context.WithValue(ctx, methodKey{}, method)
	req, err := retryablehttp.NewRequestWithContext(ctx, method, c.base+path, body)
	if err != nil {
		return err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Own retries in a loop of its own, asking a predicate that reads the
// method from the context.
type Own struct {
	hc   *http.Client
	base string
}

// NewOwn makes the client.
func NewOwn(base string) *Own { return &Own{hc: &http.Client{}, base: base} }

// retryable refuses POST, and asks for another attempt on transport
// errors and 5xx.
func (c *Own) retryable(ctx context.Context, resp *http.Response, err error) bool {
	if m, _ := ctx.Value(methodKey{}).(string); m == http.MethodPost {
		return false
	}
	return err != nil || resp.StatusCode >= 500
}

// Send sends the method it is given, 3 attempts while retryable says so.
func (c *Own) Send(ctx context.Context, method, path string, body []byte) error {
	ctx = context.WithValue(ctx, methodKey{}, method)
	var err error
	for i := 0; i < 3; i++ {
		req, rerr := http.NewRequestWithContext(ctx, method, c.base+path, bytes.NewReader(body))
		if rerr != nil {
			return rerr
		}
		resp, derr := c.hc.Do(req)
		if derr == nil && resp.StatusCode < 500 {
			return resp.Body.Close()
		}
		err = derr
		if !c.retryable(ctx, resp, derr) {
			return err
		}
		time.Sleep(time.Second)
	}
	return err
}
