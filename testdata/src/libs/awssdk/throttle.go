package awssdk

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

const maxRetryCount = 10

// waitForRetry sleeps before the next try and fails once the count is
// over the limit (the shape of go-to-k/delstack's WaitForRetry).
func waitForRetry(count int, err error) error {
	if count > maxRetryCount {
		return errors.New("retry count over: " + err.Error())
	}
	time.Sleep(time.Second)
	return nil
}

// PutOnThrottle retries a throttled put, which the SDK's own
// retryer (3 attempts) already retries: the count is decided by the call
// it is handed to, so the bound is ?, not unbounded.
func PutOnThrottle(ctx context.Context, client *s3.Client, key string) error {
	count := 0
	for {
		_, err := client.PutObject(ctx, &s3.PutObjectInput{Key: aws.String(key)}) // want `^for loop \(\? attempts\) calls s3\.Client\.PutObject \(3 attempts\): up to \? calls per operation[^;]*; .*\? because the for loop in awssdk\.PutOnThrottle hands its count to a call that decides when to stop$`
		if err != nil && strings.Contains(err.Error(), "Throttling") {
			count++
			if err := waitForRetry(count, err); err != nil {
				return err
			}
			continue
		}
		return err
	}
}
