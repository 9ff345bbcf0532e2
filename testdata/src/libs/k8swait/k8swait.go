// Package k8swait exercises k8s.io/apimachinery/pkg/util/wait (catalog
// §6: ExponentialBackoff makes at most Steps calls; Poll* with a timeout
// are bounded by elapsed time only, so their count is unknown;
// PollInfinite and PollImmediateInfinite are unbounded; Until, Forever and
// UntilWithContext are periodic runners, not retries).
package k8swait

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"time"

	"k8s.io/apimachinery/pkg/util/wait"

	"libs/inner"
)

// Exponential4: Steps 4 is 4 calls of the condition: 4 × 3.
func Exponential4(ctx context.Context, url string) error {
	b := wait.Backoff{Duration: 100 * time.Millisecond, Factor: 2, Jitter: 0.1, Steps: 4}
	return wait.ExponentialBackoff(b, func() (bool, error) {
		_, err := inner.Fetch(ctx, url) // want `^wait\.ExponentialBackoff \(4 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 12 calls per operation`
		return err == nil, nil
	})
}

// ExponentialCtx3: ExponentialBackoffWithContext with Steps 3: 3 × 3.
func ExponentialCtx3(ctx context.Context, db *sql.DB) error {
	return wait.ExponentialBackoffWithContext(ctx, wait.Backoff{Duration: time.Second, Steps: 3}, func(ctx context.Context) (bool, error) {
		_, err := inner.Load(ctx, db, 9) // want `^wait\.ExponentialBackoffWithContext \(3 attempts\) calls inner\.Load, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return err == nil, nil
	})
}

// PollInfinite never stops by itself: unbounded.
func PollInfinite(ctx context.Context, url string) error {
	return wait.PollInfinite(time.Second, func() (bool, error) {
		_, err := inner.Fetch(ctx, url) // want `^wait\.PollInfinite \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err == nil, nil
	})
}

// PollImmediateInfinite: unbounded as well.
func PollImmediateInfinite(ctx context.Context, url string) error {
	return wait.PollImmediateInfinite(time.Second, func() (bool, error) {
		_, err := inner.Fetch(ctx, url) // want `^wait\.PollImmediateInfinite \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
		return err == nil, nil
	})
}

// PollTimeout: bounded by a timeout, not by a count: unknown.
func PollTimeout(ctx context.Context, url string) error {
	return wait.PollUntilContextTimeout(ctx, time.Second, time.Minute, true, func(ctx context.Context) (bool, error) {
		_, err := inner.Fetch(ctx, url) // want `^wait\.PollUntilContextTimeout \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation.*; \? because wait\.PollUntilContextTimeout in k8swait\.PollTimeout stops after a time limit, not a count$`
		return err == nil, nil
	})
}

// PollDeprecated: wait.Poll with a timeout: unknown.
func PollDeprecated(ctx context.Context, url string) error {
	return wait.Poll(time.Second, time.Minute, func() (bool, error) {
		_, err := inner.Fetch(ctx, url) // want `^wait\.Poll \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation.*; \? because wait\.Poll in k8swait\.PollDeprecated stops after a time limit, not a count$`
		return err == nil, nil
	})
}

// ready is a named condition.
func ready() (bool, error) {
	_, err := inner.Fetch(context.Background(), "http://things/ready")
	return err == nil, nil
}

// NamedCondition passes a function as the condition: 2 × 3 calls.
func NamedCondition() error {
	return wait.ExponentialBackoff(wait.Backoff{Duration: time.Second, Steps: 2}, ready) // want `^wait\.ExponentialBackoff \(2 attempts\) calls k8swait\.ready, which reaches inner\.Fetch \(for loop, 3 attempts\): up to 6 calls per operation`
}

// waitReady is the inner owner: ExponentialBackoff with Steps 3.
func waitReady(ctx context.Context, url string) error {
	return wait.ExponentialBackoff(wait.Backoff{Duration: time.Second, Factor: 2, Steps: 3}, func() (bool, error) {
		_, err := inner.Once(ctx, url)
		return err == nil, nil
	})
}

