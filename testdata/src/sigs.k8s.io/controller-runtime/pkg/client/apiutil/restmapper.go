// Package apiutil is a stub of controller-runtime's REST mapper: a
// lookup that misses runs discovery (which retries) once, and looks up
// again; the lookups of a retried call are cache hits after the first.
package apiutil

import (
	"context"
	"errors"

	"libs/inner"
)

var errNoMatch = errors.New("no match")

type mapper struct {
	known map[string]string
}

// NewMapper returns a mapper.
func NewMapper() *mapper { return &mapper{known: map[string]string{}} }

// RESTMapping looks the kind up; on a miss it reloads and looks again.
func (m *mapper) RESTMapping(ctx context.Context, kind string) (string, error) {
	r, err := m.lookup(kind)
	if errors.Is(err, errNoMatch) {
		if err := m.addKnownGroupAndReload(ctx, kind); err != nil {
			return "", err
		}
		r, err = m.lookup(kind)
	}
	return r, err
}

func (m *mapper) lookup(kind string) (string, error) {
	if r, ok := m.known[kind]; ok {
		return r, nil
	}
	return "", errNoMatch
}

// addKnownGroupAndReload runs discovery, which retries by itself.
func (m *mapper) addKnownGroupAndReload(ctx context.Context, kind string) error {
	_, err := inner.Fetch(ctx, "https://api/apis/"+kind)
	return err
}
