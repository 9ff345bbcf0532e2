package rows

import (
	"context"

	"github.com/avast/retry-go/v4"
	pgx4 "github.com/jackc/pgx/v4"
	pgxpool4 "github.com/jackc/pgx/v4/pgxpool"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// pgx v4: Conn and the Tx interface.

// Pgx4ConnExec retries an INSERT through pgx.Conn.Exec (v4).
func Pgx4ConnExec(ctx context.Context, c *pgx4.Conn) error {
	return retry.Do(func() error {
		_, err := c.Exec(ctx, insertOrder, 10) // want `retry.Do re-runs an INSERT via pgx.Conn.Exec without an upsert`
		return err
	}, retry.Attempts(3))
}

// Pgx4ConnExecUpsert retries an upsert through pgx.Conn.Exec (v4).
func Pgx4ConnExecUpsert(ctx context.Context, c *pgx4.Conn) error {
	return retry.Do(func() error {
		_, err := c.Exec(ctx, upsertOrder, 1, 10) // fine: ON CONFLICT makes the insert idempotent
		return err
	}, retry.Attempts(3))
}

// Pgx4TxQuery retries an INSERT ... RETURNING through pgx.Tx.Query (v4).
func Pgx4TxQuery(ctx context.Context, tx pgx4.Tx) error {
	return retry.Do(func() error {
		rows, err := tx.Query(ctx, insertReturning, 10) // want `retry.Do re-runs an INSERT via pgx.Tx.Query without an upsert`
		if err != nil {
			return err
		}
		rows.Close()
		return rows.Err()
	}, retry.Attempts(3))
}

// Pgx4TxQuerySelect retries a SELECT through pgx.Tx.Query (v4).
func Pgx4TxQuerySelect(ctx context.Context, tx pgx4.Tx) error {
	return retry.Do(func() error {
		rows, err := tx.Query(ctx, selectOrder, 10) // fine: a SELECT changes nothing
		if err != nil {
			return err
		}
		rows.Close()
		return rows.Err()
	}, retry.Attempts(3))
}

// Pgx4ConnQueryRow retries a nextval through pgx.Conn.QueryRow (v4).
func Pgx4ConnQueryRow(ctx context.Context, c *pgx4.Conn) (id int64, err error) {
	err = retry.Do(func() error {
		return c.QueryRow(ctx, nextOrderID).Scan(&id) // want `retry.Do re-runs a nextval via pgx.Conn.QueryRow`
	}, retry.Attempts(3))
	return id, err
}

// Pgx4ConnQueryRowOnce draws from the sequence once: nothing retries it.
func Pgx4ConnQueryRowOnce(ctx context.Context, c *pgx4.Conn) (id int64, err error) {
	err = c.QueryRow(ctx, nextOrderID).Scan(&id) // fine: no retry owner
	return id, err
}

// pgx v4: pgxpool's Pool, Conn and Tx.

// Pgx4PoolExec retries a relative update through pgxpool.Pool.Exec (v4).
func Pgx4PoolExec(ctx context.Context, p *pgxpool4.Pool) error {
	return retry.Do(func() error {
		_, err := p.Exec(ctx, bumpCounter, "a") // want `retry.Do re-runs an UPDATE relative to the old value via pgxpool.Pool.Exec`
		return err
	}, retry.Attempts(3))
}

// Pgx4PoolExecAbsolute retries an absolute update through pgxpool.Pool.Exec (v4).
func Pgx4PoolExecAbsolute(ctx context.Context, p *pgxpool4.Pool) error {
	return retry.Do(func() error {
		_, err := p.Exec(ctx, setCounter, 5, "a") // fine: the same result however often it runs
		return err
	}, retry.Attempts(3))
}

// Pgx4PoolConnQuery retries an INSERT ... RETURNING through
// pgxpool.Conn.Query (v4).
func Pgx4PoolConnQuery(ctx context.Context, c *pgxpool4.Conn) error {
	return retry.Do(func() error {
		rows, err := c.Query(ctx, insertReturning, 10) // want `retry.Do re-runs an INSERT via pgxpool.Conn.Query without an upsert`
		if err != nil {
			return err
		}
		rows.Close()
		return rows.Err()
	}, retry.Attempts(3))
}

// Pgx4PoolConnQueryUpsert retries an upsert through pgxpool.Conn.Query (v4).
func Pgx4PoolConnQueryUpsert(ctx context.Context, c *pgxpool4.Conn) error {
	return retry.Do(func() error {
		rows, err := c.Query(ctx, upsertReturning, 1, 10) // fine: ON CONFLICT makes the insert idempotent
		if err != nil {
			return err
		}
		rows.Close()
		return rows.Err()
	}, retry.Attempts(3))
}

// Pgx4PoolTxQueryRow retries an INSERT ... RETURNING through
// pgxpool.Tx.QueryRow (v4).
func Pgx4PoolTxQueryRow(ctx context.Context, tx *pgxpool4.Tx) (id int64, err error) {
	err = retry.Do(func() error {
		return tx.QueryRow(ctx, insertReturning, 10).Scan(&id) // want `retry.Do re-runs an INSERT via pgxpool.Tx.QueryRow without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// Pgx4PoolTxQueryRowSelect retries a SELECT through pgxpool.Tx.QueryRow (v4).
func Pgx4PoolTxQueryRowSelect(ctx context.Context, tx *pgxpool4.Tx) (id int64, err error) {
	err = retry.Do(func() error {
		return tx.QueryRow(ctx, selectOrder, 10).Scan(&id) // fine: a SELECT changes nothing
	}, retry.Attempts(3))
	return id, err
}

// pgx v5: Conn and the Tx interface.

// Pgx5ConnQuery retries an INSERT ... RETURNING through pgx.Conn.Query (v5).
func Pgx5ConnQuery(ctx context.Context, c *pgx.Conn) error {
	return retry.Do(func() error {
		rows, err := c.Query(ctx, insertReturning, 10) // want `retry.Do re-runs an INSERT via pgx.Conn.Query without an upsert`
		if err != nil {
			return err
		}
		rows.Close()
		return rows.Err()
	}, retry.Attempts(3))
}

// Pgx5ConnQuerySelect retries a SELECT through pgx.Conn.Query (v5).
func Pgx5ConnQuerySelect(ctx context.Context, c *pgx.Conn) error {
	return retry.Do(func() error {
		rows, err := c.Query(ctx, selectOrder, 10) // fine: a SELECT changes nothing
		if err != nil {
			return err
		}
		rows.Close()
		return rows.Err()
	}, retry.Attempts(3))
}

// Pgx5TxQueryRow retries an INSERT ... RETURNING through pgx.Tx.QueryRow (v5).
func Pgx5TxQueryRow(ctx context.Context, tx pgx.Tx) (id int64, err error) {
	err = retry.Do(func() error {
		return tx.QueryRow(ctx, insertReturning, 10).Scan(&id) // want `retry.Do re-runs an INSERT via pgx.Tx.QueryRow without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// Pgx5TxQueryRowUpsert retries an upsert through pgx.Tx.QueryRow (v5).
func Pgx5TxQueryRowUpsert(ctx context.Context, tx pgx.Tx) (id int64, err error) {
	err = retry.Do(func() error {
		return tx.QueryRow(ctx, upsertReturning, 1, 10).Scan(&id) // fine: ON CONFLICT makes the insert idempotent
	}, retry.Attempts(3))
	return id, err
}

// pgx v5: pgxpool.Pool.

// Pgx5PoolQuery retries a relative update through pgxpool.Pool.Query (v5).
func Pgx5PoolQuery(ctx context.Context, p *pgxpool.Pool) error {
	return retry.Do(func() error {
		rows, err := p.Query(ctx, bumpCounter+" RETURNING n", "a") // want `retry.Do re-runs an UPDATE relative to the old value via pgxpool.Pool.Query`
		if err != nil {
			return err
		}
		rows.Close()
		return rows.Err()
	}, retry.Attempts(3))
}

// Pgx5PoolQueryOnce runs the same update once: nothing retries it.
func Pgx5PoolQueryOnce(ctx context.Context, p *pgxpool.Pool) error {
	rows, err := p.Query(ctx, bumpCounter+" RETURNING n", "a") // fine: no retry owner
	if err != nil {
		return err
	}
	rows.Close()
	return rows.Err()
}

// Pgx5PoolQueryRow retries an INSERT ... RETURNING through
// pgxpool.Pool.QueryRow (v5).
func Pgx5PoolQueryRow(ctx context.Context, p *pgxpool.Pool) (id int64, err error) {
	err = retry.Do(func() error {
		return p.QueryRow(ctx, insertReturning, 10).Scan(&id) // want `retry.Do re-runs an INSERT via pgxpool.Pool.QueryRow without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// Pgx5PoolQueryRowSelect retries a SELECT through pgxpool.Pool.QueryRow (v5).
func Pgx5PoolQueryRowSelect(ctx context.Context, p *pgxpool.Pool) (id int64, err error) {
	err = retry.Do(func() error {
		return p.QueryRow(ctx, selectOrder, 10).Scan(&id) // fine: a SELECT changes nothing
	}, retry.Attempts(3))
	return id, err
}
