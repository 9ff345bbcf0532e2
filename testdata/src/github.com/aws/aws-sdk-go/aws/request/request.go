// Package request is a stub of github.com/aws/aws-sdk-go/aws/request
// (v1.55.8).
package request

import "github.com/aws/aws-sdk-go/aws"

// A Request is the service request to be made.
type Request struct{ Retryer }

// Send will send the request, returning error if errors are encountered.
func (r *Request) Send() error { return nil }

// Option is a functional option that can augment or modify a request.
type Option func(*Request)

// Retryer provides the interface drive the SDK's request retry behavior.
type Retryer interface {
	RetryRules(*Request) int64
	ShouldRetry(*Request) bool
	MaxRetries() int
}

// WithRetryer sets a Retryer value to the given Config returning the
// Config value for chaining.
func WithRetryer(cfg *aws.Config, retryer Retryer) *aws.Config {
	cfg.Retryer = retryer
	return cfg
}
