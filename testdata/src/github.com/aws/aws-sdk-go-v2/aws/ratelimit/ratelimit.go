// Package ratelimit is a test stub mirroring github.com/aws/aws-sdk-go-v2
// v1.48.0, package aws/ratelimit (minimal: the retry token bucket).
package ratelimit

import (
	"context"
	"fmt"
)

// None implements a no-op rate limiter which effectively disables client-side
// rate limiting (also known as "retry quotas").
var None = &none{}

type none struct{}

func (*none) GetToken(ctx context.Context, cost uint) (func() error, error) {
	return func() error { return nil }, nil
}

func (*none) AddTokens(v uint) error { return nil }

// TokenBucket provides a concurrency safe utility for adding and removing
// tokens from the available token bucket.
type TokenBucket struct {
	remainingTokens uint
	maxCapacity     uint
}

// NewTokenBucket returns an initialized TokenBucket with the capacity
// specified.
func NewTokenBucket(i uint) *TokenBucket {
	return &TokenBucket{remainingTokens: i, maxCapacity: i}
}

// Retrieve attempts to reduce the available tokens by the amount requested.
func (t *TokenBucket) Retrieve(amount uint) (available uint, retrieved bool) {
	if amount > t.remainingTokens {
		return t.remainingTokens, false
	}
	t.remainingTokens -= amount
	return t.remainingTokens, true
}

// Refund returns the amount of tokens back to the available token bucket.
func (t *TokenBucket) Refund(amount uint) { t.remainingTokens += amount }

// Remaining returns the number of tokens that remaining in the bucket.
func (t *TokenBucket) Remaining() uint { return t.remainingTokens }

// TokenRateLimit provides a Token Bucket RateLimiter implementation
// that limits the overall number of retry attempts that can be made across
// operation invocations.
type TokenRateLimit struct {
	bucket *TokenBucket
}

// NewTokenRateLimit returns an TokenRateLimit with default values.
func NewTokenRateLimit(tokens uint) *TokenRateLimit {
	return &TokenRateLimit{bucket: NewTokenBucket(tokens)}
}

// GetToken may cause a available pool of retry quota to be
// decremented. Will return an error if the decremented value can not be
// reduced from the retry quota.
func (l *TokenRateLimit) GetToken(ctx context.Context, cost uint) (func() error, error) {
	if avail, ok := l.bucket.Retrieve(cost); !ok {
		return nil, QuotaExceededError{Available: avail, Requested: cost}
	}
	return func() error { l.bucket.Refund(cost); return nil }, nil
}

// AddTokens increments the token bucket by a fixed amount.
func (l *TokenRateLimit) AddTokens(v uint) error {
	l.bucket.Refund(v)
	return nil
}

// Remaining returns the number of remaining tokens in the bucket.
func (l *TokenRateLimit) Remaining() uint { return l.bucket.Remaining() }

// QuotaExceededError provides the SDK error when the retries for a given
// token bucket have been exhausted.
type QuotaExceededError struct {
	Available uint
	Requested uint
}

func (e QuotaExceededError) Error() string {
	return fmt.Sprintf("retry quota exceeded, %d available, %d requested", e.Available, e.Requested)
}
