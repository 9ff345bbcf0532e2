// Package heimdall is a stub of github.com/gojek/heimdall/v7 (v7.0.3).
package heimdall

import (
	"io"
	"net/http"
	"time"
)

// Doer interface has the method required to use a type as custom http
// client.
type Doer interface {
	Do(*http.Request) (*http.Response, error)
}

// Client Is a generic HTTP client interface.
type Client interface {
	Get(url string, headers http.Header) (*http.Response, error)
	Post(url string, body io.Reader, headers http.Header) (*http.Response, error)
	Put(url string, body io.Reader, headers http.Header) (*http.Response, error)
	Patch(url string, body io.Reader, headers http.Header) (*http.Response, error)
	Delete(url string, headers http.Header) (*http.Response, error)
	Do(req *http.Request) (*http.Response, error)
}

// Retriable defines contract for retriers to implement.
type Retriable interface {
	NextInterval(retry int) time.Duration
}

// Backoff interface defines contract for backoff strategies.
type Backoff interface {
	Next(retry int) time.Duration
}

// NewConstantBackoff returns an instance of ConstantBackoff.
func NewConstantBackoff(backoffInterval, maximumJitterInterval time.Duration) Backoff { return nil }

// NewRetrier returns a retrier for a given backoff strategy.
func NewRetrier(backoff Backoff) Retriable { return nil }
