// Package write sends POSTs through clients whose transport retries: a
// POST sent through one is a retried write, unless the transport retries
// only GET or does not retry.
package write

import (
	"context"
	"net/http"
	"time"

	"github.com/hashicorp/go-retryablehttp"

	"transports/rt"
)

// Post posts through the constructed client: the client retries it.
func (s *Service) Post(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return err
	}
	_, err = s.hc.Do(req) // want `^rt\.Transport\.RoundTrip retries POST by itself \(3 attempts\) without an idempotency key`
	return err
}

// ownTransport is a retrying transport of this package.
type ownTransport struct{ next http.RoundTripper }

func (t ownTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	for i := 0; ; i++ {
		resp, err := t.next.RoundTrip(req)
		if err == nil || i == 4 {
			return resp, err
		}
		time.Sleep(time.Second)
	}
}

// Own posts through the package's own retrying transport.
func Own(ctx context.Context, url string) error {
	hc := &http.Client{Transport: ownTransport{next: http.DefaultTransport}}
	_, err := hc.Post(url, "application/json", nil) // want `^write\.ownTransport\.RoundTrip retries POST by itself \(5 attempts\) without an idempotency key`
	return err
}

// GetOnlyPost posts through a transport that retries only GET.
func GetOnlyPost(url string) error {
	hc := &http.Client{Transport: &rt.GetOnly{Next: http.DefaultTransport}}
	_, err := hc.Post(url, "application/json", nil) // fine: the transport sends a POST once
	return err
}

// LoggingPost posts through a transport that does not retry.
func LoggingPost(url string) error {
	hc := &http.Client{Transport: &rt.Logging{Next: http.DefaultTransport}}
	_, err := hc.Post(url, "application/json", nil) // fine: nothing retries the POST
	return err
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
