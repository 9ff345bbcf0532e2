// Package gcs exercises Cloud Storage and Pub/Sub (catalog gcp.go):
// storage retries its idempotent calls with no count, until the context
// ends; the others only on a handle with a precondition; RetryNever and
// WithMaxAttempts set the count. Pub/Sub's Publish retries with no count
// under its 60 s timeout.
package gcs

import (
	"context"
	"io"
	"time"

	"cloud.google.com/go/pubsub"
	pubsubv2 "cloud.google.com/go/pubsub/v2"
	"cloud.google.com/go/storage"
	"github.com/avast/retry-go/v4"
)

// Attrs: retry.Do (3) around Attrs of a default client: no count, until
// ctx ends.
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

// Background: under a context that never ends, no end at all.
func Background(bucket, name string) error {
	ctx := context.Background()
	c, err := storage.NewClient(ctx)
	if err != nil {
		return err
	}
	for i := 0; i < 3; i++ {
		r, err := c.Bucket(bucket).Object(name).NewReader(ctx) // want `^for loop \(3 attempts\) calls storage\.ObjectHandle\.NewReader \(unbounded\): unbounded calls per operation`
		if err == nil {
			_, err = io.ReadAll(r)
			return err
		}
		time.Sleep(time.Second)
	}
	return nil
}

// Never: WithPolicy(RetryNever) on the client makes one call.
func Never(ctx context.Context, bucket, name string) error {
	c, err := storage.NewClient(ctx)
	if err != nil {
		return err
	}
	c.SetRetry(storage.WithPolicy(storage.RetryNever))
	return retry.Do(func() error {
		_, err := c.Bucket(bucket).Object(name).Attrs(ctx) // fine: the client does not retry (RetryNever)
		return err
	}, retry.Attempts(3))
}

// OneAttempt: WithMaxAttempts(1) on the handle makes one call.
func OneAttempt(ctx context.Context, c *storage.Client, bucket, name string) error {
	o := c.Bucket(bucket).Object(name).Retryer(storage.WithMaxAttempts(1))
	return retry.Do(func() error {
		_, err := o.NewRangeReader(ctx, 0, 10) // fine: the handle does not retry (WithMaxAttempts(1))
		return err
	}, retry.Attempts(3))
}

// FourAttempts: WithMaxAttempts(4) on the bucket: 2 × 4.
func FourAttempts(ctx context.Context, c *storage.Client, bucket string) error {
	b := c.Bucket(bucket).Retryer(storage.WithMaxAttempts(4))
	return retry.Do(func() error {
		_, err := b.Attrs(ctx) // want `^retry\.Do \(2 attempts\) calls storage\.BucketHandle\.Attrs \(4 attempts\): up to 8 calls per operation`
		return err
	}, retry.Attempts(2))
}

// Duration: WithMaxRetryDuration gives a time limit: ?.
func Duration(bucket string) error {
	ctx := context.Background()
	c, err := storage.NewGRPCClient(ctx)
	if err != nil {
		return err
	}
	b := c.Bucket(bucket).Retryer(storage.WithMaxRetryDuration(30 * time.Second))
	return retry.Do(func() error {
		return b.Create(ctx, "proj", nil) // want `^retry\.Do \(3 attempts\) calls storage\.BucketHandle\.Create \(\? attempts\): up to \? calls per operation`
	}, retry.Attempts(3))
}

// DeleteNoPrecondition: Delete without a precondition is not idempotent:
// one call.
func DeleteNoPrecondition(ctx context.Context, c *storage.Client, bucket, name string) error {
	return retry.Do(func() error {
		return c.Bucket(bucket).Object(name).Delete(ctx) // fine: no precondition, storage sends it once
	}, retry.Attempts(3))
}

// DeleteGeneration: with Generation(g) it is retried.
func DeleteGeneration(ctx context.Context, c *storage.Client, bucket, name string, gen int64) error {
	return retry.Do(func() error {
		return c.Bucket(bucket).Object(name).Generation(gen).Delete(ctx) // want `^retry\.Do \(3 attempts\) calls storage\.ObjectHandle\.Delete \(\? attempts\): up to \? calls per operation`
	}, retry.Attempts(3))
}

