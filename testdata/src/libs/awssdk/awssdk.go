// Package awssdk exercises the AWS SDK for Go v2 as a client that retries
// by itself (catalog §12): every operation of a service client makes 3
// attempts by default (DynamoDB 4), and the config, the client's Options
// and per-call option functions change that.
package awssdk

import (
	"context"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/aws/aws-sdk-go-v2/aws"
	awsretry "github.com/aws/aws-sdk-go-v2/aws/retry"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/feature/s3/manager"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/s3"

	"libs/awsstore"
)

// DefaultClient wraps a default client in retry.Do: 4 × 3.
func DefaultClient(ctx context.Context, key string) error {
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		return err
	}
	client := s3.NewFromConfig(cfg)
	return retry.Do(func() error {
		_, err := client.PutObject(ctx, &s3.PutObjectInput{Key: aws.String(key)}) // want `^retry\.Do \(4 attempts\) calls s3\.Client\.PutObject \(3 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(4))
}

// ConfigAttempts sets 5 attempts in the config: 3 × 5.
func ConfigAttempts(ctx context.Context, key string) error {
	cfg, err := config.LoadDefaultConfig(ctx, config.WithRetryMaxAttempts(5))
	if err != nil {
		return err
	}
	client := s3.NewFromConfig(cfg)
	for i := 0; i < 3; i++ {
		if _, err = client.GetObject(ctx, &s3.GetObjectInput{Key: aws.String(key)}); err == nil { // want `^for loop \(3 attempts\) calls s3\.Client\.GetObject \(5 attempts\): up to 15 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// ConfigZero: RetryMaxAttempts 0 keeps the default (3): 2 × 3.
func ConfigZero(ctx context.Context, key string) error {
	cfg := aws.Config{Region: "eu-west-1", RetryMaxAttempts: 0}
	client := s3.NewFromConfig(cfg)
	var err error
	for i := 0; i < 2; i++ {
		if _, err = client.GetObject(ctx, &s3.GetObjectInput{Key: aws.String(key)}); err == nil { // want `^for loop \(2 attempts\) calls s3\.Client\.GetObject \(3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// NopRetryerClient is fine: the client makes one attempt, so the loop is
// the only retry owner.
func NopRetryerClient(ctx context.Context, cfg aws.Config, key string) error {
	client := s3.NewFromConfig(cfg, func(o *s3.Options) { o.Retryer = aws.NopRetryer{} })
	var err error
	for i := 0; i < 3; i++ {
		if _, err = client.GetObject(ctx, &s3.GetObjectInput{Key: aws.String(key)}); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// OneAttemptConfig is fine: aws.Config{RetryMaxAttempts: 1} turns the
// SDK's retries off.
func OneAttemptConfig(ctx context.Context, key string) error {
	client := s3.NewFromConfig(aws.Config{RetryMaxAttempts: 1})
	return retry.Do(func() error {
		_, err := client.GetObject(ctx, &s3.GetObjectInput{Key: aws.String(key)})
		return err
	}, retry.Attempts(4))
}

// PerCallOff is fine: the per-call option turns this call's retries off.
func PerCallOff(ctx context.Context, client *s3.Client, key string) error {
	return retry.Do(func() error {
		_, err := client.GetObject(ctx, &s3.GetObjectInput{Key: aws.String(key)}, func(o *s3.Options) { o.RetryMaxAttempts = 1 })
		return err
	}, retry.Attempts(4))
}

// PerCallMore raises this call's attempts to 6: 2 × 6.
func PerCallMore(ctx context.Context, client *s3.Client, key string) error {
	return retry.Do(func() error {
		_, err := client.GetObject(ctx, &s3.GetObjectInput{Key: aws.String(key)}, func(o *s3.Options) { o.RetryMaxAttempts = 6 }) // want `^retry\.Do \(2 attempts\) calls s3\.Client\.GetObject \(6 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(2))
}

// ParamClient: a client the function is given still retries by the SDK's
// default (3): 4 × 3.
func ParamClient(ctx context.Context, client *s3.Client, key string) error {
	return retry.Do(func() error {
		_, err := client.GetObject(ctx, &s3.GetObjectInput{Key: aws.String(key)}) // want `^retry\.Do \(4 attempts\) calls s3\.Client\.GetObject \(3 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(4))
}

// Retryers: a custom standard retryer with 2 attempts, through
// config.WithRetryer: 3 × 2.
func Retryers(ctx context.Context, key string) error {
	cfg, err := config.LoadDefaultConfig(ctx, config.WithRetryer(func() aws.Retryer {
		return awsretry.NewStandard(func(o *awsretry.StandardOptions) { o.MaxAttempts = 2 })
	}))
	if err != nil {
		return err
	}
	client := s3.NewFromConfig(cfg)
	for i := 0; i < 3; i++ {
		if _, err = client.GetObject(ctx, &s3.GetObjectInput{Key: aws.String(key)}); err == nil { // want `^for loop \(3 attempts\) calls s3\.Client\.GetObject \(2 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// NoCap: AddWithMaxAttempts(r, 0) takes the count cap away; the
// operation's context still ends it.
func NoCap(ctx context.Context, key string) error {
	client := s3.New(s3.Options{Retryer: awsretry.AddWithMaxAttempts(awsretry.NewStandard(), 0)})
	return retry.Do(func() error {
		_, err := client.GetObject(ctx, &s3.GetObjectInput{Key: aws.String(key)}) // want `^retry\.Do \(2 attempts\) calls s3\.Client\.GetObject \(\? attempts\): up to \? calls per operation[^;]*; .*; \? because s3\.Client\.GetObject in awssdk\.NoCap\.func1 stops when a context ends`
		return err
	}, retry.Attempts(2))
}

// Dynamo: DynamoDB's default is 4 attempts: 2 × 4.
func Dynamo(ctx context.Context, cfg aws.Config) error {
	db := dynamodb.NewFromConfig(cfg)
	return retry.Do(func() error {
		_, err := db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("t")}) // want `^retry\.Do \(2 attempts\) calls dynamodb\.Client\.GetItem \(4 attempts\): up to 8 calls per operation`
		return err
	}, retry.Attempts(2))
}

// objectAPI is the interface a service declares to swap the client in
// tests; its methods have the SDK's shapes.
type objectAPI interface {
	PutObject(ctx context.Context, in *s3.PutObjectInput, optFns ...func(*s3.Options)) (*s3.PutObjectOutput, error)
}

type service struct{ objects objectAPI }

func newService(cfg aws.Config) *service {
	return &service{objects: s3.NewFromConfig(cfg, func(o *s3.Options) { o.RetryMaxAttempts = 2 })}
}

// ThroughInterface calls the client through the interface field: 3 × 2.
func (s *service) ThroughInterface(ctx context.Context, key string) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = s.objects.PutObject(ctx, &s3.PutObjectInput{Key: aws.String(key)}); err == nil { // want `^for loop \(3 attempts\) calls awssdk\.objectAPI\.PutObject \(2 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Options is fine: reading the client's options sends nothing.
func Options(client *s3.Client) string {
	for i := 0; i < 3; i++ {
		if o := client.Options(); o.Region != "" {
			return o.Region
		}
	}
	return ""
}

// Uploads: the transfer manager sends with the client's retries: 3 × 3.
func Uploads(ctx context.Context, client *s3.Client, key string) error {
	up := manager.NewUploader(client)
	var err error
	for i := 0; i < 3; i++ {
		if _, err = up.Upload(ctx, &s3.PutObjectInput{Key: aws.String(key)}); err == nil { // want `^for loop \(3 attempts\) calls manager\.Uploader\.Upload \(3 attempts\): up to 9 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// OtherPackage: the store's client was built in libs/awsstore with 5
// attempts: 2 × 5.
func OtherPackage(ctx context.Context, st *awsstore.Store) error {
	return retry.Do(func() error {
		return st.Put(ctx, "k") // want `^retry\.Do \(2 attempts\) calls awsstore\.Store\.Put, which retries via s3\.Client\.PutObject \(5 attempts\): up to 10 calls per operation`
	}, retry.Attempts(2))
}

// OtherPackageQuiet is fine: that store's client makes one attempt.
func OtherPackageQuiet(ctx context.Context, q *awsstore.Quiet) error {
	return retry.Do(func() error {
		return q.Put(ctx, "k")
	}, retry.Attempts(2))
}

// ErrorCodes: AddWithErrorCodes keeps the retryer's count (5): 2 × 5.
func ErrorCodes(ctx context.Context, key string) error {
	r := awsretry.AddWithErrorCodes(awsretry.AddWithMaxAttempts(awsretry.NewStandard(), 5), "SlowDown")
	client := s3.New(s3.Options{Region: "eu-west-1", Retryer: r})
	return retry.Do(func() error {
		_, err := client.GetObject(ctx, &s3.GetObjectInput{Key: aws.String(key)}) // want `^retry\.Do \(2 attempts\) calls s3\.Client\.GetObject \(5 attempts\): up to 10 calls per operation`
		return err
	}, retry.Attempts(2))
}

// Adaptive: the adaptive mode keeps the standard count (3): 2 × 3.
func Adaptive(ctx context.Context) error {
	db := dynamodb.New(dynamodb.Options{Retryer: awsretry.NewAdaptiveMode()})
	return retry.Do(func() error {
		_, err := db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("t")}) // want `^retry\.Do \(2 attempts\) calls dynamodb\.Client\.GetItem \(3 attempts\): up to 6 calls per operation`
		return err
	}, retry.Attempts(2))
}

// OptionsLiteralOff is fine: the Options literal makes one attempt.
func OptionsLiteralOff(ctx context.Context) error {
	db := dynamodb.New(dynamodb.Options{RetryMaxAttempts: 1})
	return retry.Do(func() error {
		_, err := db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("t")})
		return err
	}, retry.Attempts(2))
}

// ThroughField calls the store's exported client field directly: the
// field's fact carries the 5 attempts set in libs/awsstore: 2 × 5.
func ThroughField(ctx context.Context, st *awsstore.Store) error {
	return retry.Do(func() error {
		_, err := st.S3.GetObject(ctx, &s3.GetObjectInput{Key: aws.String("k")}) // want `^retry\.Do \(2 attempts\) calls s3\.Client\.GetObject \(5 attempts\): up to 10 calls per operation`
		return err
	}, retry.Attempts(2))
}
