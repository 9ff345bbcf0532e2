// Package writes exercises the writes of go-redis v9 (v9.23.0): INCR,
// LPUSH, XADD with an auto id, PUBLISH and scripts re-sent by a user
// retry or by the client's own retries (reported once per client made).
package writes

import (
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/redis/go-redis/v9"
)

var bump = redis.NewScript(`return redis.call("INCR", KEYS[1])`)

// UserRetry: the client sends once (MaxRetries -1); the caller's retry
// re-sends the writes.
func UserRetry(ctx context.Context) error {
	rdb := redis.NewClient(&redis.Options{MaxRetries: -1})
	return retry.Do(func() error {
		if err := rdb.Incr(ctx, "hits").Err(); err != nil { // want `^retry\.Do re-sends INCR via redis\.Client\.Incr; a command whose reply was lost may have been applied`
			return err
		}
		if err := rdb.XAdd(ctx, &redis.XAddArgs{Stream: "ev", Values: map[string]any{"a": 1}}).Err(); err != nil { // want `^retry\.Do re-publishes via redis\.Client\.XAdd`
			return err
		}
		if err := rdb.XAdd(ctx, &redis.XAddArgs{Stream: "ev", ID: "5-1", Values: map[string]any{"a": 1}}).Err(); err != nil { // fine: an explicit id
			return err
		}
		if err := rdb.SAdd(ctx, "s", "m").Err(); err != nil { // fine: idempotent
			return err
		}
		return bump.Run(ctx, rdb, []string{"k"}).Err() // want `^retry\.Do re-sends EVALSHA via redis\.Script\.Run`
	}, retry.Attempts(3))
}

// SelfRetry: a default client (4 attempts) retries its writes by itself:
// one finding, at the client's construction.
func SelfRetry(ctx context.Context) error {
	rdb := redis.NewClient(&redis.Options{Addr: "localhost:6379"}) // want `^redis\.Client retries writes by itself \(4 attempts\): LPUSH via redis\.Client\.LPush at writes\.go:\d+, PUBLISH via redis\.Client\.Publish at writes\.go:\d+; .*MaxRetries: -1`
	if err := rdb.LPush(ctx, "jobs", "j1").Err(); err != nil {
		return err
	}
	if err := rdb.Set(ctx, "last", "j1", 0).Err(); err != nil { // fine: SET is idempotent
		return err
	}
	return rdb.Publish(ctx, "jobs", "j1").Err()
}

// Quiet is fine: MaxRetries -1 and no retry around the writes.
func Quiet(ctx context.Context) error {
	rdb := redis.NewClient(&redis.Options{MaxRetries: -1})
	return rdb.IncrBy(ctx, "n", 2).Err()
}
