// Package s3 is a stub of github.com/aws/aws-sdk-go/service/s3 (v1.55.8).
package s3

import (
	"io"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/client"
	"github.com/aws/aws-sdk-go/aws/request"
)

// S3 provides the API operation methods for making requests to Amazon
// Simple Storage Service.
type S3 struct{}

// New creates a new instance of the S3 client with a session.
func New(p client.ConfigProvider, cfgs ...*aws.Config) *S3 { return &S3{} }

// GetObjectInput is the input of GetObject.
type GetObjectInput struct{ Bucket, Key *string }

// GetObjectOutput is the output of GetObject.
type GetObjectOutput struct{ Body io.ReadCloser }

// GetObject API operation for Amazon Simple Storage Service.
func (c *S3) GetObject(input *GetObjectInput) (*GetObjectOutput, error) { return nil, nil }

// GetObjectWithContext is the same as GetObject with the addition of the
// ability to pass a context and additional request options.
func (c *S3) GetObjectWithContext(ctx aws.Context, input *GetObjectInput, opts ...request.Option) (*GetObjectOutput, error) {
	return nil, nil
}

// GetObjectRequest generates a "aws/request.Request" representing the
// client's request for the GetObject operation.
func (c *S3) GetObjectRequest(input *GetObjectInput) (req *request.Request, output *GetObjectOutput) {
	return &request.Request{}, &GetObjectOutput{}
}

// PutObjectInput is the input of PutObject.
type PutObjectInput struct {
	Bucket, Key *string
	Body        io.ReadSeeker
}

// PutObjectOutput is the output of PutObject.
type PutObjectOutput struct{}

// PutObject API operation for Amazon Simple Storage Service.
func (c *S3) PutObject(input *PutObjectInput) (*PutObjectOutput, error) { return nil, nil }

// ListObjectsV2Input is the input of ListObjectsV2.
type ListObjectsV2Input struct{ Bucket *string }

// ListObjectsV2Output is the output of ListObjectsV2.
type ListObjectsV2Output struct{}

// ListObjectsV2PagesWithContext iterates over the pages of a
// ListObjectsV2 operation.
func (c *S3) ListObjectsV2PagesWithContext(ctx aws.Context, input *ListObjectsV2Input, fn func(*ListObjectsV2Output, bool) bool, opts ...request.Option) error {
	return nil
}
