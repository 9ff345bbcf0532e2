// Package req is a test stub mirroring github.com/imroc/req/v3 v3.61.0.
package req

import (
	"context"
	"net/http"
	"time"
)

// RetryConditionFunc decides whether a request is sent again.
type RetryConditionFunc func(resp *Response, err error) bool

// GetRetryIntervalFunc is the wait before a retry.
type GetRetryIntervalFunc func(resp *Response, attempt int) time.Duration

// RetryOption is the retry configuration of a client or a request.
type RetryOption struct {
	MaxRetries       int
	GetRetryInterval GetRetryIntervalFunc
	RetryConditions  []RetryConditionFunc
}

// Client is a req client.
type Client struct {
	hc          *http.Client
	retryOption *RetryOption
}

// Request is a request being built.
type Request struct {
	client       *Client
	Headers      http.Header
	Method       string
	RawURL       string
	RetryAttempt int
	retryOption  *RetryOption
}

// Response is a response.
type Response struct {
	*http.Response
	Err     error
	Request *Request
}

// C makes a client with no retries.
func C() *Client { return &Client{hc: &http.Client{}} }

// NewClient is the alias of C.
func NewClient() *Client { return C() }

// Clone copies the client, its retry option included.
func (c *Client) Clone() *Client { cc := *c; return &cc }

// SetTimeout sets the timeout.
func (c *Client) SetTimeout(d time.Duration) *Client { return c }

// SetBaseURL sets the base URL.
func (c *Client) SetBaseURL(u string) *Client { return c }

// SetCommonRetryCount sets the retries of every request of the client
// (negative: retry infinitely).
func (c *Client) SetCommonRetryCount(count int) *Client {
	c.retryOption = &RetryOption{MaxRetries: count}
	return c
}

// SetCommonRetryBackoffInterval waits a capped exponential backoff with
// jitter between retries.
func (c *Client) SetCommonRetryBackoffInterval(min, max time.Duration) *Client { return c }

// SetCommonRetryFixedInterval waits a fixed interval between retries.
func (c *Client) SetCommonRetryFixedInterval(interval time.Duration) *Client { return c }

// SetCommonRetryCondition sets the retry condition.
func (c *Client) SetCommonRetryCondition(condition RetryConditionFunc) *Client { return c }

// AddCommonRetryCondition adds a retry condition.
func (c *Client) AddCommonRetryCondition(condition RetryConditionFunc) *Client { return c }

// R makes a request with a copy of the client's retry option.
func (c *Client) R() *Request { return &Request{client: c, Headers: http.Header{}} }

// Get makes a GET request (not sent).
func (c *Client) Get(url ...string) *Request { r := c.R(); r.Method = http.MethodGet; return r }

// Post makes a POST request (not sent).
func (c *Client) Post(url ...string) *Request { r := c.R(); r.Method = http.MethodPost; return r }

// Put makes a PUT request (not sent).
func (c *Client) Put(url ...string) *Request { r := c.R(); r.Method = http.MethodPut; return r }

// Patch makes a PATCH request (not sent).
func (c *Client) Patch(url ...string) *Request { r := c.R(); r.Method = http.MethodPatch; return r }

// Delete makes a DELETE request (not sent).
func (c *Client) Delete(url ...string) *Request { r := c.R(); r.Method = http.MethodDelete; return r }

// SetRetryCount sets this request's retries (negative: retry infinitely).
func (r *Request) SetRetryCount(count int) *Request {
	r.retryOption = &RetryOption{MaxRetries: count}
	return r
}

// SetRetryBackoffInterval waits a capped exponential backoff with jitter.
func (r *Request) SetRetryBackoffInterval(min, max time.Duration) *Request { return r }

// SetRetryCondition sets the retry condition.
func (r *Request) SetRetryCondition(condition RetryConditionFunc) *Request { return r }

// AddRetryCondition adds a retry condition.
func (r *Request) AddRetryCondition(condition RetryConditionFunc) *Request { return r }

// SetBody sets the body.
func (r *Request) SetBody(body any) *Request { return r }

// SetBodyJsonMarshal sets a JSON body.
func (r *Request) SetBodyJsonMarshal(v any) *Request { return r }

// SetHeader sets a header.
func (r *Request) SetHeader(key, value string) *Request { r.Headers.Set(key, value); return r }

// SetContext sets the context.
func (r *Request) SetContext(ctx context.Context) *Request { return r }

// SetURL sets the URL.
func (r *Request) SetURL(url string) *Request { r.RawURL = url; return r }

// Do sends the request with the method it was made with.
func (r *Request) Do(ctx ...context.Context) *Response {
	resp, err := r.client.hc.Do(&http.Request{Method: r.Method})
	return &Response{Response: resp, Err: err, Request: r}
}

// Send sends the request with method and url.
func (r *Request) Send(method, url string) (*Response, error) {
	r.Method, r.RawURL = method, url
	resp := r.Do()
	return resp, resp.Err
}

// Get sends a GET.
func (r *Request) Get(url string) (*Response, error) { return r.Send(http.MethodGet, url) }

// Post sends a POST.
func (r *Request) Post(url string) (*Response, error) { return r.Send(http.MethodPost, url) }

// Put sends a PUT.
func (r *Request) Put(url string) (*Response, error) { return r.Send(http.MethodPut, url) }

// Patch sends a PATCH.
func (r *Request) Patch(url string) (*Response, error) { return r.Send(http.MethodPatch, url) }

// Delete sends a DELETE.
func (r *Request) Delete(url string) (*Response, error) { return r.Send(http.MethodDelete, url) }

// Head sends a HEAD.
func (r *Request) Head(url string) (*Response, error) { return r.Send(http.MethodHead, url) }

// Options sends an OPTIONS.
func (r *Request) Options(url string) (*Response, error) { return r.Send(http.MethodOptions, url) }
