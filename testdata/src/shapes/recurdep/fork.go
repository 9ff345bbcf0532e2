// Package recurdep is a fork of go-retryablehttp under a path the
// catalog does not know (as projectdiscovery/retryablehttp-go is): its
// Client.Do is a retry loop written the way the library writes it, so
// the client retries by itself for its importers.
package recurdep

import (
	"context"
	"fmt"
	"io"
	"math"
	"math/rand"
	"net/http"
	"time"
)

// CheckRetry is the policy the client asks after each attempt.
type CheckRetry func(ctx context.Context, resp *http.Response, err error) (bool, error)

// Backoff says how long to wait before the next attempt.
type Backoff func(min, max time.Duration, attemptNum int, resp *http.Response) time.Duration

// DefaultRetryPolicy retries transport errors, 429 and 5xx.
func DefaultRetryPolicy(ctx context.Context, resp *http.Response, err error) (bool, error) {
	if ctx.Err() != nil {
		return false, ctx.Err()
	}
	if err != nil {
		return true, err
	}
	if resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500 {
		return true, nil
	}
	return false, nil
}

// DefaultBackoff doubles the wait, with jitter.
func DefaultBackoff(min, max time.Duration, attemptNum int, resp *http.Response) time.Duration {
	mult := math.Pow(2, float64(attemptNum)) * float64(min)
	sleep := time.Duration(mult)
	if sleep > max {
		sleep = max
	}
	return sleep/2 + time.Duration(rand.Int63n(int64(sleep/2)+1))
}

// Request wraps an http.Request.
type Request struct {
	*http.Request
	responseHandler func(*http.Response) error
}

// NewRequest makes a request.
func NewRequest(method, url string, body io.Reader) (*Request, error) {
	r, err := http.NewRequest(method, url, body)
	if err != nil {
		return nil, err
	}
	return &Request{Request: r}, nil
}

// Client retries by itself, as go-retryablehttp's does.
type Client struct {
	HTTPClient   *http.Client
	RetryWaitMin time.Duration
	RetryWaitMax time.Duration
	RetryMax     int
	CheckRetry   CheckRetry
	Backoff      Backoff
}

// NewClient makes a client with the default policy.
func NewClient() *Client {
	return &Client{
		HTTPClient:   &http.Client{},
		RetryWaitMin: time.Second,
		RetryWaitMax: 30 * time.Second,
		RetryMax:     4,
		CheckRetry:   DefaultRetryPolicy,
		Backoff:      DefaultBackoff,
	}
}

// Do is go-retryablehttp's loop: ask the policy (again after a response
// handler failed), stop when it says no, count down what is left, back
// off, go round.
func (c *Client) Do(req *Request) (*http.Response, error) {
	var resp *http.Response
	var attempt int
	var shouldRetry bool
	var doErr, respErr, checkErr error
	for i := 0; ; i++ {
		doErr, respErr = nil, nil
		attempt++
		resp, doErr = c.HTTPClient.Do(req.Request)
		shouldRetry, checkErr = c.CheckRetry(req.Context(), resp, doErr)
		if !shouldRetry && doErr == nil && req.responseHandler != nil {
			respErr = req.responseHandler(resp)
			shouldRetry, checkErr = c.CheckRetry(req.Context(), resp, respErr)
		}
		if !shouldRetry {
			break
		}
		remain := c.RetryMax - i
		if remain <= 0 {
			break
		}
		if doErr == nil {
			resp.Body.Close()
		}
		wait := c.Backoff(c.RetryWaitMin, c.RetryWaitMax, i, resp)
		timer := time.NewTimer(wait)
		select {
		case <-req.Context().Done():
			timer.Stop()
			return nil, req.Context().Err()
		case <-timer.C:
		}
		httpreq := *req.Request
		req.Request = &httpreq
	}
	if doErr == nil && respErr == nil && checkErr == nil && !shouldRetry {
		return resp, nil
	}
	err := doErr
	if checkErr != nil {
		err = checkErr
	} else if respErr != nil {
		err = respErr
	}
	if resp != nil {
		resp.Body.Close()
	}
	return nil, fmt.Errorf("%s %s giving up after %d attempt(s): %w", req.Method, req.URL, attempt, err)
}

// Get sends a GET through Do.
func (c *Client) Get(url string) (*http.Response, error) {
	req, err := NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	return c.Do(req)
}

type retryMaxKey struct{}

// Lite is projectdiscovery's form of the fork: the count may come from
// the request's context, and the policy's answer is returned at once.
type Lite struct {
	HTTPClient *http.Client
	RetryMax   int
	CheckRetry CheckRetry
}

func (c *Lite) Do(req *Request) (*http.Response, error) {
	var resp *http.Response
	var err error
	retryMax := c.RetryMax
	if v, ok := req.Context().Value(retryMaxKey{}).(int); ok {
		retryMax = v
	}
	for i := 0; ; i++ {
		resp, err = c.HTTPClient.Do(req.Request)
		checkOK, checkErr := c.CheckRetry(req.Context(), resp, err)
		if !checkOK {
			if checkErr != nil {
				err = checkErr
			}
			return resp, err
		}
		remain := retryMax - i
		if remain <= 0 {
			break
		}
		if err == nil && resp != nil {
			resp.Body.Close()
		}
		select {
		case <-req.Context().Done():
			return nil, req.Context().Err()
		case <-time.After(DefaultBackoff(time.Second, 30*time.Second, i, resp)):
		}
	}
	return nil, fmt.Errorf("giving up after %d attempts: %w", retryMax+1, err)
}

// Page walks a listing: remain counts the items left, not attempts, and
// a failure ends the walk (no retry).
func (c *Client) Page(urls []string) (int, error) {
	n := 0
	for i := 0; ; i++ {
		remain := len(urls) - i
		if remain <= 0 {
			break
		}
		resp, err := c.HTTPClient.Get(urls[i])
		if err != nil {
			return n, err
		}
		resp.Body.Close()
		n++
	}
	return n, nil
}
