// Package edge is the outer layer of the cascade: edge → adapter → client.
package edge

import (
	"github.com/avast/retry-go/v4"

	"chain/adapter"
)

// Handle retries adapter.Price, which retries pricing.Quote, which
// retries the service: 4 × 4 × 4 calls.
func Handle(sku string) (int, error) {
	var price int
	err := retry.Do(func() error {
		p, err := adapter.Price(sku) // want `retry.Do \(4 attempts\) calls adapter.Price, which retries via backoff.Retry \(4 attempts\) and reaches pricing.Quote \(for loop, 4 attempts\): up to 64 calls per operation`
		price = p
		return err
	}, retry.Attempts(4))
	return price, err
}

// HandleWrapped reaches the same cascade through a pass-through wrapper.
func HandleWrapped(sku string) error {
	return retry.Do(func() error {
		_, err := adapter.Lookup(sku) // want `retry.Do \(10 attempts\) calls adapter.Lookup, which reaches adapter.Price \(backoff.Retry, 4 attempts\) and reaches pricing.Quote \(for loop, 4 attempts\): up to 160 calls per operation`
		return err
	})
}

// Serve calls the adapter once per request: the adapter is the only
// retry owner of the operation, so there is nothing to report.
func Serve(sku string) (int, error) {
	return adapter.Price(sku)
}

// HandleSingle retries a layer that has one retry owner below it which
// itself does not retry: two layers are reported, and PriceOnce is one
// layer only.
func HandleSingle(sku string) error {
	return adapter.PriceOnce(sku) // fine: no outer retry here
}
