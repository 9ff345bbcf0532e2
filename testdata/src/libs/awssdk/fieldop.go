package awssdk

import (
	"context"
	"errors"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/s3"

	"libs/awsstore"
)

// Objects keeps an SDK client that makes 3 attempts by itself.
type Objects struct {
	client *s3.Client
}

// Delete hands the client's method value to a retry helper of another
// package that keeps it in a field of its argument: the helper's loop
// runs the SDK's own retries.
func (o *Objects) Delete(ctx context.Context, key string) error {
	_, err := awsstore.Retry(&awsstore.RetryInput[s3.PutObjectInput, s3.PutObjectOutput, s3.Options]{ // want `^awsstore\.Retry \(11 attempts\) calls s3\.Client\.PutObject \(3 attempts\): up to 33 calls per operation`
		Ctx:       ctx,
		Input:     &s3.PutObjectInput{Key: aws.String(key)},
		ApiCaller: o.client.PutObject,
		Retryable: awsstore.Throttled,
	})
	return err
}

// Quiet hands the helper a client made with the SDK's retries off: one
// retry owner, no nest.
func Quiet(ctx context.Context, cfg aws.Config, key string) error {
	client := s3.NewFromConfig(cfg, func(o *s3.Options) { o.Retryer = aws.NopRetryer{} })
	_, err := awsstore.Retry(&awsstore.RetryInput[s3.PutObjectInput, s3.PutObjectOutput, s3.Options]{
		Ctx:       ctx,
		Input:     &s3.PutObjectInput{Key: aws.String(key)},
		ApiCaller: client.PutObject,
		Retryable: awsstore.Throttled,
	})
	return err
}

// fieldInput is a local helper of the same shape.
type fieldInput struct {
	call func(ctx context.Context, in *s3.GetObjectInput, optFns ...func(*s3.Options)) (*s3.GetObjectOutput, error)
	in   *s3.GetObjectInput
}

func retryField(ctx context.Context, f *fieldInput) (*s3.GetObjectOutput, error) {
	for i := 0; ; i++ {
		out, err := f.call(ctx, f.in)
		if err == nil || i == 4 {
			return out, err
		}
		time.Sleep(time.Second)
	}
}

// Get: the local helper's loop (5 attempts) runs GetObject (3).
func (o *Objects) Get(ctx context.Context, key string) error {
	_, err := retryField(ctx, &fieldInput{call: o.client.GetObject, in: &s3.GetObjectInput{Key: aws.String(key)}}) // want `^awssdk\.retryField \(5 attempts\) calls s3\.Client\.GetObject \(3 attempts\): up to 15 calls per operation`
	return err
}

// cached answers from memory: the helper retries a local function, and
// one retry owner with no remote call below it is no nest.
func cached(ctx context.Context, in *s3.GetObjectInput, optFns ...func(*s3.Options)) (*s3.GetObjectOutput, error) {
	if in == nil {
		return nil, errors.New("no input")
	}
	return &s3.GetObjectOutput{}, nil
}

// Cached hands the helper the local function: fine.
func Cached(ctx context.Context, key string) error {
	_, err := retryField(ctx, &fieldInput{call: cached, in: &s3.GetObjectInput{Key: aws.String(key)}})
	return err
}

// NopConfig turns the SDK's retries off in the config with a retryer
// that does not retry: the loop is the one retry owner.
func NopConfig(ctx context.Context, key string) error {
	cfg, err := config.LoadDefaultConfig(ctx, config.WithRetryer(func() aws.Retryer { return aws.NopRetryer{} }))
	if err != nil {
		return err
	}
	client := s3.NewFromConfig(cfg)
	for i := 0; i < 3; i++ {
		if _, err = client.GetObject(ctx, &s3.GetObjectInput{Key: aws.String(key)}); err == nil {
			return nil
		}
	}
	return err
}