// LoopOverWait retries a function that retries: 2 × 3.
func LoopOverWait(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = waitReady(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls k8swait\.waitReady, which retries via wait\.ExponentialBackoff \(3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Negatives.

// PlainOnce: one library retry over plain I/O: a single owner.
func PlainOnce(ctx context.Context, url string) error {
	return waitReady(ctx, url)
}

// OneStep: Steps 1 is one call of the condition: not a retry.
func OneStep(ctx context.Context, url string) error {
	return wait.ExponentialBackoff(wait.Backoff{Duration: time.Second, Steps: 1}, func() (bool, error) {
		_, err := inner.Fetch(ctx, url)
		return err == nil, nil
	})
}

// Periodic: wait.Until runs f every period whatever its outcome: a
// periodic runner, not a retry, so inner.Fetch is the only owner.
func Periodic(ctx context.Context, url string, stop <-chan struct{}) {
	wait.Until(func() {
		_, _ = inner.Fetch(ctx, url)
	}, time.Minute, stop)
}

// PeriodicCtx: wait.UntilWithContext is a periodic runner too.
func PeriodicCtx(ctx context.Context, url string) {
	wait.UntilWithContext(ctx, func(ctx context.Context) {
		_, _ = inner.Fetch(ctx, url)
	}, time.Minute)
}

// Forever: a periodic runner that never stops, not a retry.
func Forever(ctx context.Context, url string) {
	wait.Forever(func() {
		_, _ = inner.Fetch(ctx, url)
	}, time.Minute)
}

// synced reports whether a local cache has filled: no remote call.
var synced = func() bool { return true }

// waitSynced polls local state until it holds (the shape of
// cache.WaitForCacheSync): waiting, not retrying a remote call.
func waitSynced(stop <-chan struct{}) error {
	return wait.PollImmediateUntil(100*time.Millisecond, func() (bool, error) { return synced(), nil }, stop)
}

// RotateAndWait retries work that waits for a local cache: one retry
// owner of remote calls.
func RotateAndWait(ctx context.Context, url string, stop <-chan struct{}) error {
	return wait.ExponentialBackoff(wait.Backoff{Duration: time.Second, Steps: 3}, func() (bool, error) {
		if err := waitSynced(stop); err != nil { // fine: the inner poll reads local state
			return false, nil
		}
		return true, nil
	})
}

// stuck reports whether an attachment has been stuck too long (local
// state).
var stuck = func() bool { return false }

// WaitAttached polls the state with inner.Fetch, which the wait repeats
// while the attachment is not there yet ((false, nil)); when it is
// stuck, it makes one inner.Load and gives up with an error on every
// path after it, so the Load is made once per wait, not up to 3 times.
func WaitAttached(ctx context.Context, db *sql.DB, url string) error {
	return wait.ExponentialBackoff(wait.Backoff{Duration: time.Second, Steps: 3}, func() (bool, error) {
		resp, err := inner.Fetch(ctx, url) // want `^wait\.ExponentialBackoff \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		if err != nil {
			return false, nil
		}
		if resp.StatusCode == 200 {
			return true, nil
		}
		if stuck() {
			if _, err := inner.Load(ctx, db, 1); err != nil { // fine: every path after this call ends the wait
				return false, err
			}
			return false, errors.New("stuck attaching")
		}
		return false, nil
	})
}

// FinishOnce calls inner.Fetch only on the way out: after it the
// condition returns done or an error, so the wait never repeats it.
func FinishOnce(ctx context.Context, url string) error {
	return wait.ExponentialBackoff(wait.Backoff{Duration: time.Second, Steps: 3}, func() (bool, error) {
		if !stuck() {
			return false, nil
		}
		_, err := inner.Fetch(ctx, url) // fine: (true, nil) or (false, non-nil err) end the wait
		if err != nil {
			return false, fmt.Errorf("finish: %w", err)
		}
		return true, nil
	})
}

// PollSwallowsErrors returns (false, nil) when the call fails: the
// poll repeats the call on failure, a retry.
func PollSwallowsErrors(ctx context.Context, url string) error {
	return wait.PollUntilContextCancel(ctx, time.Second, true, func(ctx context.Context) (bool, error) {
		if _, err := inner.Fetch(ctx, url); err != nil { // want `^wait\.PollUntilContextCancel \(\? attempts\) calls inner\.Fetch`
			return false, nil
		}
		return true, nil
	})
}

// PollState polls a state until it is ready and gives up as soon as the
// call fails: the wait repeats inner.Load only after it succeeded (its
// result carries no status, so a failure comes as an error), and a
// failing dependency sees inner.Load's 3 attempts, not 3 × 3.
func PollState(ctx context.Context, db *sql.DB) error {
	return wait.ExponentialBackoff(wait.Backoff{Duration: time.Second, Steps: 3}, func() (bool, error) {
		state, err := inner.Load(ctx, db, 7) // fine: its failure ends the wait
		if err != nil {
			return false, err
		}
		return state == "ready", nil
	})
}

// PollStatus looks the same, but the answer carries a status: a 503
// comes back without an error and goes round again, a retry.
func PollStatus(ctx context.Context, url string) error {
	return wait.ExponentialBackoff(wait.Backoff{Duration: time.Second, Steps: 3}, func() (bool, error) {
		resp, err := inner.Fetch(ctx, url) // want `^wait\.ExponentialBackoff \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		if err != nil {
			return false, err
		}
		return resp.StatusCode == 200, nil
	})
}

// PollStateLogged ends the wait on most failures but swallows one kind:
// that path goes round again, so the failure is retried.
func PollStateLogged(ctx context.Context, url string, transient func(error) bool) error {
	return wait.ExponentialBackoff(wait.Backoff{Duration: time.Second, Steps: 3}, func() (bool, error) {
		resp, err := inner.Fetch(ctx, url) // want `^wait\.ExponentialBackoff \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		if err != nil {
			if transient(err) {
				return false, nil
			}
			return false, err
		}
		return resp.StatusCode == 200, nil
	})
}

