// Package hystrix is a stub of github.com/gojek/heimdall/v7/hystrix (v7.0.3).
package hystrix

import (
	"io"
	"net/http"
	"time"

	"github.com/gojek/heimdall/v7"
)

// Client is the http client implementation.
type Client struct{ retryCount int }

var _ heimdall.Client = (*Client)(nil)

// Option represents the client options.
type Option func(*Client)

// WithRetryCount sets the retry count for the client.
func WithRetryCount(retryCount int) Option { return func(c *Client) { c.retryCount = retryCount } }

// WithRetrier sets the strategy for retrying.
func WithRetrier(retrier heimdall.Retriable) Option { return func(c *Client) {} }

// WithHTTPTimeout sets the http timeout.
func WithHTTPTimeout(timeout time.Duration) Option { return func(c *Client) {} }

// NewClient returns a new instance of the client.
func NewClient(opts ...Option) *Client { return &Client{} }

// Get makes a HTTP GET request to provided URL.
func (c *Client) Get(url string, headers http.Header) (*http.Response, error) { return nil, nil }

// Post makes a HTTP POST request to provided URL and requestBody.
func (c *Client) Post(url string, body io.Reader, headers http.Header) (*http.Response, error) {
	return nil, nil
}

// Put makes a HTTP PUT request to provided URL and requestBody.
func (c *Client) Put(url string, body io.Reader, headers http.Header) (*http.Response, error) {
	return nil, nil
}

// Patch makes a HTTP PATCH request to provided URL and requestBody.
func (c *Client) Patch(url string, body io.Reader, headers http.Header) (*http.Response, error) {
	return nil, nil
}

// Delete makes a HTTP DELETE request with provided URL.
func (c *Client) Delete(url string, headers http.Header) (*http.Response, error) { return nil, nil }

// Do makes an HTTP request with the native http.Do interface.
func (c *Client) Do(request *http.Request) (*http.Response, error) { return nil, nil }
