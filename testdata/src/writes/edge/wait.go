package edge

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"k8s.io/apimachinery/pkg/util/wait"
)

// A wait condition that inserts and then returns (false, nil) goes round
// again: the INSERT is re-run.
func WaitInsert(ctx context.Context, db *sql.DB) error {
	return wait.ExponentialBackoff(wait.Backoff{Duration: time.Second, Steps: 3}, func() (bool, error) {
		if _, err := db.ExecContext(ctx, "INSERT INTO jobs (state) VALUES ('queued')"); err != nil { // want `wait.ExponentialBackoff re-runs an INSERT via sql.DB.ExecContext without an upsert`
			return false, nil
		}
		return true, nil
	})
}

// A condition that inserts only when it gives up: every path after the
// INSERT ends the wait ((true, nil) or a non-nil error), so it runs once.
func WaitThenRecord(ctx context.Context, db *sql.DB, ready func() bool) error {
	return wait.ExponentialBackoff(wait.Backoff{Duration: time.Second, Steps: 3}, func() (bool, error) {
		if ready() {
			return true, nil
		}
		if _, err := db.ExecContext(ctx, "INSERT INTO stuck (state) VALUES ('stuck')"); err != nil { // fine: the wait ends after it on every path
			return false, err
		}
		return false, errors.New("stuck")
	})
}

// A condition that inserts, stops when the INSERT fails and goes round
// again when it worked: the INSERT that succeeded is run again.
func PollInsert(ctx context.Context, db *sql.DB, ready func() bool) error {
	return wait.ExponentialBackoff(wait.Backoff{Duration: time.Second, Steps: 3}, func() (bool, error) {
		if _, err := db.ExecContext(ctx, "INSERT INTO probes (at) VALUES (now())"); err != nil { // want `wait.ExponentialBackoff re-runs an INSERT via sql.DB.ExecContext without an upsert`
			return false, err
		}
		return ready(), nil
	})
}
