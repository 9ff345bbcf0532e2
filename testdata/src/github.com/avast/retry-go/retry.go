// Package retry is a test stub of github.com/avast/retry-go before its
// module path had a major version (v2.4.3+incompatible, v3): the part of
// the API it shares with v4.
package retry

// RetryableFunc is the function signature of a retryable function.
type RetryableFunc func() error

// RetryIfFunc decides whether an error is retried.
type RetryIfFunc func(error) bool

// OnRetryFunc is called on every retry.
type OnRetryFunc func(n uint, err error)

// Config holds the retry configuration.
type Config struct {
	attempts uint
	onRetry  OnRetryFunc
	retryIf  RetryIfFunc
}

// Option represents an option for retry.
type Option func(*Config)

// Do retries retryableFunc (default 10 attempts).
func Do(retryableFunc RetryableFunc, opts ...Option) error { return retryableFunc() }

func Attempts(attempts uint) Option      { return func(c *Config) { c.attempts = attempts } }
func OnRetry(onRetry OnRetryFunc) Option { return func(c *Config) { c.onRetry = onRetry } }
func RetryIf(retryIf RetryIfFunc) Option { return func(c *Config) { c.retryIf = retryIf } }
