package pending

import (
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/jmoiron/sqlx"
)

// INSERT ... RETURNING through sqlx's Get (the usual sqlx idiom for an
// insert that returns its id): the SQL text is arg 2, and sqlQueryArg
// does not list Get/GetContext/Select/SelectContext. The same text
// through QueryRowContext is reported. Actual: nothing reported.
func InsertReturning(ctx context.Context, db *sqlx.DB, total int) (id int64, err error) {
	err = retry.Do(func() error {
		return db.GetContext(ctx, &id, "INSERT INTO orders (total) VALUES ($1) RETURNING id", total) // want `retry.Do re-runs an INSERT via sqlx.DB.GetContext without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// The package-level sqlx.NamedExec(ext, query, arg): sqlQueryArg only
// knows methods on DB, Tx and Conn. Actual: nothing reported.
func PackageNamedExec(db *sqlx.DB, v map[string]any) error {
	return retry.Do(func() error {
		_, err := sqlx.NamedExec(db, "INSERT INTO orders (id) VALUES (:id)", v) // want `retry.Do re-runs an INSERT via sqlx.NamedExec without an upsert`
		return err
	}, retry.Attempts(3))
}
