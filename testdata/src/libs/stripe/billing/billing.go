// Package billing keeps a Stripe client in a struct field, for the
// callers in libs/stripe.
package billing

import stripe "github.com/stripe/stripe-go/v82"

// Biller holds its client.
type Biller struct{ SC *stripe.Client }

// New makes the biller.
func New(key string) *Biller { return &Biller{SC: stripe.NewClient(key)} }
