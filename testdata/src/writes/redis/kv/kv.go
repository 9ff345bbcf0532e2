// Package kv keeps a go-redis client in a struct field for writes/redis.
package kv

import "github.com/redis/go-redis/v9"

// Counter keeps a default client (4 attempts).
type Counter struct{ RDB *redis.Client }

// NewCounter makes it.
func NewCounter(addr string) *Counter {
	return &Counter{RDB: redis.NewClient(&redis.Options{Addr: addr})}
}
