// Package stores declares interfaces together with their only
// implementations, as a generated clientset does: an importer sees the
// interface methods' facts (every implementation here retries, or not).
package stores

import (
	"context"

	"k8s.io/client-go/rest"
)

// Store: its one implementation sends through a REST request (11).
type Store interface {
	Save(ctx context.Context, name string) error
	Kind() string
}

type restStore struct{ rc rest.Interface }

func (s *restStore) Save(ctx context.Context, name string) error {
	return s.rc.Put().Resource("things").Name(name).Do(ctx).Error()
}

type memStore struct{ m map[string]bool }

func (s *restStore) Kind() string { return "rest" }

// NewStore returns the REST store.
func NewStore(rc rest.Interface) Store { return &restStore{rc} }

// Local: one implementation retries, the other does not, so a call
// through the interface is not known to reach a retry owner (no fact).
type Local interface {
	Save(ctx context.Context, name string) error
	Local() bool
}

func (s *memStore) Save(ctx context.Context, name string) error { s.m[name] = true; return nil }
func (s *memStore) Local() bool                                 { return true }

type cachedStore struct{ restStore }

func (s *cachedStore) Local() bool { return false }

// NewLocal returns either.
func NewLocal(rc rest.Interface) Local {
	if rc == nil {
		return &memStore{m: map[string]bool{}}
	}
	return &cachedStore{restStore{rc}}
}
