// Package adapter is the middle layer: it wraps the pricing client in
// its own backoff.
package adapter

import (
	"errors"

	"github.com/cenkalti/backoff/v4"

	"chain/pricing"
)

// Price retries pricing.Quote with backoff: 3 retries, 4 attempts.
func Price(sku string) (int, error) {
	var price int
	op := func() error {
		resp, err := pricing.Quote("http://pricing/" + sku) // want `backoff.Retry \(4 attempts\) calls pricing.Quote, which retries in a for loop \(4 attempts\): up to 16 calls per operation[^;]*; keep one retry owner and make the inner layers pass the outcome up`
		if err != nil {
			return err
		}
		if resp.StatusCode != 200 {
			return errors.New("pricing: bad status")
		}
		price = 42
		return nil
	}
	err := backoff.Retry(op, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
	return price, err
}

// PriceOnce retries a client that does not retry: a single retry layer,
// which is what the rule asks for.
func PriceOnce(sku string) error {
	return backoff.Retry(func() error {
		_, err := pricing.Once("http://pricing/" + sku)
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// Lookup passes the call through without retrying: a pass-through
// wrapper is no retry owner.
func Lookup(sku string) (int, error) {
	return Price(sku)
}
