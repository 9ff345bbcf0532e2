// Package minio is a stub of github.com/minio/minio-go/v7 (v7.4.1), with
// the real signatures of the functions the fixtures call.
package minio

import (
	"context"
	"io"
	"net/url"
	"time"

	"github.com/minio/minio-go/v7/pkg/credentials"
)

// MaxRetry is the maximum number of attempts before stopping.
var MaxRetry = 10

// Options are the client options.
type Options struct {
	Creds  *credentials.Credentials
	Secure bool
	Region string
	// Number of times a request is retried. Defaults to 10 retries if
	// this option is not configured. Set to 1 to disable retries.
	MaxRetries int
}

// Client is an S3 client.
type Client struct{ maxRetries int }

// New makes a client.
func New(endpoint string, opts *Options) (*Client, error) {
	c := &Client{maxRetries: MaxRetry}
	if opts.MaxRetries > 0 {
		c.maxRetries = opts.MaxRetries
	}
	return c, nil
}

type (
	PutObjectOptions    struct{ ContentType string }
	GetObjectOptions    struct{}
	StatObjectOptions   struct{}
	RemoveObjectOptions struct{}
	ListObjectsOptions  struct{ Prefix string }
	MakeBucketOptions   struct{ Region string }
	AppendObjectOptions struct{}
	UploadInfo          struct {
		Bucket, Key, ETag string
		Size              int64
	}
	ObjectInfo struct {
		Key  string
		Size int64
		Err  error
	}
	Object struct{ io.ReadCloser }
)

func (c *Client) PutObject(ctx context.Context, bucketName, objectName string, reader io.Reader, objectSize int64,
	opts PutObjectOptions,
) (info UploadInfo, err error) {
	return UploadInfo{}, nil
}

func (c *Client) GetObject(ctx context.Context, bucketName, objectName string, opts GetObjectOptions) (*Object, error) {
	return &Object{}, nil
}

func (c *Client) FGetObject(ctx context.Context, bucketName, objectName, filePath string, opts GetObjectOptions) error {
	return nil
}

func (c *Client) StatObject(ctx context.Context, bucketName, objectName string, opts StatObjectOptions) (ObjectInfo, error) {
	return ObjectInfo{}, nil
}

func (c *Client) RemoveObject(ctx context.Context, bucketName, objectName string, opts RemoveObjectOptions) error {
	return nil
}

func (c *Client) ListObjects(ctx context.Context, bucketName string, opts ListObjectsOptions) <-chan ObjectInfo {
	return nil
}

func (c *Client) MakeBucket(ctx context.Context, bucketName string, opts MakeBucketOptions) (err error) {
	return nil
}

func (c *Client) BucketExists(ctx context.Context, bucketName string) (bool, error) { return true, nil }

func (c *Client) AppendObject(ctx context.Context, bucketName, objectName string, reader io.Reader, objectSize int64,
	opts AppendObjectOptions,
) (info UploadInfo, err error) {
	return UploadInfo{}, nil
}

func (c *Client) PresignedGetObject(ctx context.Context, bucketName, objectName string, expires time.Duration, reqParams url.Values) (u *url.URL, err error) {
	return &url.URL{}, nil
}

func (c *Client) EndpointURL() *url.URL { return &url.URL{} }
