// Package memory is a stub of client-go's memory-cached discovery client
// (discovery/cached/memory/memcache.go@v0.36.1): it fetches once and
// serves from memory until invalidated.
package memory

import (
	"context"
	"sync"

	"libs/inner"
)

type memCacheClient struct {
	lock       sync.Mutex
	cacheValid bool
	groups     []string
}

// NewMemCacheClient returns a caching discovery client.
func NewMemCacheClient() *memCacheClient { return &memCacheClient{} }

// ServerGroups serves the groups, fetching them the first time.
func (d *memCacheClient) ServerGroups(ctx context.Context) ([]string, error) {
	d.lock.Lock()
	defer d.lock.Unlock()
	if !d.cacheValid {
		if err := d.refreshLocked(ctx); err != nil {
			return nil, err
		}
	}
	return d.groups, nil
}

func (d *memCacheClient) refreshLocked(ctx context.Context) error {
	if _, err := inner.Fetch(ctx, "https://api/apis"); err != nil {
		return err
	}
	d.cacheValid = true
	return nil
}
