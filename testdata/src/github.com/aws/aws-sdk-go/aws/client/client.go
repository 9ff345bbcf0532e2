// Package client is a stub of github.com/aws/aws-sdk-go/aws/client
// (v1.55.8).
package client

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/request"
)

// Config provides configuration to a service client instance.
type Config struct{ Config *aws.Config }

// ConfigProvider provides a generic way for a service client to receive
// the ClientConfig without circular dependencies.
type ConfigProvider interface {
	ClientConfig(serviceName string, cfgs ...*aws.Config) Config
}

// DefaultRetryer implements basic retry logic using exponential backoff
// for most services.
type DefaultRetryer struct {
	// NumMaxRetries is the number of max retries that will be performed.
	NumMaxRetries int
}

// MaxRetries returns the number of maximum returns the service will use
// to make an individual API request.
func (d DefaultRetryer) MaxRetries() int { return d.NumMaxRetries }

// RetryRules returns the delay duration before retrying this request
// again.
func (d DefaultRetryer) RetryRules(r *request.Request) int64 { return 0 }

// ShouldRetry returns true if the request should be retried.
func (d DefaultRetryer) ShouldRetry(r *request.Request) bool { return false }
