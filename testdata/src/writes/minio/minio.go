// Package minio: writes through minio-go v7. Every object write names its
// key, so re-sending it writes the same object again (PutObject,
// RemoveObject: a nest, not a retried write); AppendObject appends at
// the object's current size, read anew on every call, so a user retry
// appends twice (minio's own re-send keeps the offset and fails instead).
package minio

import (
	"bytes"
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/minio/minio-go/v7"
)

// Append: a user retry around AppendObject appends the data again.
func Append(ctx context.Context, c *minio.Client, data []byte) error {
	return retry.Do(func() error {
		_, err := c.AppendObject(ctx, "b", "log", bytes.NewReader(data), int64(len(data)), minio.AppendObjectOptions{}) // want `^retry\.Do re-sends an append at the object's current size via minio\.Client\.AppendObject`
		return err
	}, retry.Attempts(3))
}

// Put is fine for writeretry: a PUT of the same key and content is
// idempotent (the nest is nestedretry's finding).
func Put(ctx context.Context, c *minio.Client, data []byte) error {
	return retry.Do(func() error {
		_, err := c.PutObject(ctx, "b", "k", bytes.NewReader(data), int64(len(data)), minio.PutObjectOptions{})
		return err
	}, retry.Attempts(3))
}

// AppendOnce is fine: minio's own re-sends of an append carry the same
// write offset, so the server refuses a second copy; no self-write.
func AppendOnce(ctx context.Context, c *minio.Client, data []byte) error {
	_, err := c.AppendObject(ctx, "b", "log", bytes.NewReader(data), int64(len(data)), minio.AppendObjectOptions{})
	return err
}
