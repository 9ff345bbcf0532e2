// Package pause is a project's wait helper in a package of its own: it
// honours the context, so a loop that waits through it is bounded by
// the context (its error ends the loop).
package pause

import (
	"context"
	"time"
)

// For waits d, or less when ctx ends first, and says why it stopped.
func For(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// Wrapped returns For's error, annotated: still the context's end.
func Wrapped(ctx context.Context, d time.Duration) error {
	if err := For(ctx, d); err != nil {
		return err
	}
	return nil
}

// Sleep waits d whatever the context does: its nil error ends nothing.
func Sleep(ctx context.Context, d time.Duration) error {
	time.Sleep(d)
	return nil
}

// RetryEvery runs op up to times times, waiting interval between
// attempts: its callers' waits.
func RetryEvery(op func() error, times int, interval time.Duration) error {
	err := op()
	for i := 1; err != nil && i < times; i++ {
		time.Sleep(interval)
		err = op()
	}
	return err
}
