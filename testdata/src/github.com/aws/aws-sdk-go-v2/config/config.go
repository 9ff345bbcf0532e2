// Package config is a test stub mirroring github.com/aws/aws-sdk-go-v2/config
// v1.33.19 (minimal: LoadDefaultConfig and its retry options).
package config

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
)

// LoadOptions are discrete set of options that are valid for loading the
// configuration.
type LoadOptions struct {
	Region           string
	RetryMaxAttempts int
	Retryer          func() aws.Retryer
}

// LoadDefaultConfig reads the SDK's default external configurations.
func LoadDefaultConfig(ctx context.Context, optFns ...func(*LoadOptions) error) (cfg aws.Config, err error) {
	var o LoadOptions
	for _, fn := range optFns {
		if err := fn(&o); err != nil {
			return aws.Config{}, err
		}
	}
	return aws.Config{Region: o.Region, RetryMaxAttempts: o.RetryMaxAttempts, Retryer: o.Retryer}, nil
}

// WithRegion is a helper function to construct functional options.
func WithRegion(v string) func(*LoadOptions) error {
	return func(o *LoadOptions) error { o.Region = v; return nil }
}

// WithRetryMaxAttempts is a helper function to construct functional
// options that sets RetryMaxAttempts on LoadOptions.
func WithRetryMaxAttempts(v int) func(*LoadOptions) error {
	return func(o *LoadOptions) error { o.RetryMaxAttempts = v; return nil }
}

// WithRetryer is a helper function to construct functional options that
// sets Retryer on LoadOptions.
func WithRetryer(v func() aws.Retryer) func(*LoadOptions) error {
	return func(o *LoadOptions) error { o.Retryer = v; return nil }
}
