// Package typedapi is a stub of github.com/elastic/go-elasticsearch/v8/typedapi:
// the typed API is a struct of function fields and namespaces.
package typedapi

import (
	"github.com/elastic/elastic-transport-go/v8/elastictransport"
	core_search "github.com/elastic/go-elasticsearch/v8/typedapi/core/search"
	indices_create "github.com/elastic/go-elasticsearch/v8/typedapi/indices/create"
)

// Indices is a namespace.
type Indices struct {
	Create indices_create.NewCreate
}

// API is the typed API.
type API struct {
	Indices Indices
	Search  core_search.NewSearch
}

// New makes the API on a transport.
func New(tp elastictransport.Interface) *API {
	return &API{
		Indices: Indices{Create: indices_create.NewCreateFunc(tp)},
		Search:  core_search.NewSearchFunc(tp),
	}
}
