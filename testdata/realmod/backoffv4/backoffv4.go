// Package backoffv4 exercises github.com/cenkalti/backoff/v4 (v4.3.0).
package backoffv4

import (
	"time"

	"github.com/cenkalti/backoff/v4"
)

// NestedBackoffV4 is a nested retry: the operation of the outer backoff.Retry
// (NewExponentialBackOff: unbounded count, bounded only by the 15m
// MaxElapsedTime default) calls fetchWithRetry (helper.go), which runs its own
// backoff.Retry with WithMaxRetries(..., 3) = 4 attempts. Worst case the
// remote call runs 4 times per outer attempt.
func NestedBackoffV4(url string) error {
	return backoff.Retry(func() error {
		_, err := fetchWithRetry(url)
		return err
	}, backoff.NewExponentialBackOff(backoff.WithMaxElapsedTime(time.Minute)))
}

// SingleBackoffV4 has one retry layer only: the operation calls the remote
// function directly, without another retry inside. Negative case.
func SingleBackoffV4(url string) error {
	return backoff.Retry(func() error {
		_, err := fetch(url)
		return err
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(100*time.Millisecond), 3))
}
