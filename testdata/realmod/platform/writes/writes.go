// Package writes runs writeretry against the real stripe-go and
// minio-go: a user retry around a Stripe create without a key of its own
// is a second charge (the backend's key is made per call); a key set
// before the first attempt, a read and an object PUT are fine.
package writes

import (
	"bytes"
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/minio/minio-go/v7"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/charge"
)

// Charge re-sends a create with a new key on every attempt.
func Charge(ctx context.Context, sc *stripe.Client) error {
	params := &stripe.ChargeCreateParams{Amount: stripe.Int64(100), Currency: stripe.String("usd")}
	return retry.Do(func() error {
		_, err := sc.V1Charges.Create(ctx, params) // want `^retry\.Do re-sends POST via stripe\.v1ChargeService\.Create without an idempotency key`
		return err
	}, retry.Attempts(3))
}

// LegacyCharge: the legacy package function.
func LegacyCharge() error {
	return retry.Do(func() error {
		_, err := charge.New(&stripe.ChargeParams{Amount: stripe.Int64(100)}) // want `^retry\.Do re-sends POST via charge\.New without an idempotency key`
		return err
	}, retry.Attempts(3))
}

// ChargeKeyed is fine: the key is made once, from the order.
func ChargeKeyed(ctx context.Context, sc *stripe.Client, orderID string) error {
	params := &stripe.ChargeCreateParams{Amount: stripe.Int64(100)}
	params.SetIdempotencyKey("charge-" + orderID)
	return retry.Do(func() error {
		_, err := sc.V1Charges.Create(ctx, params)
		return err
	}, retry.Attempts(3))
}

// Append re-appends at the new size.
func Append(ctx context.Context, c *minio.Client, data []byte) error {
	return retry.Do(func() error {
		_, err := c.AppendObject(ctx, "b", "log", bytes.NewReader(data), int64(len(data)), minio.AppendObjectOptions{}) // want `^retry\.Do re-sends an append at the object's current size via minio\.Client\.AppendObject`
		return err
	}, retry.Attempts(3))
}

// Put is fine: the same key and content again.
func Put(ctx context.Context, c *minio.Client, data []byte) error {
	return retry.Do(func() error {
		_, err := c.PutObject(ctx, "b", "k", bytes.NewReader(data), int64(len(data)), minio.PutObjectOptions{})
		return err
	}, retry.Attempts(3))
}
