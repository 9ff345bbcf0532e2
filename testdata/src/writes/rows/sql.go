// Package rows uses every write row of the catalog: for each API a
// retried write (a positive) and, beside it, the same API used in a way
// that is safe to retry or not retried at all (a negative).
package rows

import (
	"context"
	"database/sql"

	"github.com/avast/retry-go/v4"
)

// The SQL text is constant, so it is judged.
const (
	insertOrder     = "INSERT INTO orders (total) VALUES ($1)"
	insertReturning = "INSERT INTO orders (total) VALUES ($1) RETURNING id"
	insertMany      = "INSERT INTO orders (total) VALUES ($1), ($2) RETURNING id"
	insertNamed     = "INSERT INTO orders (total) VALUES (:total)"
	upsertOrder     = "INSERT INTO orders (id, total) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING"
	upsertReturning = "INSERT INTO orders (id, total) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET total = EXCLUDED.total RETURNING id"
	upsertNamed     = "INSERT INTO orders (id, total) VALUES (:id, :total) ON CONFLICT (id) DO NOTHING"
	selectOrder     = "SELECT id FROM orders WHERE total = $1"
	bumpCounter     = "UPDATE counters SET n = n + 1 WHERE id = $1"
	setCounter      = "UPDATE counters SET n = $1 WHERE id = $2"
	nextOrderID     = "SELECT nextval('order_ids')"
	deleteOrder     = "DELETE FROM orders WHERE id = $1"
)

// database/sql: DB.

// DBExec retries an INSERT through sql.DB.Exec.
func DBExec(db *sql.DB) error {
	return retry.Do(func() error {
		_, err := db.Exec(insertOrder, 10) // want `retry.Do re-runs an INSERT via sql.DB.Exec without an upsert; a retried insert can be applied twice: use INSERT ... ON CONFLICT \(or an idempotency key\) or do not retry it`
		return err
	}, retry.Attempts(3))
}

// DBExecUpsert retries an upsert through sql.DB.Exec.
func DBExecUpsert(db *sql.DB) error {
	return retry.Do(func() error {
		_, err := db.Exec(upsertOrder, 1, 10) // fine: ON CONFLICT makes the insert idempotent
		return err
	}, retry.Attempts(3))
}

