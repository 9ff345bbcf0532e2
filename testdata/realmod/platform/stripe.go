package platform

import (
	"context"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/charge"
)

// StripeRetrieve: retry.Do (3) around a call of the modern API (3
// attempts: MaxNetworkRetries 2): 9.
func StripeRetrieve(ctx context.Context, key, id string) (*stripe.Charge, error) {
	sc := stripe.NewClient(key)
	var ch *stripe.Charge
	err := retry.Do(func() error {
		var err error
		ch, err = sc.V1Charges.Retrieve(ctx, id, &stripe.ChargeRetrieveParams{}) // want `^retry\.Do \(3 attempts\) calls stripe\.v1ChargeService\.Retrieve \(3 attempts\): up to 9 calls per operation`
		return err
	}, retry.Attempts(3))
	return ch, err
}

// StripeLegacy: a loop (2) around the legacy package function (3): 6.
func StripeLegacy(id string) (*stripe.Charge, error) {
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

// StripeOnce is fine: the client's retries are the only layer.
func StripeOnce(ctx context.Context, sc *stripe.Client, id string) (*stripe.Charge, error) {
	return sc.V1Charges.Retrieve(ctx, id, nil)
}
