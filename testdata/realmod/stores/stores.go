// Package stores exercises github.com/redis/rueidis (v1.0.80),
// github.com/gocql/gocql (v1.7.0) and
// github.com/aerospike/aerospike-client-go/v8 (v8.5.0).
package stores

import (
	"context"

	as "github.com/aerospike/aerospike-client-go/v8"
	"github.com/avast/retry-go/v4"
	"github.com/gocql/gocql"
	"github.com/redis/rueidis"
)

// Get: a rueidis GET is retried until ctx ends: ?.
func Get(ctx context.Context, key string) (string, error) {
	c, err := rueidis.NewClient(rueidis.ClientOption{InitAddress: []string{"redis:6379"}})
	if err != nil {
		return "", err
	}
	var v string
	err = retry.Do(func() error {
		v, err = c.Do(ctx, c.B().Get().Key(key).Build()).ToString() // want `^retry\.Do \(3 attempts\) calls rueidis\.Client\.Do \(\? attempts\): up to \? calls per operation`
		return err
	}, retry.Attempts(3))
	return v, err
}

// Set: a write command is sent once.
func Set(ctx context.Context, c rueidis.Client, key, val string) error {
	return retry.Do(func() error {
		return c.Do(ctx, c.B().Set().Key(key).Value(val).Build()).Error() // fine: rueidis does not retry a write command
	}, retry.Attempts(3))
}

// Disabled: DisableRetry turns the read retries off.
func Disabled(ctx context.Context, key string) error {
	c, err := rueidis.NewClient(rueidis.ClientOption{InitAddress: []string{"redis:6379"}, DisableRetry: true})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		return c.Do(ctx, c.B().Hgetall().Key(key).Build()).Error() // fine: the client does not retry (DisableRetry)
	}, retry.Attempts(3))
}

// Keys: a loop over keys, each read once.
func Keys(ctx context.Context, c rueidis.Client, keys []string) error {
	for _, k := range keys {
		if err := c.Do(ctx, c.B().Get().Key(k).Build()).Error(); err != nil { // fine: a walk over keys, each read once
			return err
		}
	}
	return nil
}

// Policy: a gocql cluster retry policy with 2 retries: 3.
func Policy(ctx context.Context, id string) error {
	cluster := gocql.NewCluster("cassandra")
	cluster.RetryPolicy = &gocql.SimpleRetryPolicy{NumRetries: 2}
	s, err := cluster.CreateSession()
	if err != nil {
		return err
	}
	defer s.Close()
	return retry.Do(func() error {
		return s.Query(`UPDATE t SET n = n + 1 WHERE id = ?`, id).WithContext(ctx).Exec() // want `^retry\.Do \(3 attempts\) calls gocql\.Query\.Exec \(3 attempts\): up to 9 calls per operation`
	}, retry.Attempts(3))
}

// NoPolicy: gocql does not retry by default.
func NoPolicy(ctx context.Context, id string) error {
	s, err := gocql.NewCluster("cassandra").CreateSession()
	if err != nil {
		return err
	}
	defer s.Close()
	var v string
	return retry.Do(func() error {
		return s.Query(`SELECT v FROM t WHERE id = ?`, id).WithContext(ctx).Scan(&v) // fine: no retry policy, gocql sends once
	}, retry.Attempts(3))
}

// Read: an aerospike read with its default policy: 3.
func Read(c *as.Client, key *as.Key) error {
	return retry.Do(func() error {
		_, err := c.Get(as.NewPolicy(), key) // want `^retry\.Do \(3 attempts\) calls aerospike\.Client\.Get \(3 attempts\): up to 9 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Write: an aerospike write policy does not retry by default.
func Write(c *as.Client, key *as.Key) error {
	return retry.Do(func() error {
		return c.Put(as.NewWritePolicy(0, 0), key, as.BinMap{"v": 1}) // fine: a write policy does not retry by default
	}, retry.Attempts(3))
}
