// Package awssdk runs nestedretry against the real AWS SDK for Go v2:
// a user retry around service operations, whose clients retry by
// themselves (3 attempts by default, DynamoDB 4).
package awssdk

import (
	"context"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/aws/aws-sdk-go-v2/aws"
	awsretry "github.com/aws/aws-sdk-go-v2/aws/retry"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/sqs"

	"example.com/realmod/awssdk/store"
)

// Default: retry.Do (4) around a default client (3).
func Default(ctx context.Context, key string) error {
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		return err
	}
	client := s3.NewFromConfig(cfg)
	return retry.Do(func() error {
		_, err := client.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String("b"), Key: aws.String(key)}) // want `^retry\.Do \(4 attempts\) calls s3\.Client\.GetObject \(3 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(4))
}

// Dynamo: DynamoDB makes 4 attempts by default.
func Dynamo(ctx context.Context, cfg aws.Config) error {
	db := dynamodb.NewFromConfig(cfg)
	var err error
	for i := 0; i < 2; i++ {
		if _, err = db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("t")}); err == nil { // want `^for loop \(2 attempts\) calls dynamodb\.Client\.GetItem \(4 attempts\): up to 8 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Standard: a standard retryer with 2 attempts in the client's options.
func Standard(ctx context.Context, cfg aws.Config) error {
	q := sqs.NewFromConfig(cfg, func(o *sqs.Options) {
		o.Retryer = awsretry.NewStandard(func(so *awsretry.StandardOptions) { so.MaxAttempts = 2 })
	})
	return retry.Do(func() error {
		_, err := q.GetQueueUrl(ctx, &sqs.GetQueueUrlInput{QueueName: aws.String("q")}) // want `^retry\.Do \(3 attempts\) calls sqs\.Client\.GetQueueUrl \(2 attempts\): up to 6 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Nop is fine: the client makes one attempt.
func Nop(ctx context.Context, cfg aws.Config) error {
	client := s3.NewFromConfig(cfg, func(o *s3.Options) { o.Retryer = aws.NopRetryer{} })
	return retry.Do(func() error {
		_, err := client.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String("b")})
		return err
	}, retry.Attempts(4))
}

// OneAttempt is fine: RetryMaxAttempts 1 in the config.
func OneAttempt(ctx context.Context) error {
	cfg, err := config.LoadDefaultConfig(ctx, config.WithRetryMaxAttempts(1))
	if err != nil {
		return err
	}
	client := s3.NewFromConfig(cfg)
	return retry.Do(func() error {
		_, err := client.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String("b")})
		return err
	}, retry.Attempts(4))
}

// Across: the client was built in package store with 5 attempts.
func Across(ctx context.Context, b *store.Blobs) error {
	return retry.Do(func() error {
		return b.Get(ctx, "k") // want `^retry\.Do \(2 attempts\) calls store\.Blobs\.Get, which retries via s3\.Client\.GetObject \(5 attempts\): up to 10 calls per operation`
	}, retry.Attempts(2))
}