// PollCapturedErr is fine: the condition sets a variable of the caller
// (err, captured) and returns it, wrapped, when it is set: a failure of
// inner.Fetch ends the poll, which goes round only on "not yet".
func PollCapturedErr(ctx context.Context, url string) error {
	var err error
	var code int
	err = wait.PollUntilContextTimeout(ctx, time.Second, time.Minute, true, func(ctx context.Context) (bool, error) {
		ctx, cancel := context.WithTimeout(ctx, time.Second)
		defer cancel()
		resp, err2 := inner.Fetch(ctx, url)
		err = err2
		if err != nil {
			return false, fmt.Errorf("fetch %s: %w", url, err)
		}
		code = resp.StatusCode
		if code != 200 {
			return false, nil
		}
		return true, nil
	})
	return err
}

// PollCapturedAssign is PollCapturedErr with the call assigning the
// captured variable itself.
func PollCapturedAssign(ctx context.Context, url string) error {
	var err error
	err = wait.PollUntilContextTimeout(ctx, time.Second, time.Minute, true, func(ctx context.Context) (bool, error) {
		_, err = inner.Fetch(ctx, url)
		if err != nil {
			return false, err
		}
		return url != "", nil
	})
	return err
}

// watch polls a state and never reports done: every round is a new
// look, not an attempt at something that failed.
type watch struct{ url string }

func (w *watch) poll(ctx context.Context) (bool, error) {
	if ctx.Err() != nil {
		return false, ctx.Err()
	}
	if _, err := inner.Fetch(ctx, w.url); err != nil {
		return false, nil // logged, and looked at again next round
	}
	return false, nil
}

// Ticker runs a condition that is never done until the context ends.
// Fine: a periodic runner, not a retry, however the condition fails.
func Ticker(ctx context.Context, url string) {
	w := &watch{url: url}
	_ = wait.PollUntilContextCancel(ctx, time.Second, false, w.poll)
}

// readyOrNot swallows the failure of inner.Fetch: (false, nil) on it.
func readyOrNot(ctx context.Context, url string) (bool, error) {
	resp, err := inner.Fetch(ctx, url)
	if err != nil {
		return false, nil
	}
	return resp.StatusCode == 200, nil
}

// Delegated hands the condition to a function that swallows failures:
// the poll goes round on them, a nest.
func Delegated(ctx context.Context, url string) error {
	return wait.PollUntilContextTimeout(ctx, time.Second, time.Minute, true, func(ctx context.Context) (bool, error) {
		return readyOrNot(ctx, url) // want `^wait\.PollUntilContextTimeout \(\? attempts\) calls k8swait\.readyOrNot, which reaches inner\.Fetch \(for loop, 3 attempts\): up to \? calls per operation, as both retry transport errors and timeouts`
	})
}

// tryAcquire says whether it got the lease: false on a failure of
// inner.Fetch (swallowed) and on a lease held by another.
func tryAcquire(ctx context.Context, url string, held bool) bool {
	if _, err := inner.Fetch(ctx, url); err != nil {
		return false
	}
	if held {
		return false
	}
	return true
}

// Renew polls tryAcquire: its false on a failure goes round, a nest.
func Renew(ctx context.Context, url string) error {
	return wait.PollUntilContextCancel(ctx, time.Second, true, func(ctx context.Context) (bool, error) {
		return tryAcquire(ctx, url, false), nil // want `^wait\.PollUntilContextCancel \(\? attempts\) calls k8swait\.tryAcquire, which reaches inner\.Fetch \(for loop, 3 attempts\): up to \? calls per operation, as both retry transport errors and timeouts`
	})
}

// isHeld reads a local state: false says "not yet".
func isHeld(m map[string]bool, k string) bool { return m[k] }

// WaitHeld polls a state through a bool function that reaches nothing
// that retries: no nest (and the poll's class is "not yet").
func WaitHeld(ctx context.Context, url string, m map[string]bool) error {
	return wait.PollUntilContextCancel(ctx, time.Second, true, func(ctx context.Context) (bool, error) {
		if _, err := inner.Fetch(ctx, url); err != nil {
			return false, err // fine: a failure ends the wait
		}
		return isHeld(m, url), nil
	})
}

