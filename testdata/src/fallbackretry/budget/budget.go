// Package budget: what runs when a budget check refuses.
package budget

import (
	"context"
	"errors"
	"net/http"

	"github.com/afex/hystrix-go/hystrix"
	"golang.org/x/time/rate"
)

var errLimited = errors.New("rate limited")

// Refused sends the refused work to another replica.
func Refused(l *rate.Limiter, primary, backup *http.Client, url string) (*http.Response, error) {
	if !l.Allow() {
		return backup.Get(url) // want `when rate.Limiter.Allow refuses, the fallback calls http.Client.Get, which calls a dependency`
	}
	return primary.Get(url)
}

// Allowed tests the allowed side first; the other side is the refusal.
func Allowed(l *rate.Limiter, primary, backup *http.Client, url string) (*http.Response, error) {
	if l.Allow() {
		return primary.Get(url)
	}
	return backup.Get(url) // want `when rate.Limiter.Allow refuses, the fallback calls http.Client.Get`
}

// Errors answers a refusal with an error.
func Errors(ctx context.Context, l *rate.Limiter, c *http.Client, url string) (*http.Response, error) {
	if err := l.Wait(ctx); err != nil {
		return nil, err // fine: the refusal is an error
	}
	return c.Get(url)
}

// Open answers from the cache while the circuit is open.
func Open(name string, c *http.Client, url string, cache map[string]*http.Response) (*http.Response, error) {
	cb, _, err := hystrix.GetCircuit(name)
	if err != nil {
		return nil, err
	}
	if !cb.AllowRequest() {
		return cache[url], errLimited // fine: a cached value
	}
	return c.Get(url)
}
