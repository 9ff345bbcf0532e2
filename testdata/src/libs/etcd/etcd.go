// Package etcd exercises etcd's clientv3 (catalog etcd.go): every unary
// call of a client from clientv3.New is retried by its interceptor, 100
// calls by default (Config.MaxUnaryRetries counts calls; 0 keeps 100, 1
// makes one); the concurrency helpers send through the same client;
// NewSTM retries its transaction on conflicts only.
package etcd

import (
	"context"
	"errors"
	"time"

	"github.com/avast/retry-go/v4"
	clientv3 "go.etcd.io/etcd/client/v3"
	"go.etcd.io/etcd/client/v3/concurrency"
)

func newClient() (*clientv3.Client, error) {
	return clientv3.New(clientv3.Config{Endpoints: []string{"etcd:2379"}, DialTimeout: 5 * time.Second})
}

// Get: retry.Do (3) around a Get of the default client (100).
func Get(ctx context.Context, key string) ([]byte, error) {
	cli, err := newClient()
	if err != nil {
		return nil, err
	}
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

// PutLoop: a for loop of 5 around a Put of a client with
// MaxUnaryRetries 3 (3 calls: the field counts calls).
func PutLoop(ctx context.Context, key, val string) error {
	cli, err := clientv3.New(clientv3.Config{Endpoints: []string{"etcd:2379"}, MaxUnaryRetries: 3})
	if err != nil {
		return err
	}
	for i := 0; i < 5; i++ {
		if _, err = cli.Put(ctx, key, val); err == nil { // want `^for loop \(5 attempts\) calls clientv3\.Client\.Put \(3 attempts\): up to 15 calls per operation`
			return nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return err
}

// OneCall: MaxUnaryRetries 1 makes one call: the user retry is the only
// layer.
func OneCall(ctx context.Context, key string) error {
	cli, err := clientv3.New(clientv3.Config{Endpoints: []string{"etcd:2379"}, MaxUnaryRetries: 1})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := cli.Get(ctx, key) // fine: the client calls once (MaxUnaryRetries 1)
		return err
	}, retry.Attempts(3))
}

// ZeroKeeps: MaxUnaryRetries 0 keeps the default, 100.
func ZeroKeeps(ctx context.Context, key string) error {
	cli, err := clientv3.New(clientv3.Config{Endpoints: []string{"etcd:2379"}, MaxUnaryRetries: 0})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := cli.Delete(ctx, key) // want `^retry\.Do \(2 attempts\) calls clientv3\.Client\.Delete \(100 attempts\): up to 200 calls per operation`
		return err
	}, retry.Attempts(2))
}

// Single: one call, no user retry.
func Single(ctx context.Context, cli *clientv3.Client, key string) error {
	_, err := cli.Get(ctx, key) // fine: one layer, the interceptor's
	return err
}

// Keys: a loop over keys, each read once.
func Keys(ctx context.Context, cli *clientv3.Client, keys []string) (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, k := range keys {
		resp, err := cli.Get(ctx, k) // fine: a walk over keys, each read once
		if err != nil {
			return nil, err
		}
		if len(resp.Kvs) > 0 {
			out[k] = resp.Kvs[0].Value
		}
	}
	return out, nil
}

