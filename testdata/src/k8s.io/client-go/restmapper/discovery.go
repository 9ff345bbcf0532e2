// Package restmapper is a stub of client-go's deferred discovery mapper
// (restmapper/discovery.go@v0.36.1): the first lookup runs discovery
// (which retries) and keeps the mapper it builds; a miss resets it.
package restmapper

import (
	"context"
	"sync"

	"libs/inner"
)

// DeferredDiscoveryRESTMapper builds its mapper on first use.
type DeferredDiscoveryRESTMapper struct {
	initMu   sync.Mutex
	delegate map[string]string
}

// NewDeferredDiscoveryRESTMapper returns a mapper that discovers lazily.
func NewDeferredDiscoveryRESTMapper() *DeferredDiscoveryRESTMapper {
	return &DeferredDiscoveryRESTMapper{}
}

func (d *DeferredDiscoveryRESTMapper) getDelegate(ctx context.Context) (map[string]string, error) {
	d.initMu.Lock()
	defer d.initMu.Unlock()
	if d.delegate != nil {
		return d.delegate, nil
	}
	if _, err := inner.Fetch(ctx, "https://api/apis"); err != nil {
		return nil, err
	}
	d.delegate = map[string]string{}
	return d.delegate, nil
}

// RESTMapping looks the kind up in the mapper it built once.
func (d *DeferredDiscoveryRESTMapper) RESTMapping(ctx context.Context, kind string) (string, error) {
	del, err := d.getDelegate(ctx)
	if err != nil {
		return "", err
	}
	return del[kind], nil
}
