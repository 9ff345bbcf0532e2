// Package unbounded configures the real retry libraries with and
// without an end (unboundedretry).
package unbounded

import (
	"context"
	"net/http"
	"time"

	retrygo "github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	"github.com/failsafe-go/failsafe-go"
	"github.com/failsafe-go/failsafe-go/retrypolicy"
	sretry "github.com/sethvargo/go-retry"
	"k8s.io/apimachinery/pkg/util/wait"
)

func get(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Constant: a constant backoff never stops.
func Constant(url string) error {
	return backoff.Retry(func() error { return get(context.Background(), url) }, backoff.NewConstantBackOff(time.Second)) // want `^backoff\.Retry retries with no attempt cap and no deadline: what it is given never stops by itself, so a dependency that stays down is called forever; wrap the backoff in backoff\.WithMaxRetries`
}

// NoElapsed: MaxElapsedTime 0 turns the exponential backoff's time limit off.
func NoElapsed(url string) error {
	return backoff.Retry(func() error { return get(context.Background(), url) }, backoff.NewExponentialBackOff(backoff.WithMaxElapsedTime(0))) // want `^backoff\.Retry retries with no attempt cap and no deadline`
}

// ConstantCapped: WithMaxRetries gives it an end: fine.
func ConstantCapped(url string) error {
	return backoff.Retry(func() error { return get(context.Background(), url) }, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 4))
}

// ConstantCtx: the caller's context can end it: fine.
func ConstantCtx(ctx context.Context, url string) error {
	return backoff.Retry(func() error { return get(ctx, url) }, backoff.WithContext(backoff.NewConstantBackOff(time.Second), ctx))
}

// ConstantBackground: context.Background never ends, so it bounds nothing.
func ConstantBackground(url string) error {
	ctx := context.Background()
	return backoff.Retry(func() error { return get(ctx, url) }, backoff.WithContext(backoff.NewConstantBackOff(time.Second), ctx)) // want `^backoff\.Retry retries with no attempt cap and no deadline`
}

// Exponential: the default exponential backoff stops after 15 minutes: fine.
func Exponential(url string) error {
	return backoff.Retry(func() error { return get(context.Background(), url) }, backoff.NewExponentialBackOff())
}

// AttemptsZero: Attempts(0) retries until success.
func AttemptsZero(url string) error {
	return retrygo.Do(func() error { return get(context.Background(), url) }, retrygo.Attempts(0)) // want `^retry\.Do retries with no attempt cap and no deadline: its options allow unlimited attempts, so a dependency that stays down is called forever; pass retry\.Attempts\(n\) with n > 0`
}

// UntilSucceeded: the same.
func UntilSucceeded(url string) error {
	return retrygo.Do(func() error { return get(context.Background(), url) }, retrygo.UntilSucceeded()) // want `^retry\.Do retries with no attempt cap and no deadline`
}

// AttemptsDefault: ten attempts by default: fine.
func AttemptsDefault(url string) error {
	return retrygo.Do(func() error { return get(context.Background(), url) })
}

// SethvargoNoCap: a bare constant backoff under a context that never ends.
func SethvargoNoCap(url string) error {
	return sretry.Do(context.Background(), sretry.NewConstant(time.Second), func(ctx context.Context) error { // want `^retry\.Do retries with no attempt cap and no deadline`
		return sretry.RetryableError(get(ctx, url))
	})
}

// SethvargoCtx: the caller's context can end it: fine.
func SethvargoCtx(ctx context.Context, url string) error {
	return sretry.Do(ctx, sretry.NewConstant(time.Second), func(ctx context.Context) error {
		return sretry.RetryableError(get(ctx, url))
	})
}

// SethvargoCapped: WithMaxRetries: fine.
func SethvargoCapped(url string) error {
	return sretry.Do(context.Background(), sretry.WithMaxRetries(3, sretry.NewConstant(time.Second)), func(ctx context.Context) error {
		return sretry.RetryableError(get(ctx, url))
	})
}

// PollInfinite never stops by itself.
func PollInfinite(url string) error {
	return wait.PollInfinite(time.Second, func() (bool, error) { // want `^wait\.PollInfinite retries with no attempt cap and no deadline: what it is given never stops by itself, so a dependency that stays down is called forever; poll with a timeout`
		return get(context.Background(), url) == nil, nil
	})
}

// PollLocal waits for local state: no dependency is called, fine.
func PollLocal(ready func() bool) error {
	return wait.PollInfinite(time.Second, func() (bool, error) { return ready(), nil })
}

// PollTimeout: a timeout ends it: fine.
func PollTimeout(ctx context.Context, url string) error {
	return wait.PollUntilContextTimeout(ctx, time.Second, time.Minute, true, func(ctx context.Context) (bool, error) {
		return get(ctx, url) == nil, nil
	})
}

// FailsafeUnlimited: WithMaxAttempts(-1).
func FailsafeUnlimited(url string) error {
	rp := retrypolicy.NewBuilder[any]().WithMaxAttempts(-1).Build()
	return failsafe.With(rp).Run(func() error { return get(context.Background(), url) }) // want `^failsafe\.Executor\.Run retries with no attempt cap and no deadline: its options allow unlimited attempts`
}

// FailsafeDefault: three attempts by default: fine.
func FailsafeDefault(url string) error {
	rp := retrypolicy.NewBuilder[any]().Build()
	return failsafe.With(rp).Run(func() error { return get(context.Background(), url) })
}
