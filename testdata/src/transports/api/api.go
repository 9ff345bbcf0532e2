// Package api is a service client of the shapes real clients use: a
// transport that wraps a base transport to add a header, functional
// options that set the *http.Client, and a helper that sends with the
// client it is given.
package api

import (
	"context"
	"net/http"
)

// Auth adds a token and hands every request to Base (the shape of
// oauth2.Transport): it retries as Base does.
type Auth struct {
	Token string
	Base  http.RoundTripper
}

// RoundTrip adds the header and delegates.
func (t *Auth) RoundTrip(req *http.Request) (*http.Response, error) { // want RoundTrip:`delegates=field Base`
	r := req.Clone(req.Context())
	r.Header.Set("Authorization", "Bearer "+t.Token)
	return t.Base.RoundTrip(r)
}

// Client is configured with functional options.
type Client struct {
	hc  *http.Client
	url string
}

// Option configures a Client.
type Option func(*Client)

// WithHTTPClient sets the client requests are sent with.
func WithHTTPClient(c *http.Client) Option { // want WithHTTPClient:`stores\(hc=arg0\)`
	return func(a *Client) { a.hc = c }
}

// WithURL sets the base URL.
func WithURL(u string) Option { return func(a *Client) { a.url = u } }

// New applies the options over the defaults.
func New(opts ...Option) *Client {
	a := &Client{hc: http.DefaultClient, url: "http://svc"}
	for _, o := range opts {
		o(a)
	}
	return a
}

// List sends a GET with the client's *http.Client.
func (a *Client) List(ctx context.Context) error { // want List:`^sends=field hc io$`
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, a.url+"/items", nil)
	if err != nil {
		return err
	}
	resp, err := a.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Create sends a POST with the client's *http.Client.
func (a *Client) Create(ctx context.Context) error { // want Create:`^write\(POST via http.Client.Do in api.Client.Create\) sends=field hc io$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, a.url+"/items", nil)
	if err != nil {
		return err
	}
	resp, err := a.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// DoWith sends req with the client it is given (the shape of
// DoRequestWithClient(ctx, c.HTTPClient, req)).
func DoWith(ctx context.Context, c *http.Client, req *http.Request) (*http.Response, error) { // want DoWith:`request=arg2 client=arg1 io`
	return c.Do(req.WithContext(ctx))
}
