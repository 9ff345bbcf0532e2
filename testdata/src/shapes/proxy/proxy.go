// Package proxy: an httputil.ReverseProxy whose ErrorHandler serves the
// failed request again (issue 34 shape 3): a recursive retry of any
// method, body included, counted in a context value. The handler is the
// owner; its bound is the compared count plus the first attempt.
package proxy

import (
	"context"
	"math/rand"
	"net/http"
	"net/http/httputil"
	"net/url"
	"time"

	"shapes/proxydep"
	"transports/rt"
)

type retryKey struct{}

// Middleware serves again up to Retries times after the first attempt
// (Retries + 1 attempts: "?", read from a field), sleeping a configured
// delay that ignores the request's context, on a proxy whose transport
// retries by itself (another package's retryablehttp client).
type Middleware struct {
	Retries int
	Delay   time.Duration
	proxy   *httputil.ReverseProxy
}

// NewMiddleware installs m.errorHandler, a method value, on the proxy.
func NewMiddleware(target *url.URL, retries int) *Middleware {
	m := &Middleware{Retries: retries, Delay: time.Second}
	p := httputil.NewSingleHostReverseProxy(target)
	p.Transport = proxydep.Transport()
	p.ErrorHandler = m.errorHandler
	m.proxy = p
	return m
}

func (m *Middleware) errorHandler(w http.ResponseWriter, r *http.Request, err error) {
	n, _ := r.Context().Value(retryKey{}).(int)
	if n < m.Retries {
		time.Sleep(m.Delay)                                                                  // want "sleepctx: time.Sleep between the attempts of the ReverseProxy.ErrorHandler ignores r\\.Context\\(\\)"
		m.proxy.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), retryKey{}, n+1))) // want "nestedretry: ReverseProxy.ErrorHandler \\(\\? attempts\\) calls .* \\(3 attempts\\): up to \\? calls per operation.*; \\? because the ReverseProxy.ErrorHandler in proxy.Middleware.errorHandler reads its count from a field" "writeretry: retryablehttp.Client.StandardClient retries a forwarded request .*ReverseProxy.ErrorHandler re-sends it again around the call" "retrydelay: ReverseProxy.ErrorHandler waits between attempts with no random part"
		return
	}
	w.WriteHeader(http.StatusBadGateway)
}

// Nested serves again from a func literal while n < 3 (4 attempts), on a
// proxy whose transport retries by itself (rt.Transport, 3 attempts).
func Nested(target *url.URL) http.Handler {
	p := httputil.NewSingleHostReverseProxy(target)
	p.Transport = &rt.Transport{Next: http.DefaultTransport}
	p.ErrorHandler = func(w http.ResponseWriter, r *http.Request, err error) {
		n, _ := r.Context().Value(retryKey{}).(int)
		if n < 3 {
			if !wait(r.Context(), n) {
				return
			}
			p.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), retryKey{}, n+1))) // want "nestedretry: ReverseProxy.ErrorHandler \\(4 attempts\\) calls rt.Transport.RoundTrip \\(3 attempts\\): up to 12 calls" "writeretry: rt.Transport.RoundTrip retries a forwarded request .*ReverseProxy.ErrorHandler re-sends it again around the call"
			return
		}
		w.WriteHeader(http.StatusBadGateway)
	}
	return p
}

// wait sleeps a random part of a doubling backoff, or returns false when
// the request's context ends.
func wait(ctx context.Context, n int) bool {
	t := time.NewTimer(time.Duration(rand.Int63n(int64(100*time.Millisecond) << n)))
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

// NestedClient uses a retryablehttp client of another package as the
// proxy's transport (3 attempts) under an error handler that serves again
// while n <= 1 (3 attempts).
func NestedClient(target *url.URL) http.Handler {
	p := httputil.NewSingleHostReverseProxy(target)
	p.Transport = proxydep.Transport()
	p.ErrorHandler = func(w http.ResponseWriter, r *http.Request, err error) {
		if n, _ := r.Context().Value(retryKey{}).(int); n <= 1 {
			p.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), retryKey{}, n+1))) // want "nestedretry: ReverseProxy.ErrorHandler \\(3 attempts\\) calls .*\\(3 attempts\\): up to 9 calls" "writeretry: retryablehttp.Client.StandardClient retries a forwarded request .*ReverseProxy.ErrorHandler re-sends it again around the call" "retrydelay: ReverseProxy.ErrorHandler retries with no wait between attempts: .* up to 3 times"
			return
		}
		w.WriteHeader(http.StatusBadGateway)
	}
	return p
}

