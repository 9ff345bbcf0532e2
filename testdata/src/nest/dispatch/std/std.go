// Package std: an interface call whose implementations are a retrying
// type of the package and a std type the package converts to the
// interface (the shape of slack-go's httpClient: &http.Client{} by
// default, a retrying wrapper only with an option) reaches an owner only
// when every implementation does.
package std

import (
	"context"
	"net/http"
	"time"
)

// doer sends a request.
type doer interface {
	Do(req *http.Request) (*http.Response, error)
}

// retryClient retries every request 3 times.
type retryClient struct{ next *http.Client }

func (c retryClient) Do(req *http.Request) (*http.Response, error) {
	var resp *http.Response
	var err error
	for i := 0; i < 3; i++ {
		if resp, err = c.next.Do(req); err == nil {
			return resp, nil
		}
		time.Sleep(time.Second)
	}
	return nil, err
}

// Client holds either a plain *http.Client or, with retries on, the
// retrying wrapper.
type Client struct{ hc doer }

// New makes a client; retries are off unless asked for.
func New(retry bool) *Client {
	c := &Client{hc: &http.Client{}}
	if retry {
		c.hc = retryClient{next: &http.Client{}}
	}
	return c
}

func (c *Client) get(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err == nil {
		resp.Body.Close()
	}
	return err
}

// Send retries get: the client may or may not retry, so this is not
// reported as a nest.
func (c *Client) Send(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = c.get(ctx, url); err == nil { // fine: c.hc is a plain *http.Client unless retries were asked for
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// sender is the interface Always keeps its client behind: only the
// retrying wrapper is converted to it. (Implementations are found by
// interface type, not by field: had Always used doer, the plain client
// New stores there would count for it too.)
type sender interface {
	Do(req *http.Request) (*http.Response, error)
}

// Always holds only the retrying wrapper.
type Always struct{ hc sender }

// NewAlways makes a client that always retries.
func NewAlways() *Always { return &Always{hc: retryClient{next: http.DefaultClient}} }

func (a *Always) get(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := a.hc.Do(req)
	if err == nil {
		resp.Body.Close()
	}
	return err
}

// Send retries a client that always retries: nested.
func (a *Always) Send(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = a.get(ctx, url); err == nil { // want `for loop \(2 attempts\) calls std\.Always\.get, which reaches std\.retryClient\.Do \(for loop, 3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
