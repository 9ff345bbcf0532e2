// Package stripe exercises stripe-go v82 (catalog §17): every API call is
// sent by a backend that retries it, 3 attempts by default
// (MaxNetworkRetries 2).
package stripe

import (
	"context"
	"time"

	"github.com/avast/retry-go/v4"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/charge"

	"libs/stripe/billing"
)

// Retrieve: retry.Do (3) around a call of the modern API (3): 9.
func Retrieve(ctx context.Context, key, id string) (*stripe.Charge, error) {
	sc := stripe.NewClient(key)
	var ch *stripe.Charge
	err := retry.Do(func() error {
		var err error
		ch, err = sc.V1Charges.Retrieve(ctx, id, &stripe.ChargeRetrieveParams{}) // want `^retry\.Do \(3 attempts\) calls stripe\.v1ChargeService\.Retrieve \(3 attempts\): up to 9 calls per operation`
		return err
	}, retry.Attempts(3))
	return ch, err
}

// Legacy: a loop (2) around the legacy package function (3): 6.
func Legacy(id string) (*stripe.Charge, error) {
	var lastErr error
	for i := 0; i < 2; i++ {
		ch, err := charge.Get(id, nil) // want `^for loop \(2 attempts\) calls charge\.Get \(3 attempts\): up to 6 calls per operation`
		if err == nil {
			return ch, nil
		}
		lastErr = err
		time.Sleep(time.Second)
	}
	return nil, lastErr
}

// Field: the client kept in a field by libs/stripe/billing: 2 × 3.
func Field(ctx context.Context, b *billing.Biller, id string) error {
	return retry.Do(func() error {
		_, err := b.SC.V1Charges.Retrieve(ctx, id, nil) // want `^retry\.Do \(2 attempts\) calls stripe\.v1ChargeService\.Retrieve \(3 attempts\): up to 6 calls per operation`
		return err
	}, retry.Attempts(2))
}

// Once is fine: one call, the client's retries are the only layer.
func Once(ctx context.Context, sc *stripe.Client, id string) (*stripe.Charge, error) {
	return sc.V1Charges.Retrieve(ctx, id, nil)
}

// Params is fine: setting an idempotency key sends nothing.
func Params(key string) *stripe.ChargeCreateParams {
	p := &stripe.ChargeCreateParams{Amount: stripe.Int64(100)}
	for i := 0; i < 2; i++ {
		p.SetIdempotencyKey(key)
	}
	return p
}
