// Package write gives package api a client that retries: every POST it
// sends is a write the client re-sends by itself.
package write

import (
	"context"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"

	"fieldclients/api"
)

func retrying() *http.Client {
	c := retryablehttp.NewClient()
	c.RetryMax = 3
	return c.StandardClient()
}

// Direct gives New a retrying client and creates an order.
func Direct(ctx context.Context) error {
	a := api.New(retrying(), "http://orders")
	return a.Create(ctx) // want `^retryablehttp\.Client\.StandardClient re-sends POST via api\.API\.Create \(http\.Client\.Do\) without an idempotency key`
}

// service keeps the API in a field of its own.
type service struct{ orders *api.API }

func newService() *service {
	return &service{orders: api.New(retrying(), "http://orders")}
}

// Place creates through the service's field.
func (s *service) Place(ctx context.Context) error {
	return s.orders.CreateTwice(ctx) // want `^retryablehttp\.Client\.StandardClient re-sends POST via api\.API\.CreateTwice \(http\.Client\.Do in api\.API\.Create\) without an idempotency key`
}

// Plain gives New a plain client: nothing retries the POST.
func Plain(ctx context.Context) error {
	a := api.New(&http.Client{}, "http://orders")
	return a.Create(ctx) // fine: the client does not retry
}

// ListRetrying reads with the retrying client: GET is safe to retry.
func ListRetrying(ctx context.Context) error {
	a := api.New(retrying(), "http://orders")
	return a.List(ctx) // fine: a GET
}
