// Package backoffv4 exercises github.com/cenkalti/backoff/v4 (v4.3.0).
//
// Catalog §1: WithMaxRetries(b, n) = n+1 attempts; NewExponentialBackOff is
// bounded only by elapsed time (15m default, here 1m), so its count is
// unknown (?); NewConstantBackOff and ZeroBackOff never return Stop
// (unbounded); StopBackOff makes Retry run the operation once.
package backoffv4

import (
	"errors"
	"time"

	"github.com/cenkalti/backoff/v4"
)

// NestedBackoffV4 is a nested retry: the operation of the outer backoff.Retry
// (NewExponentialBackOff: unbounded count, bounded only by the
// MaxElapsedTime, here 1m) calls fetchWithRetry (helper.go), which runs its own
// backoff.RetryWithData with WithMaxRetries(..., 3) = 4 attempts. Worst case the
// remote call runs 4 times per outer attempt; the product is unknown.
func NestedBackoffV4(url string) error {
	return backoff.Retry(func() error {
		_, err := fetchWithRetry(url) // want `^backoff\.Retry \(\? attempts\) calls backoffv4\.fetchWithRetry, which retries via backoff\.RetryWithData \(4 attempts\): up to \? calls per operation[^;]*; keep one retry owner`
		return err
	}, backoff.NewExponentialBackOff(backoff.WithMaxElapsedTime(time.Minute)))
}

// NestedBackoffV4Counted: the outer layer is count-bounded,
// RetryNotify with WithMaxRetries(constant, 2) = 3 attempts, over
// fetchWithRetry's 4: 3*4 = 12 calls.
func NestedBackoffV4Counted(url string) error {
	return backoff.RetryNotify(func() error {
		_, err := fetchWithRetry(url) // want `^backoff\.RetryNotify \(3 attempts\) calls backoffv4\.fetchWithRetry, which retries via backoff\.RetryWithData \(4 attempts\): up to 12 calls per operation[^;]*; keep one retry owner`
		return err
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 2), nil)
}

// NestedBackoffV4Zero: ZeroBackOff never returns Stop, so the outer layer
// is unbounded and so is the product.
func NestedBackoffV4Zero(url string) error {
	return backoff.Retry(func() error {
		_, err := fetchWithRetry(url) // want `^backoff\.Retry \(unbounded\) calls backoffv4\.fetchWithRetry, which retries via backoff\.RetryWithData \(4 attempts\): unbounded calls per operation[^;]*; keep one retry owner`
		return err
	}, &backoff.ZeroBackOff{})
}

// SingleBackoffV4 has one retry layer only: the operation calls the remote
// function directly, without another retry inside. Negative case: fetch
// does no retry of its own (its call of backoff.Permanent is not a retry).
func SingleBackoffV4(url string) error {
	return backoff.Retry(func() error {
		_, err := fetch(url)
		return err
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(100*time.Millisecond), 3))
}

// SingleBackoffV4Stop: StopBackOff makes backoff.Retry run the operation
// exactly once (catalog §1), so the outer call is not a retry owner and
// fetchWithRetry is the only retry layer. Negative case.
func SingleBackoffV4Stop(url string) error {
	return backoff.Retry(func() error {
		_, err := fetchWithRetry(url)
		return err
	}, &backoff.StopBackOff{})
}

// SingleBackoffV4MaxZero: WithMaxRetries(b, 0) = 1 attempt (catalog §1),
// so the outer call is not a retry owner. Negative case.
func SingleBackoffV4MaxZero(url string) error {
	return backoff.Retry(func() error {
		_, err := fetchWithRetry(url)
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 0))
}

// PollBackoffV4Permanent polls with the real backoff.Permanent: the
// inner retry's failure is marked permanent, so the outer backoff.Retry
// goes round only on "not ready", an answer, never on a failure.
// Negative case: a failing dependency sees fetchWithRetry's 4 attempts,
// not 3 × 4.
func PollBackoffV4Permanent(url string) error {
	return backoff.Retry(func() error {
		s, err := fetchWithRetry(url) // fine: its failure ends the outer retry (backoff.Permanent)
		if err != nil {
			return backoff.Permanent(err)
		}
		if s != "ready" {
			return errors.New("not ready")
		}
		return nil
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 2))
}
