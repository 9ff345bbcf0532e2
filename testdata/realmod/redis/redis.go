// Package redis exercises github.com/redis/go-redis/v9 (v9.23.0): every
// command of a client is retried by the client itself (MaxRetries + 1
// attempts, 4 by default, -1 is one; a cluster retries MaxRedirects + 1
// times), so a user retry around a command is a nest.
package redis

import (
	"context"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	"github.com/redis/go-redis/v9"
)

// Default: retry.Do (3) around a default client (4).
func Default(ctx context.Context) (string, error) {
	rdb := redis.NewClient(&redis.Options{Addr: "localhost:6379"})
	var v string
	err := retry.Do(func() error {
		var err error
		v, err = rdb.Get(ctx, "k").Result() // want `^retry\.Do \(3 attempts\) calls redis\.Client\.Get \(4 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(3))
	return v, err
}

// Tuned: MaxRetries 2 (3 attempts) in a loop of 3.
func Tuned(ctx context.Context) error {
	rdb := redis.NewClient(&redis.Options{Addr: "localhost:6379", MaxRetries: 2})
	var err error
	for i := 0; i < 3; i++ {
		if err = rdb.Set(ctx, "k", "v", time.Minute).Err(); err == nil { // want `^for loop \(3 attempts\) calls redis\.Client\.Set \(3 attempts\): up to 9 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Disabled is fine: MaxRetries -1 sends each command once.
func Disabled(ctx context.Context) error {
	rdb := redis.NewClient(&redis.Options{Addr: "localhost:6379", MaxRetries: -1})
	return retry.Do(func() error { return rdb.Set(ctx, "k", "v", 0).Err() }, retry.Attempts(3))
}

// Cluster: MaxRedirects 1 (2 attempts) in a backoff of 4.
func Cluster(ctx context.Context) error {
	cc := redis.NewClusterClient(&redis.ClusterOptions{Addrs: []string{"a:1", "b:1"}, MaxRedirects: 1})
	return backoff.Retry(func() error {
		return cc.Get(ctx, "k").Err() // want `^backoff\.Retry \(4 attempts\) calls redis\.ClusterClient\.Get \(2 attempts\): up to 8 calls per operation`
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 3))
}

// Store keeps a universal client in a field, held as the interface.
type Store struct{ rdb redis.UniversalClient }

// NewStore makes it with the default retries.
func NewStore(addrs []string) *Store {
	return &Store{rdb: redis.NewUniversalClient(&redis.UniversalOptions{Addrs: addrs})}
}

// Load: a loop of 2 around the field's client (4).
func (s *Store) Load(ctx context.Context, key string) (string, error) {
	var err error
	for i := 0; i < 2; i++ {
		var v string
		if v, err = s.rdb.Get(ctx, key).Result(); err == nil { // want `^for loop \(2 attempts\) calls redis\.UniversalClient\.Get \(4 attempts\): up to 8 calls per operation`
			return v, nil
		}
	}
	return "", err
}

// Ring: a ring held as redis.Cmdable, MaxRetries 1.
func Ring(ctx context.Context) error {
	var c redis.Cmdable = redis.NewRing(&redis.RingOptions{Addrs: map[string]string{"a": "a:1"}, MaxRetries: 1})
	return retry.Do(func() error {
		return c.HGet(ctx, "h", "f").Err() // want `^retry\.Do \(2 attempts\) calls redis\.Ring\.HGet \(2 attempts\): up to 4 calls per operation`
	}, retry.Attempts(2))
}

// Once is fine: one command, no retry around it.
func Once(ctx context.Context) error {
	rdb := redis.NewClient(&redis.Options{})
	return rdb.Ping(ctx).Err()
}

// Peek looks at the queues in priority order: redis.Nil (the real
// constant proto.RedisError("redis: nil")) says a queue is empty, an
// answer, so the loop walks the queues; it does not retry.
func Peek(ctx context.Context, rdb *redis.Client) (string, error) {
	for _, q := range []string{"high", "normal", "low"} {
		v, err := rdb.LIndex(ctx, q, -1).Result() // fine: the next queue is asked after an answer (empty), a failure ends the walk
		if err != nil {
			if err == redis.Nil {
				continue
			}
			return "", err
		}
		return v, nil
	}
	return "", redis.Nil
}
