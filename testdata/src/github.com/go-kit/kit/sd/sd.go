// Package sd is a test stub mirroring github.com/go-kit/kit v0.13.0.
package sd

import "github.com/go-kit/kit/endpoint"

// Endpointer listens to a service discovery system and yields a set of
// identical endpoints on demand.
type Endpointer interface {
	Endpoints() ([]endpoint.Endpoint, error)
}

// FixedEndpointer yields a fixed set of endpoints.
type FixedEndpointer []endpoint.Endpoint

// Endpoints implements Endpointer.
func (s FixedEndpointer) Endpoints() ([]endpoint.Endpoint, error) { return s, nil }
