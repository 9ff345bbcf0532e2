// Package proxy forwards requests through httputil.ReverseProxy: a
// transport that retries makes the proxy re-send every request it serves,
// whatever its method (the shape of apex/up's relay).
package proxy

import (
	"net/http"
	"net/http/httputil"
	"net/url"
	"time"

	"transports/rt"
)

// Relay retries in its own RoundTrip and installs itself as the proxy's
// transport.
type Relay struct {
	*httputil.ReverseProxy
	next http.RoundTripper
}

// NewRelay builds the proxy.
func NewRelay(target *url.URL) *Relay {
	p := &Relay{next: http.DefaultTransport}
	p.ReverseProxy = httputil.NewSingleHostReverseProxy(target)
	p.ReverseProxy.Transport = p
	return p
}

// RoundTrip re-sends on temporary errors: every method.
func (p *Relay) RoundTrip(r *http.Request) (*http.Response, error) {
	tries := 0
retry:
	res, err := p.next.RoundTrip(r)
	if err != nil && tries < 2 {
		tries++
		time.Sleep(time.Second)
		goto retry
	}
	return res, err
}

// ServeHTTP forwards.
func (p *Relay) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p.ReverseProxy.ServeHTTP(w, r) // want `^proxy\.Relay\.RoundTrip retries a forwarded request \(any method\) by itself \(3 attempts\) without an idempotency key`
}

// Plain forwards through the default transport.
type Plain struct{ proxy *httputil.ReverseProxy }

// NewPlain builds it.
func NewPlain(target *url.URL) *Plain {
	return &Plain{proxy: httputil.NewSingleHostReverseProxy(target)}
}

// ServeHTTP forwards once.
func (p *Plain) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p.proxy.ServeHTTP(w, r) // fine: nothing retries the forwarded request
}

// ReadsOnly forwards through a transport that retries GETs only.
func ReadsOnly(target *url.URL) http.Handler {
	p := &httputil.ReverseProxy{
		Rewrite:   func(r *httputil.ProxyRequest) { r.SetURL(target) },
		Transport: &rt.GetOnly{Next: http.DefaultTransport},
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p.ServeHTTP(w, r) // fine: the transport sends a POST once
	})
}

// Reserve serves a failed request again from the proxy's error handler
// while a counter allows: a retry on the failure callback.
func Reserve(target *url.URL) http.Handler {
	p := httputil.NewSingleHostReverseProxy(target)
	p.ErrorHandler = func(w http.ResponseWriter, r *http.Request, err error) {
		n, _ := r.Context().Value(triesKey{}).(int)
		if n < 2 {
			p.ServeHTTP(w, r.WithContext(r.Context())) // want `^ReverseProxy\.ErrorHandler re-sends a forwarded request \(any method\) via httputil\.ReverseProxy\.ServeHTTP without an idempotency key`
			return
		}
		w.WriteHeader(http.StatusBadGateway)
	}
	return p
}

type triesKey struct{}

// Fallback answers from the error handler without serving again.
func Fallback(target *url.URL) http.Handler {
	p := httputil.NewSingleHostReverseProxy(target)
	p.ErrorHandler = func(w http.ResponseWriter, r *http.Request, err error) {
		w.WriteHeader(http.StatusBadGateway) // fine: no second attempt
	}
	return p
}

// Router serves through a proxy it builds for each attempt; the proxy's
// error handler calls the method that builds it again (kubeai's
// proxyHTTP): a retry on the failure callback through the caller.
type Router struct {
	target   *url.URL
	maxTries int
}

type attempt struct{ n int }

func (rt *Router) serve(w http.ResponseWriter, r *http.Request, a *attempt) {
	p := &httputil.ReverseProxy{Rewrite: func(pr *httputil.ProxyRequest) { pr.SetURL(rt.target) }}
	p.ErrorHandler = func(w http.ResponseWriter, r *http.Request, err error) {
		if a.n < rt.maxTries {
			a.n++
			rt.serve(w, r, a) // want `^ReverseProxy\.ErrorHandler re-sends a forwarded request \(any method\) via proxy\.Router\.serve \(httputil\.ReverseProxy\.ServeHTTP\) without an idempotency key`
			return
		}
		rt.fail(w) // fine: answers without serving again
	}
	p.ServeHTTP(w, r)
}

func (rt *Router) fail(w http.ResponseWriter) { w.WriteHeader(http.StatusBadGateway) }
