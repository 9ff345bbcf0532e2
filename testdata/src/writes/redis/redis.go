// Package redis exercises the writes of go-redis v9: commands that change
// the old value or add an entry (INCR, LPUSH, XADD with an auto id,
// PUBLISH, EVAL) re-sent by a user retry, and re-sent by the client's own
// retries, reported once per client made.
package redis

import (
	"context"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/redis/go-redis/v9"

	"writes/redis/kv"
)

// UserRetry: the caller's retry re-sends INCR; the client is built with
// MaxRetries -1, so it adds no retry of its own.
func UserRetry(ctx context.Context) error {
	rdb := redis.NewClient(&redis.Options{MaxRetries: -1})
	return retry.Do(func() error {
		return rdb.Incr(ctx, "hits").Err() // want `^retry\.Do re-sends INCR via redis\.Client\.Incr; a command whose reply was lost may have been applied`
	}, retry.Attempts(3))
}

// Idempotent is fine: SET, SADD, HSET and DEL give the same state when
// applied twice, and XADD with an explicit id is refused the second time.
func Idempotent(ctx context.Context, id string) error {
	rdb := redis.NewClient(&redis.Options{MaxRetries: -1})
	return retry.Do(func() error {
		if err := rdb.Set(ctx, "k", "v", time.Minute).Err(); err != nil {
			return err
		}
		if err := rdb.SAdd(ctx, "s", "m").Err(); err != nil {
			return err
		}
		if err := rdb.HSet(ctx, "h", "f", "v").Err(); err != nil {
			return err
		}
		if err := rdb.XAdd(ctx, &redis.XAddArgs{Stream: "events", ID: "1-1", Values: []string{"a", "b"}}).Err(); err != nil {
			return err
		}
		if err := rdb.XAdd(ctx, &redis.XAddArgs{Stream: "events", ID: id, Values: []string{"a", "b"}}).Err(); err != nil {
			return err
		}
		return rdb.Del(ctx, "k").Err()
	}, retry.Attempts(3))
}

// Writes: each of these is a write the loop re-sends (the client sends
// each once).
func Writes(ctx context.Context, sc *redis.Script) error {
	var rdb redis.UniversalClient = redis.NewUniversalClient(&redis.UniversalOptions{MaxRetries: -1})
	var err error
	for i := 0; i < 3; i++ {
		err = rdb.IncrBy(ctx, "a", 2).Err()                                                 // want `^for loop re-sends INCRBY via redis\.UniversalClient\.IncrBy`
		err = rdb.IncrByFloat(ctx, "a", 2).Err()                                            // want `re-sends INCRBYFLOAT`
		err = rdb.Decr(ctx, "a").Err()                                                      // want `re-sends DECR `
		err = rdb.DecrBy(ctx, "a", 2).Err()                                                 // want `re-sends DECRBY`
		err = rdb.HIncrBy(ctx, "h", "f", 1).Err()                                           // want `re-sends HINCRBY `
		err = rdb.HIncrByFloat(ctx, "h", "f", 1).Err()                                      // want `re-sends HINCRBYFLOAT`
		err = rdb.ZIncrBy(ctx, "z", 1, "m").Err()                                           // want `re-sends ZINCRBY`
		err = rdb.LPush(ctx, "l", "x").Err()                                                // want `re-sends LPUSH `
		err = rdb.RPush(ctx, "l", "x").Err()                                                // want `re-sends RPUSH `
		err = rdb.LPushX(ctx, "l", "x").Err()                                               // want `re-sends LPUSHX`
		err = rdb.RPushX(ctx, "l", "x").Err()                                               // want `re-sends RPUSHX`
		err = rdb.Eval(ctx, "return redis.call('INCR', KEYS[1])", []string{"n"}).Err()      // want `re-sends EVAL `
		err = rdb.Eval(ctx, "return redis.call('GET', KEYS[1])", []string{"n"}).Err()       // fine: the script only reads
		err = rdb.Eval(ctx, "return 1", nil).Err()                                          // fine: the script calls nothing
		err = rdb.EvalSha(ctx, "abc", nil).Err()                                            // want `re-sends EVALSHA `
		err = rdb.XAdd(ctx, &redis.XAddArgs{Stream: "events", Values: []string{"a"}}).Err() // want `^for loop re-publishes via redis\.UniversalClient\.XAdd without an idempotency key`
		err = rdb.XAdd(ctx, &redis.XAddArgs{Stream: "events", ID: "*"}).Err()               // want `re-publishes via redis\.UniversalClient\.XAdd`
		err = rdb.Publish(ctx, "ch", "m").Err()                                             // want `re-publishes via redis\.UniversalClient\.Publish`
		err = rdb.SPublish(ctx, "ch", "m").Err()                                            // want `re-publishes via redis\.UniversalClient\.SPublish`
		err = rdb.EvalRO(ctx, "return 1", nil).Err()                                        // fine: a read-only script
		err = sc.Run(ctx, rdb, []string{"k"}).Err()                                         // want `^for loop re-sends EVALSHA via redis\.Script\.Run`
		err = sc.RunRO(ctx, rdb, []string{"k"}).Err()                                       // fine: read-only
		err = rdb.LPop(ctx, "l").Err()                                                      // want `re-sends LPOP `
		err = rdb.RPop(ctx, "l").Err()                                                      // want `re-sends RPOP `
		err = rdb.SPop(ctx, "s").Err()                                                      // want `re-sends SPOP `
		err = rdb.ZPopMin(ctx, "z", 5).Err()                                                // want `re-sends ZPOPMIN `
		err = rdb.ZPopMax(ctx, "z").Err()                                                   // want `re-sends ZPOPMAX `
		err = rdb.RPopLPush(ctx, "a", "b").Err()                                            // want `re-sends RPOPLPUSH `
		err = rdb.LMove(ctx, "a", "b", "LEFT", "RIGHT").Err()                               // want `re-sends LMOVE `
		err = sc.Eval(ctx, rdb, []string{"k"}).Err()                                        // want `^for loop re-sends EVAL via redis\.Script\.Eval`
		err = sc.EvalSha(ctx, rdb, []string{"k"}).Err()                                     // want `^for loop re-sends EVALSHA via redis\.Script\.EvalSha`
		if err == nil {
			return nil
		}
	}
	return err
}

