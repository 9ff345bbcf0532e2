// Package charge is a stub of stripe-go's legacy /v1/charges package.
package charge

import (
	"net/http"

	stripe "github.com/stripe/stripe-go/v82"
)

// Client is used to invoke /v1/charges APIs.
type Client struct {
	B   stripe.Backend
	Key string
}

// New creates a charge with the default backend.
func New(params *stripe.ChargeParams) (*stripe.Charge, error) { return Client{}.New(params) }

// New creates a charge.
func (c Client) New(params *stripe.ChargeParams) (*stripe.Charge, error) {
	charge := &stripe.Charge{}
	err := c.B.Call(http.MethodPost, "/v1/charges", c.Key, params, charge)
	return charge, err
}

// Get retrieves a charge with the default backend.
func Get(id string, params *stripe.ChargeParams) (*stripe.Charge, error) {
	return &stripe.Charge{}, nil
}
