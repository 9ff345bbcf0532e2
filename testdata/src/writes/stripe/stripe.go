// Package stripe: writes through stripe-go v82. The backend adds an
// Idempotency-Key to each write once per call, so its own re-sends are
// safe; a user retry calls again and gets a new key: a retried create
// without a key of its own made before the first attempt is a second
// charge.
package stripe

import (
	"context"

	"github.com/avast/retry-go/v4"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/charge"
)

// NoKey: every attempt is a new request with a new key.
func NoKey(ctx context.Context, sc *stripe.Client) error {
	params := &stripe.ChargeCreateParams{Amount: stripe.Int64(100), Currency: stripe.String("usd")}
	return retry.Do(func() error {
		_, err := sc.V1Charges.Create(ctx, params) // want `^retry\.Do re-sends POST via stripe\.v1ChargeService\.Create without an idempotency key`
		return err
	}, retry.Attempts(3))
}

// Legacy: the legacy package function, no key: a second charge.
func Legacy() error {
	return retry.Do(func() error {
		_, err := charge.New(&stripe.ChargeParams{Amount: stripe.Int64(100)}) // want `^retry\.Do re-sends POST via charge\.New without an idempotency key`
		return err
	}, retry.Attempts(3))
}

// LegacyClient: the legacy client's method, no key.
func LegacyClient(c charge.Client) error {
	return retry.Do(func() error {
		_, err := c.New(&stripe.ChargeParams{Amount: stripe.Int64(100)}) // want `^retry\.Do re-sends POST via charge\.Client\.New without an idempotency key`
		return err
	}, retry.Attempts(3))
}

// FreshKey: a key made inside the retried function is new on every
// attempt.
func FreshKey(ctx context.Context, sc *stripe.Client) error {
	return retry.Do(func() error {
		params := &stripe.ChargeCreateParams{Amount: stripe.Int64(100)}
		params.SetIdempotencyKey(stripe.NewIdempotencyKey())
		_, err := sc.V1Charges.Create(ctx, params) // want `^retry\.Do re-sends POST via stripe\.v1ChargeService\.Create with an idempotency key made anew on every attempt by stripe\.NewIdempotencyKey`
		return err
	}, retry.Attempts(3))
}

// KeyOutside is fine: the key is set once, before the first attempt, so
// Stripe answers every re-send with the first result.
func KeyOutside(ctx context.Context, sc *stripe.Client, orderID string) error {
	params := &stripe.ChargeCreateParams{Amount: stripe.Int64(100)}
	params.SetIdempotencyKey("charge-" + orderID)
	return retry.Do(func() error {
		_, err := sc.V1Charges.Create(ctx, params)
		return err
	}, retry.Attempts(3))
}

// KeyInLiteral is fine: the key is in the params literal, from the
// order id, the same on every attempt.
func KeyInLiteral(orderID string) error {
	return retry.Do(func() error {
		_, err := charge.New(&stripe.ChargeParams{Params: stripe.Params{IdempotencyKey: stripe.String(orderID)}, Amount: stripe.Int64(100)})
		return err
	}, retry.Attempts(3))
}

// Read is fine: a retrieve is a GET.
func Read(ctx context.Context, sc *stripe.Client, id string) error {
	return retry.Do(func() error {
		_, err := sc.V1Charges.Retrieve(ctx, id, nil)
		return err
	}, retry.Attempts(3))
}

// Once is fine: the backend's own re-sends reuse the key it made.
func Once(ctx context.Context, sc *stripe.Client) error {
	_, err := sc.V1Charges.Create(ctx, &stripe.ChargeCreateParams{Amount: stripe.Int64(100)})
	return err
}
