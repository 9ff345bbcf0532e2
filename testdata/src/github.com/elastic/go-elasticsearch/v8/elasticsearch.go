// Package elasticsearch is a stub of github.com/elastic/go-elasticsearch/v8 (v8.19.7).
package elasticsearch

import (
	"net/http"
	"time"

	"github.com/elastic/elastic-transport-go/v8/elastictransport"
	"github.com/elastic/go-elasticsearch/v8/esapi"
	"github.com/elastic/go-elasticsearch/v8/typedapi"
)

// Config configures a client.
type Config struct {
	Addresses     []string
	Username      string
	Password      string
	RetryOnStatus []int
	DisableRetry  bool
	MaxRetries    int
	RetryOnError  func(*http.Request, error) bool
	RetryBackoff  func(attempt int) time.Duration
	Transport     http.RoundTripper
}

// BaseClient is the client without an API.
type BaseClient struct {
	Transport elastictransport.Interface
}

// Client is the functional-options API client.
type Client struct {
	BaseClient
	*esapi.API
}

// TypedClient is the typed API client.
type TypedClient struct {
	BaseClient
	*typedapi.API
}

// NewTypedClient makes a typed client.
func NewTypedClient(cfg Config) (*TypedClient, error) {
	c := &TypedClient{}
	c.API = typedapi.New(c.Transport)
	return c, nil
}

// NewBaseClient makes a client without an API.
func NewBaseClient(cfg Config) (*BaseClient, error) { return &BaseClient{}, nil }

// NewDefaultClient makes a client with the defaults.
func NewDefaultClient() (*Client, error) { return NewClient(Config{}) }

// NewClient makes a client.
func NewClient(cfg Config) (*Client, error) {
	c := &Client{}
	c.API = esapi.New(c)
	return c, nil
}

// Perform sends a request through the transport.
func (c *BaseClient) Perform(req *http.Request) (*http.Response, error) {
	return c.Transport.Perform(req)
}
