// Package resty is a test stub mirroring github.com/go-resty/resty/v2 v2.17.2.
package resty

import (
	"context"
	"net"
	"net/http"
	"time"
)

// Client is a resty client.
type Client struct {
	RetryCount int
	hc         *http.Client
}

// Request is a request being built.
type Request struct {
	client *Client
	Header http.Header
	Body   any
}

// Response is a response.
type Response struct{ RawResponse *http.Response }

// New makes a client with no retries.
func New() *Client { return &Client{hc: &http.Client{}} }

// NewWithClient makes a client around hc.
func NewWithClient(hc *http.Client) *Client { return &Client{hc: hc} }

// NewWithLocalAddr makes a client that dials from localAddr.
func NewWithLocalAddr(localAddr net.Addr) *Client { return New() }

// SetRetryCount sets the number of retries (attempts = count + 1).
func (c *Client) SetRetryCount(count int) *Client { c.RetryCount = count; return c }

// SetTimeout sets the timeout.
func (c *Client) SetTimeout(d time.Duration) *Client { return c }

// R makes a request.
func (c *Client) R() *Request { return &Request{client: c, Header: http.Header{}} }

// NewRequest makes a request.
func (c *Client) NewRequest() *Request { return c.R() }

// SetBody sets the body.
func (r *Request) SetBody(body any) *Request { r.Body = body; return r }

// SetHeader sets a header.
func (r *Request) SetHeader(header, value string) *Request { r.Header.Set(header, value); return r }

// SetContext sets the context.
func (r *Request) SetContext(ctx context.Context) *Request { return r }

// Get sends a GET.
func (r *Request) Get(url string) (*Response, error) { return r.Execute(http.MethodGet, url) }

// Post sends a POST.
func (r *Request) Post(url string) (*Response, error) { return r.Execute(http.MethodPost, url) }

// Put sends a PUT.
func (r *Request) Put(url string) (*Response, error) { return r.Execute(http.MethodPut, url) }

// Patch sends a PATCH.
func (r *Request) Patch(url string) (*Response, error) { return r.Execute(http.MethodPatch, url) }

// Delete sends a DELETE.
func (r *Request) Delete(url string) (*Response, error) { return r.Execute(http.MethodDelete, url) }

// Head sends a HEAD request.
func (r *Request) Head(url string) (*Response, error) { return r.Execute(http.MethodHead, url) }

// Options sends an OPTIONS request.
func (r *Request) Options(url string) (*Response, error) { return r.Execute(http.MethodOptions, url) }

// Send sends the request with its method.
func (r *Request) Send() (*Response, error) { return r.Execute(http.MethodGet, "") }

// Execute sends the request.
func (r *Request) Execute(method, url string) (*Response, error) { return &Response{}, nil }

// RetryConditionFunc is a type of retry condition function: true retries.
type RetryConditionFunc func(*Response, error) bool

// AddRetryCondition adds a retry condition function to the client.
func (c *Client) AddRetryCondition(condition RetryConditionFunc) *Client { return c }

// StatusCode returns the HTTP status code of the executed request.
func (r *Response) StatusCode() int {
	if r.RawResponse == nil {
		return 0
	}
	return r.RawResponse.StatusCode
}
