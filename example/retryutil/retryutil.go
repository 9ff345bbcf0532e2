// Package retryutil is the example service's own retry helper: it runs an
// operation up to a fixed number of times and waits between attempts,
// giving up early when the context ends.
package retryutil

import (
	"context"
	"time"
)

// BaseDelay is the wait before the second attempt; it doubles after each
// further failure.
var BaseDelay = 50 * time.Millisecond

// Do runs op until it succeeds, attempts times at most, and returns the
// last error. It waits between attempts and stops when ctx is done.
func Do(ctx context.Context, attempts int, op func(context.Context) error) error {
	var err error
	delay := BaseDelay
	for i := 0; i < attempts; i++ {
		if err = op(ctx); err == nil {
			return nil
		}
		if i == attempts-1 {
			break
		}
		if werr := sleep(ctx, delay); werr != nil {
			return werr
		}
		delay *= 2
	}
	return err
}

// sleep waits for d or until ctx is done, whichever comes first.
func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
