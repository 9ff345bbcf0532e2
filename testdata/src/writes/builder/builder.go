// Package builder keeps a request's method in a field of its own request
// struct, set by its request builder: the method is the constant the
// builder is given.
package builder

import (
	"context"
	"net/http"
	"time"
)

// request is what the client sends.
type request struct {
	method, path string
}

// Reader is a client that only reads.
type Reader struct {
	hc   *http.Client
	base string
}

func (c *Reader) request(path, m string) *request { return &request{method: m, path: path} }

func (c *Reader) do(ctx context.Context, r *request) error {
	req, err := http.NewRequestWithContext(ctx, r.method, c.base+r.path, nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Status retries a GET. Fine: every request this client builds is a GET
// or a HEAD.
func (c *Reader) Status(ctx context.Context) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = c.do(ctx, c.request("/status", http.MethodGet)); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Exists asks with a HEAD once.
func (c *Reader) Exists(ctx context.Context) error {
	return c.do(ctx, c.request("/items/1", http.MethodHead))
}

// write is what Writer sends.
type write struct {
	method, path string
}

// Writer is a client that also posts.
type Writer struct {
	hc   *http.Client
	base string
}

func (c *Writer) request(path, m string) *write { return &write{method: m, path: path} }

func (c *Writer) do(ctx context.Context, r *write) error {
	req, err := http.NewRequestWithContext(ctx, r.method, c.base+r.path, nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Create posts once.
func (c *Writer) Create(ctx context.Context) error {
	return c.do(ctx, c.request("/items", http.MethodPost))
}

// Refresh retries a request of a client that also posts: the method its
// field holds may be POST, a write re-sent.
func (c *Writer) Refresh(ctx context.Context) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = c.do(ctx, c.request("/items/1", http.MethodGet)); err == nil { // want `^for loop re-sends POST via builder\.Writer\.do \(http\.Client\.Do\) without an idempotency key`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
