// Package wrapwrite sends POSTs through retrying clients reached the way
// services reach them: a functional option, and a helper handed the
// client.
package wrapwrite

import (
	"context"
	"net/http"
	"strings"

	"transports/api"
	"transports/rt"
)

// OptionedCreate sends a POST through the retrying client an option set.
func OptionedCreate(ctx context.Context) error {
	c := api.New(api.WithHTTPClient(rt.NewClient()))
	return c.Create(ctx) // want `^rt\.Transport\.RoundTrip re-sends POST via api\.Client\.Create \(http\.Client\.Do\) without an idempotency key`
}

// HandedPost sends a POST through a helper handed a retrying client:
// the client re-sends it.
func HandedPost(ctx context.Context, url string) error {
	hc := rt.NewClient()
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader("{}"))
	if err != nil {
		return err
	}
	_, err = api.DoWith(ctx, hc, req) // want `^rt\.Transport\.RoundTrip re-sends POST via api\.DoWith \(http\.Client\.Do\) without an idempotency key`
	return err
}

// HandedPostPlain sends the POST with a plain client.
func HandedPostPlain(ctx context.Context, url string) error {
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader("{}"))
	if err != nil {
		return err
	}
	_, err = api.DoWith(ctx, http.DefaultClient, req) // fine: nothing retries the POST
	return err
}

// HandedPostGetOnly sends the POST with a client whose transport
// retries GETs only.
func HandedPostGetOnly(ctx context.Context, url string) error {
	hc := &http.Client{Transport: &rt.GetOnly{Next: http.DefaultTransport}}
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader("{}"))
	if err != nil {
		return err
	}
	_, err = api.DoWith(ctx, hc, req) // fine: the transport sends a POST once
	return err
}
