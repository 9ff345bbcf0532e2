// Package policy is a test stub mirroring
// github.com/Azure/azure-sdk-for-go/sdk/azcore/policy v1.24.0 (minimal).
package policy

import "time"

// ClientOptions contains optional settings for a client's pipeline.
type ClientOptions struct {
	// Retry configures the built-in retry policy.
	Retry RetryOptions
}

// RetryOptions configures the retry policy's behavior.
type RetryOptions struct {
	// MaxRetries specifies the maximum number of attempts a failed
	// operation will be retried before producing an error. The default
	// value is three. A value less than zero means one try and no retries.
	MaxRetries int32
	TryTimeout time.Duration
	RetryDelay time.Duration
}
