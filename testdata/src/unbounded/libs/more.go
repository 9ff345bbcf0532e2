package libs

import (
	"context"
	"time"

	rican7 "github.com/Rican7/retry"
	"github.com/Rican7/retry/strategy"
	"github.com/aws/aws-sdk-go-v2/aws"
	awsretry "github.com/aws/aws-sdk-go-v2/aws/retry"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/buildkite/roko"
	"github.com/eapache/go-resiliency/retrier"
	"github.com/juju/retry"
)

// Infinite: WithInfiniteRetry never stops.
func Infinite(url string) error {
	r := retrier.New(retrier.ConstantBackoff(3, time.Second), nil).WithInfiniteRetry()
	return r.Run(func() error { return get(context.Background(), url) }) // want `^retrier\.Retrier\.Run retries with no attempt cap and no deadline: .*; use a finite backoff`
}

// Finite: three retries: fine.
func Finite(url string) error {
	r := retrier.New(retrier.ConstantBackoff(3, time.Second), nil)
	return r.Run(func() error { return get(context.Background(), url) })
}

// NoLimit: Rican7 without strategy.Limit runs until success.
func NoLimit(url string) error {
	return rican7.Retry(func(uint) error { return get(context.Background(), url) }, strategy.Delay(time.Second)) // want `^retry\.Retry retries with no attempt cap and no deadline: .*; add strategy\.Limit\(n\)`
}

// Limited: strategy.Limit(5): fine.
func Limited(url string) error {
	return rican7.Retry(func(uint) error { return get(context.Background(), url) }, strategy.Limit(5))
}

// TryForever: roko's TryForever.
func TryForever(url string) error {
	r := roko.NewRetrier(roko.TryForever(), roko.WithStrategy(roko.Constant(time.Second)))
	return r.Do(func(*roko.Retrier) error { return get(context.Background(), url) }) // want `^roko\.Retrier\.Do retries with no attempt cap and no deadline: .*; use WithMaxAttempts\(n\) instead of TryForever`
}

// RokoCapped: five attempts: fine.
func RokoCapped(url string) error {
	r := roko.NewRetrier(roko.WithMaxAttempts(5), roko.WithStrategy(roko.Constant(time.Second)))
	return r.Do(func(*roko.Retrier) error { return get(context.Background(), url) })
}

type wall struct{}

func (wall) Now() time.Time                         { return time.Now() }
func (wall) After(d time.Duration) <-chan time.Time { return time.After(d) }

// JujuUnlimited: Attempts: UnlimitedAttempts.
func JujuUnlimited(url string) error {
	return retry.Call(retry.CallArgs{ // want `^retry\.Call retries with no attempt cap and no deadline: .*; set Attempts > 0, MaxDuration, or Stop`
		Func:     func() error { return get(context.Background(), url) },
		Attempts: retry.UnlimitedAttempts,
		Delay:    time.Second,
		Clock:    wall{},
	})
}

// JujuDuration: MaxDuration ends it: fine.
func JujuDuration(url string) error {
	return retry.Call(retry.CallArgs{
		Func:        func() error { return get(context.Background(), url) },
		Attempts:    retry.UnlimitedAttempts,
		MaxDuration: time.Minute,
		Delay:       time.Second,
		Clock:       wall{},
	})
}

// NoCapClient: AddWithMaxAttempts(r, 0) takes the SDK's cap away, and
// context.Background never ends; its calls are one cause, reported once.
func NoCapClient(key string) error {
	ctx := context.Background()
	client := s3.New(s3.Options{Retryer: awsretry.AddWithMaxAttempts(awsretry.NewStandard(), 0)})
	if _, err := client.GetObject(ctx, &s3.GetObjectInput{Key: aws.String(key)}); err != nil { // want `^s3\.Client\.GetObject retries by itself with no attempt cap and no deadline: its options allow unlimited attempts, so a dependency that stays down is called forever \(and 1 more calls of s3\.Client in this package\); set RetryMaxAttempts`
		return err
	}
	_, err := client.PutObject(ctx, &s3.PutObjectInput{Key: aws.String(key)})
	return err
}

// NoCapCallerCtx: the same client under the caller's context, which can
// end: fine.
func NoCapCallerCtx(ctx context.Context, key string) error {
	client := s3.New(s3.Options{Retryer: awsretry.AddWithMaxAttempts(awsretry.NewStandard(), 0)})
	_, err := client.GetObject(ctx, &s3.GetObjectInput{Key: aws.String(key)})
	return err
}

// DefaultClient: three attempts by default: fine.
func DefaultClient(ctx context.Context, key string) error {
	client := s3.New(s3.Options{})
	_, err := client.GetObject(ctx, &s3.GetObjectInput{Key: aws.String(key)})
	return err
}
