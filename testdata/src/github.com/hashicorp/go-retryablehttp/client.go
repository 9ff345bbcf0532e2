// Package retryablehttp is a test stub mirroring version v0.7.8 of github.com/hashicorp/go-retryablehttp.
package retryablehttp

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"sync"
	"time"
)

var (
	defaultRetryWaitMin = 1 * time.Second
	defaultRetryWaitMax = 30 * time.Second
	defaultRetryMax     = 4

	defaultClient = NewClient()
)

// ReaderFunc is the type of function that can be used to read the request body.
type ReaderFunc func() (io.Reader, error)

// ResponseHandlerFunc is a type of function that can be used to handle the response.
type ResponseHandlerFunc func(*http.Response) error

// LenReader is an interface implemented by many in-memory io.Reader's.
type LenReader interface {
	Len() int
}

// Request wraps the metadata needed to create HTTP requests.
type Request struct {
	body ReaderFunc

	responseHandler ResponseHandlerFunc

	// Embed an HTTP request directly.
	*http.Request
}

// WithContext returns wrapped Request with a shallow copy of underlying *http.Request with its context changed to ctx.
func (r *Request) WithContext(ctx context.Context) *Request {
	return &Request{body: r.body, responseHandler: r.responseHandler, Request: r.Request.WithContext(ctx)}
}

// SetResponseHandler allows setting the response handler.
func (r *Request) SetResponseHandler(fn ResponseHandlerFunc) { r.responseHandler = fn }

// BodyBytes allows accessing the request body.
func (r *Request) BodyBytes() ([]byte, error) { return nil, nil }

// SetBody allows setting the request body.
func (r *Request) SetBody(rawBody interface{}) error { return nil }

// WriteTo allows copying the request body into a writer.
func (r *Request) WriteTo(w io.Writer) (int64, error) { return 0, nil }

// FromRequest wraps an http.Request in a retryablehttp.Request.
func FromRequest(r *http.Request) (*Request, error) { return &Request{Request: r}, nil }

// NewRequest creates a new wrapped request.
func NewRequest(method, url string, rawBody interface{}) (*Request, error) {
	return NewRequestWithContext(context.Background(), method, url, rawBody)
}

// NewRequestWithContext creates a new wrapped request with the provided context.
func NewRequestWithContext(ctx context.Context, method, url string, rawBody interface{}) (*Request, error) {
	httpReq, err := http.NewRequestWithContext(ctx, method, url, nil)
	if err != nil {
		return nil, err
	}
	return &Request{Request: httpReq}, nil
}

// Logger interface allows to use other loggers than standard log.Logger.
type Logger interface {
	Printf(string, ...interface{})
}

// LeveledLogger is an interface that can be implemented by any logger or a logger wrapper to provide leveled logging.
type LeveledLogger interface {
	Error(msg string, keysAndValues ...interface{})
	Info(msg string, keysAndValues ...interface{})
	Debug(msg string, keysAndValues ...interface{})
	Warn(msg string, keysAndValues ...interface{})
}

// RequestLogHook allows a function to run before each retry.
type RequestLogHook func(Logger, *http.Request, int)

// ResponseLogHook is like RequestLogHook, but allows running a function on each HTTP response.
type ResponseLogHook func(Logger, *http.Response)

// CheckRetry specifies a policy for handling retries.
type CheckRetry func(ctx context.Context, resp *http.Response, err error) (bool, error)

// Backoff specifies a policy for how long to wait between retries.
type Backoff func(min, max time.Duration, attemptNum int, resp *http.Response) time.Duration

// ErrorHandler is called if retries are expired, containing the last status from the http library.
type ErrorHandler func(resp *http.Response, err error, numTries int) (*http.Response, error)

// PrepareRetry is called before retry operation.
type PrepareRetry func(req *http.Request) error

// Client is used to make HTTP requests. It adds additional functionality like automatic retries to tolerate minor outages.
type Client struct {
	HTTPClient *http.Client // Internal HTTP client.
	Logger     interface{}  // Customer logger instance. Can be either Logger or LeveledLogger

	RetryWaitMin time.Duration // Minimum time to wait
	RetryWaitMax time.Duration // Maximum time to wait
	RetryMax     int           // Maximum number of retries

	RequestLogHook  RequestLogHook
	ResponseLogHook ResponseLogHook

	// CheckRetry specifies the policy for handling retries. The default policy is DefaultRetryPolicy.
	CheckRetry CheckRetry

	// Backoff specifies the policy for how long to wait between retries
	Backoff Backoff

	ErrorHandler ErrorHandler
	PrepareRetry PrepareRetry

	loggerInit sync.Once
	clientInit sync.Once
}

