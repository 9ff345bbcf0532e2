// Package proxydep: the cross-package half of the proxy shapes: a
// transport whose client retries by itself, and a middleware whose error
// handler serves the failed request again, both used from shapes/proxy.
package proxydep

import (
	"context"
	"net/http"
	"net/http/httputil"
	"net/url"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

// Transport returns a transport that retries by itself: 3 attempts.
func Transport() http.RoundTripper {
	c := retryablehttp.NewClient()
	c.RetryMax = 2
	return &retryablehttp.RoundTripper{Client: c}
}

type attemptKey struct{}

// Retrier serves a failed request again from its proxy's error handler,
// counting the attempts in the request's context: 3 attempts.
type Retrier struct {
	Proxy *httputil.ReverseProxy
}

// NewRetrier installs the retrier's handler (a method value) on a proxy.
func NewRetrier(target *url.URL) *Retrier {
	r := &Retrier{Proxy: httputil.NewSingleHostReverseProxy(target)}
	r.Proxy.ErrorHandler = r.handle
	return r
}

func (rt *Retrier) handle(w http.ResponseWriter, r *http.Request, err error) {
	n, _ := r.Context().Value(attemptKey{}).(int)
	if n >= 2 {
		w.WriteHeader(http.StatusBadGateway)
		return
	}
	time.Sleep(time.Second)                                                                 // want "sleepctx: time.Sleep between the attempts of the ReverseProxy.ErrorHandler ignores r\\.Context\\(\\)"
	rt.Proxy.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), attemptKey{}, n+1))) // want "writeretry: ReverseProxy.ErrorHandler re-sends a forwarded request" "retrydelay: ReverseProxy.ErrorHandler waits a fixed 1s between attempts"
}
