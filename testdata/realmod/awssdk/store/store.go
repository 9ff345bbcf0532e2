// Package store builds an S3 client with the real SDK for another package.
package store

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

// Blobs keeps its client in a field.
type Blobs struct{ c *s3.Client }

// New makes a client with 5 attempts.
func New(ctx context.Context) (*Blobs, error) {
	cfg, err := config.LoadDefaultConfig(ctx, config.WithRetryMaxAttempts(5))
	if err != nil {
		return nil, err
	}
	return &Blobs{c: s3.NewFromConfig(cfg)}, nil
}

// Get reads one object.
func (b *Blobs) Get(ctx context.Context, key string) error {
	_, err := b.c.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String("b"), Key: aws.String(key)})
	return err
}
