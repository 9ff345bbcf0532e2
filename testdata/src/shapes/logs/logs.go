// Package logs: a log line in a retry loop, an elapsed-time test that
// only logs, and a delay doubled through the project's own min helper
// are judged like the same loops without them.
package logs

import (
	"errors"
	"math/rand"
	"net/http"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/klog/v2"
)

func get() error {
	resp, err := http.Get("http://dep/x")
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Logged waits a fixed second between attempts; the klog line (whose
// Fatal path flushes with a timeout) paces nothing.
func Logged() error {
	var err error
	for i := 0; i < 5; i++ { // want "retrydelay: for loop waits a fixed 1s"
		if err = get(); err == nil {
			return nil
		}
		klog.ErrorS(err, "get failed")
		time.Sleep(time.Second)
	}
	return err
}

// LoggedNoWait goes round at once on every error, five times.
func LoggedNoWait() error {
	var err error
	for i := 0; i < 5; i++ { // want "retrydelay: for loop retries with no wait between attempts"
		if err = get(); err == nil {
			return nil
		}
		klog.V(3).InfoS("retrying", "attempt", i)
	}
	return err
}

// LoggedJitter is fine: the wait has a random part; the log line is
// beside the point.
func LoggedJitter() error {
	var err error
	for i := 0; i < 5; i++ {
		if err = get(); err == nil {
			return nil
		}
		klog.Infof("attempt %d failed: %v", i, err)
		time.Sleep(time.Duration(rand.Int63n(int64(time.Second))))
	}
	return err
}

// SinceLogs tests the elapsed time only to log: no deadline ends it.
func SinceLogs() error {
	start := time.Now()
	for { // want "unboundedretry: for loop retries with no attempt cap and no deadline" "retrydelay: for loop waits a fixed 2s"
		d := time.Since(start)
		if err := get(); err == nil {
			return nil
		}
		if d > 5*time.Second {
			klog.ErrorS(nil, "still waiting", "elapsed", d)
		}
		time.Sleep(2 * time.Second)
	}
}

// SinceLeaves is bounded: the elapsed-time test returns (its fixed
// wait is still reported).
func SinceLeaves() error {
	start := time.Now()
	for { // want "retrydelay: for loop waits a fixed 2s"
		err := get()
		if err == nil {
			return nil
		}
		if time.Since(start) > time.Minute {
			return err
		}
		time.Sleep(2 * time.Second)
	}
}

func minDuration(a, b time.Duration) time.Duration {
	if a < b {
		return a
	}
	return b
}

// Doubled doubles its delay through the project's min helper, with no
// random part.
func Doubled() error {
	step := time.Second
	var err error
	for i := 0; i < 5; i++ { // want "retrydelay: for loop waits between attempts with no random part"
		if err = get(); err == nil {
			return nil
		}
		time.Sleep(step)
		step = minDuration(2*step, 30*time.Second)
	}
	return err
}

func jittered(d time.Duration) time.Duration {
	return d/2 + time.Duration(rand.Int63n(int64(d)))
}

// DoubledJitter is fine: the helper it sleeps through adds a random part.
func DoubledJitter() error {
	step := time.Second
	var err error
	for i := 0; i < 5; i++ {
		if err = get(); err == nil {
			return nil
		}
		time.Sleep(jittered(step))
		step = minDuration(2*step, 30*time.Second)
	}
	return err
}

// ConflictOnly is fine: it goes round at once only on a conflict (read
// again, write again); every failure returns, so no failing dependency
// is called again at once.
func ConflictOnly() error {
	var err error
	for i := 0; i < 5; i++ {
		if err = get(); err == nil {
			return nil
		}
		if apierrors.IsConflict(err) {
			continue
		}
		return err
	}
	return err
}

// UnavailableNoWait goes round at once on a 503: the failing dependency
// is called again at once.
func UnavailableNoWait(url string) error {
	for i := 0; i < 5; i++ { // want "retrydelay: for loop retries with no wait between attempts"
		resp, err := http.Get(url)
		if err != nil {
			return err
		}
		resp.Body.Close()
		if resp.StatusCode == http.StatusServiceUnavailable {
			continue
		}
		return nil
	}
	return errConflict
}

var errConflict = errors.New("still conflicting")