// Capped: Steps 10, but the delay passes its 50ms cap after the third
// call (10ms, 20ms, 40ms, then 80ms > 50ms ends the steps): 3 × 3.
func Capped(ctx context.Context, url string) error {
	b := wait.Backoff{Duration: 10 * time.Millisecond, Factor: 2, Steps: 10, Cap: 50 * time.Millisecond}
	return wait.ExponentialBackoff(b, func() (bool, error) {
		_, err := inner.Fetch(ctx, url) // want `^wait\.ExponentialBackoff \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return err == nil, nil
	})
}

// Endless: Steps math.MaxInt32 and no cap: a count with no practical end.
func Endless(ctx context.Context, url string) error {
	b := wait.Backoff{Duration: 10 * time.Millisecond, Factor: 1, Steps: math.MaxInt32}
	return wait.ExponentialBackoff(b, func() (bool, error) {
		_, err := inner.Fetch(ctx, url) // want `^wait\.ExponentialBackoff \(unbounded\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation, as both retry transport errors and timeouts; keep one retry owner and make the inner layers pass the outcome up; unbounded because wait\.ExponentialBackoff in k8swait\.Endless counts to 2147483647 attempts, which puts no practical end to them$`
		return err == nil, nil
	})
}

// fetchMaybeRetry retries only when retry is true.
func fetchMaybeRetry(ctx context.Context, url string, retry bool) error {
	if retry {
		_, err := inner.Fetch(ctx, url)
		return err
	}
	_, err := inner.Once(ctx, url)
	return err
}

// EachHost fails over between hosts and lets only the last one retry.
// Fine: the inner retry runs in one round, not in each.
func EachHost(ctx context.Context, hosts []string) error {
	var err error
	for i, h := range hosts {
		if err = fetchMaybeRetry(ctx, h, i == len(hosts)-1); err == nil {
			return nil
		}
	}
	return err
}

// NoRetry passes false: one call each round. Fine.
func NoRetry(ctx context.Context, url string) error {
	return wait.ExponentialBackoff(wait.Backoff{Steps: 3, Duration: time.Second}, func() (bool, error) {
		return fetchMaybeRetry(ctx, url, false) == nil, nil
	})
}

// AlwaysRetry passes true: the inner retry runs in every attempt.
func AlwaysRetry(ctx context.Context, url string) error {
	return wait.ExponentialBackoff(wait.Backoff{Steps: 3, Duration: time.Second}, func() (bool, error) {
		return fetchMaybeRetry(ctx, url, true) == nil, nil // want `^wait\.ExponentialBackoff \(3 attempts\) calls k8swait\.fetchMaybeRetry, which reaches inner\.Fetch \(for loop, 3 attempts\): up to 9 calls per operation`
	})
}

// Options configure a client.
type Options struct{ Retry bool }

// Configured passes a configured switch, the same in every attempt: the
// inner retry runs in each, a nest.
func Configured(ctx context.Context, url string, o Options) error {
	return wait.ExponentialBackoff(wait.Backoff{Steps: 3, Duration: time.Second}, func() (bool, error) {
		return fetchMaybeRetry(ctx, url, o.Retry) == nil, nil // want `^wait\.ExponentialBackoff \(3 attempts\) calls k8swait\.fetchMaybeRetry, which reaches inner\.Fetch \(for loop, 3 attempts\): up to 9 calls per operation`
	})
}

// Pending: a condition that walks the items still to do, logs a failed
// call and skips the item (continue), then says done when none is left:
// a failure is swallowed and goes round, 5 × 3.
func Pending(ctx context.Context, urls map[string]bool) error {
	return wait.ExponentialBackoff(wait.Backoff{Duration: time.Second, Factor: 2, Steps: 5}, func() (bool, error) {
		for u := range urls {
			if _, err := inner.Fetch(ctx, u); err != nil { // want `^wait\.ExponentialBackoff \(5 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 15 calls per operation`
				fmt.Println("retrying", u, err)
				continue
			}
			delete(urls, u)
		}
		return len(urls) == 0, nil
	})
}

// PendingEnds is fine: the same walk returns the first failure, which
// ends the wait; it goes round only while items are not done.
func PendingEnds(ctx context.Context, urls map[string]bool) error {
	return wait.ExponentialBackoff(wait.Backoff{Duration: time.Second, Factor: 2, Steps: 5}, func() (bool, error) {
		for u := range urls {
			if _, err := inner.Fetch(ctx, u); err != nil {
				return false, err
			}
			delete(urls, u)
		}
		return len(urls) == 0, nil
	})
}