// Imported serves through the other package's retrier, whose handler is
// judged there.
func Imported(target *url.URL) http.Handler {
	return proxydep.NewRetrier(target).Proxy // fine: reported in proxydep
}

// Forever serves again on every error, with no count: an unbounded
// recursion while the backend is down.
func Forever(target *url.URL) http.Handler {
	p := httputil.NewSingleHostReverseProxy(target)
	p.ErrorHandler = func(w http.ResponseWriter, r *http.Request, err error) {
		p.ServeHTTP(w, r) // want "unboundedretry: ReverseProxy.ErrorHandler retries with no attempt cap" "writeretry: ReverseProxy.ErrorHandler re-sends a forwarded request" "retrydelay: ReverseProxy.ErrorHandler retries with no wait between attempts: .* with no end"
	}
	return p
}

// BadGateway answers from the error handler without serving again.
func BadGateway(target *url.URL) http.Handler {
	p := httputil.NewSingleHostReverseProxy(target)
	p.ErrorHandler = func(w http.ResponseWriter, r *http.Request, err error) {
		w.WriteHeader(http.StatusBadGateway) // fine: no second attempt, the client decides
	}
	return p
}

// Backup serves a failed request once from a different proxy: a
// fallback to another backend, not a retry of the same one.
func Backup(target, backup *url.URL) http.Handler {
	p := httputil.NewSingleHostReverseProxy(target)
	fb := httputil.NewSingleHostReverseProxy(backup)
	p.ErrorHandler = func(w http.ResponseWriter, r *http.Request, err error) {
		fb.ServeHTTP(w, r) // fine: another backend, once (a fallback, not a retry)
	}
	return p
}

// Failover holds a fallback handler beside its proxy; its error handler
// (a method value) hands the request to the fallback once.
type Failover struct {
	primary  *httputil.ReverseProxy
	fallback *httputil.ReverseProxy
}

// NewFailover installs f.failed on the primary proxy.
func NewFailover(primary, backup *url.URL) *Failover {
	f := &Failover{primary: httputil.NewSingleHostReverseProxy(primary), fallback: httputil.NewSingleHostReverseProxy(backup)}
	f.primary.ErrorHandler = f.failed
	return f
}

func (f *Failover) failed(w http.ResponseWriter, r *http.Request, err error) {
	f.fallback.ServeHTTP(w, r) // fine: the fallback proxy, not the one that failed
}

// Static hands the failed request to another handler (an interface).
type Static struct {
	proxy *httputil.ReverseProxy
	page  http.Handler
}

// NewStatic installs s.failed on the proxy.
func NewStatic(target *url.URL, page http.Handler) *Static {
	s := &Static{proxy: httputil.NewSingleHostReverseProxy(target), page: page}
	s.proxy.ErrorHandler = s.failed
	return s
}

func (s *Static) failed(w http.ResponseWriter, r *http.Request, err error) {
	s.page.ServeHTTP(w, r) // fine: a local page, not the proxy again
}

// retriesOf reads the count of retries, zero when there is none yet.
func retriesOf(r *http.Request) int {
	if n, ok := r.Context().Value(retryKey{}).(int); ok {
		return n
	}
	return 0
}

// attemptsOf reads the count of attempts, one (the first) when there is
// none yet.
func attemptsOf(r *http.Request) int {
	if n, ok := r.Context().Value(retryKey{}).(int); ok {
		return n
	}
	return 1
}

