package redis

import (
	"context"
	"errors"

	"github.com/avast/retry-go/v4"
	"github.com/redis/go-redis/v9"
)

// Optimistic: a loop that calls Watch again on TxFailedErr retries
// conflicts; the client retries failures inside: no nest.
func Optimistic(ctx context.Context, rdb *redis.Client, key string) error {
	for i := 0; i < 10; i++ {
		err := rdb.Watch(ctx, func(tx *redis.Tx) error { // fine: the loop retries conflicts (TxFailedErr), the client retries failures
			n, err := tx.Get(ctx, key).Int()
			if err != nil && err != redis.Nil {
				return err
			}
			_, err = tx.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
				pipe.Set(ctx, key, n+1, 0)
				return nil
			})
			return err
		}, key)
		if err == nil {
			return nil
		}
		if errors.Is(err, redis.TxFailedErr) {
			continue
		}
		return err
	}
	return errors.New("too many conflicts")
}

// WatchEveryError: a retry of every error around Watch nests on the
// client's retries of WATCH and of the commands inside.
func WatchEveryError(ctx context.Context, key string) error {
	rdb := redis.NewClient(&redis.Options{Addr: "localhost:6379", MaxRetries: 1})
	return retry.Do(func() error {
		return rdb.Watch(ctx, func(tx *redis.Tx) error { // want `^retry\.Do \(3 attempts\) calls redis\.Client\.Watch \(2 attempts\): up to 6 calls per operation`
			return tx.Get(ctx, key).Err() // want `^retry\.Do \(3 attempts\) calls redis\.Client\.Get \(2 attempts\): up to 6 calls per operation`
		}, key)
	}, retry.Attempts(3))
}
