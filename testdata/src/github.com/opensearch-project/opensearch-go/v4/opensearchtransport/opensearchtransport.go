// Package opensearchtransport is a stub of
// github.com/opensearch-project/opensearch-go/v4/opensearchtransport (v4.8.1):
// Perform retries inside, MaxRetries + 1 attempts (default 6 retries).
package opensearchtransport

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
	MaxRetries    int
	RetryBackoff  func(attempt int) time.Duration
}

// Client is the transport.
type Client struct{}

// New makes a transport.
func New(cfg Config) (*Client, error) { return &Client{}, nil }

// Perform sends the request, retrying.
func (c *Client) Perform(req *http.Request) (*http.Response, error) { return nil, nil }
