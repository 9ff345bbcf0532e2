// Package aws is a stub of github.com/aws/aws-sdk-go/aws (v1.55.8), with
// the real signatures of the functions the fixtures call.
package aws

import "context"

// UseServiceDefaultRetries instructs the config to use the service's own
// default number of retries.
const UseServiceDefaultRetries = -1

// Context is an alias of context.Context.
type Context = context.Context

// BackgroundContext returns a context that will never be canceled.
func BackgroundContext() Context { return context.Background() }

// RequestRetryer is an alias for a type that implements the
// request.Retryer interface.
type RequestRetryer interface{}

// A Config provides service configuration for service clients.
type Config struct {
	Region *string
	// The maximum number of times that a request will be retried for
	// failures. Defaults to -1, which defers the max retry setting to the
	// service specific configuration.
	MaxRetries *int
	Retryer    RequestRetryer
}

// NewConfig returns a new Config pointer.
func NewConfig() *Config { return &Config{} }

// WithMaxRetries sets a config MaxRetries value.
func (c *Config) WithMaxRetries(max int) *Config { c.MaxRetries = &max; return c }

// WithRegion sets a config Region value.
func (c *Config) WithRegion(region string) *Config { c.Region = &region; return c }

// Int returns a pointer to the int value passed in.
func Int(v int) *int { return &v }

// Int64 returns a pointer to the int64 value passed in.
func Int64(v int64) *int64 { return &v }

// Bool returns a pointer to the bool value passed in.
func Bool(v bool) *bool { return &v }

// String returns a pointer to the string value passed in.
func String(v string) *string { return &v }
