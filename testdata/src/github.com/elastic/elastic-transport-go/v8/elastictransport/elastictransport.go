// Package elastictransport is a stub of github.com/elastic/elastic-transport-go/v8/elastictransport
// (v8.9.0): Perform retries inside, MaxRetries + 1 attempts (default 3 retries).
package elastictransport

import (
	"net/http"
	"net/url"
	"time"
)

// Interface is what the clients send through.
type Interface interface {
	Perform(*http.Request) (*http.Response, error)
}

// Config configures a transport.
type Config struct {
	URLs          []*url.URL
	RetryOnStatus []int
	DisableRetry  bool
	RetryOnError  func(*http.Request, error) bool
	MaxRetries    int
	RetryBackoff  func(attempt int) time.Duration
	Transport     http.RoundTripper
}

// Client is the transport.
type Client struct{ maxRetries int }

// New makes a transport.
func New(cfg Config) (*Client, error) { return &Client{maxRetries: cfg.MaxRetries}, nil }

// Perform sends the request, retrying.
func (c *Client) Perform(req *http.Request) (*http.Response, error) { return nil, nil }