// SelfRetry: a default client (4 attempts) re-sends its writes by itself:
// reported once, at the client's construction, naming the commands.
func SelfRetry(ctx context.Context, sc *redis.Script) error {
	rdb := redis.NewClient(&redis.Options{Addr: "localhost:6379"}) // want `^redis\.Client retries writes by itself \(4 attempts\): INCR via redis\.Client\.Incr at redis\.go:\d+, LPUSH via redis\.Client\.LPush at redis\.go:\d+, EVALSHA via redis\.Script\.Run at redis\.go:\d+, and 1 more; .* set MaxRetries: -1`
	if err := rdb.Incr(ctx, "hits").Err(); err != nil {
		return err
	}
	if err := rdb.LPush(ctx, "q", "job").Err(); err != nil {
		return err
	}
	if err := sc.Run(ctx, rdb, []string{"k"}).Err(); err != nil {
		return err
	}
	if err := rdb.Set(ctx, "k", "v", 0).Err(); err != nil { // fine: SET is idempotent
		return err
	}
	return rdb.Publish(ctx, "done", "1").Err()
}

// SelfRetryQuiet is fine: MaxRetries -1, each write is sent once.
func SelfRetryQuiet(ctx context.Context) error {
	rdb := redis.NewClient(&redis.Options{MaxRetries: -1})
	return rdb.Incr(ctx, "hits").Err()
}

// Cluster: its own retries (MaxRedirects + 1) re-send the write too.
func Cluster(ctx context.Context) error {
	cc := redis.NewClusterClient(&redis.ClusterOptions{Addrs: []string{"a", "b"}}) // want `^redis\.ClusterClient retries writes by itself \(4 attempts\): RPUSH via redis\.ClusterClient\.RPush`
	return cc.RPush(ctx, "q", "job").Err()
}

// Field: the client is made in writes/redis/kv and kept in a field: the
// finding is at the first of its writes here, naming where it was made.
func Field(ctx context.Context, c *kv.Counter) error {
	if err := c.RDB.Incr(ctx, "a").Err(); err != nil { // want `^redis\.Client \(made at kv\.go:\d+\) retries writes by itself \(4 attempts\): INCR via redis\.Client\.Incr at redis\.go:\d+, DECR via redis\.Client\.Decr at redis\.go:\d+;`
		return err
	}
	return c.RDB.Decr(ctx, "b").Err()
}

// Both: a user retry around a client that retries by itself: the loop's
// re-send at the call, and the client's own retries at its construction.
func Both(ctx context.Context) error {
	rdb := redis.NewClient(&redis.Options{}) // want `^redis\.Client retries writes by itself \(4 attempts\): HINCRBY via redis\.Client\.HIncrBy`
	return retry.Do(func() error {
		return rdb.HIncrBy(ctx, "h", "f", 1).Err() // want `^retry\.Do re-sends HINCRBY via redis\.Client\.HIncrBy`
	}, retry.Attempts(2))
}

// Param is fine for the client's own retries: a client of unknown origin
// may have been made with MaxRetries -1 (its maker is where that is
// reported); there is no user retry here either.
func Param(ctx context.Context, rdb redis.UniversalClient) error {
	return rdb.Incr(ctx, "n").Err()
}

// ParamRetry: a user retry around a client of unknown origin still
// re-sends the write.
func ParamRetry(ctx context.Context, rdb *redis.Client) error {
	return retry.Do(func() error {
		return rdb.LPush(ctx, "q", "x").Err() // want `^retry\.Do re-sends LPUSH via redis\.Client\.LPush`
	}, retry.Attempts(2))
}
