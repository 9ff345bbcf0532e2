// Package api has the retry helpers of a service client: they send a
// request whose method, or whole request, their callers decide, and
// retry it.
package api

import (
	"bytes"
	"context"
	"net/http"
	"time"

	"github.com/avast/retry-go/v4"
)

// API calls a deployment service.
type API struct {
	hc   *http.Client
	base string
}

// New returns an API.
func New(base string) *API { return &API{hc: &http.Client{}, base: base} }

// Call sends the method it is given and retries on errors and 5xx: 3
// attempts, whatever the method.
func (a *API) Call(ctx context.Context, method, path string, body []byte) error {
	var err error
	for i := 0; i < 3; i++ {
		req, rerr := http.NewRequestWithContext(ctx, method, a.base+path, bytes.NewReader(body))
		if rerr != nil {
			return rerr
		}
		resp, derr := a.hc.Do(req) // fine here: the callers decide the method
		if derr == nil && resp.StatusCode < 500 {
			return nil
		}
		err = derr
		time.Sleep(time.Second)
	}
	return err
}

// CallLib retries with a library, in a closure that reads the method.
func (a *API) CallLib(ctx context.Context, method, path string) error {
	return retry.Do(func() error {
		req, err := http.NewRequestWithContext(ctx, method, a.base+path, nil)
		if err != nil {
			return err
		}
		_, err = a.hc.Do(req) // fine here: the callers decide the method
		return err
	}, retry.Attempts(4))
}

// Do retries the request it is given (the go-github / go-tfe shape).
func (a *API) Do(req *http.Request) (*http.Response, error) {
	var resp *http.Response
	var err error
	for i := 0; i < 3; i++ {
		if resp, err = a.hc.Do(req); err == nil { // fine here: the callers make the request
			return resp, nil
		}
		time.Sleep(time.Second)
	}
	return nil, err
}

// Deploy passes its own method on to Call: it re-sends like Call.
func (a *API) Deploy(ctx context.Context, method string) error {
	return a.Call(ctx, method, "/deploy", nil)
}

// ReadOnly retries only GET: another method is sent once.
func (a *API) ReadOnly(ctx context.Context, method, path string) error {
	req, err := http.NewRequestWithContext(ctx, method, a.base+path, nil)
	if err != nil {
		return err
	}
	if method != http.MethodGet {
		_, err = a.hc.Do(req)
		return err
	}
	for i := 0; i < 3; i++ {
		if _, err = a.hc.Do(req); err == nil { // fine: only GET is retried
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Send sends the method it is given once: no retry of its own.
func (a *API) Send(ctx context.Context, method, path string) error {
	req, err := http.NewRequestWithContext(ctx, method, a.base+path, nil)
	if err != nil {
		return err
	}
	_, err = a.hc.Do(req)
	return err
}

// GetRetried goes round again on 5xx only for GET (the test sits on the
// way round, as in if ... && method == "GET" { continue }); the
// response body is closed in a deferred closure.
func (a *API) GetRetried(ctx context.Context, method, path string) error {
	retries := 2
	for {
		req, err := http.NewRequestWithContext(ctx, method, a.base+path, nil)
		if err != nil {
			return err
		}
		rsp, err := a.hc.Do(req)
		if err != nil {
			return err
		}
		defer func() { _ = rsp.Body.Close() }()
		if rsp.StatusCode >= 500 && retries > 0 && method == http.MethodGet {
			retries--
			continue
		}
		return nil
	}
}

// AnyRetried is GetRetried without the method test: every method goes
// round again on 5xx.
func (a *API) AnyRetried(ctx context.Context, method, path string) error {
	retries := 2
	for {
		req, err := http.NewRequestWithContext(ctx, method, a.base+path, nil)
		if err != nil {
			return err
		}
		rsp, err := a.hc.Do(req)
		if err != nil {
			return err
		}
		defer func() { _ = rsp.Body.Close() }()
		if rsp.StatusCode >= 500 && retries > 0 {
			retries--
			continue
		}
		return nil
	}
}

// LoopSend retries a helper that builds and sends the request with the
// method it is given (the shape of cloudflare-go's request loop).
func (a *API) LoopSend(ctx context.Context, method, path string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = a.Send(ctx, method, path); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
