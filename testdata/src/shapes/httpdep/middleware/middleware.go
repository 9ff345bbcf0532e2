// Package middleware is another package's retrying transport, installed
// on a client after the client is made (issue 34, shape 1): its
// RoundTrip clones the request, body included, and re-sends it through
// the base transport in a loop.
package middleware

import (
	"io"
	"net/http"
	"time"
)

// Config sets the attempts.
type Config struct {
	MaxRetries int
	Wait       time.Duration
}

// RetryTransport re-sends a request on transport errors and 5xx.
type RetryTransport struct {
	Base http.RoundTripper
	cfg  Config
}

// NewRetryTransport wraps base.
func NewRetryTransport(base http.RoundTripper, cfg Config) *RetryTransport {
	if base == nil {
		base = http.DefaultTransport
	}
	return &RetryTransport{Base: base, cfg: cfg}
}

// RoundTrip clones the request (with GetBody) and re-sends it: every
// method.
func (t *RetryTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	var resp *http.Response
	var err error
	for attempt := 0; attempt <= t.cfg.MaxRetries; attempt++ {
		r := req.Clone(req.Context())
		if req.GetBody != nil {
			body, gerr := req.GetBody()
			if gerr != nil {
				return nil, gerr
			}
			r.Body = body
		}
		resp, err = t.Base.RoundTrip(r)
		if err == nil && resp.StatusCode < 500 {
			return resp, nil
		}
		if resp != nil {
			_, _ = io.Copy(io.Discard, resp.Body)
			_ = resp.Body.Close()
		}
		time.Sleep(t.cfg.Wait)
	}
	return resp, err
}

// Tracing hands every request to its base once.
type Tracing struct {
	Base http.RoundTripper
}

// NewTracing wraps base.
func NewTracing(base http.RoundTripper) *Tracing { return &Tracing{Base: base} }

// RoundTrip sends once.
func (t *Tracing) RoundTrip(req *http.Request) (*http.Response, error) {
	return t.Base.RoundTrip(req)
}
