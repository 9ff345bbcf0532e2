package platform

import (
	"bytes"
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// MinioPut: retry.Do (3) around PutObject on a default client (10 total
// attempts).
func MinioPut(ctx context.Context, data []byte) error {
	c, err := minio.New("s3.example.com", &minio.Options{Creds: credentials.NewStaticV4("id", "secret", ""), Secure: true})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := c.PutObject(ctx, "b", "k", bytes.NewReader(data), int64(len(data)), minio.PutObjectOptions{}) // want `^retry\.Do \(3 attempts\) calls minio\.Client\.PutObject \(10 attempts\): up to 30 calls per operation`
		return err
	}, retry.Attempts(3))
}

// MinioTuned: MaxRetries 4 is 4 attempts in all: 2 × 4.
func MinioTuned(ctx context.Context) error {
	c, err := minio.New("s3.example.com", &minio.Options{MaxRetries: 4})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := c.StatObject(ctx, "b", "k", minio.StatObjectOptions{}) // want `^retry\.Do \(2 attempts\) calls minio\.Client\.StatObject \(4 attempts\): up to 8 calls per operation`
		return err
	}, retry.Attempts(2))
}

// MinioDisabled is fine: MaxRetries 1 disables minio's retries.
func MinioDisabled(ctx context.Context) error {
	c, err := minio.New("s3.example.com", &minio.Options{MaxRetries: 1})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		return c.RemoveObject(ctx, "b", "k", minio.RemoveObjectOptions{})
	}, retry.Attempts(3))
}
