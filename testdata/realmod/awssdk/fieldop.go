package awssdk

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/s3"

	"example.com/realmod/awssdk/store"
)

// FieldOp hands the client's method value to a generic retry helper of
// another package in a field of its argument (delstack before #119): the
// helper's loop (11 attempts) runs the SDK's own 3.
func FieldOp(ctx context.Context, key string) error {
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		return err
	}
	client := s3.NewFromConfig(cfg)
	_, err = store.Retry(&store.RetryInput[s3.DeleteObjectInput, s3.DeleteObjectOutput, s3.Options]{ // want `^store\.Retry \(11 attempts\) calls s3\.Client\.DeleteObject \(3 attempts\): up to 33 calls per operation`
		Ctx:       ctx,
		Input:     &s3.DeleteObjectInput{Bucket: aws.String("b"), Key: aws.String(key)},
		ApiCaller: client.DeleteObject,
	})
	return err
}

// FieldOpNop: the same helper around a client whose retryer is a
// NopRetryer makes one retry owner.
func FieldOpNop(ctx context.Context, key string) error {
	cfg, err := config.LoadDefaultConfig(ctx, config.WithRetryer(func() aws.Retryer { return aws.NopRetryer{} }))
	if err != nil {
		return err
	}
	client := s3.NewFromConfig(cfg)
	_, err = store.Retry(&store.RetryInput[s3.DeleteObjectInput, s3.DeleteObjectOutput, s3.Options]{
		Ctx:       ctx,
		Input:     &s3.DeleteObjectInput{Bucket: aws.String("b"), Key: aws.String(key)},
		ApiCaller: client.DeleteObject,
	})
	return err
}
