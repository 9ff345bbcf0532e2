// Package etcd exercises go.etcd.io/etcd/client/v3 (v3.7.4): a client's
// unary calls are retried by its interceptor, 100 calls by default
// (MaxUnaryRetries counts calls), so a user retry around one is a nest;
// NewSTM retries conflicts only.
package etcd

import (
	"context"
	"time"

	"github.com/avast/retry-go/v4"
	clientv3 "go.etcd.io/etcd/client/v3"
	"go.etcd.io/etcd/client/v3/concurrency"
)

// Get: retry.Do (3) around a Get of a default client (100).
func Get(ctx context.Context, key string) ([]byte, error) {
	cli, err := clientv3.New(clientv3.Config{Endpoints: []string{"etcd:2379"}, DialTimeout: 5 * time.Second})
	if err != nil {
		return nil, err
	}
	defer cli.Close()
	var val []byte
	err = retry.Do(func() error {
		resp, err := cli.Get(ctx, key) // want `^retry\.Do \(3 attempts\) calls clientv3\.Client\.Get \(100 attempts\): up to 300 calls per operation`
		if err != nil {
			return err
		}
		if len(resp.Kvs) > 0 {
			val = resp.Kvs[0].Value
		}
		return nil
	}, retry.Attempts(3), retry.Context(ctx))
	return val, err
}

// Put: MaxUnaryRetries 3 is 3 calls; a loop of 5 around it.
func Put(ctx context.Context, key, val string) error {
	cli, err := clientv3.New(clientv3.Config{Endpoints: []string{"etcd:2379"}, MaxUnaryRetries: 3})
	if err != nil {
		return err
	}
	defer cli.Close()
	for i := 0; i < 5; i++ {
		if _, err = cli.Put(ctx, key, val); err == nil { // want `^for loop \(5 attempts\) calls clientv3\.Client\.Put \(3 attempts\): up to 15 calls per operation`
			return nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return err
}

// OneCall: MaxUnaryRetries 1 makes one call.
func OneCall(ctx context.Context, key string) error {
	cli, err := clientv3.New(clientv3.Config{Endpoints: []string{"etcd:2379"}, MaxUnaryRetries: 1})
	if err != nil {
		return err
	}
	defer cli.Close()
	return retry.Do(func() error {
		_, err := cli.Delete(ctx, key) // fine: the client calls once (MaxUnaryRetries 1)
		return err
	}, retry.Attempts(3))
}

// Single: one call, no user retry.
func Single(ctx context.Context, cli *clientv3.Client, key string) error {
	_, err := cli.Get(ctx, key, clientv3.WithPrefix()) // fine: one layer, the interceptor's
	return err
}

// Keys: a loop over keys, each read once.
func Keys(ctx context.Context, kv clientv3.KV, keys []string) error {
	for _, k := range keys {
		if _, err := kv.Get(ctx, k); err != nil { // fine: a walk over keys, each read once
			return err
		}
	}
	return nil
}

// Txn: the transaction is sent by Commit.
func Txn(ctx context.Context, cli *clientv3.Client, key, old, val string) error {
	return retry.Do(func() error {
		_, err := cli.Txn(ctx).If(clientv3.Compare(clientv3.Value(key), "=", old)).Then(clientv3.OpPut(key, val)).Commit() // want `^retry\.Do \(3 attempts\) calls clientv3\.Txn\.Commit \(100 attempts\): up to 300 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Lock: a session and a mutex send through the client.
func Lock(ctx context.Context, cli *clientv3.Client, name string) error {
	var s *concurrency.Session
	err := retry.Do(func() error {
		var err error
		s, err = concurrency.NewSession(cli, concurrency.WithTTL(10)) // want `^retry\.Do \(3 attempts\) calls concurrency\.NewSession \(100 attempts\): up to 300 calls per operation`
		return err
	}, retry.Attempts(3))
	if err != nil {
		return err
	}
	defer s.Close()
	m := concurrency.NewMutex(s, "/lock/"+name)
	if err := m.Lock(ctx); err != nil { // fine: one layer
		return err
	}
	return m.Unlock(ctx) // fine: one layer
}

// STM: a retry on conflicts around calls that retry failures: no nest.
func STM(ctx context.Context, cli *clientv3.Client) error {
	return retry.Do(func() error {
		_, err := concurrency.NewSTM(cli, func(s concurrency.STM) error { // fine: NewSTM retries conflicts only, which shares no failure with the user's layer
			s.Put("b", s.Get("a"))
			return nil
		}, concurrency.WithAbortContext(ctx))
		return err
	}, retry.Attempts(3))
}
