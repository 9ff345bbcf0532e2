// Package s3iface is a stub of
// github.com/aws/aws-sdk-go/service/s3/s3iface (v1.55.8).
package s3iface

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/request"
	"github.com/aws/aws-sdk-go/service/s3"
)

// S3API provides an interface to enable mocking the s3.S3 service
// client's API operation.
type S3API interface {
	GetObject(*s3.GetObjectInput) (*s3.GetObjectOutput, error)
	GetObjectWithContext(aws.Context, *s3.GetObjectInput, ...request.Option) (*s3.GetObjectOutput, error)
	PutObject(*s3.PutObjectInput) (*s3.PutObjectOutput, error)
}

var _ S3API = (*s3.S3)(nil)
