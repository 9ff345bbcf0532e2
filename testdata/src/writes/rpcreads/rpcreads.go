// Package rpcreads sends reads of RPC-style APIs as POSTs (the query is
// the body): a POST whose path ends in a read verb is a read, and
// retrying it re-sends no write.
package rpcreads

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
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

// token posts an OAuth token request to realm, in the shape of
// go-containerregistry's bearer transport: a form with grant_type.
func (c *Client) token(ctx context.Context, realm, refresh string) error {
	v := url.Values{}
	v.Set("scope", "repository:pull")
	if refresh != "" {
		v.Set("grant_type", "refresh_token")
		v.Set("refresh_token", refresh)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, realm, strings.NewReader(v.Encode()))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Authenticate tries each realm until one grants a token: a token request
// is a read (its answer is a token; a second grant applies nothing), so
// the failover re-sends no write.
func (c *Client) Authenticate(ctx context.Context, realms []string, refresh string) error {
	for _, realm := range realms {
		if err := c.token(ctx, realm, refresh); err != nil {
			continue
		}
		return nil
	}
	return fmt.Errorf("no realm granted a token")
}

// ClientCredentials: the form as a url.Values literal, also a read.
func (c *Client) ClientCredentials(ctx context.Context, realm string) error {
	form := url.Values{"grant_type": {"client_credentials"}, "scope": {"read"}}
	for i := 0; i < 3; i++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, realm, strings.NewReader(form.Encode()))
		if err != nil {
			return err
		}
		if c.attempt(req) {
			return nil
		}
		time.Sleep(time.Second)
	}
	return fmt.Errorf("no token")
}

// Comment posts a form that is no token request: a write.
func (c *Client) Comment(ctx context.Context, text string) error {
	v := url.Values{}
	v.Set("body", text)
	for i := 0; i < 3; i++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/issues/1/comments", strings.NewReader(v.Encode()))
		if err != nil {
			return err
		}
		if c.attempt(req) { // want `^for loop re-sends POST via rpcreads\.Client\.attempt \(http\.Client\.Do\) without an idempotency key`
			return nil
		}
		time.Sleep(time.Second)
	}
	return fmt.Errorf("comment failed")
}

// Rename posts to /v1/query/{id}: "/v1/query/" is a prefix the id is
// appended to, not the path's last segment, so this is a write.
func (c *Client) Rename(ctx context.Context, id string, body []byte) error {
	for i := 0; i < 3; i++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/v1/query/"+id, bytes.NewReader(body))
		if err != nil {
			return err
		}
		if c.attempt(req) { // want `^for loop re-sends POST via rpcreads\.Client\.attempt \(http\.Client\.Do\) without an idempotency key`
			return nil
		}
		time.Sleep(time.Second)
	}
	return fmt.Errorf("rename failed")
}
