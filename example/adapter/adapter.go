// Package adapter is the middle layer of the example service: it turns
// pricing quotes into catalogue prices and wraps every call to the pricing
// client in the project's retry helper, retryutil.Do, with 4 attempts.
package adapter

import (
	"context"
	"errors"
	"sync"

	"github.com/retrylint/retrylint/example/pricing"
	"github.com/retrylint/retrylint/example/retryutil"
)

// attempts is the retry budget of this layer.
const attempts = 4

// ErrNotFound is returned for a SKU without a price.
var ErrNotFound = errors.New("adapter: no price")

// Adapter serves prices from the pricing service.
type Adapter struct {
	client *pricing.Client
}

// New returns an adapter over client.
func New(client *pricing.Client) *Adapter {
	return &Adapter{client: client}
}

// Price returns the price of sku in cents. It retries the pricing client,
// which retries the service itself: 4 × 4 calls per price.
func (a *Adapter) Price(ctx context.Context, sku string) (int64, error) {
	var q pricing.Quote
	err := retryutil.Do(ctx, attempts, func(ctx context.Context) error {
		var err error
		q, err = a.client.Quote(ctx, sku)
		return err
	})
	if err != nil {
		return 0, err
	}
	if q.Cents <= 0 {
		return 0, ErrNotFound
	}
	return q.Cents, nil
}

// PriceOnce is the single-layer form: this layer owns the retry and the
// client below makes one call per attempt, so there is one retry owner.
func (a *Adapter) PriceOnce(ctx context.Context, sku string) (int64, error) {
	var q pricing.Quote
	err := retryutil.Do(ctx, attempts, func(ctx context.Context) error {
		var err error
		q, err = a.client.QuoteOnce(ctx, sku)
		return err
	})
	return q.Cents, err
}

// PriceAll prices every SKU concurrently. It fans out over work items,
// one call per item: no item is tried twice here, so this is no retry.
func (a *Adapter) PriceAll(ctx context.Context, skus []string) (map[string]int64, error) {
	type result struct {
		sku   string
		cents int64
		err   error
	}
	results := make([]result, len(skus))
	var wg sync.WaitGroup
	for i, sku := range skus {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cents, err := a.PriceOnce(ctx, sku)
			results[i] = result{sku, cents, err}
		}()
	}
	wg.Wait()
	out := make(map[string]int64, len(skus))
	var errs []error
	for _, r := range results {
		if r.err != nil {
			errs = append(errs, r.err)
			continue
		}
		out[r.sku] = r.cents
	}
	return out, errors.Join(errs...)
}
