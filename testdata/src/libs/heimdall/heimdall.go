// Package heimdall exercises gojek's heimdall (catalog clients.go): a
// client from httpclient.NewClient retries WithRetryCount(n) times more,
// none by default.
package heimdall

import (
	"bytes"
	"net/http"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/gojek/heimdall/v7"
	"github.com/gojek/heimdall/v7/httpclient"
	"github.com/gojek/heimdall/v7/hystrix"
)

// Get: retry.Do (3) around a client with 3 retries: 3 × 4.
func Get(url string) error {
	c := httpclient.NewClient(httpclient.WithRetryCount(3), httpclient.WithRetrier(heimdall.NewRetrier(heimdall.NewConstantBackoff(time.Second, time.Second))))
	return retry.Do(func() error {
		_, err := c.Get(url, nil) // want `^retry\.Do \(3 attempts\) calls heimdall\.Client\.Get \(4 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Default: no retry count, no retries.
func Default(url string) error {
	c := httpclient.NewClient(httpclient.WithHTTPTimeout(time.Second))
	return retry.Do(func() error {
		_, err := c.Delete(url, nil) // fine: the client does not retry (no WithRetryCount)
		return err
	}, retry.Attempts(3))
}

// Zero: WithRetryCount(0) does not retry.
func Zero(url string) error {
	c := hystrix.NewClient(hystrix.WithRetryCount(0))
	return retry.Do(func() error {
		_, err := c.Put(url, nil, nil) // fine: WithRetryCount(0)
		return err
	}, retry.Attempts(3))
}

// Service keeps a client behind heimdall's interface.
type Service struct{ c heimdall.Client }

// NewService makes a client with 2 retries.
func NewService() *Service { return &Service{c: httpclient.NewClient(httpclient.WithRetryCount(2))} }

// Fetch retries through the interface: 2 × 3.
func (s *Service) Fetch(req *http.Request) error {
	for i := 0; i < 2; i++ {
		if _, err := s.c.Do(req); err == nil { // want `^for loop \(2 attempts\) calls heimdall\.Client \(3 attempts\): up to 6 calls per operation`
			return nil
		}
	}
	return nil
}

// Once: single calls.
func Once(url string) error {
	c := hystrix.NewClient(hystrix.WithRetryCount(2))
	if _, err := c.Get(url, nil); err != nil { // fine: one layer, the client's
		return err
	}
	h := httpclient.NewClient(httpclient.WithRetryCount(1))
	if _, err := h.Patch(url, bytes.NewReader(nil), nil); err != nil { // fine: one layer
		return err
	}
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	if _, err := c.Do(req); err != nil { // fine: one layer
		return err
	}
	if _, err := h.Do(req); err != nil { // fine: one layer
		return err
	}
	if _, err := h.Put(url, nil, nil); err != nil { // fine: one layer
		return err
	}
	if _, err := c.Delete(url, nil); err != nil { // fine: one layer
		return err
	}
	if _, err := c.Post(url, nil, nil); err != nil { // fine: one layer
		return err
	}
	if _, err := c.Patch(url, nil, nil); err != nil { // fine: one layer
		return err
	}
	_, err := h.Post(url, bytes.NewReader(nil), nil) // fine: one layer
	return err
}

// URLs: a loop over URLs, each fetched once.
func URLs(urls []string) error {
	c := httpclient.NewClient(httpclient.WithRetryCount(2))
	for _, u := range urls {
		if _, err := c.Get(u, nil); err != nil { // fine: a walk over URLs, each fetched once
			return err
		}
	}
	return nil
}
