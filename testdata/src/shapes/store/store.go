// Package store keeps a client that retries by itself in a field: the
// layer arrives by value, through a constructor of another package.
package store

import (
	"context"
	"io"

	"github.com/redis/go-redis/v9"
)

// Store reads through the client it was handed.
type Store struct{ c redis.UniversalClient }

// New keeps c.
func New(c redis.UniversalClient) *Store { return &Store{c: c} }

// Get makes one call of the client, which retries it by itself.
func (s *Store) Get(ctx context.Context, k string) (string, error) {
	return s.c.Get(ctx, k).Result()
}

// Closer hands the client on as an io.Closer.
func Closer(c *redis.Client) io.Closer { return c }
