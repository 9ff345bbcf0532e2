// Package cache is a stub of github.com/patrickmn/go-cache: an in-memory
// cache that calls a registered function when an item is evicted.
package cache

import "time"

// Cache is the exported cache; its methods are promoted from *cache.
type Cache struct{ *cache }

type cache struct {
	items     map[string]interface{}
	onEvicted func(string, interface{})
}

// New returns a cache.
func New(defaultExpiration, cleanupInterval time.Duration) *Cache {
	return &Cache{&cache{items: map[string]interface{}{}}}
}

// OnEvicted sets the function called, later, when an item is evicted.
func (c *cache) OnEvicted(f func(string, interface{})) { c.onEvicted = f }

// Set stores an item.
func (c *cache) Set(k string, x interface{}, d time.Duration) { c.items[k] = x }

// Delete evicts an item, calling the eviction function.
func (c *cache) Delete(k string) {
	v := c.items[k]
	delete(c.items, k)
	if c.onEvicted != nil {
		c.onEvicted(k, v)
	}
}

// Flush deletes every item without calling the eviction function.
func (c *cache) Flush() { c.items = map[string]interface{}{} }
