// Package manager is a test stub mirroring
// github.com/aws/aws-sdk-go-v2/feature/s3/manager v1.20 (minimal).
package manager

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/s3"
)

// UploadAPIClient is an S3 API client that can be used by the Uploader.
type UploadAPIClient interface {
	PutObject(context.Context, *s3.PutObjectInput, ...func(*s3.Options)) (*s3.PutObjectOutput, error)
}

// Uploader is the structure that calls Upload.
type Uploader struct{ S3 UploadAPIClient }

// NewUploader creates a new Uploader instance to upload objects to S3.
func NewUploader(client UploadAPIClient, options ...func(*Uploader)) *Uploader {
	return &Uploader{S3: client}
}

// UploadOutput represents a response from the Upload() call.
type UploadOutput struct{ Location string }

// Upload uploads an object to S3.
func (u Uploader) Upload(ctx context.Context, input *s3.PutObjectInput, opts ...func(*Uploader)) (*UploadOutput, error) {
	_, err := u.S3.PutObject(ctx, input)
	return &UploadOutput{}, err
}
