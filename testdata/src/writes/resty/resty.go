// Package resty retries writes through go-resty v2 clients.
package resty

import (
	"github.com/go-resty/resty/v2"
)

// Client keeps a retrying resty client.
type Client struct{ rc *resty.Client }

// NewClient retries every request three more times.
func NewClient() *Client { return &Client{rc: resty.New().SetRetryCount(3)} }

// Create posts through the retrying client: the client retries the POST.
func (c *Client) Create(body []byte) error {
	_, err := c.rc.R().SetBody(body).Post("http://svc/items") // want `resty.Request.Post retries POST by itself \(4 attempts\) without an idempotency key`
	return err
}

// CreateKeyed sends an idempotency key that the client resends with
// every retry: fine.
func (c *Client) CreateKeyed(key string, body []byte) error {
	_, err := c.rc.R().SetHeader("Idempotency-Key", key).SetBody(body).Post("http://svc/items") // fine: the same key on every attempt
	return err
}

// Read gets through the retrying client: fine.
func (c *Client) Read() error {
	_, err := c.rc.R().Get("http://svc/items") // fine: GET is idempotent
	return err
}

// Execute posts with Execute on a client set up in the same function.
func Execute(body []byte) error {
	rc := resty.New()
	rc.SetRetryCount(2)
	_, err := rc.R().SetBody(body).Execute("PATCH", "http://svc/items/1") // want `resty.Request.Execute retries PATCH by itself \(3 attempts\) without an idempotency key`
	return err
}

// NoRetries posts with a client that does not retry: fine.
func NoRetries(body []byte) error {
	_, err := resty.New().R().SetBody(body).Post("http://svc/items") // fine: RetryCount is 0
	return err
}
