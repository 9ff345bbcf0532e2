// Package httpshapes holds the shapes of issue 34 that reach HTTP writes by
// other roads: a retrying transport of another package installed on a
// client after it is made (shape 1), a request built by the project's
// own wrapper and sent by its retrying Do (shape 2), and a retry policy
// that reads the method from a context value (shape 18).
package httpshapes

import (
	"bytes"
	"context"
	"math/rand"
	"net/http"
	"time"

	"shapes/httpdep/middleware"
)

// Service keeps its client; it is returned by value.
type Service struct {
	hc   *http.Client
	base string
}

// NewService makes the client, then installs the retrying transport of
// package middleware on it.
func NewService(base string) Service {
	hc := &http.Client{Transport: &http.Transport{MaxIdleConns: 10}, Timeout: 10 * time.Second}
	hc.Transport = middleware.NewRetryTransport(hc.Transport, middleware.Config{MaxRetries: 3, Wait: time.Second})
	return Service{hc: hc, base: base}
}

// doPost sends a POST through the client: its transport re-sends it.
func (s Service) doPost(ctx context.Context, path string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.base+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := s.hc.Do(req) // want `^writeretry: middleware\.RetryTransport\.RoundTrip retries POST by itself`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// doGet reads through the same client.
func (s Service) doGet(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.base+path, nil)
	if err != nil {
		return err
	}
	resp, err := s.hc.Do(req) // fine: a GET re-sent is safe
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// pause waits a random part of a doubling delay, or until ctx ends.
func pause(ctx context.Context, attempt int) error {
	t := time.NewTimer(time.Duration(rand.Int63n(int64(100*time.Millisecond) << attempt)))
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// Publish retries doPost: a loop around a client whose transport
// retries.
func Publish(ctx context.Context, s Service) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = s.doPost(ctx, "/events", nil); err == nil { // want `^nestedretry: for loop \(3 attempts\) calls httpshapes\.Service\.doPost, which retries via middleware\.RetryTransport\.RoundTrip \(\? attempts\): up to \? calls per operation, as both retry every failure` `^writeretry: for loop re-sends POST via httpshapes\.Service\.doPost \(http\.Client\.Do\) without an idempotency key`
			return nil
		}
		if perr := pause(ctx, i); perr != nil {
			return perr
		}
	}
	return err
}

// Traced keeps a client whose transport, installed the same way, does
// not retry.
type Traced struct {
	hc   *http.Client
	base string
}

// NewTraced installs the tracing transport of package middleware after
// the client is made.
func NewTraced(base string) Traced {
	hc := &http.Client{Transport: &http.Transport{MaxIdleConns: 10}}
	hc.Transport = middleware.NewTracing(hc.Transport)
	return Traced{hc: hc, base: base}
}

// doPost sends a POST once.
func (s Traced) doPost(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.base+path, nil)
	if err != nil {
		return err
	}
	resp, err := s.hc.Do(req) // fine: the tracing transport sends it once
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// doGet reads once.
func (s Traced) doGet(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.base+path, nil)
	if err != nil {
		return err
	}
	resp, err := s.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Poll retries a GET through the tracing client: one retry layer.
func Poll(ctx context.Context, s Traced) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = s.doGet(ctx, "/status"); err == nil { // fine: the transport below does not retry, and a GET may be sent again
			return nil
		}
		if perr := pause(ctx, i); perr != nil {
			return perr
		}
	}
	return err
}

// Emit posts once through the tracing client.
func Emit(ctx context.Context, s Traced) error {
	return s.doPost(ctx, "/events") // fine: nothing sends it again
}
