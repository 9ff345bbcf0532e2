// Package awsv1 exercises github.com/aws/aws-sdk-go (v1.55.8): every
// operation is re-sent by the client's DefaultRetryer, MaxRetries + 1
// times, 4 by default.
package awsv1

import (
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/session"
	"github.com/aws/aws-sdk-go/service/s3"
	"github.com/aws/aws-sdk-go/service/s3/s3iface"
	"github.com/aws/aws-sdk-go/service/sqs"
)

// Default: retry.Do (3) around GetObject of a default client (4).
func Default(ctx context.Context, bucket, key string) error {
	svc := s3.New(session.Must(session.NewSession()))
	return retry.Do(func() error {
		_, err := svc.GetObjectWithContext(ctx, &s3.GetObjectInput{Bucket: aws.String(bucket), Key: aws.String(key)}) // want `^retry\.Do \(3 attempts\) calls s3\.S3\.GetObjectWithContext \(4 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(3))
}

// NoRetries: MaxRetries 0 in the session's config makes one call.
func NoRetries(ctx context.Context, bucket string) error {
	sess := session.Must(session.NewSession(&aws.Config{Region: aws.String("eu-west-1"), MaxRetries: aws.Int(0)}))
	svc := s3.New(sess)
	return retry.Do(func() error {
		_, err := svc.HeadBucketWithContext(ctx, &s3.HeadBucketInput{Bucket: aws.String(bucket)}) // fine: the client does not retry (MaxRetries 0)
		return err
	}, retry.Attempts(3))
}

// Iface: a client behind s3iface with WithMaxRetries(1): 2.
func Iface(ctx context.Context, bucket string) error {
	var api s3iface.S3API = s3.New(session.Must(session.NewSession()), aws.NewConfig().WithMaxRetries(1))
	for i := 0; i < 3; i++ {
		if _, err := api.ListObjectsV2WithContext(ctx, &s3.ListObjectsV2Input{Bucket: aws.String(bucket)}); err == nil { // want `^for loop \(3 attempts\) calls s3iface\.S3API\.ListObjectsV2WithContext \(2 attempts\): up to 6 calls per operation`
			return nil
		}
	}
	return nil
}

// Keys: a loop over keys, each read once.
func Keys(ctx context.Context, svc *s3.S3, bucket string, keys []string) error {
	for _, k := range keys {
		if _, err := svc.GetObjectWithContext(ctx, &s3.GetObjectInput{Bucket: aws.String(bucket), Key: aws.String(k)}); err != nil { // fine: a walk over keys, each read once
			return err
		}
	}
	return nil
}

// Send: one SQS publish, no user retry.
func Send(ctx context.Context, svc *sqs.SQS, url, body string) error {
	_, err := svc.SendMessageWithContext(ctx, &sqs.SendMessageInput{QueueUrl: aws.String(url), MessageBody: aws.String(body)}) // fine: one layer, the SDK's
	return err
}