// NewClient creates a new Client with default settings.
func NewClient() *Client {
	return &Client{
		HTTPClient:   &http.Client{},
		RetryWaitMin: defaultRetryWaitMin,
		RetryWaitMax: defaultRetryWaitMax,
		RetryMax:     defaultRetryMax,
		CheckRetry:   DefaultRetryPolicy,
		Backoff:      DefaultBackoff,
	}
}

// DefaultRetryPolicy provides a default callback for Client.CheckRetry.
func DefaultRetryPolicy(ctx context.Context, resp *http.Response, err error) (bool, error) {
	return false, nil
}

// ErrorPropagatedRetryPolicy is the same as DefaultRetryPolicy, except it propagates errors back instead of returning nil.
func ErrorPropagatedRetryPolicy(ctx context.Context, resp *http.Response, err error) (bool, error) {
	return false, nil
}

// DefaultBackoff provides a default callback for Client.Backoff.
func DefaultBackoff(min, max time.Duration, attemptNum int, resp *http.Response) time.Duration {
	return min
}

// LinearJitterBackoff provides a callback for Client.Backoff which will perform linear backoff with jitter.
func LinearJitterBackoff(min, max time.Duration, attemptNum int, resp *http.Response) time.Duration {
	return min
}

// RateLimitLinearJitterBackoff wraps LinearJitterBackoff and honours Retry-After.
func RateLimitLinearJitterBackoff(min, max time.Duration, attemptNum int, resp *http.Response) time.Duration {
	return min
}

// PassthroughErrorHandler is an ErrorHandler that directly passes through the values from the net/http library.
func PassthroughErrorHandler(resp *http.Response, err error, _ int) (*http.Response, error) {
	return resp, err
}

// Do wraps calling an HTTP method with retries.
func (c *Client) Do(req *Request) (*http.Response, error) { return nil, nil }

// Get is a shortcut for doing a GET request without making a new client.
func Get(url string) (*http.Response, error) { return defaultClient.Get(url) }

// Get is a convenience helper for doing simple GET requests.
func (c *Client) Get(url string) (*http.Response, error) {
	req, err := NewRequest("GET", url, nil)
	if err != nil {
		return nil, err
	}
	return c.Do(req)
}

// Head is a shortcut for doing a HEAD request without making a new client.
func Head(url string) (*http.Response, error) { return defaultClient.Head(url) }

// Head is a convenience method for doing simple HEAD requests.
func (c *Client) Head(url string) (*http.Response, error) {
	req, err := NewRequest("HEAD", url, nil)
	if err != nil {
		return nil, err
	}
	return c.Do(req)
}

// Post is a shortcut for doing a POST request without making a new client.
func Post(url, bodyType string, body interface{}) (*http.Response, error) {
	return defaultClient.Post(url, bodyType, body)
}

// Post is a convenience method for doing simple POST requests.
func (c *Client) Post(url, bodyType string, body interface{}) (*http.Response, error) {
	req, err := NewRequest("POST", url, body)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", bodyType)
	return c.Do(req)
}

// PostForm is a shortcut to perform a POST with form data without creating a new client.
func PostForm(url string, data url.Values) (*http.Response, error) {
	return defaultClient.PostForm(url, data)
}

// PostForm is a convenience method for doing simple POST operations using pre-filled url.Values form data.
func (c *Client) PostForm(url string, data url.Values) (*http.Response, error) {
	return c.Post(url, "application/x-www-form-urlencoded", data.Encode())
}

// StandardClient returns a stdlib *http.Client with a custom Transport, which shims in a *retryablehttp.Client for added retries.
func (c *Client) StandardClient() *http.Client {
	return &http.Client{Transport: &RoundTripper{Client: c}}
}

// RoundTripper implements the http.RoundTripper interface, using a retrying HTTP client to execute requests.
type RoundTripper struct {
	// The client to use during requests. If nil, the default retryablehttp client and settings will be used.
	Client *Client

	once sync.Once
}

// RoundTrip satisfies the http.RoundTripper interface.
func (rt *RoundTripper) RoundTrip(req *http.Request) (*http.Response, error) {
	retryableReq, err := FromRequest(req)
	if err != nil {
		return nil, err
	}
	return rt.Client.Do(retryableReq)
}
