// Package heimdall exercises github.com/gojek/heimdall/v7 (v7.0.3): a
// client with WithRetryCount(n) makes n+1 calls, none more by default.
package heimdall

import (
	"github.com/avast/retry-go/v4"
	"github.com/gojek/heimdall/v7/httpclient"
)

// Get: retry.Do (3) around a client with 2 retries: 3 × 3.
func Get(url string) error {
	c := httpclient.NewClient(httpclient.WithRetryCount(2))
	return retry.Do(func() error {
		resp, err := c.Get(url, nil) // want `^retry\.Do \(3 attempts\) calls heimdall\.Client\.Get \(3 attempts\): up to 9 calls per operation`
		if err == nil {
			resp.Body.Close()
		}
		return err
	}, retry.Attempts(3))
}

// Default: no retry count, no retries.
func Default(url string) error {
	c := httpclient.NewClient()
	return retry.Do(func() error {
		resp, err := c.Get(url, nil) // fine: the client does not retry (no WithRetryCount)
		if err == nil {
			resp.Body.Close()
		}
		return err
	}, retry.Attempts(3))
}

// URLs: a loop over URLs, each fetched once.
func URLs(urls []string) error {
	c := httpclient.NewClient(httpclient.WithRetryCount(2))
	for _, u := range urls {
		resp, err := c.Get(u, nil) // fine: a walk over URLs, each fetched once
		if err != nil {
			return err
		}
		resp.Body.Close()
	}
	return nil
}