// DBQuery retries an INSERT ... RETURNING through sql.DB.Query.
func DBQuery(db *sql.DB) error {
	return retry.Do(func() error {
		rows, err := db.Query(insertMany, 10, 20) // want `retry.Do re-runs an INSERT via sql.DB.Query without an upsert`
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// DBQuerySelect retries a SELECT through sql.DB.Query.
func DBQuerySelect(db *sql.DB) error {
	return retry.Do(func() error {
		rows, err := db.Query(selectOrder, 10) // fine: a SELECT changes nothing
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// DBQueryContext retries an INSERT ... RETURNING through sql.DB.QueryContext.
func DBQueryContext(ctx context.Context, db *sql.DB) error {
	return retry.Do(func() error {
		rows, err := db.QueryContext(ctx, insertReturning, 10) // want `retry.Do re-runs an INSERT via sql.DB.QueryContext without an upsert`
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// DBQueryContextOnce runs the same INSERT once: nothing retries it.
func DBQueryContextOnce(ctx context.Context, db *sql.DB) error {
	rows, err := db.QueryContext(ctx, insertReturning, 10) // fine: no retry owner
	if err != nil {
		return err
	}
	return rows.Close()
}

// DBQueryRow retries a relative update through sql.DB.QueryRow.
func DBQueryRow(db *sql.DB) (n int, err error) {
	err = retry.Do(func() error {
		return db.QueryRow(bumpCounter+" RETURNING n", "a").Scan(&n) // want `retry.Do re-runs an UPDATE relative to the old value via sql.DB.QueryRow; a retried write can be applied twice: write the new value instead of changing the old one, or do not retry it`
	}, retry.Attempts(3))
	return n, err
}

// DBQueryRowAbsolute retries an absolute update through sql.DB.QueryRow.
func DBQueryRowAbsolute(db *sql.DB) (n int, err error) {
	err = retry.Do(func() error {
		return db.QueryRow(setCounter+" RETURNING n", 5, "a").Scan(&n) // fine: the same result however often it runs
	}, retry.Attempts(3))
	return n, err
}

// database/sql: Tx.

// TxExec retries an INSERT through sql.Tx.Exec.
func TxExec(tx *sql.Tx) error {
	return retry.Do(func() error {
		_, err := tx.Exec(insertOrder, 10) // want `retry.Do re-runs an INSERT via sql.Tx.Exec without an upsert`
		return err
	}, retry.Attempts(3))
}

// TxExecDelete retries a DELETE through sql.Tx.Exec.
func TxExecDelete(tx *sql.Tx) error {
	return retry.Do(func() error {
		_, err := tx.Exec(deleteOrder, 1) // fine: DELETE is idempotent
		return err
	}, retry.Attempts(3))
}

// TxQuery retries a nextval through sql.Tx.Query.
func TxQuery(tx *sql.Tx) error {
	return retry.Do(func() error {
		rows, err := tx.Query(nextOrderID) // want `retry.Do re-runs a nextval via sql.Tx.Query; a retried write can be applied twice`
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// TxQuerySelect retries a SELECT through sql.Tx.Query.
func TxQuerySelect(tx *sql.Tx) error {
	return retry.Do(func() error {
		rows, err := tx.Query(selectOrder, 10) // fine: a SELECT changes nothing
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// TxQueryContext retries an INSERT ... RETURNING through sql.Tx.QueryContext.
func TxQueryContext(ctx context.Context, tx *sql.Tx) error {
	return retry.Do(func() error {
		rows, err := tx.QueryContext(ctx, insertReturning, 10) // want `retry.Do re-runs an INSERT via sql.Tx.QueryContext without an upsert`
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// TxQueryContextUpsert retries an upsert through sql.Tx.QueryContext.
func TxQueryContextUpsert(ctx context.Context, tx *sql.Tx) error {
	return retry.Do(func() error {
		rows, err := tx.QueryContext(ctx, upsertReturning, 1, 10) // fine: ON CONFLICT makes the insert idempotent
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// TxQueryRow retries an INSERT ... RETURNING through sql.Tx.QueryRow.
func TxQueryRow(tx *sql.Tx) (id int64, err error) {
	err = retry.Do(func() error {
		return tx.QueryRow(insertReturning, 10).Scan(&id) // want `retry.Do re-runs an INSERT via sql.Tx.QueryRow without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// TxQueryRowSelect retries a SELECT through sql.Tx.QueryRow.
func TxQueryRowSelect(tx *sql.Tx) (id int64, err error) {
	err = retry.Do(func() error {
		return tx.QueryRow(selectOrder, 10).Scan(&id) // fine: a SELECT changes nothing
	}, retry.Attempts(3))
	return id, err
}

// TxQueryRowContext retries an INSERT ... RETURNING through
// sql.Tx.QueryRowContext.
func TxQueryRowContext(ctx context.Context, tx *sql.Tx) (id int64, err error) {
	err = retry.Do(func() error {
		return tx.QueryRowContext(ctx, insertReturning, 10).Scan(&id) // want `retry.Do re-runs an INSERT via sql.Tx.QueryRowContext without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// TxQueryRowContextUpsert retries an upsert through sql.Tx.QueryRowContext.
func TxQueryRowContextUpsert(ctx context.Context, tx *sql.Tx) (id int64, err error) {
	err = retry.Do(func() error {
		return tx.QueryRowContext(ctx, upsertReturning, 1, 10).Scan(&id) // fine: ON CONFLICT makes the insert idempotent
	}, retry.Attempts(3))
	return id, err
}

// database/sql: Conn.

// ConnExecContext retries an INSERT through sql.Conn.ExecContext.
func ConnExecContext(ctx context.Context, c *sql.Conn) error {
	return retry.Do(func() error {
		_, err := c.ExecContext(ctx, insertOrder, 10) // want `retry.Do re-runs an INSERT via sql.Conn.ExecContext without an upsert`
		return err
	}, retry.Attempts(3))
}

// ConnExecContextAbsolute retries an absolute update through
// sql.Conn.ExecContext.
func ConnExecContextAbsolute(ctx context.Context, c *sql.Conn) error {
	return retry.Do(func() error {
		_, err := c.ExecContext(ctx, setCounter, 5, "a") // fine: the same result however often it runs
		return err
	}, retry.Attempts(3))
}

// ConnQueryContext retries a relative update through sql.Conn.QueryContext.
func ConnQueryContext(ctx context.Context, c *sql.Conn) error {
	return retry.Do(func() error {
		rows, err := c.QueryContext(ctx, bumpCounter+" RETURNING n", "a") // want `retry.Do re-runs an UPDATE relative to the old value via sql.Conn.QueryContext`
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// ConnQueryContextSelect retries a SELECT through sql.Conn.QueryContext.
func ConnQueryContextSelect(ctx context.Context, c *sql.Conn) error {
	return retry.Do(func() error {
		rows, err := c.QueryContext(ctx, selectOrder, 10) // fine: a SELECT changes nothing
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// ConnQueryRowContext retries an INSERT ... RETURNING through
// sql.Conn.QueryRowContext.
func ConnQueryRowContext(ctx context.Context, c *sql.Conn) (id int64, err error) {
	err = retry.Do(func() error {
		return c.QueryRowContext(ctx, insertReturning, 10).Scan(&id) // want `retry.Do re-runs an INSERT via sql.Conn.QueryRowContext without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// ConnQueryRowContextOnce runs the same INSERT once: nothing retries it.
func ConnQueryRowContextOnce(ctx context.Context, c *sql.Conn) (id int64, err error) {
	err = c.QueryRowContext(ctx, insertReturning, 10).Scan(&id) // fine: no retry owner
	return id, err
}
