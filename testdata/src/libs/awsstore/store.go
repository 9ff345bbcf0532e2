// Package awsstore builds AWS clients for another package (libs/awssdk):
// the bound each constructor sets must reach the callers there.
package awsstore

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

// Store keeps its client in a field.
type Store struct {
	S3     *s3.Client
	Bucket string
}

// NewStore makes a client with 5 attempts.
func NewStore(ctx context.Context) (*Store, error) {
	cfg, err := config.LoadDefaultConfig(ctx, config.WithRetryMaxAttempts(5))
	if err != nil {
		return nil, err
	}
	return &Store{S3: s3.NewFromConfig(cfg), Bucket: "b"}, nil
}

// Put sends one object through the client of the field.
func (s *Store) Put(ctx context.Context, key string) error {
	_, err := s.S3.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String(s.Bucket), Key: aws.String(key)})
	return err
}

// Quiet is a store whose client does not retry.
type Quiet struct{ s3 *s3.Client }

// NewQuiet turns the SDK's retries off with a NopRetryer.
func NewQuiet(cfg aws.Config) *Quiet {
	return &Quiet{s3: s3.NewFromConfig(cfg, func(o *s3.Options) { o.Retryer = aws.NopRetryer{} })}
}

// Put makes one attempt: the NopRetryer.
func (q *Quiet) Put(ctx context.Context, key string) error {
	_, err := q.s3.PutObject(ctx, &s3.PutObjectInput{Key: aws.String(key)})
	return err
}
