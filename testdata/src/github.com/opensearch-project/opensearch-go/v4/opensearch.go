// Package opensearch is a stub of github.com/opensearch-project/opensearch-go/v4.
package opensearch

import (
	"net/http"
	"time"

	"github.com/opensearch-project/opensearch-go/v4/opensearchtransport"
)

// Config configures a client.
type Config struct {
	Addresses     []string
	RetryOnStatus []int
	DisableRetry  bool
	MaxRetries    int
	RetryBackoff  func(attempt int) time.Duration
}

// Client is the low-level client.
type Client struct {
	Transport opensearchtransport.Interface
}

// NewDefaultClient makes a client with the defaults.
func NewDefaultClient() (*Client, error) { return NewClient(Config{}) }

// NewClient makes a client.
func NewClient(cfg Config) (*Client, error) { return &Client{}, nil }

// Perform sends a request through the transport.
func (c *Client) Perform(req *http.Request) (*http.Response, error) {
	return c.Transport.Perform(req)
}
