package libs

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"github.com/cenkalti/backoff/v4"
	sretry "github.com/sethvargo/go-retry"
)

// BackoffAny fails the operation on every status but 200: backoff.Retry
// retries the 4xx too.
func BackoffAny(c *http.Client, req *http.Request) error {
	return backoff.Retry(func() error { // want `backoff.Retry retries every 4xx status but 408, 425 and 429, which are permanent`
		resp, err := c.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("status %d", resp.StatusCode)
		}
		return nil
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// BackoffPermanent marks the 4xx permanent.
func BackoffPermanent(c *http.Client, req *http.Request) error {
	return backoff.Retry(func() error { // fine: the 4xx end the attempts
		resp, err := c.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		if resp.StatusCode >= 400 && resp.StatusCode < 500 && resp.StatusCode != http.StatusTooManyRequests {
			return backoff.Permanent(fmt.Errorf("status %d", resp.StatusCode))
		}
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("status %d", resp.StatusCode)
		}
		return nil
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// MarkedAll marks every failed status retryable.
func MarkedAll(ctx context.Context, c *http.Client, req *http.Request) error {
	b := sretry.WithMaxRetries(3, sretry.NewConstant(time.Second))
	return sretry.Do(ctx, b, func(ctx context.Context) error { // want `retry.Do retries HTTP 400, 401, 402, 403 and 21 more, which are permanent`
		resp, err := c.Do(req)
		if err != nil {
			return sretry.RetryableError(err)
		}
		defer resp.Body.Close()
		if resp.StatusCode >= 400 {
			if resp.StatusCode == http.StatusNotFound {
				return err
			}
			return sretry.RetryableError(fmt.Errorf("status %d", resp.StatusCode))
		}
		return nil
	})
}

// MarkedServer marks only the 5xx retryable; a plain error ends the
// attempts.
func MarkedServer(ctx context.Context, c *http.Client, req *http.Request) error {
	b := sretry.WithMaxRetries(3, sretry.NewConstant(time.Second))
	return sretry.Do(ctx, b, func(ctx context.Context) error { // fine: only the 5xx are marked retryable
		resp, err := c.Do(req)
		if err != nil {
			return sretry.RetryableError(err)
		}
		defer resp.Body.Close()
		if resp.StatusCode >= 500 {
			return sretry.RetryableError(fmt.Errorf("status %d", resp.StatusCode))
		}
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("status %d", resp.StatusCode)
		}
		return nil
	})
}
