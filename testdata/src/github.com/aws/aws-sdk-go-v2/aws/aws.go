// Package aws is a test stub mirroring github.com/aws/aws-sdk-go-v2
// v1.48.0, package aws (minimal: Config, Retryer, NopRetryer).
package aws

import (
	"context"
	"fmt"
	"time"
)

// Retryer is an interface to determine if a given error from an attempt
// should be retried, and if so what backoff delay to apply.
type Retryer interface {
	IsErrorRetryable(error) bool
	MaxAttempts() int
	RetryDelay(attempt int, opErr error) (time.Duration, error)
	GetRetryToken(ctx context.Context, opErr error) (releaseToken func(error) error, err error)
	GetInitialToken() (releaseToken func(error) error)
}

// NopRetryer provides a RequestRetryDecider implementation that will flag
// all attempt errors as not retryable, with a max attempts of 1.
type NopRetryer struct{}

func (NopRetryer) IsErrorRetryable(error) bool { return false }
func (NopRetryer) MaxAttempts() int            { return 1 }
func (NopRetryer) RetryDelay(int, error) (time.Duration, error) {
	return 0, fmt.Errorf("not retrying any attempt errors")
}
func (NopRetryer) GetRetryToken(context.Context, error) (func(error) error, error) {
	return func(error) error { return nil }, nil
}
func (NopRetryer) GetInitialToken() func(error) error { return func(error) error { return nil } }

// RetryMode provides the mode the API client will use to create a retryer.
type RetryMode string

// A Config provides service configuration for service clients.
type Config struct {
	Region           string
	RetryMaxAttempts int
	RetryMode        RetryMode
	Retryer          func() Retryer
}

// String returns a pointer value for the string value passed in.
func String(v string) *string { return &v }
