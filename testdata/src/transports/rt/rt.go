// Package rt has HTTP transports that retry, the way services write
// them: a RoundTripper type whose RoundTrip re-sends the request in a
// loop, a middleware that wraps one, and a constructor of a client that
// uses it.
package rt

import (
	"net/http"
	"time"
)

// Transport retries every request 3 times on transport errors and 5xx.
type Transport struct {
	Next http.RoundTripper
}

// RoundTrip re-sends the request: every method.
func (t *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	var resp *http.Response
	var err error
	for i := 0; i < 3; i++ {
		resp, err = t.Next.RoundTrip(req.Clone(req.Context()))
		if err == nil && resp.StatusCode < 500 {
			return resp, nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return resp, err
}

// Retrying wraps a transport in Transport (a middleware).
func Retrying(next http.RoundTripper) http.RoundTripper {
	return &Transport{Next: next}
}

// NewClient returns a client whose transport retries.
func NewClient() *http.Client {
	return &http.Client{Transport: &Transport{Next: http.DefaultTransport}, Timeout: 10 * time.Second}
}

// GetOnly retries GET requests only: other methods go through once.
type GetOnly struct {
	Next http.RoundTripper
}

// RoundTrip retries a GET up to 4 times.
func (t *GetOnly) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.Method != http.MethodGet {
		return t.Next.RoundTrip(req)
	}
	var resp *http.Response
	var err error
	for i := 0; i < 4; i++ {
		if resp, err = t.Next.RoundTrip(req); err == nil {
			return resp, nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return resp, err
}

// Logging does not retry.
type Logging struct {
	Next http.RoundTripper
}

// RoundTrip sends once.
func (t *Logging) RoundTrip(req *http.Request) (*http.Response, error) {
	return t.Next.RoundTrip(req)
}
