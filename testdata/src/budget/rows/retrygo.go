package rows

import (
	"context"

	retry "github.com/avast/retry-go/v5"
)

// Throttled retries with retry-go v5's ThrottleManager interface.
type Throttled struct {
	*Client
	tm retry.ThrottleManager
}

// PickThenAllowRetry asks the throttle after the replica of the attempt
// was chosen.
func (t *Throttled) PickThenAllowRetry(ctx context.Context) error {
	var err error
	for attempt := uint(0); attempt < 3; attempt++ {
		rep := t.random()
		if attempt > 0 && !t.tm.AllowRetry(attempt, err) { // want `budget check t\.tm\.AllowRetry runs after replica selection t\.random at line 20; check the budget before choosing a route \(budget → route → call\)`
			return errThrottle
		}
		if err = t.call(ctx, rep); err == nil {
			t.tm.OnSuccess(attempt)
			return nil
		}
	}
	return err
}

// AllowRetryThenPick is fine: "may I retry?" after the failed attempt and
// before the next selection.
func (t *Throttled) AllowRetryThenPick(ctx context.Context) error {
	var err error
	for attempt := uint(0); attempt < 3; attempt++ {
		if attempt > 0 && !t.tm.AllowRetry(attempt, err) {
			return errThrottle
		}
		if err = t.call(ctx, t.random()); err == nil {
			t.tm.OnSuccess(attempt)
			return nil
		}
	}
	return err
}
