// Package nest retries calls on clients whose transport retries: every
// call on such a client is a retry owner.
package nest

import (
	"context"
	"net/http"
	"net/http/httputil"
	"net/url"
	"time"

	"github.com/hashicorp/go-retryablehttp"

	"transports/rt"
)

// loop retries op twice: the outer layer of the nests below.
func loop(op func() error) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = op(); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Literal installs the transport in a struct literal.
func Literal(url string) error {
	hc := &http.Client{Transport: &rt.Transport{Next: http.DefaultTransport}}
	return loop(func() error {
		_, err := hc.Get(url) // want `^nest\.loop \(2 attempts\) calls rt\.Transport\.RoundTrip \(3 attempts\): up to 6 calls per operation`
		return err
	})
}

// Assigned installs the transport after making the client.
func Assigned(url string) error {
	hc := &http.Client{}
	hc.Transport = &rt.Transport{Next: http.DefaultTransport}
	return loop(func() error {
		_, err := hc.Get(url) // want `^nest\.loop \(2 attempts\) calls rt\.Transport\.RoundTrip \(3 attempts\): up to 6 calls per operation`
		return err
	})
}

// Middleware installs the transport through the middleware.
func Middleware(url string) error {
	hc := &http.Client{Transport: rt.Retrying(http.DefaultTransport)}
	return loop(func() error {
		_, err := hc.Get(url) // want `^nest\.loop \(2 attempts\) calls rt\.Transport\.RoundTrip \(3 attempts\): up to 6 calls per operation`
		return err
	})
}

// Fetch retries a GET through the Doer field: nested.
func (s *Service) Fetch(ctx context.Context, url string) error {
	return loop(func() error {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		_, err = s.doc.Do(req) // want `^nest\.loop \(2 attempts\) calls retryablehttp\.Client\.StandardClient \(3 attempts\): up to 6 calls per operation`
		return err
	})
}

// GetOnlyGet retries a GET through it: nested all the same.
func GetOnlyGet(url string) error {
	hc := &http.Client{Transport: &rt.GetOnly{Next: http.DefaultTransport}}
	return loop(func() error {
		_, err := hc.Get(url) // want `^nest\.loop \(2 attempts\) calls rt\.GetOnly\.RoundTrip \(4 attempts\): up to 8 calls per operation`
		return err
	})
}

// LoggingLoop is one retry layer over a plain transport.
func LoggingLoop(url string) error {
	hc := &http.Client{Transport: &rt.Logging{Next: http.DefaultTransport}}
	return loop(func() error {
		_, err := hc.Get(url) // fine: the loop is the only retry owner
		return err
	})
}

// Service keeps a client built by a constructor of another package.
type Service struct {
	hc  *http.Client
	doc Doer
}

// Doer is the interface services keep their client behind.
type Doer interface {
	Do(req *http.Request) (*http.Response, error)
}

// NewService stores the clients in fields.
func NewService() *Service {
	return &Service{hc: rt.NewClient(), doc: newRetryable()}
}

// newRetryable returns retryablehttp's *http.Client with 3 attempts.
func newRetryable() *http.Client {
	c := retryablehttp.NewClient()
	c.RetryMax = 2
	return c.StandardClient()
}

// Reserved serves a failed request again from the error handler of a
// proxy whose transport retries too, on every failure: no count, so the
// handler is unbounded.
func Reserved(target *url.URL) http.Handler {
	p := httputil.NewSingleHostReverseProxy(target)
	p.Transport = &rt.Transport{Next: http.DefaultTransport}
	p.ErrorHandler = func(w http.ResponseWriter, r *http.Request, err error) {
		p.ServeHTTP(w, r) // want `^ReverseProxy\.ErrorHandler \(unbounded\) calls rt\.Transport\.RoundTrip \(3 attempts\): unbounded calls per operation`
	}
	return p
}
