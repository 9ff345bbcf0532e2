// Package search is a stub of typedapi/core/search.
package search

import (
	"context"

	"github.com/elastic/elastic-transport-go/v8/elastictransport"
)

// NewSearch makes a search request.
type NewSearch func() *Search

// NewSearchFunc returns the function field's value.
func NewSearchFunc(tp elastictransport.Interface) NewSearch {
	return func() *Search { return &Search{transport: tp} }
}

// Search is a search request builder.
type Search struct {
	transport elastictransport.Interface
	index     string
}

// Response is its response.
type Response struct{ Took int64 }

// Index sets the index.
func (r *Search) Index(index string) *Search {
	r.index = index
	return r
}

// Do sends the request.
func (r Search) Do(providedCtx context.Context) (*Response, error) { return nil, nil }
