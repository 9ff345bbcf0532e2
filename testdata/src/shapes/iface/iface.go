// Package iface: a call through an interface inside the closure given to
// a retry helper (issue 34, shape 12), and the wait and the decision
// inside a helper object (shape 15).
package iface

import (
	"context"
	"math/rand"
	"time"

	"shapes/ifacedep"

	"github.com/avast/retry-go/v4"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/cenkalti/backoff/v4"
	"github.com/redis/go-redis/v9"
)

// jitter waits a random part of a second, or until ctx ends.
func jitter(ctx context.Context) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(time.Duration(rand.Int63n(int64(time.Second)))):
		return nil
	}
}

// Completer completes one operation.
type Completer interface {
	Complete(ctx context.Context) error
}

// cache completes with a go-redis client, which retries by itself.
type cache struct{ c *redis.Client }

func (c *cache) Complete(ctx context.Context) error {
	return c.c.Get(ctx, "k").Err()
}

// Retrying decorates a Completer with the project's own retry loop.
type Retrying struct{ inner Completer }

// NewRetrying wraps the cache.
func NewRetrying() *Retrying {
	return &Retrying{inner: &cache{c: redis.NewClient(&redis.Options{})}}
}

func (r *Retrying) callWithRetry(ctx context.Context, fn func(context.Context) error) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = fn(ctx); err == nil {
			return nil
		}
		if werr := jitter(ctx); werr != nil {
			return werr
		}
	}
	return err
}

// Complete retries the inner call; the only implementation of the
// interface besides the decorator itself is the cache, whose client
// retries by itself.
func (r *Retrying) Complete(ctx context.Context) error {
	return r.callWithRetry(ctx, func(ctx context.Context) error { return r.inner.Complete(ctx) }) // want "nestedretry: iface.Retrying.callWithRetry .3 attempts. calls iface.cache.Complete, which retries via redis.Client.Get"
}

// Fetcher fetches a URL; its implementations are in ifacedep.
type Fetcher interface {
	Fetch(ctx context.Context, url string) error
}

// Backoff retries a Fetcher with cenkalti/backoff.
type Backoff struct{ inner Fetcher }

// NewBackoff wraps ifacedep's fetcher whose client retries by itself.
func NewBackoff() *Backoff { return &Backoff{inner: ifacedep.NewHTTP()} }

func (b *Backoff) Fetch(ctx context.Context, url string) error {
	return backoff.Retry(func() error { return b.inner.Fetch(ctx, url) }, backoff.NewExponentialBackOff()) // want "nestedretry: backoff.Retry .* calls .*ifacedep.HTTP.Fetch.*retryablehttp.Client.Get"
}

// Queue retries a Publisher (declared in ifacedep with its SQS
// implementation) with avast/retry-go.
type Queue struct{ pub ifacedep.Publisher }

// NewQueue publishes through SQS.
func NewQueue(cfg aws.Config) *Queue { return &Queue{pub: ifacedep.NewSQS(cfg, "q")} }

func (q *Queue) Publish(ctx context.Context, body string) error {
	return retry.Do(func() error { return q.pub.Publish(ctx, body) }, retry.Context(ctx)) // want "nestedretry: retry.Do .* calls ifacedep.Publisher.Publish, which .*sqs.Client.SendMessage"
}

// Store reads a value.
type Store interface {
	Read(ctx context.Context, k string) (string, error)
}

// mem reads local state: no I/O.
type mem struct{ m map[string]string }

func (m *mem) Read(ctx context.Context, k string) (string, error) { return m.m[k], nil }

// plainFetch makes one attempt through ifacedep.Plain.
type plainFetch struct{ f *ifacedep.Plain }

func (p *plainFetch) Read(ctx context.Context, k string) (string, error) {
	return "", p.f.Fetch(ctx, k)
}

// RetryingStore (fine) decorates a Store whose implementations do no
// retrying I/O: one layer.
type RetryingStore struct{ inner Store }

func (r *RetryingStore) callWithRetry(ctx context.Context, fn func(context.Context) error) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = fn(ctx); err == nil {
			return nil
		}
		if werr := jitter(ctx); werr != nil {
			return werr
		}
	}
	return err
}

func (r *RetryingStore) Read(ctx context.Context, k string) (string, error) {
	var v string
	err := r.callWithRetry(ctx, func(ctx context.Context) error {
		var err error
		v, err = r.inner.Read(ctx, k)
		return err
	})
	return v, err
}

// After (fine) hands the retry helper a step that does no I/O; the
// interface call that retries by itself runs once, after the helper
// returned.
type After struct {
	r     *Retrying
	inner Completer
}

func (a *After) Complete(ctx context.Context) error {
	var ready bool
	if err := a.r.callWithRetry(ctx, func(ctx context.Context) error {
		ready = true
		return nil
	}); err != nil {
		return err
	}
	finish := func(ctx context.Context) error { return a.inner.Complete(ctx) }
	if !ready {
		return nil
	}
	return finish(ctx)
}

// Bound hands the interface's method value to the retry helper: the
// value calls what the interface call would.
type Bound struct {
	r     *Retrying
	inner Completer
}

func (b *Bound) Complete(ctx context.Context) error {
	return b.r.callWithRetry(ctx, b.inner.Complete) // want "nestedretry: iface.Retrying.callWithRetry .3 attempts. calls iface.cache.Complete, which retries via redis.Client.Get"
}

// Cached reads through a wrapper interface of the go-redis client, with
// a retry policy of another package: both are held in interfaces, and
// the call in the closure handed to the policy retries by itself.
type Cached struct {
	rc     ifacedep.RedisWrapper
	policy ifacedep.Policy
}

func (c *Cached) Get(ctx context.Context, k string) (string, error) {
	var v string
	err := c.policy.RetryAction(func() error {
		var err error
		v, err = c.rc.Get(ctx, k).Result() // want "nestedretry: ifacedep.Policy.RetryAction .3 attempts. calls ifacedep.RedisWrapper.Get .4 attempts.: up to 12 calls"
		return err
	})
	return v, err
}
