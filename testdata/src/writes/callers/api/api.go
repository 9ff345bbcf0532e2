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

// Query moves the body of a read into the URL (the shape of stripe-go's
// CallRaw), builds the request with a helper and sends it through a loop
// helper that retries while shouldRetry says so.
func (a *API) Query(ctx context.Context, method, path, body string) error {
	if method != http.MethodPost && body != "" {
		path += "?" + body
		body = ""
	}
	req, err := a.newRequest(ctx, method, path, body)
	if err != nil {
		return err
	}
	return a.withRetries(req, func(resp *http.Response, err error) error { return err })
}

// newRequest returns the request it builds with the method it is given.
func (a *API) newRequest(ctx context.Context, method, path, body string) (*http.Request, error) {
	req, err := http.NewRequest(method, a.base+path, bytes.NewReader([]byte(body)))
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	return req, nil
}

func (a *API) shouldRetry(err error, n int) bool { return err != nil && n < 2 }

// withRetries re-sends the request it is given while shouldRetry asks.
func (a *API) withRetries(req *http.Request, handle func(*http.Response, error) error) error {
	for n := 0; ; {
		resp, err := a.hc.Do(req)
		err = handle(resp, err)
		if !a.shouldRetry(err, n) {
			return err
		}
		time.Sleep(time.Second)
		n++
	}
}

// Perform re-sends the request it is given while a retry flag, set on an
// error and on each listed status, says so (the shape of
// elastic-transport-go's Perform); the request may be copied with a
// context first.
func (a *API) Perform(ctx context.Context, req *http.Request, retryOn []int) (*http.Response, error) {
	if ctx != nil {
		req = req.WithContext(ctx)
	}
	var res *http.Response
	var err error
	for i := 0; i <= 3; i++ {
		var shouldRetry bool
		res, err = a.hc.Do(req)
		if err != nil {
			shouldRetry = true
		}
		if res != nil {
			for _, code := range retryOn {
				if res.StatusCode == code {
					shouldRetry = true
				}
			}
		}
		if !shouldRetry {
			break
		}
		time.Sleep(time.Second)
	}
	return res, err
}