// Param: a KV handed in is a client's, 100 calls.
func Param(ctx context.Context, kv clientv3.KV, key string) error {
	return retry.Do(func() error {
		_, err := kv.Get(ctx, key) // want `^retry\.Do \(3 attempts\) calls clientv3\.KV\.Get \(100 attempts\): up to 300 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Txn: the transaction is sent by Commit, through the client.
func Txn(ctx context.Context, cli *clientv3.Client, key, old, val string) error {
	for i := 0; i < 3; i++ {
		_, err := cli.Txn(ctx).If(clientv3.Compare(clientv3.Value(key), "=", old)).Then(clientv3.OpPut(key, val)).Commit() // want `^for loop \(3 attempts\) calls clientv3\.Txn\.Commit \(100 attempts\): up to 300 calls per operation`
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return errors.New("txn failed")
}

// Leases: Grant, Revoke, TimeToLive, Leases and Compact through NewKV and
// NewLease, each once.
func Leases(ctx context.Context, cli *clientv3.Client) error {
	lease := clientv3.NewLease(cli)
	g, err := lease.Grant(ctx, 10) // fine: one layer
	if err != nil {
		return err
	}
	if _, err := lease.TimeToLive(ctx, g.ID); err != nil { // fine: one layer
		return err
	}
	if _, err := lease.Leases(ctx); err != nil { // fine: one layer
		return err
	}
	if _, err := lease.KeepAliveOnce(ctx, g.ID); err != nil { // fine: one layer (its own loop)
		return err
	}
	if _, err := lease.Revoke(ctx, g.ID); err != nil { // fine: one layer
		return err
	}
	kv := clientv3.NewKV(cli)
	if _, err := kv.Compact(ctx, 10); err != nil { // fine: one layer
		return err
	}
	if _, err := kv.Do(ctx, clientv3.OpGet("k")); err != nil { // fine: one layer
		return err
	}
	if _, err := cli.MemberList(ctx); err != nil { // fine: one layer
		return err
	}
	_, err = cli.Status(ctx, "etcd:2379") // fine: one layer
	return err
}

// GrantRetried: a lease grant retried by a loop: 2 × 100.
func GrantRetried(ctx context.Context, key string) (clientv3.LeaseID, error) {
	cli, err := clientv3.NewFromURL("http://etcd:2379")
	if err != nil {
		return 0, err
	}
	for i := 0; ; i++ {
		g, err := cli.Grant(ctx, 30) // want `^for loop \(2 attempts\) calls clientv3\.Client\.Grant \(100 attempts\): up to 200 calls per operation`
		if err == nil || i == 1 {
			return g.ID, err
		}
	}
}

// Session: a session grants its lease through the client: a retry
// around NewSession nests on it.
func Session(ctx context.Context, key string) error {
	cli, err := clientv3.NewFromURLs([]string{"http://etcd:2379"})
	if err != nil {
		return err
	}
	var s *concurrency.Session
	err = retry.Do(func() error {
		s, err = concurrency.NewSession(cli, concurrency.WithTTL(10)) // want `^retry\.Do \(3 attempts\) calls concurrency\.NewSession \(100 attempts\): up to 300 calls per operation`
		return err
	}, retry.Attempts(3))
	if err != nil {
		return err
	}
	defer s.Close()
	m := concurrency.NewMutex(s, "/lock/"+key)
	if err := m.Lock(ctx); err != nil { // fine: one layer
		return err
	}
	return m.Unlock(ctx) // fine: one layer
}

// TryLockRetried: a loop around TryLock on a session of a client with
// MaxUnaryRetries 2.
func TryLockRetried(ctx context.Context, key string) error {
	cli, err := clientv3.New(clientv3.Config{Endpoints: []string{"etcd:2379"}, MaxUnaryRetries: 2})
	if err != nil {
		return err
	}
	s, err := concurrency.NewSession(s2c(cli)) // fine: one layer
	if err != nil {
		return err
	}
	s, err = concurrency.NewSession(s.Client()) // fine: one layer, the session's client
	if err != nil {
		return err
	}
	m := concurrency.NewMutex(s, "/lock/"+key)
	for i := 0; i < 3; i++ {
		if err = m.TryLock(ctx); err == nil { // want `^for loop \(3 attempts\) calls concurrency\.Mutex\.TryLock \(2 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func s2c(c *clientv3.Client) *clientv3.Client { return c }

// Campaign: an election's calls, once each.
func Campaign(ctx context.Context, s *concurrency.Session, val string) error {
	e := concurrency.NewElection(s, "/leader")
	if err := e.Campaign(ctx, val); err != nil { // fine: one layer
		return err
	}
	if err := e.Proclaim(ctx, val); err != nil { // fine: one layer
		return err
	}
	if _, err := e.Leader(ctx); err != nil { // fine: one layer
		return err
	}
	return e.Resign(ctx) // fine: one layer
}

// STM: NewSTM retries its transaction on conflicts only; the client
// calls inside retry 503s and timeouts: they share no failure, so no
// nest.
func STM(ctx context.Context, cli *clientv3.Client) error {
	_, err := concurrency.NewSTM(cli, func(s concurrency.STM) error { // fine: a retry on conflicts, around calls that retry failures
		s.Put("b", s.Get("a"))
		return nil
	}, concurrency.WithAbortContext(ctx))
	return err
}

// STMRetried: a user retry of every error around NewSTM: the STM's
// conflicts are answers, but the user's layer goes round on failures the
// STM does not retry, so the STM is no inner layer of it.
func STMRetried(ctx context.Context, cli *clientv3.Client) error {
	return retry.Do(func() error {
		_, err := concurrency.NewSTM(cli, func(s concurrency.STM) error { // fine: NewSTM retries conflicts only, which the user's layer shares no failure with
			s.Put("b", "1")
			return nil
		})
		return err
	}, retry.Attempts(3))
}
