// Package store builds go-redis clients for libs/redis: their bounds
// must reach the callers there through the struct field.
package store

import "github.com/redis/go-redis/v9"

// Cache keeps a client with MaxRetries 1 (2 attempts) in a field.
type Cache struct{ RDB *redis.Client }

// New makes the cache's client.
func New(addr string) *Cache {
	return &Cache{RDB: redis.NewClient(&redis.Options{Addr: addr, MaxRetries: 1})}
}

// Quiet keeps a client that sends each command once.
type Quiet struct{ RDB redis.UniversalClient }

// NewQuiet makes it.
func NewQuiet(addr string) *Quiet {
	return &Quiet{RDB: redis.NewUniversalClient(&redis.UniversalOptions{Addrs: []string{addr}, MaxRetries: -1})}
}