// Upload: a Writer without a precondition sends once; with DoesNotExist
// it is retried, for up to ChunkRetryDeadline.
func Upload(ctx context.Context, c *storage.Client, bucket, name string, data []byte) error {
	o := c.Bucket(bucket).Object(name)
	if err := retry.Do(func() error {
		w := o.NewWriter(ctx)
		if _, err := w.Write(data); err != nil {
			return err
		}
		return w.Close() // fine: no precondition, the upload is sent once
	}, retry.Attempts(3)); err != nil {
		return err
	}
	return retry.Do(func() error {
		w := o.If(storage.Conditions{DoesNotExist: true}).NewWriter(ctx)
		if _, err := w.Write(data); err != nil {
			return err
		}
		return w.Close() // want `^retry\.Do \(3 attempts\) calls storage\.Writer\.Close \(\? attempts\): up to \? calls per operation`
	}, retry.Attempts(3))
}

// Single: each call once.
func Single(ctx context.Context, c *storage.Client, bucket, name string) error {
	b := c.Bucket(bucket)
	if err := b.Delete(ctx); err != nil { // fine: one layer, the client's
		return err
	}
	if _, err := b.If(storage.BucketConditions{MetagenerationMatch: 1}).Update(ctx, storage.BucketAttrsToUpdate{}); err != nil { // fine: one layer
		return err
	}
	o := b.Object(name).ReadCompressed(true)
	if _, err := o.If(storage.Conditions{MetagenerationMatch: 2}).Update(ctx, storage.ObjectAttrsToUpdate{}); err != nil { // fine: one layer
		return err
	}
	dst := b.Object("copy").If(storage.Conditions{DoesNotExist: true})
	if _, err := dst.CopierFrom(o).Run(ctx); err != nil { // fine: one layer
		return err
	}
	if _, err := dst.ComposerFrom(o).Run(ctx); err != nil { // fine: one layer
		return err
	}
	it := c.Buckets(ctx, "proj")
	_, err := it.Next() // fine: one layer
	return err
}

// List: a listing loop reads page after page; it ends on Done, no retry.
func List(ctx context.Context, c *storage.Client, bucket string) ([]string, error) {
	var out []string
	it := c.Bucket(bucket).Objects(ctx, &storage.Query{Prefix: "a/"})
	for {
		a, err := it.Next() // fine: a walk over the listing, each page read once
		if err != nil {
			return out, nil
		}
		out = append(out, a.Name)
	}
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

// Publish: a user retry around Pub/Sub's Publish (no count, 60 s).
func Publish(ctx context.Context, c *pubsubv2.Client, data []byte) error {
	p := c.Publisher("orders")
	return retry.Do(func() error {
		_, err := p.Publish(ctx, &pubsubv2.Message{Data: data}).Get(ctx) // want `^retry\.Do \(3 attempts\) calls pubsub\.Publisher\.Publish \(\? attempts\): up to \? calls per operation`
		return err
	}, retry.Attempts(3))
}

// PublishV1: the same with v1's Topic.
func PublishV1(ctx context.Context, c *pubsub.Client, data []byte) error {
	t := c.Topic("orders")
	for i := 0; i < 2; i++ {
		if _, err := t.Publish(ctx, &pubsub.Message{Data: data}).Get(ctx); err == nil { // want `^for loop \(2 attempts\) calls pubsub\.Topic\.Publish \(\? attempts\): up to \? calls per operation`
			return nil
		}
	}
	return nil
}

// PublishOnce: one publish, no user retry.
func PublishOnce(ctx context.Context, c *pubsubv2.Client, data []byte) error {
	_, err := c.Publisher("orders").Publish(ctx, &pubsubv2.Message{Data: data}).Get(ctx) // fine: one layer, the client's
	return err
}

// PublishAll: a walk over messages, each published once.
func PublishAll(ctx context.Context, c *pubsubv2.Client, msgs [][]byte) error {
	p := c.Publisher("orders")
	for _, m := range msgs {
		if _, err := p.Publish(ctx, &pubsubv2.Message{Data: m}).Get(ctx); err != nil { // fine: a walk over messages, each published once
			return err
		}
	}
	return nil
}
