// Package s3 is a test stub mirroring github.com/aws/aws-sdk-go-v2/service/s3
// v1.115.0 (minimal: the client, its options and a few operations).
package s3

import (
	"context"
	"io"

	"github.com/aws/aws-sdk-go-v2/aws"
)

type Options struct {
	Region           string
	RetryMaxAttempts int
	Retryer          aws.Retryer
	UsePathStyle     bool
}

// Client provides the API client to make operations call for Amazon
// Simple Storage Service.
type Client struct {
	options Options
}

// New returns an initialized Client based on the functional options.
func New(options Options, optFns ...func(*Options)) *Client {
	for _, fn := range optFns {
		fn(&options)
	}
	return &Client{options: options}
}

// NewFromConfig returns a new client from the provided config.
func NewFromConfig(cfg aws.Config, optFns ...func(*Options)) *Client {
	return New(Options{Region: cfg.Region, RetryMaxAttempts: cfg.RetryMaxAttempts}, optFns...)
}

// Options returns a copy of the client configuration.
func (c *Client) Options() Options { return c.options }

type PutObjectInput struct {
	Bucket *string
	Key    *string
	Body   io.Reader
}

type PutObjectOutput struct{ ETag *string }

func (c *Client) PutObject(ctx context.Context, params *PutObjectInput, optFns ...func(*Options)) (*PutObjectOutput, error) {
	return &PutObjectOutput{}, nil
}

type GetObjectInput struct {
	Bucket *string
	Key    *string
}

type GetObjectOutput struct{ Body io.ReadCloser }

func (c *Client) GetObject(ctx context.Context, params *GetObjectInput, optFns ...func(*Options)) (*GetObjectOutput, error) {
	return &GetObjectOutput{}, nil
}
