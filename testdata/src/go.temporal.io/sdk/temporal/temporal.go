// Package temporal is a stub of go.temporal.io/sdk/temporal (v1.51.0).
package temporal

import "go.temporal.io/sdk/internal"

// RetryPolicy is the server's retry policy.
type RetryPolicy = internal.RetryPolicy

// NewNonRetryableApplicationError makes an error that ends the server's
// retries of the activity that returns it.
func NewNonRetryableApplicationError(message, errType string, cause error, details ...any) error {
	return internal.NewApplicationError(message, errType, true, cause, details...)
}

// NewApplicationError makes an error that the server retries.
func NewApplicationError(message, errType string, details ...any) error {
	return internal.NewApplicationError(message, errType, false, nil, details...)
}
