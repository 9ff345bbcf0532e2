// Package imroc exercises imroc/req v3 (catalog imroc.go): a request
// sent on a client with SetCommonRetryCount(n), or given
// SetRetryCount(n), is sent n times more; none by default.
package imroc

import (
	"context"
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

// Kept: the count set on the variable the client is kept in, the request
// made by a builder.
func Kept(ctx context.Context, url string) error {
	c := req.NewClient()
	c.SetCommonRetryCount(2)
	for i := 0; i < 2; i++ {
		if _, err := c.Put(url).SetContext(ctx).Send("PUT", url); err == nil { // want `^for loop \(2 attempts\) calls req\.Request\.Send \(3 attempts\): up to 6 calls per operation`
			return nil
		}
	}
	return nil
}

// PerRequest: the request's own count on a client without one.
func PerRequest(url string) error {
	c := req.C()
	return retry.Do(func() error {
		_, err := c.R().SetRetryCount(4).SetRetryBackoffInterval(time.Millisecond, time.Second).Delete(url) // want `^retry\.Do \(3 attempts\) calls req\.Request\.Delete \(5 attempts\): up to 15 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Forever: a negative count retries until an attempt works.
func Forever(url string) error {
	c := req.C().SetCommonRetryCount(-1)
	return retry.Do(func() error {
		_, err := c.R().Head(url) // want `^retry\.Do \(3 attempts\) calls req\.Request\.Head \(unbounded\): unbounded calls per operation`
		return err
	}, retry.Attempts(3))
}

// Default: C() sets no retry count: one call per attempt.
func Default(url string) error {
	c := req.C().SetBaseURL(url)
	return retry.Do(func() error {
		_, err := c.R().Options(url) // fine: the client does not retry (no SetCommonRetryCount)
		return err
	}, retry.Attempts(3))
}

// Zero: SetCommonRetryCount(0) turns the retries off.
func Zero(url string) error {
	c := req.C().SetCommonRetryCount(0).SetCommonRetryBackoffInterval(time.Millisecond, time.Second)
	return retry.Do(func() error {
		_, err := c.R().Patch(url) // fine: SetCommonRetryCount(0)
		return err
	}, retry.Attempts(3))
}

// Once: single calls on clients that retry.
func Once(ctx context.Context, url string) error {
	c := req.C().SetCommonRetryCount(2)
	if _, err := c.R().Get(url); err != nil { // fine: one layer, the client's
		return err
	}
	if resp := c.Get(url).Do(ctx); resp.Err != nil { // fine: one layer
		return resp.Err
	}
	if _, err := c.R().Put(url); err != nil { // fine: one layer
		return err
	}
	_, err := c.R().Post(url) // fine: one layer (a nest, not a write, is this check's)
	return err
}

// URLs: a loop over URLs, each fetched once.
func URLs(urls []string) error {
	c := req.C().SetCommonRetryCount(2)
	for _, u := range urls {
		if _, err := c.R().Get(u); err != nil { // fine: a walk over URLs, each fetched once
			return err
		}
	}
	return nil
}
