package edge

import (
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/jmoiron/sqlx"
)

// INSERT ... RETURNING through sqlx's Get (the usual sqlx idiom for an
// insert that returns its id): the SQL text is the third argument.
func InsertReturning(ctx context.Context, db *sqlx.DB, total int) (id int64, err error) {
	err = retry.Do(func() error {
		return db.GetContext(ctx, &id, "INSERT INTO orders (total) VALUES ($1) RETURNING id", total) // want `retry.Do re-runs an INSERT via sqlx.DB.GetContext without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// The package-level sqlx.NamedExec(ext, query, arg): the executor comes
// first.
func PackageNamedExec(db *sqlx.DB, v map[string]any) error {
	return retry.Do(func() error {
		_, err := sqlx.NamedExec(db, "INSERT INTO orders (id) VALUES (:id)", v) // want `retry.Do re-runs an INSERT via sqlx.NamedExec without an upsert`
		return err
	}, retry.Attempts(3))
}
