// Package otelhttp is a stub of the OpenTelemetry HTTP instrumentation:
// a transport that records a span around the base transport.
package otelhttp

import "net/http"

// Option configures the instrumentation.
type Option interface{ apply() }

// Transport records a span and hands the request to its base.
type Transport struct {
	rt http.RoundTripper
}

// NewTransport wraps base.
func NewTransport(base http.RoundTripper, opts ...Option) *Transport {
	return &Transport{rt: base}
}

// RoundTrip delegates to the base transport.
func (t *Transport) RoundTrip(r *http.Request) (*http.Response, error) { return t.rt.RoundTrip(r) }
