// Package rpcreads sends reads of RPC-style APIs as POSTs (the query is
// the body): a POST whose path ends in a read verb is a read, and
// retrying it re-sends no write.
package rpcreads

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// Client is a service client whose calls retry on 5xx.
type Client struct {
	hc   *http.Client
	base string
}

// send builds a request with the method and path its callers give.
func (c *Client) send(ctx context.Context, path, method string, body []byte) (*http.Request, error) {
	var req *http.Request
	var err error
	if body != nil {
		req, err = http.NewRequest(method, c.base+path, bytes.NewReader(body))
	} else {
		req, err = http.NewRequest(method, c.base+path, nil)
	}
	if err != nil {
		return nil, err
	}
	if ctx != nil {
		req = req.WithContext(ctx)
	}
	return req, nil
}

func (c *Client) attempt(req *http.Request) bool {
	resp, err := c.hc.Do(req)
	return err == nil && resp.StatusCode < 500
}

// Check asks whether a tuple holds (openfga's POST /stores/{id}/check): a read.
func (c *Client) Check(ctx context.Context, store string, body []byte) error {
	path := strings.Replace("/stores/{store_id}/check", "{store_id}", store, -1)
	for i := 0; i < 3; i++ {
		req, err := c.send(ctx, path, http.MethodPost, body)
		if err != nil {
			return err
		}
		if c.attempt(req) {
			return nil
		}
		time.Sleep(time.Second)
	}
	return fmt.Errorf("check failed")
}

// ListObjects: POST /stores/{id}/list-objects, a read.
func (c *Client) ListObjects(ctx context.Context, store string, body []byte) error {
	for i := 0; i < 3; i++ {
		req, err := c.send(ctx, fmt.Sprintf("/stores/%s/list-objects", store), http.MethodPost, body)
		if err != nil {
			return err
		}
		if c.attempt(req) {
			return nil
		}
		time.Sleep(time.Second)
	}
	return fmt.Errorf("list failed")
}

// BatchGet: a Google-style custom verb, POST /v1/items:batchGet, a read.
func (c *Client) BatchGet(ctx context.Context, body []byte) error {
	for i := 0; i < 3; i++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/v1/items:batchGet", bytes.NewReader(body))
		if err != nil {
			return err
		}
		if c.attempt(req) {
			return nil
		}
		time.Sleep(time.Second)
	}
	return fmt.Errorf("batchGet failed")
}

// Search: POST /_search, a read.
func (c *Client) Search(ctx context.Context, body []byte) error {
	for i := 0; i < 3; i++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/logs/_search", bytes.NewReader(body))
		if err != nil {
			return err
		}
		if c.attempt(req) {
			return nil
		}
		time.Sleep(time.Second)
	}
	return fmt.Errorf("search failed")
}

// CreateStore: POST /stores makes a store each time it is applied.
func (c *Client) CreateStore(ctx context.Context, body []byte) error {
	for i := 0; i < 3; i++ {
		req, err := c.send(ctx, "/stores", http.MethodPost, body)
		if err != nil {
			return err
		}
		if c.attempt(req) { // want `^for loop re-sends POST via rpcreads\.Client\.attempt \(http\.Client\.Do\) without an idempotency key`
			return nil
		}
		time.Sleep(time.Second)
	}
	return fmt.Errorf("create failed")
}

// Checkout: POST /cart/checkout is a write, whatever word it starts with.
func (c *Client) Checkout(ctx context.Context, body []byte) error {
	for i := 0; i < 3; i++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/cart/checkout", bytes.NewReader(body))
		if err != nil {
			return err
		}
		if c.attempt(req) { // want `^for loop re-sends POST via rpcreads\.Client\.attempt \(http\.Client\.Do\) without an idempotency key`
			return nil
		}
		time.Sleep(time.Second)
	}
	return fmt.Errorf("checkout failed")
}
