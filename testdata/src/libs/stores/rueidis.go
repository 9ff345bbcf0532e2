// Package stores exercises rueidis, gocql and aerospike (catalog
// datastores.go).
package stores

import (
	"context"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/redis/rueidis"
)

// rueidis: Do re-sends a read-only command until its context ends, and
// a write command never; DisableRetry turns the retries off.

// Get: retry.Do (3) around a GET: no count, until ctx ends.
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

// GetBackground: under a context that never ends, no end at all.
func GetBackground(c rueidis.Client, key string) error {
	ctx := context.Background()
	for i := 0; i < 3; i++ {
		if err := c.Do(ctx, c.B().Hgetall().Key(key).Build()).Error(); err == nil { // want `^for loop \(3 attempts\) calls rueidis\.Client\.Do \(unbounded\): unbounded calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return nil
}

// Set: a write command is sent once: the user retry is the only layer.
func Set(ctx context.Context, c rueidis.Client, key, val string) error {
	return retry.Do(func() error {
		return c.Do(ctx, c.B().Set().Key(key).Value(val).Build()).Error() // fine: rueidis does not retry a write command
	}, retry.Attempts(3))
}

// Incr: INCR is no read either.
func Incr(ctx context.Context, c rueidis.Client, key string) error {
	cmd := c.B().Incr().Key(key).Build()
	return retry.Do(func() error {
		return c.Do(ctx, cmd).Error() // fine: rueidis does not retry a write command
	}, retry.Attempts(3))
}

// Marked: ToRetryable makes a write retried.
func Marked(ctx context.Context, c rueidis.Client, key string) error {
	return retry.Do(func() error {
		return c.Do(ctx, c.B().Incr().Key(key).Build().ToRetryable()).Error() // want `^retry\.Do \(3 attempts\) calls rueidis\.Client\.Do \(\? attempts\): up to \? calls per operation`
	}, retry.Attempts(3))
}

// Disabled: DisableRetry turns the read retries off.
func Disabled(ctx context.Context, key string) error {
	c, err := rueidis.NewClient(rueidis.ClientOption{InitAddress: []string{"redis:6379"}, DisableRetry: true})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		return c.Do(ctx, c.B().Get().Key(key).Build()).Error() // fine: the client does not retry (DisableRetry)
	}, retry.Attempts(3))
}

// Cached: DoCache of a cacheable read retries too.
func Cached(ctx context.Context, c rueidis.Client, key string) error {
	return retry.Do(func() error {
		return c.DoCache(ctx, c.B().Get().Key(key).Cache(), time.Minute).Error() // want `^retry\.Do \(3 attempts\) calls rueidis\.Client\.DoCache \(\? attempts\): up to \? calls per operation`
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

var (
	acquire  = rueidis.NewLuaScriptRetryable(`return redis.call("SET", KEYS[1], ARGV[1], "NX")`)
	acquire2 = rueidis.NewLuaScriptNoShaRetryable(`return redis.call("SET", KEYS[1], ARGV[1], "NX")`)
	peek     = rueidis.NewLuaScriptReadOnly(`return redis.call("GET", KEYS[1])`)
	peek2    = rueidis.NewLuaScriptReadOnlyNoSha(`return redis.call("GET", KEYS[1])`)
	bump     = rueidis.NewLuaScript(`return redis.call("INCR", KEYS[1])`)
)

// Script: a retryable script is retried until ctx ends.
func Script(ctx context.Context, c rueidis.Client, key string) error {
	return retry.Do(func() error {
		return acquire.Exec(ctx, c, []string{key}, []string{"me"}).Error() // want `^retry\.Do \(3 attempts\) calls rueidis\.Lua\.Exec \(\? attempts\): up to \? calls per operation`
	}, retry.Attempts(3))
}

// ScriptWrite: a script made by NewLuaScript is sent once.
func ScriptWrite(ctx context.Context, c rueidis.Client, key string) error {
	return retry.Do(func() error {
		return bump.Exec(ctx, c, []string{key}, nil).Error() // fine: rueidis does not retry a script that is not retryable
	}, retry.Attempts(3))
}

// Scripts: the other retryable scripts, once each.
func Scripts(ctx context.Context, c rueidis.Client, key string) {
	_ = acquire2.Exec(ctx, c, []string{key}, nil) // fine: one layer
	_ = peek.Exec(ctx, c, []string{key}, nil)     // fine: one layer
	_ = peek2.Exec(ctx, c, []string{key}, nil)    // fine: one layer
}
