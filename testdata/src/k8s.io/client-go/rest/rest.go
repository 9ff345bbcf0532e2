// Package rest is a test stub mirroring version v0.37.2 of
// k8s.io/client-go (rest): a request re-sends on 429/5xx with
// Retry-After up to maxRetries (10) more times.
package rest

import (
	"context"
	"io"
	"net/http"
	"net/url"

	"k8s.io/apimachinery/pkg/types"
)

// Config holds the client's settings.
type Config struct {
	Host string
	QPS  float32
}

// Interface captures the operations of a REST client.
type Interface interface {
	Verb(verb string) *Request
	Post() *Request
	Put() *Request
	Patch(pt types.PatchType) *Request
	Get() *Request
	Delete() *Request
}

// RESTClient sends requests to an API server.
type RESTClient struct{ Client *http.Client }

// RESTClientFor returns a client for the config.
func RESTClientFor(config *Config) (*RESTClient, error) { return &RESTClient{}, nil }

func (c *RESTClient) Verb(verb string) *Request         { return NewRequest(c).Verb(verb) }
func (c *RESTClient) Post() *Request                    { return c.Verb("POST") }
func (c *RESTClient) Put() *Request                     { return c.Verb("PUT") }
func (c *RESTClient) Patch(pt types.PatchType) *Request { return c.Verb("PATCH") }
func (c *RESTClient) Get() *Request                     { return c.Verb("GET") }
func (c *RESTClient) Delete() *Request                  { return c.Verb("DELETE") }

// Request is one request.
type Request struct {
	c          *RESTClient
	verb       string
	maxRetries int
}

// NewRequest makes a request with 10 retries.
func NewRequest(c *RESTClient) *Request { return &Request{c: c, maxRetries: 10} }

// ClientContentConfig is the content settings of a client.
type ClientContentConfig struct{ ContentType string }

// NewRequestWithClient makes a request with 10 retries for an
// *http.Client.
func NewRequestWithClient(base *url.URL, versionedAPIPath string, content ClientContentConfig, client *http.Client) *Request {
	return &Request{c: &RESTClient{Client: client}, maxRetries: 10}
}

func (r *Request) Verb(verb string) *Request                   { r.verb = verb; return r }
func (r *Request) Namespace(namespace string) *Request         { return r }
func (r *Request) Resource(resource string) *Request           { return r }
func (r *Request) Name(resourceName string) *Request           { return r }
func (r *Request) Body(obj interface{}) *Request               { return r }
func (r *Request) SubResource(subresources ...string) *Request { return r }

// MaxRetries sets the retries on Retry-After responses; negative is 0.
func (r *Request) MaxRetries(maxRetries int) *Request {
	if maxRetries < 0 {
		maxRetries = 0
	}
	r.maxRetries = maxRetries
	return r
}

// Do sends the request.
func (r *Request) Do(ctx context.Context) Result { return Result{} }

// DoRaw sends the request and returns the body.
func (r *Request) DoRaw(ctx context.Context) ([]byte, error) { return nil, nil }

// Watch starts a watch.
func (r *Request) Watch(ctx context.Context) (Watcher, error) { return nil, nil }

// Watcher stands for watch.Interface.
type Watcher interface{ Stop() }

// Stream sends the request and returns the body stream.
func (r *Request) Stream(ctx context.Context) (io.ReadCloser, error) { return nil, nil }

// Result is the outcome of Do.
type Result struct{ err error }

func (r Result) Into(obj interface{}) error { return r.err }
func (r Result) Error() error               { return r.err }
