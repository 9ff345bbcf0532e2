package forms

import (
	"context"
	"errors"
	"fmt"
	"time"

	retry "github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"

	"nest/inner"
)

// FatalError is a project's marker: its retry helper stops on it (the
// shape of terratest's retry.FatalError).
type FatalError struct{ Underlying error }

func (e FatalError) Error() string { return e.Underlying.Error() }

// doWithRetry is the project's retry helper: it retries op up to n
// times and stops on a FatalError.
func doWithRetry(n int, op func() error) error {
	var err error
	for i := 0; i < n; i++ {
		err = op()
		if err == nil {
			return nil
		}
		var fatal FatalError
		if errors.As(err, &fatal) {
			return err
		}
		time.Sleep(time.Second)
	}
	return err
}

// WaitGone polls until a resource is gone: the call's failure is marked
// fatal, so the helper goes round only on "still there", an answer.
func WaitGone(ctx context.Context, id string) error {
	return doWithRetry(10, func() error {
		s, err := state(ctx, id) // fine: its failure is returned as a FatalError, which ends the retry
		if err != nil {
			return FatalError{Underlying: err}
		}
		if s != "gone" {
			return fmt.Errorf("%s still there", id)
		}
		return nil
	})
}

// withStack wraps an error with a stack trace, keeping what it wraps for
// errors.As.
func withStack(err error) error { return fmt.Errorf("at somewhere: %w", err) }

// WaitGoneWrapped marks the failure and wraps the mark (the shape of
// cloud-nuke's errors.WithStackTrace(retry.FatalError{Underlying: err})).
func WaitGoneWrapped(ctx context.Context, id string) error {
	return doWithRetry(10, func() error {
		s, err := state(ctx, id) // fine: the FatalError inside the wrapper still ends the retry
		if err != nil {
			return withStack(FatalError{Underlying: err})
		}
		if s != "gone" {
			return fmt.Errorf("%s still there", id)
		}
		return nil
	})
}

// RetryState retries the call's failure itself: nested on inner.Fetch.
func RetryState(ctx context.Context, id string) error {
	return doWithRetry(10, func() error {
		_, err := state(ctx, id) // want `doWithRetry \(10 attempts\) calls forms\.state, which reaches inner\.Fetch \(for loop, 3 attempts\): up to 30 calls per operation`
		return err
	})
}

// BackoffPermanent: backoff.Permanent stops cenkalti's retry.
func BackoffPermanent(ctx context.Context, id string) error {
	return backoff.Retry(func() error {
		s, err := state(ctx, id) // fine: backoff.Permanent ends the retry when the call fails
		if err != nil {
			return backoff.Permanent(err)
		}
		if s != "ready" {
			return errors.New("not ready")
		}
		return nil
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 5))
}

// RetryGoUnrecoverable: retry.Unrecoverable stops avast's retry.
func RetryGoUnrecoverable(ctx context.Context, id string) error {
	return retry.Do(func() error {
		s, err := state(ctx, id) // fine: retry.Unrecoverable ends the retry when the call fails
		if err != nil {
			return retry.Unrecoverable(err)
		}
		if s != "ready" {
			return errors.New("not ready")
		}
		return nil
	}, retry.Attempts(4))
}

// RetryGoSome marks only some failures: the others go round.
func RetryGoSome(ctx context.Context, id string) error {
	return retry.Do(func() error {
		_, err := state(ctx, id) // want `retry\.Do \(4 attempts\) calls forms\.state, which reaches inner\.Fetch \(for loop, 3 attempts\): up to 12 calls per operation`
		if errors.Is(err, context.Canceled) {
			return retry.Unrecoverable(err)
		}
		return err
	}, retry.Attempts(4))
}

// RecordAfter retries a state check and records the result after the
// last point that can fail: the record runs only on the way to the nil
// return that ends the retry, so at most once per run (the shape of a
// status write after the checks of an incident handler).
func RecordAfter(ctx context.Context, id string) error {
	return doWithRetry(3, func() error {
		s, err := state(ctx, id) // want `doWithRetry \(3 attempts\) calls forms\.state, which reaches inner\.Fetch \(for loop, 3 attempts\): up to 9 calls per operation`
		if err != nil {
			return err
		}
		if s != "ready" {
			return errors.New("not ready")
		}
		_ = inner.Fetch(ctx) // fine: only on the way to the nil return, which ends the retry
		return nil
	})
}
