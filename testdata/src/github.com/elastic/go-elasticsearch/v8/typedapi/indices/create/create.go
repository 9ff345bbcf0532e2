// Package create is a stub of typedapi/indices/create.
package create

import (
	"context"

	"github.com/elastic/elastic-transport-go/v8/elastictransport"
)

// NewCreate makes a create-index request.
type NewCreate func(index string) *Create

// NewCreateFunc returns the function field's value.
func NewCreateFunc(tp elastictransport.Interface) NewCreate {
	return func(index string) *Create { return &Create{transport: tp, index: index} }
}

// Create is a create-index request builder.
type Create struct {
	transport elastictransport.Interface
	index     string
}

// Response is its response.
type Response struct{ Acknowledged bool }

// Do sends the request.
func (r Create) Do(providedCtx context.Context) (*Response, error) { return nil, nil }
