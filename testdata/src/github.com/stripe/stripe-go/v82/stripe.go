// Package stripe is a stub of github.com/stripe/stripe-go/v82 (v82.5.1),
// with the real signatures of what the fixtures call.
package stripe

import (
	"context"
	"net/http"
)

// DefaultMaxNetworkRetries is the default number of retries.
const DefaultMaxNetworkRetries int64 = 2

// Params are the parameters every request has.
type Params struct {
	Context        context.Context `form:"-"`
	IdempotencyKey *string         `form:"-"`
	StripeAccount  *string         `form:"-"`
}

// SetIdempotencyKey sets a value for the Idempotency-Key header.
func (p *Params) SetIdempotencyKey(val string) { p.IdempotencyKey = &val }

// NewIdempotencyKey generates a new idempotency key.
func NewIdempotencyKey() string { return "k" }

// String returns a pointer to v.
func String(v string) *string { return &v }

// Int64 returns a pointer to v.
func Int64(v int64) *int64 { return &v }

// Backend sends requests.
type Backend interface {
	Call(method, path, key string, params ParamsContainer, v LastResponseSetter) error
}

// ParamsContainer is what a params type implements.
type ParamsContainer interface{ GetParams() *Params }

// LastResponseSetter receives the response.
type LastResponseSetter interface{ SetLastResponse(r *APIResponse) }

// APIResponse is a response.
type APIResponse struct{ StatusCode int }

// APIResource is embedded in every resource.
type APIResource struct{ LastResponse *APIResponse }

func (r *APIResource) SetLastResponse(response *APIResponse) { r.LastResponse = response }

func (p *Params) GetParams() *Params { return p }

// Charge is a charge.
type Charge struct {
	APIResource
	ID     string
	Amount int64
}

// ChargeParams are the legacy charge params.
type ChargeParams struct {
	Params   `form:"*"`
	Amount   *int64
	Currency *string
}

// ChargeCreateParams create a charge.
type ChargeCreateParams struct {
	Params   `form:"*"`
	Amount   *int64
	Currency *string
}

// ChargeRetrieveParams retrieve a charge.
type ChargeRetrieveParams struct {
	Params `form:"*"`
}

type v1ChargeService struct {
	B   Backend
	Key string
}

// Create creates a charge.
func (c v1ChargeService) Create(ctx context.Context, params *ChargeCreateParams) (*Charge, error) {
	charge := &Charge{}
	err := c.B.Call(http.MethodPost, "/v1/charges", c.Key, params, charge)
	return charge, err
}

// Retrieve gets a charge.
func (c v1ChargeService) Retrieve(ctx context.Context, id string, params *ChargeRetrieveParams) (*Charge, error) {
	charge := &Charge{}
	err := c.B.Call(http.MethodGet, "/v1/charges/"+id, c.Key, params, charge)
	return charge, err
}

// Client is the Stripe client.
type Client struct {
	V1Charges *v1ChargeService
}

// ClientOption configures a client.
type ClientOption func(*clientConfig)

type clientConfig struct{ key string }

// NewClient makes a client.
func NewClient(key string, opts ...ClientOption) *Client {
	return &Client{V1Charges: &v1ChargeService{Key: key}}
}
