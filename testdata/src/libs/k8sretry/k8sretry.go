// Package k8sretry exercises k8s.io/client-go/util/retry (catalog §5:
// the attempts are the Steps of the wait.Backoff argument; DefaultRetry
// has Steps 5, DefaultBackoff has Steps 4).
package k8sretry

import (
	"context"
	"database/sql"
	"time"

	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/client-go/util/retry"

	"libs/inner"
)

// ConflictDefaultRetry: DefaultRetry is 5 attempts: 5 × 3 calls.
func ConflictDefaultRetry(ctx context.Context, url string) error {
	return retry.RetryOnConflict(retry.DefaultRetry, func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.RetryOnConflict \(5 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 15 calls per operation`
		return err
	})
}

// ConflictDefaultBackoff: DefaultBackoff is 4 attempts: 4 × 3 calls.
func ConflictDefaultBackoff(ctx context.Context, db *sql.DB) error {
	return retry.RetryOnConflict(retry.DefaultBackoff, func() error {
		_, err := inner.Load(ctx, db, 3) // want `^retry\.RetryOnConflict \(4 attempts\) calls inner\.Load, which retries in a for loop \(3 attempts\): up to 12 calls per operation`
		return err
	})
}

// OnErrorSteps3: a literal Backoff with Steps 3: 3 × 3 calls.
func OnErrorSteps3(ctx context.Context, url string) error {
	b := wait.Backoff{Steps: 3, Duration: 10 * time.Millisecond, Factor: 2}
	return retry.OnError(b, func(error) bool { return true }, func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.OnError \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return err
	})
}

// OnErrorDefault: OnError with DefaultRetry, 5 attempts.
func OnErrorDefault(ctx context.Context, url string) error {
	return retry.OnError(retry.DefaultRetry, func(error) bool { return true }, func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.OnError \(5 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 15 calls per operation`
		return err
	})
}

// ConflictParam: a Backoff from the caller: unknown.
func ConflictParam(ctx context.Context, url string, b wait.Backoff) error {
	return retry.RetryOnConflict(b, func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.RetryOnConflict \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err
	})
}

// ConflictTunedCopy: a copy of DefaultRetry with Steps 2: 2 × 3 calls.
func ConflictTunedCopy(ctx context.Context, url string) error {
	b := retry.DefaultRetry
	b.Steps = 2
	return retry.RetryOnConflict(b, func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.RetryOnConflict \(2 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 6 calls per operation`
		return err
	})
}

// update is the inner owner: RetryOnConflict with DefaultRetry, 5
// attempts.
func update(ctx context.Context, url string) error {
	return retry.RetryOnConflict(retry.DefaultRetry, func() error {
		_, err := inner.Once(ctx, url)
		return err
	})
}

// LoopOverConflict retries a function that retries: 2 × 5.
func LoopOverConflict(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = update(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls k8sretry\.update, which retries via retry\.RetryOnConflict \(5 attempts\): up to 10 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Negatives.

// PlainOnce: one library retry over plain I/O: a single owner.
func PlainOnce(ctx context.Context, url string) error {
	return update(ctx, url)
}

// OneStep: Steps 1 is one attempt: not a retry, so inner.Fetch is the
// only owner.
func OneStep(ctx context.Context, url string) error {
	return retry.RetryOnConflict(wait.Backoff{Steps: 1, Duration: time.Second}, func() error {
		_, err := inner.Fetch(ctx, url)
		return err
	})
}
