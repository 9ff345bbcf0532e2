// Package k8sretry exercises k8s.io/client-go/util/retry (catalog §5:
// the attempts are the Steps of the wait.Backoff argument; DefaultRetry
// has Steps 5, DefaultBackoff has Steps 4).
package k8sretry

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/client-go/util/retry"

	"libs/inner"
)

// retryAll is a predicate that retries every error.
func retryAll(error) bool { return true }

// AnyDefaultRetry: DefaultRetry is 5 attempts: 5 × 3 calls, as both
// retry every failure.
func AnyDefaultRetry(ctx context.Context, url string) error {
	return retry.OnError(retry.DefaultRetry, retryAll, func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.OnError \(5 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 15 calls per operation, as both retry transport errors and timeouts`
		return err
	})
}

// ConflictDefaultRetry: the same client under RetryOnConflict. Fine: a
// conflict is an answer, which inner.Fetch does not retry, and a failure
// of inner.Fetch is no conflict, so it ends the outer retry.
func ConflictDefaultRetry(ctx context.Context, url string) error {
	return retry.RetryOnConflict(retry.DefaultRetry, func() error {
		_, err := inner.Fetch(ctx, url)
		return err
	})
}

// AnyDefaultBackoff: DefaultBackoff is 4 attempts: 4 × 3 calls.
func AnyDefaultBackoff(ctx context.Context, db *sql.DB) error {
	return retry.OnError(retry.DefaultBackoff, retryAll, func() error {
		_, err := inner.Load(ctx, db, 3) // want `^retry\.OnError \(4 attempts\) calls inner\.Load, which retries in a for loop \(3 attempts\): up to 12 calls per operation`
		return err
	})
}

// ConflictDefaultBackoff: fine, a conflict retry (as ConflictDefaultRetry).
func ConflictDefaultBackoff(ctx context.Context, db *sql.DB) error {
	return retry.RetryOnConflict(retry.DefaultBackoff, func() error {
		_, err := inner.Load(ctx, db, 3)
		return err
	})
}

// OnErrorTimeouts: a predicate that retries timeouts, which the inner
// loop retries too: a nest on them.
func OnErrorTimeouts(ctx context.Context, url string) error {
	return retry.OnError(retry.DefaultRetry, func(err error) bool { return errors.Is(err, context.DeadlineExceeded) }, func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.OnError \(5 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 15 calls per operation, as both retry timeouts`
		return err
	})
}

// OnErrorNotFound: a predicate that retries not-found answers only. Fine:
// a failure of inner.Fetch is no not-found.
func OnErrorNotFound(ctx context.Context, url string) error {
	return retry.OnError(retry.DefaultRetry, isNotFound, func() error {
		_, err := inner.Fetch(ctx, url)
		return err
	})
}

var errNotFound = errors.New("not found")

func isNotFound(err error) bool { return errors.Is(err, errNotFound) }

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

// AnyParam: a Backoff from the caller: unknown.
func AnyParam(ctx context.Context, url string, b wait.Backoff) error {
	return retry.OnError(b, retryAll, func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.OnError \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation`
		return err
	})
}

// AnyTunedCopy: a copy of DefaultRetry with Steps 2: 2 × 3 calls.
func AnyTunedCopy(ctx context.Context, url string) error {
	b := retry.DefaultRetry
	b.Steps = 2
	return retry.OnError(b, retryAll, func() error {
		_, err := inner.Fetch(ctx, url) // want `^retry\.OnError \(2 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 6 calls per operation`
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

// LoopOverConflict retries a function that retries conflicts only. Fine:
// a failing dependency gives no conflict, so update makes one call per
// round when it fails.
func LoopOverConflict(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = update(ctx, url); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// updateAny is an inner owner of every error: OnError with DefaultRetry.
func updateAny(ctx context.Context, url string) error {
	return retry.OnError(retry.DefaultRetry, retryAll, func() error {
		_, err := inner.Once(ctx, url)
		return err
	})
}

// LoopOverAny retries a function that retries every error: 2 × 5.
func LoopOverAny(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = updateAny(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls k8sretry\.updateAny, which retries via retry\.OnError \(5 attempts\): up to 10 calls per operation`
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
