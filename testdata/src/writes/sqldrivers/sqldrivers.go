// Package sqldrivers retries SQL writes through sqlx and pgx.
package sqldrivers

import (
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jmoiron/sqlx"
)

const insertOrder = `
	-- a new order
	INSERT INTO orders (id, total) VALUES (:id, :total)`

// SqlxNamed retries a named insert.
func SqlxNamed(db *sqlx.DB, order any) error {
	return retry.Do(func() error {
		_, err := db.NamedExec(insertOrder, order) // want `retry.Do re-runs an INSERT via sqlx.DB.NamedExec without an upsert`
		return err
	}, retry.Attempts(3))
}

// SqlxUpsert retries an upsert: idempotent.
func SqlxUpsert(ctx context.Context, db *sqlx.DB) error {
	return retry.Do(func() error {
		_, err := db.ExecContext(ctx, "INSERT INTO seen (id) VALUES ($1) ON CONFLICT DO NOTHING", 1) // fine: an upsert
		return err
	}, retry.Attempts(3))
}

// PgxPool retries a relative update.
func PgxPool(ctx context.Context, p *pgxpool.Pool) error {
	return retry.Do(func() error {
		_, err := p.Exec(ctx, "UPDATE accounts SET balance = balance - $1 WHERE id = $2", 10, 1) // want `retry.Do re-runs an UPDATE relative to the old value via pgxpool.Pool.Exec`
		return err
	}, retry.Attempts(3))
}

// PgxTx retries an insert through a transaction interface.
func PgxTx(ctx context.Context, tx pgx.Tx) error {
	return retry.Do(func() error {
		_, err := tx.Exec(ctx, "insert into audit (msg) values ($1)", "x") // want `retry.Do re-runs an INSERT via pgx.Tx.Exec without an upsert`
		return err
	}, retry.Attempts(3))
}

// PgxNextval retries a statement that draws from a sequence.
func PgxNextval(ctx context.Context, c *pgx.Conn) error {
	return retry.Do(func() error {
		_, err := c.Exec(ctx, "SELECT nextval('order_ids')") // want `retry.Do re-runs a nextval via pgx.Conn.Exec`
		return err
	}, retry.Attempts(3))
}

// PgxDelete retries a delete: idempotent.
func PgxDelete(ctx context.Context, c *pgx.Conn) error {
	return retry.Do(func() error {
		_, err := c.Exec(ctx, "DELETE FROM sessions WHERE id = $1", 1) // fine: DELETE is idempotent
		return err
	}, retry.Attempts(3))
}
