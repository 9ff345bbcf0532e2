// Package retry is a test stub mirroring github.com/aws/aws-sdk-go-v2
// v1.48.0, package aws/retry (minimal: the Standard retryer and its
// RateLimiter).
package retry

import (
	"context"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws/ratelimit"
)

const (
	// DefaultMaxAttempts is the maximum of attempts for an API request.
	DefaultMaxAttempts int = 3
	// DefaultMaxBackoff is the maximum back off delay between attempts.
	DefaultMaxBackoff time.Duration = 20 * time.Second
	// DefaultRetryRateTokens is the number of tokens in the retry token bucket.
	DefaultRetryRateTokens uint = 500
	// DefaultThrottlingRetryCost is the cost of a retry caused by a throttling error.
	DefaultThrottlingRetryCost uint = 5
	// DefaultNoRetryIncrement is the number of tokens to add to the token
	// bucket for a successful attempt.
	DefaultNoRetryIncrement uint = 1
)

const defaultRetryCost uint = 14

// StandardOptions provides the functional options for configuring the standard
// retryable, and delay behavior (a subset of the real fields).
type StandardOptions struct {
	// Maximum number of attempts that should be made.
	MaxAttempts int

	// MaxBackoff duration between retried attempts.
	MaxBackoff time.Duration

	// Provides the rate limiting strategy for rate limiting attempt retries
	// across all attempts the retryer is being used with.
	RateLimiter RateLimiter

	// The cost to deduct from the RateLimiter's token bucket per retry.
	RetryCost uint

	// The cost to deduct from the RateLimiter's token bucket per retry caused
	// by a throttling error.
	ThrottlingRetryCost uint

	// The cost to payback to the RateLimiter's token bucket for successful
	// attempts.
	NoRetryIncrement uint

	// BaseDelay is the base backoff delay for non-throttle retryable errors.
	BaseDelay time.Duration
}

// RateLimiter provides the interface for limiting the rate of attempt retries
// allowed by the retryer.
type RateLimiter interface {
	GetToken(ctx context.Context, cost uint) (releaseToken func() error, err error)
	AddTokens(uint) error
}

// Standard is the standard retry pattern for the SDK. It uses a set of
// retryable checks to determine of the failed attempt should be retried, and
// what retry delay should be used.
type Standard struct {
	options StandardOptions
}

// NewStandard initializes a standard retry behavior with defaults that can be
// overridden via functional options.
func NewStandard(fnOpts ...func(*StandardOptions)) *Standard {
	o := StandardOptions{
		MaxAttempts:         DefaultMaxAttempts,
		MaxBackoff:          DefaultMaxBackoff,
		RateLimiter:         ratelimit.NewTokenRateLimit(DefaultRetryRateTokens),
		RetryCost:           defaultRetryCost,
		ThrottlingRetryCost: DefaultThrottlingRetryCost,
		NoRetryIncrement:    DefaultNoRetryIncrement,
	}
	for _, fn := range fnOpts {
		fn(&o)
	}
	if o.MaxAttempts <= 0 {
		o.MaxAttempts = DefaultMaxAttempts
	}
	return &Standard{options: o}
}

// MaxAttempts returns the maximum number of attempts that can be made for a
// request before failing.
func (s *Standard) MaxAttempts() int { return s.options.MaxAttempts }

// IsErrorRetryable returns if the error is can be retried or not. Should not
// consider the number of attempts made.
func (s *Standard) IsErrorRetryable(err error) bool { return err != nil }

// RetryDelay returns the delay to use before another request attempt is made.
func (s *Standard) RetryDelay(attempt int, err error) (time.Duration, error) {
	return time.Duration(attempt) * 50 * time.Millisecond, nil
}

// GetAttemptToken returns the token to be released after then attempt completes.
func (s *Standard) GetAttemptToken(ctx context.Context) (func(error) error, error) {
	return s.GetInitialToken(), nil
}

// GetInitialToken returns a token for adding the NoRetryIncrement to the
// RateLimiter token if the attempt completed successfully without error.
//
// Deprecated: use GetAttemptToken instead.
func (s *Standard) GetInitialToken() func(error) error {
	return func(err error) error {
		if err != nil {
			return nil
		}
		return s.options.RateLimiter.AddTokens(s.options.NoRetryIncrement)
	}
}

// GetRetryToken attempts to deduct the retry cost from the retry token pool.
// Returning the token release function, or error.
func (s *Standard) GetRetryToken(ctx context.Context, opErr error) (func(error) error, error) {
	fn, err := s.options.RateLimiter.GetToken(ctx, s.options.RetryCost)
	if err != nil {
		return nil, fmt.Errorf("failed to get rate limit token, %w", err)
	}
	return func(err error) error {
		if err != nil {
			return nil
		}
		return fn()
	}, nil
}

// AdaptiveModeOptions provides the functional options for configuring the
// adaptive retry mode.
type AdaptiveModeOptions struct {
	StandardOptions []func(*StandardOptions)
}

// AdaptiveMode provides an experimental retry strategy that expands on the
// Standard retry strategy, adding client attempt rate limits.
type AdaptiveMode struct{ *Standard }

// NewAdaptiveMode returns an initialized AdaptiveMode retry strategy.
func NewAdaptiveMode(optFns ...func(*AdaptiveModeOptions)) *AdaptiveMode {
	var o AdaptiveModeOptions
	for _, fn := range optFns {
		fn(&o)
	}
	return &AdaptiveMode{Standard: NewStandard(o.StandardOptions...)}
}
