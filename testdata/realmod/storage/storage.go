// Package storage exercises cloud.google.com/go/storage (v1.71.0) and
// cloud.google.com/go/pubsub/v2 (v2.9.0): storage retries its idempotent
// calls with no count until the context ends, on an HTTP client from
// NewClient (not its gRPC path); RetryNever and WithMaxAttempts(1) make
// one call; Publish retries with no count under its timeout.
package storage

import (
	"context"
	"io"

	"cloud.google.com/go/pubsub/v2"
	"cloud.google.com/go/storage"
	"github.com/avast/retry-go/v4"
)

// Attrs: retry.Do (3) around Attrs: ? (until ctx ends).
func Attrs(ctx context.Context, bucket, name string) (*storage.ObjectAttrs, error) {
	c, err := storage.NewClient(ctx)
	if err != nil {
		return nil, err
	}
	var a *storage.ObjectAttrs
	err = retry.Do(func() error {
		a, err = c.Bucket(bucket).Object(name).Attrs(ctx) // want `^retry\.Do \(3 attempts\) calls storage\.ObjectHandle\.Attrs \(\? attempts\): up to \? calls per operation`
		return err
	}, retry.Attempts(3))
	return a, err
}

// Never: RetryNever on the client makes one call (once reported as a
// nest, through the library's code).
func Never(ctx context.Context, bucket, name string) ([]byte, error) {
	c, err := storage.NewClient(ctx)
	if err != nil {
		return nil, err
	}
	c.SetRetry(storage.WithPolicy(storage.RetryNever))
	var b []byte
	err = retry.Do(func() error {
		r, err := c.Bucket(bucket).Object(name).NewReader(ctx) // fine: the client does not retry (RetryNever)
		if err != nil {
			return err
		}
		defer r.Close()
		b, err = io.ReadAll(r)
		return err
	}, retry.Attempts(3))
	return b, err
}

// OneAttempt: WithMaxAttempts(1) on the handle (once reported as a
// nest).
func OneAttempt(ctx context.Context, c *storage.Client, bucket, name string) error {
	o := c.Bucket(bucket).Object(name).Retryer(storage.WithMaxAttempts(1))
	return retry.Do(func() error {
		_, err := o.Attrs(ctx) // fine: the handle does not retry (WithMaxAttempts(1))
		return err
	}, retry.Attempts(3))
}

// Delete: without a precondition Delete is sent once.
func Delete(ctx context.Context, c *storage.Client, bucket, name string) error {
	return retry.Do(func() error {
		return c.Bucket(bucket).Object(name).Delete(ctx) // fine: no precondition, storage sends it once
	}, retry.Attempts(3))
}

// Names: a loop over objects, each read once.
func Names(ctx context.Context, c *storage.Client, bucket string, names []string) error {
	for _, n := range names {
		if _, err := c.Bucket(bucket).Object(n).Attrs(ctx); err != nil { // fine: a walk over objects, each read once
			return err
		}
	}
	return nil
}

// Publish: a user retry around Publish: ? (no count, 60 s).
func Publish(ctx context.Context, c *pubsub.Client, data []byte) error {
	p := c.Publisher("orders")
	return retry.Do(func() error {
		_, err := p.Publish(ctx, &pubsub.Message{Data: data}).Get(ctx) // want `^retry\.Do \(3 attempts\) calls pubsub\.Publisher\.Publish \(\? attempts\): up to \? calls per operation`
		return err
	}, retry.Attempts(3))
}

// PublishOnce: one publish.
func PublishOnce(ctx context.Context, c *pubsub.Client, data []byte) error {
	_, err := c.Publisher("orders").Publish(ctx, &pubsub.Message{Data: data}).Get(ctx) // fine: one layer, the client's
	return err
}
