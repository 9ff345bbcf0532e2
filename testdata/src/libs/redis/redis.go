// Package redis exercises go-redis v9: every command of a client is sent
// by its process loop, MaxRetries + 1 attempts (4 by default: 0 keeps
// the default, -1 is one attempt); a cluster client retries
// MaxRedirects + 1 times (4 by default).
package redis

import (
	"context"
	"errors"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	"github.com/redis/go-redis/v9"

	"libs/redis/store"
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

// Tuned: MaxRetries 2 (3 attempts) set after the literal, in a loop of 3.
func Tuned(ctx context.Context) error {
	opt := &redis.Options{Addr: "localhost:6379"}
	opt.MaxRetries = 2
	rdb := redis.NewClient(opt)
	var err error
	for i := 0; i < 3; i++ {
		if err = rdb.Set(ctx, "k", "v", time.Minute).Err(); err == nil { // want `^for loop \(3 attempts\) calls redis\.Client\.Set \(3 attempts\): up to 9 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Zero keeps the default: MaxRetries 0 is 3 retries.
func Zero(ctx context.Context) error {
	rdb := redis.NewClient(&redis.Options{MaxRetries: 0})
	return retry.Do(func() error {
		return rdb.Del(ctx, "k").Err() // want `^retry\.Do \(2 attempts\) calls redis\.Client\.Del \(4 attempts\): up to 8 calls per operation`
	}, retry.Attempts(2))
}

// Disabled is fine: MaxRetries -1 sends each command once, so the user's
// retry is the only layer.
func Disabled(ctx context.Context) error {
	rdb := redis.NewClient(&redis.Options{Addr: "localhost:6379", MaxRetries: -1})
	return retry.Do(func() error {
		return rdb.Set(ctx, "k", "v", 0).Err()
	}, retry.Attempts(3))
}

// Cluster: MaxRedirects 1 (2 attempts) in a backoff of 3.
func Cluster(ctx context.Context) error {
	cc := redis.NewClusterClient(&redis.ClusterOptions{Addrs: []string{"a", "b"}, MaxRedirects: 1})
	return backoff.Retry(func() error {
		return cc.Get(ctx, "k").Err() // want `^backoff\.Retry \(4 attempts\) calls redis\.ClusterClient\.Get \(2 attempts\): up to 8 calls per operation`
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 3))
}

// ClusterDisabled is fine: MaxRedirects -1 is one attempt.
func ClusterDisabled(ctx context.Context) error {
	cc := redis.NewClusterClient(&redis.ClusterOptions{Addrs: []string{"a", "b"}, MaxRedirects: -1})
	return retry.Do(func() error { return cc.Get(ctx, "k").Err() }, retry.Attempts(3))
}

// Universal: a client held as redis.UniversalClient (an interface) keeps
// the attempts of what made it.
func Universal(ctx context.Context) error {
	var rdb redis.UniversalClient = redis.NewUniversalClient(&redis.UniversalOptions{Addrs: []string{"a"}})
	return retry.Do(func() error {
		return rdb.Get(ctx, "k").Err() // want `^retry\.Do \(2 attempts\) calls redis\.UniversalClient\.Get \(4 attempts\): up to 8 calls per operation`
	}, retry.Attempts(2))
}

// Ring and a failover client, as redis.Cmdable.
func Ring(ctx context.Context) error {
	var c redis.Cmdable = redis.NewRing(&redis.RingOptions{MaxRetries: 1})
	f := redis.NewFailoverClient(&redis.FailoverOptions{MasterName: "m"})
	fc := redis.NewFailoverClusterClient(&redis.FailoverOptions{MasterName: "m", MaxRetries: -1})
	return retry.Do(func() error {
		if err := c.Get(ctx, "a").Err(); err != nil { // want `^retry\.Do \(2 attempts\) calls redis\.Ring\.Get \(2 attempts\): up to 4 calls per operation`
			return err
		}
		if err := fc.Get(ctx, "c").Err(); err != nil { // fine: MaxRetries -1 of a failover cluster is MaxRedirects -1
			return err
		}
		return f.Get(ctx, "b").Err() // want `^retry\.Do \(2 attempts\) calls redis\.Client\.Get \(4 attempts\): up to 8 calls per operation`
	}, retry.Attempts(2))
}

// Do and WithTimeout: a raw command of a client with a timeout.
func Raw(ctx context.Context, url string) error {
	opt, err := redis.ParseURL(url)
	if err != nil {
		return err
	}
	rdb := redis.NewClient(opt).WithTimeout(time.Second)
	for i := 0; i < 2; i++ {
		if err = rdb.Do(ctx, "PING").Err(); err == nil { // want `^for loop \(2 attempts\) calls redis\.Client\.Do \(4 attempts\): up to 8 calls per operation`
			return nil
		}
	}
	return err
}

// Field: a client built in libs/redis/store, kept in a struct field and
// called here (MaxRetries 1: 2 attempts).
func Field(ctx context.Context, c *store.Cache) error {
	return retry.Do(func() error {
		return c.RDB.Get(ctx, "k").Err() // want `^retry\.Do \(3 attempts\) calls redis\.Client\.Get \(2 attempts\): up to 6 calls per operation`
	}, retry.Attempts(3))
}

// FieldQuiet is fine: the field's client sends once.
func FieldQuiet(ctx context.Context, q *store.Quiet) error {
	return retry.Do(func() error { return q.RDB.Get(ctx, "k").Err() }, retry.Attempts(3))
}

// Missing is fine: one command; redis.Nil is an answer (the key is not
// there), not a failure to retry.
func Missing(ctx context.Context, rdb *redis.Client) (string, error) {
	v, err := rdb.Get(ctx, "k").Result()
	if errors.Is(err, redis.Nil) {
		return "", nil
	}
	return v, err
}

// Single is fine: one command, no retry of the caller's.
func Single(ctx context.Context) error {
	rdb := redis.NewClient(&redis.Options{})
	return rdb.Set(ctx, "k", "v", 0).Err()
}

// Param: a client of unknown origin retries with the default (4).
func Param(ctx context.Context, rdb redis.UniversalClient) error {
	return retry.Do(func() error {
		return rdb.Get(ctx, "k").Err() // want `^retry\.Do \(2 attempts\) calls redis\.UniversalClient\.Get \(4 attempts\): up to 8 calls per operation`
	}, retry.Attempts(2))
}

// ParamClient: the same for a *redis.Client, called through its cmdable.
func ParamClient(ctx context.Context, rdb *redis.Client) error {
	return retry.Do(func() error {
		return rdb.Get(ctx, "k").Err() // want `^retry\.Do \(2 attempts\) calls redis\.Client\.Get \(4 attempts\)`
	}, retry.Attempts(2))
}

// Pipelined is fine: a pipeline only queues the commands (Exec, which
// sends them, is no command of the shape).
func Pipelined(ctx context.Context, rdb *redis.Client) error {
	return retry.Do(func() error {
		pipe := rdb.Pipeline()
		pipe.Get(ctx, "k")
		_, err := pipe.Exec(ctx)
		return err
	}, retry.Attempts(2))
}

// PipelineParam is fine too: a Pipeliner of unknown origin is no client.
func PipelineParam(ctx context.Context, pipe redis.Pipeliner) error {
	for i := 0; i < 3; i++ {
		if err := pipe.Set(ctx, "k", "v", 0).Err(); err == nil {
			return nil
		}
	}
	return nil
}