// Balanced reads its count through a helper and waits a fixed 10ms in a
// select (the shape of kasvith/simplelb): 4 attempts of a transport that
// makes 3.
func Balanced(target *url.URL) http.Handler {
	p := httputil.NewSingleHostReverseProxy(target)
	p.Transport = &rt.Transport{Next: http.DefaultTransport}
	p.ErrorHandler = func(w http.ResponseWriter, r *http.Request, err error) {
		retries := retriesOf(r)
		if retries < 3 {
			select {
			case <-time.After(10 * time.Millisecond):
				p.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), retryKey{}, retries+1))) // want "nestedretry: ReverseProxy.ErrorHandler \\(4 attempts\\) calls rt.Transport.RoundTrip \\(3 attempts\\): up to 12 calls" "writeretry: rt.Transport.RoundTrip retries a forwarded request" "retrydelay: ReverseProxy.ErrorHandler waits a fixed 10ms between attempts"
			}
			return
		}
		w.WriteHeader(http.StatusBadGateway)
	}
	return p
}

// Attempts counts from one: n < 3 lets two more through (3 attempts).
func Attempts(target *url.URL) http.Handler {
	p := httputil.NewSingleHostReverseProxy(target)
	p.Transport = &rt.Transport{Next: http.DefaultTransport}
	p.ErrorHandler = func(w http.ResponseWriter, r *http.Request, err error) {
		if n := attemptsOf(r); n < 3 {
			time.Sleep(time.Duration(rand.Int63n(int64(time.Second))))                     // want "sleepctx: time.Sleep between the attempts of the ReverseProxy.ErrorHandler ignores r\\.Context\\(\\)"
			p.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), retryKey{}, n+1))) // want "nestedretry: ReverseProxy.ErrorHandler \\(3 attempts\\) calls rt.Transport.RoundTrip \\(3 attempts\\): up to 9 calls" "writeretry: rt.Transport.RoundTrip retries a forwarded request"
			return
		}
		w.WriteHeader(http.StatusBadGateway)
	}
	return p
}

// Shared counts in a variable the handler increments (shared by every
// request, but a count all the same): 3 attempts.
func Shared(target *url.URL) http.Handler {
	p := httputil.NewSingleHostReverseProxy(target)
	p.Transport = &rt.Transport{Next: http.DefaultTransport}
	tries := 0
	p.ErrorHandler = func(w http.ResponseWriter, r *http.Request, err error) {
		if tries < 2 {
			tries++
			p.ServeHTTP(w, r) // want "nestedretry: ReverseProxy.ErrorHandler \\(3 attempts\\) calls rt.Transport.RoundTrip \\(3 attempts\\): up to 9 calls" "writeretry: rt.Transport.RoundTrip retries a forwarded request" "retrydelay: ReverseProxy.ErrorHandler retries with no wait between attempts"
			return
		}
		w.WriteHeader(http.StatusBadGateway)
	}
	return p
}

// errorHandler returns the handler that serves again on p: 3 attempts.
func errorHandler(p *httputil.ReverseProxy) func(http.ResponseWriter, *http.Request, error) {
	return func(w http.ResponseWriter, r *http.Request, err error) {
		if n := retriesOf(r); n < 2 {
			p.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), retryKey{}, n+1))) // want "writeretry: ReverseProxy.ErrorHandler re-sends a forwarded request" "retrydelay: ReverseProxy.ErrorHandler retries with no wait between attempts: .* up to 3 times"
			return
		}
		w.WriteHeader(http.StatusBadGateway)
	}
}

// Returned installs the handler a function of the package returns (the
// transport set here on the proxy handed to it is not traced into the
// handler: no nest is reported).
func Returned(target *url.URL) http.Handler {
	p := httputil.NewSingleHostReverseProxy(target)
	p.Transport = &rt.Transport{Next: http.DefaultTransport}
	p.ErrorHandler = errorHandler(p)
	return p
}
