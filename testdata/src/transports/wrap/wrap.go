// Package wrap reaches retrying clients the way services do: through a
// transport that wraps the retrying one, a functional option, and a
// helper that is handed the client.
package wrap

import (
	"context"
	"net/http"
	"time"

	"github.com/hashicorp/go-retryablehttp"
	"go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp"

	"transports/api"
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

// logging wraps a base transport, in this package.
type logging struct {
	base http.RoundTripper
}

func (t *logging) RoundTrip(req *http.Request) (*http.Response, error) {
	start := time.Now()
	resp, err := t.base.RoundTrip(req)
	_ = time.Since(start)
	return resp, err
}

// withLogging is a middleware over the local wrapper.
func withLogging(next http.RoundTripper) http.RoundTripper { return &logging{base: next} }

// AuthOverRetryable wraps retryablehttp's transport in another
// package's auth transport.
func AuthOverRetryable(url string) error {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 2
	hc := &http.Client{Transport: &api.Auth{Token: "t", Base: rc.StandardClient().Transport}}
	return loop(func() error {
		_, err := hc.Get(url) // want `^wrap\.loop \(2 attempts\) calls retryablehttp\.Client\.StandardClient \(3 attempts\): up to 6 calls per operation`
		return err
	})
}

// LoggingOverRetrying wraps a retrying transport of another package in
// a local wrapper, through a middleware.
func LoggingOverRetrying(url string) error {
	hc := &http.Client{Transport: withLogging(&rt.Transport{Next: http.DefaultTransport})}
	return loop(func() error {
		_, err := hc.Get(url) // want `^wrap\.loop \(2 attempts\) calls rt\.Transport\.RoundTrip \(3 attempts\): up to 6 calls per operation`
		return err
	})
}

// TracedOverRetryable wraps retryablehttp's transport in the
// OpenTelemetry transport.
func TracedOverRetryable(url string) error {
	hc := &http.Client{Transport: otelhttp.NewTransport(retryablehttp.NewClient().StandardClient().Transport)}
	return loop(func() error {
		_, err := hc.Get(url) // want `^wrap\.loop \(2 attempts\) calls retryablehttp\.Client\.StandardClient \(5 attempts\): up to 10 calls per operation`
		return err
	})
}

// TracedOverPlain: the OpenTelemetry transport over the default one.
func TracedOverPlain(url string) error {
	hc := &http.Client{Transport: otelhttp.NewTransport(http.DefaultTransport)}
	return loop(func() error {
		_, err := hc.Get(url) // fine: the wrapped transport does not retry
		return err
	})
}

// AuthOverPlain wraps the default transport: one retry layer.
func AuthOverPlain(url string) error {
	hc := &http.Client{Transport: &api.Auth{Token: "t", Base: http.DefaultTransport}}
	return loop(func() error {
		_, err := hc.Get(url) // fine: the wrapped transport does not retry
		return err
	})
}

// LoggingOverPlain: the local wrapper over the default transport.
func LoggingOverPlain(url string) error {
	hc := &http.Client{Transport: &logging{base: http.DefaultTransport}}
	return loop(func() error {
		_, err := hc.Get(url) // fine: the wrapped transport does not retry
		return err
	})
}

// Optioned sets a retrying client through a functional option.
func Optioned(ctx context.Context) error {
	c := api.New(api.WithURL("http://orders"), api.WithHTTPClient(rt.NewClient()))
	return loop(func() error {
		return c.List(ctx) // want `^wrap\.loop \(2 attempts\) calls rt\.Transport\.RoundTrip \(3 attempts\): up to 6 calls per operation`
	})
}

// OptionedDefault keeps the default client: one retry layer.
func OptionedDefault(ctx context.Context) error {
	c := api.New(api.WithURL("http://orders"))
	return loop(func() error {
		return c.List(ctx) // fine: the default *http.Client does not retry
	})
}

// OptionedPlain passes a plain client through the option.
func OptionedPlain(ctx context.Context) error {
	c := api.New(api.WithHTTPClient(&http.Client{Timeout: time.Second}))
	return loop(func() error {
		return c.List(ctx) // fine: the client the option sets does not retry
	})
}

// HandedGet retries a GET through a helper handed a retrying client.
func HandedGet(ctx context.Context, url string) error {
	hc := retryablehttp.NewClient().StandardClient()
	return loop(func() error {
		req, err := http.NewRequest(http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		_, err = api.DoWith(ctx, hc, req) // want `^wrap\.loop \(2 attempts\) calls api\.DoWith, which retries via retryablehttp\.Client\.StandardClient \(5 attempts\): up to 10 calls per operation`
		return err
	})
}
