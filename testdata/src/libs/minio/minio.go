// Package minio exercises minio-go v7 (catalog §19): every method of a
// *minio.Client that sends retries inside, Options.MaxRetries total
// attempts (10 by default; 1 disables; 0 and negatives keep 10).
package minio

import (
	"bytes"
	"context"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"libs/minio/store"
)

// Default: retry.Do (3) around PutObject on a default client (10).
func Default(ctx context.Context, data []byte) error {
	c, err := minio.New("s3.example.com", &minio.Options{Creds: credentials.NewStaticV4("id", "secret", ""), Secure: true})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := c.PutObject(ctx, "b", "k", bytes.NewReader(data), int64(len(data)), minio.PutObjectOptions{}) // want `^retry\.Do \(3 attempts\) calls minio\.Client\.PutObject \(10 attempts\): up to 30 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Tuned: MaxRetries 2 is 2 attempts in all: 3 × 2.
func Tuned(ctx context.Context) error {
	opts := &minio.Options{Secure: true}
	opts.MaxRetries = 2
	c, err := minio.New("s3.example.com", opts)
	if err != nil {
		return err
	}
	var lastErr error
	for i := 0; i < 3; i++ {
		if _, lastErr = c.StatObject(ctx, "b", "k", minio.StatObjectOptions{}); lastErr == nil { // want `^for loop \(3 attempts\) calls minio\.Client\.StatObject \(2 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return lastErr
}

// Zero: MaxRetries 0 keeps the default (only a count > 0 is taken): 2 × 10.
func Zero(ctx context.Context) error {
	c, err := minio.New("s3.example.com", &minio.Options{MaxRetries: 0})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		return c.RemoveObject(ctx, "b", "k", minio.RemoveObjectOptions{}) // want `^retry\.Do \(2 attempts\) calls minio\.Client\.RemoveObject \(10 attempts\): up to 20 calls per operation`
	}, retry.Attempts(2))
}

// Negative: a negative MaxRetries keeps the default too: 2 × 10.
func Negative(ctx context.Context) error {
	c, err := minio.New("s3.example.com", &minio.Options{MaxRetries: -1})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		return c.FGetObject(ctx, "b", "k", "/tmp/k", minio.GetObjectOptions{}) // want `^retry\.Do \(2 attempts\) calls minio\.Client\.FGetObject \(10 attempts\): up to 20 calls per operation`
	}, retry.Attempts(2))
}

// LazyGet is fine for nestedretry: GetObject only checks its arguments
// and returns an object whose first read sends the request, so the
// retry repeats no request (its error is never a failed request).
func LazyGet(ctx context.Context, c *minio.Client) (*minio.Object, error) {
	var obj *minio.Object
	err := retry.Do(func() error {
		var err error
		obj, err = c.GetObject(ctx, "b", "k", minio.GetObjectOptions{})
		return err
	}, retry.Attempts(3))
	return obj, err
}

// Disabled is fine: MaxRetries 1 is one attempt, so the user's retry is
// the only layer.
func Disabled(ctx context.Context, data []byte) error {
	c, err := minio.New("s3.example.com", &minio.Options{MaxRetries: 1})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := c.PutObject(ctx, "b", "k", bytes.NewReader(data), int64(len(data)), minio.PutObjectOptions{})
		return err
	}, retry.Attempts(3))
}

// Param: a client handed in is a default client as far as this
// function knows: 3 × 10.
func Param(ctx context.Context, c *minio.Client) error {
	return retry.Do(func() error {
		_, err := c.BucketExists(ctx, "b") // want `^retry\.Do \(3 attempts\) calls minio\.Client\.BucketExists \(10 attempts\): up to 30 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Presign is fine: a presigned URL is made locally, not sent (nor
// retried); EndpointURL sends nothing either.
func Presign(ctx context.Context, c *minio.Client) (string, error) {
	var lastErr error
	for i := 0; i < 3; i++ {
		u, err := c.PresignedGetObject(ctx, "b", "k", time.Hour, nil)
		if err == nil && c.EndpointURL() != nil {
			return u.String(), nil
		}
		lastErr = err
		time.Sleep(time.Second)
	}
	return "", lastErr
}

// Single is fine: one call, no retry of its own around it.
func Single(ctx context.Context, c *minio.Client) error {
	return c.MakeBucket(ctx, "b", minio.MakeBucketOptions{Region: "us-east-1"})
}

// OtherPackage: the field's client was built in libs/minio/store with
// MaxRetries 3: 2 × 3.
func OtherPackage(ctx context.Context, s *store.Store) error {
	return retry.Do(func() error {
		_, err := s.Client.StatObject(ctx, s.Bucket, "k", minio.StatObjectOptions{}) // want `^retry\.Do \(2 attempts\) calls minio\.Client\.StatObject \(3 attempts\): up to 6 calls per operation`
		return err
	}, retry.Attempts(2))
}
