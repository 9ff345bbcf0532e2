// Package imroc exercises github.com/imroc/req/v3 (v3.55.0): a request on
// a client with SetCommonRetryCount(n), or given SetRetryCount(n), is sent
// n times more; none by default.
package imroc

import (
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/imroc/req/v3"
)

// Get: retry.Do (3) around a client with 3 retries: 3 × 4.
func Get(url string) error {
	c := req.C().SetTimeout(time.Second).SetCommonRetryCount(3)
	return retry.Do(func() error {
		_, err := c.R().Get(url) // want `^retry\.Do \(3 attempts\) calls req\.Request\.Get \(4 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(3))
}

// PerRequest: the request's own count on a client without one: 3 × 5.
func PerRequest(url string) error {
	c := req.C()
	return retry.Do(func() error {
		_, err := c.R().SetRetryCount(4).Delete(url) // want `^retry\.Do \(3 attempts\) calls req\.Request\.Delete \(5 attempts\): up to 15 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Default: C() sets no retry count: one call per attempt.
func Default(url string) error {
	c := req.C()
	return retry.Do(func() error {
		_, err := c.R().Get(url) // fine: the client does not retry (no SetCommonRetryCount)
		return err
	}, retry.Attempts(3))
}

// URLs: a walk over URLs on a retrying client, each fetched once.
func URLs(urls []string) error {
	c := req.C().SetCommonRetryCount(2)
	for _, u := range urls {
		if _, err := c.R().Get(u); err != nil { // fine: a walk over URLs, each fetched once
			return err
		}
	}
	return nil
}
