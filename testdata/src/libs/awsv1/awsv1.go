// Package awsv1 exercises the AWS SDK for Go v1 (catalog awsv1.go):
// every operation of a service client is re-sent by its DefaultRetryer,
// MaxRetries + 1 times: 4 by default (DynamoDB 11), 1 with MaxRetries 0,
// in the session's config or the client's.
package awsv1

import (
	"context"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/client"
	"github.com/aws/aws-sdk-go/aws/request"
	"github.com/aws/aws-sdk-go/aws/session"
	"github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/s3"
	"github.com/aws/aws-sdk-go/service/s3/s3iface"
)

// Default: retry.Do (3) around GetObject of a default client (4).
func Default(ctx context.Context, bucket, key string) error {
	svc := s3.New(session.Must(session.NewSession()))
	return retry.Do(func() error {
		_, err := svc.GetObjectWithContext(ctx, &s3.GetObjectInput{Bucket: aws.String(bucket), Key: aws.String(key)}) // want `^retry\.Do \(3 attempts\) calls s3\.S3\.GetObjectWithContext \(4 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(3))
}

// SessionMax: MaxRetries 1 in the session's config: 2 calls.
func SessionMax(bucket, key string) error {
	sess := session.Must(session.NewSession(&aws.Config{Region: aws.String("eu-west-1"), MaxRetries: aws.Int(1)}))
	svc := s3.New(sess)
	for i := 0; i < 3; i++ {
		if _, err := svc.GetObject(&s3.GetObjectInput{Bucket: aws.String(bucket), Key: aws.String(key)}); err == nil { // want `^for loop \(3 attempts\) calls s3\.S3\.GetObject \(2 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return nil
}

// NoRetries: MaxRetries 0 makes one call, wherever it is set.
func NoRetries(ctx context.Context, bucket string) error {
	sess := session.Must(session.NewSession())
	svc := s3.New(sess, aws.NewConfig().WithRegion("eu-west-1").WithMaxRetries(0))
	return retry.Do(func() error {
		_, err := svc.PutObject(&s3.PutObjectInput{Bucket: aws.String(bucket)}) // fine: the client does not retry (MaxRetries 0)
		return err
	}, retry.Attempts(3))
}

// Merged: a client config without MaxRetries keeps the session's 0.
func Merged(ctx context.Context, bucket string) error {
	sess := session.Must(session.NewSession(&aws.Config{MaxRetries: aws.Int(0)}))
	svc := s3.New(sess, &aws.Config{Region: aws.String("eu-west-1")})
	return retry.Do(func() error {
		_, err := svc.GetObjectWithContext(ctx, &s3.GetObjectInput{Bucket: aws.String(bucket)}) // fine: the session's MaxRetries 0 stands
		return err
	}, retry.Attempts(3))
}

// ServiceDefault: UseServiceDefaultRetries is DynamoDB's 10 retries.
func ServiceDefault(ctx context.Context) error {
	sess := session.New(&aws.Config{MaxRetries: aws.Int(aws.UseServiceDefaultRetries)})
	db := dynamodb.New(sess)
	return retry.Do(func() error {
		_, err := db.GetItemWithContext(ctx, &dynamodb.GetItemInput{TableName: aws.String("t")}) // want `^retry\.Do \(2 attempts\) calls dynamodb\.DynamoDB\.GetItemWithContext \(11 attempts\): up to 22 calls per operation`
		return err
	}, retry.Attempts(2))
}

// Retryer: a DefaultRetryer with 2 retries set through WithRetryer.
func Retryer(ctx context.Context, bucket string) error {
	cfg := request.WithRetryer(aws.NewConfig(), client.DefaultRetryer{NumMaxRetries: 2})
	sess, err := session.NewSessionWithOptions(session.Options{Profile: "p"})
	if err != nil {
		return err
	}
	svc := s3.New(sess, cfg)
	return retry.Do(func() error {
		return svc.ListObjectsV2PagesWithContext(ctx, &s3.ListObjectsV2Input{Bucket: aws.String(bucket)}, // want `^retry\.Do \(3 attempts\) calls s3\.S3\.ListObjectsV2PagesWithContext \(3 attempts\): up to 9 calls per operation`
			func(*s3.ListObjectsV2Output, bool) bool { return true })
	}, retry.Attempts(3))
}

// Options: MaxRetries 0 in the session's Options.
func Options(ctx context.Context, bucket string) error {
	sess, err := session.NewSessionWithOptions(session.Options{Config: aws.Config{MaxRetries: aws.Int(0)}})
	if err != nil {
		return err
	}
	svc := s3.New(sess)
	return retry.Do(func() error {
		_, err := svc.GetObjectWithContext(ctx, &s3.GetObjectInput{Bucket: aws.String(bucket)}) // fine: the session does not retry (MaxRetries 0)
		return err
	}, retry.Attempts(3))
}

// Store keeps the client behind the SDK's interface.
type Store struct{ api s3iface.S3API }

// NewStore stores a client of the default retryer.
func NewStore() *Store { return &Store{api: s3.New(session.Must(session.NewSession()))} }

// Get sends once.
func (s *Store) Get(bucket, key string) error {
	_, err := s.api.GetObject(&s3.GetObjectInput{Bucket: aws.String(bucket), Key: aws.String(key)}) // fine: one layer, the SDK's
	return err
}

// GetRetried retries through the interface: 2 × 4.
func (s *Store) GetRetried(ctx context.Context, bucket, key string) error {
	return retry.Do(func() error {
		_, err := s.api.GetObjectWithContext(ctx, &s3.GetObjectInput{Bucket: aws.String(bucket), Key: aws.String(key)}) // want `^retry\.Do \(2 attempts\) calls s3iface\.S3API\.GetObjectWithContext \(4 attempts\): up to 8 calls per operation`
		return err
	}, retry.Attempts(2))
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

// Send: a request made by GetObjectRequest is sent with the default
// retryer.
func Send(svc *s3.S3, bucket string) error {
	for i := 0; i < 2; i++ {
		req, _ := svc.GetObjectRequest(&s3.GetObjectInput{Bucket: aws.String(bucket)})
		if err := req.Send(); err == nil { // want `^for loop \(2 attempts\) calls request\.Request\.Send \(4 attempts\): up to 8 calls per operation`
			return nil
		}
	}
	return nil
}
