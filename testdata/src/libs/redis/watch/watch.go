// Package watch exercises go-redis's optimistic locking (catalog
// redis.go): a loop that calls Watch again when the transaction failed
// (TxFailedErr: a watched key changed) retries on a conflict, an answer;
// the client retries the commands inside on failures: they share no
// failure, so no nest. A loop that goes round on every error does nest.
package watch

import (
	"context"
	"errors"

	"github.com/avast/retry-go/v4"
	"github.com/redis/go-redis/v9"
)

func incr(ctx context.Context, key string) func(tx *redis.Tx) error {
	return func(tx *redis.Tx) error {
		n, err := tx.Get(ctx, key).Int()
		if err != nil && err != redis.Nil {
			return err
		}
		_, err = tx.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
			pipe.Set(ctx, key, n+1, 0)
			return nil
		})
		return err
	}
}

// Optimistic: the loop goes round on TxFailedErr only.
func Optimistic(ctx context.Context, rdb *redis.Client, key string) error {
	for i := 0; i < 10; i++ {
		err := rdb.Watch(ctx, incr(ctx, key), key) // fine: the loop retries conflicts (TxFailedErr), the client retries failures
		if err == nil {
			return nil
		}
		if errors.Is(err, redis.TxFailedErr) {
			continue
		}
		return err
	}
	return errors.New("increment reached maximum number of retries")
}

// OptimisticInline: the same with the transaction function inline.
func OptimisticInline(ctx context.Context, rdb *redis.Client, key string) error {
	for i := 0; i < 10; i++ {
		err := rdb.Watch(ctx, func(tx *redis.Tx) error { // fine: the loop retries conflicts only
			_, err := tx.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
				pipe.Incr(ctx, key)
				return nil
			})
			return err
		}, key)
		if err != redis.TxFailedErr {
			return err
		}
	}
	return errors.New("too many conflicts")
}

// EveryError: a retry of every error around Watch nests on the client's
// own retries of WATCH and the transaction: 3 × 4.
func EveryError(ctx context.Context, key string) error {
	rdb := redis.NewClient(&redis.Options{Addr: "redis:6379"})
	return retry.Do(func() error {
		return rdb.Watch(ctx, func(tx *redis.Tx) error { // want `^retry\.Do \(3 attempts\) calls redis\.Client\.Watch \(4 attempts\): up to 12 calls per operation`
			_, err := tx.Get(ctx, key).Result() // want `^retry\.Do \(3 attempts\) calls redis\.Client\.Get \(4 attempts\): up to 12 calls per operation`
			return err
		}, key)
	}, retry.Attempts(3))
}

// NoRetries: a client with MaxRetries -1 sends once, the transaction
// it hands the function too.
func NoRetries(ctx context.Context, key string) error {
	rdb := redis.NewClient(&redis.Options{Addr: "redis:6379", MaxRetries: -1})
	return retry.Do(func() error {
		return rdb.Watch(ctx, func(tx *redis.Tx) error { // fine: the client does not retry (MaxRetries -1)
			_, err := tx.TxPipelined(ctx, func(pipe redis.Pipeliner) error { // fine: the transaction is the client's, MaxRetries -1
				pipe.Incr(ctx, key)
				return nil
			})
			return err
		}, key)
	}, retry.Attempts(3))
}

// Universal: Watch through the UniversalClient and the cluster and ring
// clients, once each.
func Universal(ctx context.Context, u redis.UniversalClient, cc *redis.ClusterClient, r *redis.Ring, key string) error {
	if err := u.Watch(ctx, incr(ctx, key), key); err != nil { // fine: one layer
		return err
	}
	if err := cc.Watch(ctx, incr(ctx, key), key); err != nil { // fine: one layer
		return err
	}
	return r.Watch(ctx, incr(ctx, key), key) // fine: one layer
}
