// Package api is a service client that keeps its *http.Client in a
// field filled by its constructor: whether it retries depends on the
// client its users give it.
package api

import (
	"context"
	"net/http"
)

// API calls the orders service.
type API struct {
	hc   *http.Client
	base string
}

// New stores the client it is given.
func New(hc *http.Client, base string) *API { // want New:`^stores\(hc=arg0\)$`
	return &API{hc: hc, base: base}
}

// Create posts an order with the client of the field.
func (a *API) Create(ctx context.Context) error { // want Create:`^write\(POST via http.Client.Do in api.API.Create\) sends=field hc io$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, a.base+"/orders", nil)
	if err != nil {
		return err
	}
	_, err = a.hc.Do(req)
	return err
}

// List gets the orders.
func (a *API) List(ctx context.Context) error { // want List:`^sends=field hc io$`
	_, err := a.hc.Get(a.base + "/orders")
	return err
}

// CreateTwice calls Create on its own receiver: it sends with the same
// field.
func (a *API) CreateTwice(ctx context.Context) error { // want CreateTwice:`^write\(POST via http.Client.Do in api.API.Create\) sends=field hc io$`
	return a.Create(ctx)
}
