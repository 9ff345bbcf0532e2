// Package sqlxstore retries SQL writes made through sqlx: its own methods
// (NamedExec, MustExec) and the database/sql methods that *sqlx.DB and
// *sqlx.Tx promote.
package sqlxstore

import (
	"context"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	"github.com/jmoiron/sqlx"
)

type order struct {
	ID    string `db:"id"`
	Total int    `db:"total"`
}

const insertOrder = "INSERT INTO orders (id, total) VALUES (:id, :total)"

// NamedInsert retries a NamedExec INSERT with retry.Do.
func NamedInsert(ctx context.Context, db *sqlx.DB, o order) error {
	return retry.Do(func() error {
		_, err := db.NamedExecContext(ctx, insertOrder, o) // want `retry.Do re-runs an INSERT via sqlx.DB.NamedExecContext without an upsert; a retried insert can be applied twice: use INSERT ... ON CONFLICT \(or an idempotency key\) or do not retry it`
		return err
	}, retry.Attempts(3))
}

// MustExecLoop retries a relative update in a loop with a sleep.
func MustExecLoop(db *sqlx.DB, id string) (err error) {
	for i := 0; i < 3; i++ {
		if err = bump(db, id); err == nil { // want `for loop re-runs an UPDATE relative to the old value via sqlxstore.bump \(sqlx.DB.MustExec\)`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func bump(db *sqlx.DB, id string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = r.(error)
		}
	}()
	db.MustExec("UPDATE orders SET total = total + 1 WHERE id = $1", id)
	return nil
}

// PromotedExec retries ExecContext promoted from the embedded *sql.DB.
func PromotedExec(ctx context.Context, db *sqlx.DB, id string) error {
	return backoff.Retry(func() error {
		_, err := db.ExecContext(ctx, "INSERT INTO orders (id) VALUES ($1)", id) // want `backoff.Retry re-runs an INSERT via sql.DB.ExecContext without an upsert`
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// TxInsert retries a transaction that inserts through sqlx.Tx.
func TxInsert(ctx context.Context, db *sqlx.DB, o order) error {
	return retry.Do(func() error {
		tx, err := db.BeginTxx(ctx, nil)
		if err != nil {
			return err
		}
		if _, err := tx.NamedExec(insertOrder, o); err != nil { // want `retry.Do re-runs an INSERT via sqlx.Tx.NamedExec without an upsert`
			_ = tx.Rollback()
			return err
		}
		return tx.Commit()
	}, retry.Attempts(3))
}

// NamedUpsert retries an upsert: fine.
func NamedUpsert(ctx context.Context, db *sqlx.DB, o order) error {
	return retry.Do(func() error {
		_, err := db.NamedExecContext(ctx, "INSERT INTO orders (id, total) VALUES (:id, :total) ON CONFLICT (id) DO UPDATE SET total = EXCLUDED.total", o) // fine: ON CONFLICT makes the insert idempotent
		return err
	}, retry.Attempts(3))
}

// MySQLUpsert retries an ON DUPLICATE KEY insert: fine.
func MySQLUpsert(db *sqlx.DB, o order) error {
	return retry.Do(func() error {
		_, err := db.NamedExec("INSERT INTO orders (id, total) VALUES (:id, :total) ON DUPLICATE KEY UPDATE total = VALUES(total)", o) // fine: ON DUPLICATE KEY makes the insert idempotent
		return err
	}, retry.Attempts(3))
}

// AbsoluteUpdate retries an absolute update: fine.
func AbsoluteUpdate(ctx context.Context, db *sqlx.DB, id string, total int) error {
	return retry.Do(func() error {
		db.MustExecContext(ctx, "UPDATE orders SET total = $2 WHERE id = $1", id, total) // fine: the same result however often it runs
		return nil
	}, retry.Attempts(3))
}

// Read retries a query: fine.
func Read(ctx context.Context, db *sqlx.DB, id string) (o order, err error) {
	err = retry.Do(func() error {
		return db.GetContext(ctx, &o, "SELECT id, total FROM orders WHERE id = $1", id) // fine: a read
	}, retry.Attempts(3))
	return o, err
}

// InsertOnce inserts without a retry: fine.
func InsertOnce(db *sqlx.DB, o order) error {
	_, err := db.NamedExec(insertOrder, o) // fine: no retry owner
	return err
}
