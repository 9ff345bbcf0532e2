package rows

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws/ratelimit"
	"github.com/aws/aws-sdk-go-v2/aws/retry"
	"resty.dev/v3"
)

// Quota uses the AWS SDK v2 retry token bucket directly.
type Quota struct {
	*Client
	tokens *ratelimit.TokenRateLimit
	rl     retry.RateLimiter
	std    *retry.Standard
	rlb    resty.LoadBalancer
}

// ---- ratelimit.TokenRateLimit ----

// PickThenGetToken takes a token from the bucket after choosing the
// replica.
func (q *Quota) PickThenGetToken(ctx context.Context) error {
	rep := q.random()
	release, err := q.tokens.GetToken(ctx, 5) // want `budget check q\.tokens\.GetToken runs after replica selection q\.random at line 25; check the budget before choosing a route \(budget → route → call\)`
	if err != nil {
		return err
	}
	if err := q.call(ctx, rep); err != nil {
		return err
	}
	return release()
}

// GetTokenThenPick is fine: the token is taken before the selection.
func (q *Quota) GetTokenThenPick(ctx context.Context) error {
	release, err := q.tokens.GetToken(ctx, 5)
	if err != nil {
		return err
	}
	if err := q.call(ctx, q.random()); err != nil {
		return err
	}
	return release()
}

// ---- retry.RateLimiter (the interface) ----

// NextThenGetToken: resty v3's LoadBalancer.Next chooses the base URL,
// then the rate limiter of the retryer is asked for a token.
func (q *Quota) NextThenGetToken(ctx context.Context) error {
	base, err := q.rlb.Next()
	if err != nil {
		return err
	}
	release, err := q.rl.GetToken(ctx, 1) // want `budget check q\.rl\.GetToken runs after replica selection q\.rlb\.Next at line 53; check the budget before choosing a route \(budget → route → call\)`
	if err != nil {
		return err
	}
	if err := q.get(ctx, base+"/v1/items"); err != nil {
		return err
	}
	return release()
}

// GetTokenThenNext is fine: the token, then resty's Next, then the call.
func (q *Quota) GetTokenThenNext(ctx context.Context) error {
	release, err := q.rl.GetToken(ctx, 1)
	if err != nil {
		return err
	}
	baseURL, err := q.rlb.Next()
	if err != nil {
		return err
	}
	if err := q.get(ctx, baseURL+"/v1/items"); err != nil {
		return err
	}
	return release()
}

// ---- retry.Standard ----

// RetryPickThenGetRetryToken chooses the replica of the retry, then asks
// the standard retryer for a retry token.
func (q *Quota) RetryPickThenGetRetryToken(ctx context.Context) error {
	var lastErr error
	for attempt := 0; attempt < q.std.MaxAttempts(); attempt++ {
		rep := q.random()
		if attempt > 0 {
			if _, err := q.std.GetRetryToken(ctx, lastErr); err != nil { // want `budget check q\.std\.GetRetryToken runs after replica selection q\.random at line 90; check the budget before choosing a route \(budget → route → call\)`
				return err
			}
		}
		if lastErr = q.call(ctx, rep); lastErr == nil {
			return nil
		}
	}
	return lastErr
}

// GetRetryTokenThenPick is fine: "may I retry?" after the failed attempt,
// then the selection of the next attempt.
func (q *Quota) GetRetryTokenThenPick(ctx context.Context) error {
	var lastErr error
	for attempt := 0; attempt < q.std.MaxAttempts(); attempt++ {
		if attempt > 0 {
			if _, err := q.std.GetRetryToken(ctx, lastErr); err != nil {
				return err
			}
		}
		if lastErr = q.call(ctx, q.random()); lastErr == nil {
			return nil
		}
	}
	return lastErr
}
