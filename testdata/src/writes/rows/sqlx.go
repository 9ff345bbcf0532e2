package rows

import (
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/jmoiron/sqlx"
)

type order struct {
	ID    int64 `db:"id"`
	Total int   `db:"total"`
}

// sqlx: DB.

// SqlxDBGet retries an INSERT ... RETURNING through sqlx.DB.Get.
func SqlxDBGet(db *sqlx.DB) (id int64, err error) {
	err = retry.Do(func() error {
		return db.Get(&id, insertReturning, 10) // want `retry.Do re-runs an INSERT via sqlx.DB.Get without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// SqlxDBGetSelect retries a SELECT through sqlx.DB.Get.
func SqlxDBGetSelect(db *sqlx.DB) (id int64, err error) {
	err = retry.Do(func() error {
		return db.Get(&id, selectOrder, 10) // fine: a SELECT changes nothing
	}, retry.Attempts(3))
	return id, err
}

// SqlxDBSelect retries a multi-row INSERT ... RETURNING through sqlx.DB.Select.
func SqlxDBSelect(db *sqlx.DB) (ids []int64, err error) {
	err = retry.Do(func() error {
		return db.Select(&ids, insertMany, 10, 20) // want `retry.Do re-runs an INSERT via sqlx.DB.Select without an upsert`
	}, retry.Attempts(3))
	return ids, err
}

// SqlxDBSelectQuery retries a SELECT through sqlx.DB.Select.
func SqlxDBSelectQuery(db *sqlx.DB) (ids []int64, err error) {
	err = retry.Do(func() error {
		return db.Select(&ids, selectOrder, 10) // fine: a SELECT changes nothing
	}, retry.Attempts(3))
	return ids, err
}

// SqlxDBSelectContext retries a multi-row INSERT through sqlx.DB.SelectContext.
func SqlxDBSelectContext(ctx context.Context, db *sqlx.DB) (ids []int64, err error) {
	err = retry.Do(func() error {
		return db.SelectContext(ctx, &ids, insertMany, 10, 20) // want `retry.Do re-runs an INSERT via sqlx.DB.SelectContext without an upsert`
	}, retry.Attempts(3))
	return ids, err
}

// SqlxDBSelectContextOnce runs the same INSERT once: nothing retries it.
func SqlxDBSelectContextOnce(ctx context.Context, db *sqlx.DB) (ids []int64, err error) {
	err = db.SelectContext(ctx, &ids, insertMany, 10, 20) // fine: no retry owner
	return ids, err
}

// SqlxDBQueryx retries an INSERT ... RETURNING through sqlx.DB.Queryx.
func SqlxDBQueryx(db *sqlx.DB) error {
	return retry.Do(func() error {
		rows, err := db.Queryx(insertReturning, 10) // want `retry.Do re-runs an INSERT via sqlx.DB.Queryx without an upsert`
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// SqlxDBQueryxUpsert retries an upsert through sqlx.DB.Queryx.
func SqlxDBQueryxUpsert(db *sqlx.DB) error {
	return retry.Do(func() error {
		rows, err := db.Queryx(upsertReturning, 1, 10) // fine: ON CONFLICT makes the insert idempotent
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// SqlxDBQueryxContext retries a relative update through sqlx.DB.QueryxContext.
func SqlxDBQueryxContext(ctx context.Context, db *sqlx.DB) error {
	return retry.Do(func() error {
		rows, err := db.QueryxContext(ctx, bumpCounter+" RETURNING n", "a") // want `retry.Do re-runs an UPDATE relative to the old value via sqlx.DB.QueryxContext`
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// SqlxDBQueryxContextSelect retries a SELECT through sqlx.DB.QueryxContext.
func SqlxDBQueryxContextSelect(ctx context.Context, db *sqlx.DB) error {
	return retry.Do(func() error {
		rows, err := db.QueryxContext(ctx, selectOrder, 10) // fine: a SELECT changes nothing
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// SqlxDBQueryRowx retries an INSERT ... RETURNING through sqlx.DB.QueryRowx.
func SqlxDBQueryRowx(db *sqlx.DB) (id int64, err error) {
	err = retry.Do(func() error {
		return db.QueryRowx(insertReturning, 10).Scan(&id) // want `retry.Do re-runs an INSERT via sqlx.DB.QueryRowx without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// SqlxDBQueryRowxSelect retries a SELECT through sqlx.DB.QueryRowx.
func SqlxDBQueryRowxSelect(db *sqlx.DB) (id int64, err error) {
	err = retry.Do(func() error {
		return db.QueryRowx(selectOrder, 10).Scan(&id) // fine: a SELECT changes nothing
	}, retry.Attempts(3))
	return id, err
}

// SqlxDBQueryRowxContext retries a nextval through sqlx.DB.QueryRowxContext.
func SqlxDBQueryRowxContext(ctx context.Context, db *sqlx.DB) (id int64, err error) {
	err = retry.Do(func() error {
		return db.QueryRowxContext(ctx, nextOrderID).Scan(&id) // want `retry.Do re-runs a nextval via sqlx.DB.QueryRowxContext`
	}, retry.Attempts(3))
	return id, err
}

// SqlxDBQueryRowxContextOnce draws from the sequence once: nothing
// retries it.
func SqlxDBQueryRowxContextOnce(ctx context.Context, db *sqlx.DB) (id int64, err error) {
	err = db.QueryRowxContext(ctx, nextOrderID).Scan(&id) // fine: no retry owner
	return id, err
}

// sqlx: Tx.

// SqlxTxGet retries an INSERT ... RETURNING through sqlx.Tx.Get.
func SqlxTxGet(tx *sqlx.Tx) (id int64, err error) {
	err = retry.Do(func() error {
		return tx.Get(&id, insertReturning, 10) // want `retry.Do re-runs an INSERT via sqlx.Tx.Get without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// SqlxTxGetUpsert retries an upsert through sqlx.Tx.Get.
func SqlxTxGetUpsert(tx *sqlx.Tx) (id int64, err error) {
	err = retry.Do(func() error {
		return tx.Get(&id, upsertReturning, 1, 10) // fine: ON CONFLICT makes the insert idempotent
	}, retry.Attempts(3))
	return id, err
}

// SqlxTxGetContext retries an INSERT ... RETURNING through sqlx.Tx.GetContext.
func SqlxTxGetContext(ctx context.Context, tx *sqlx.Tx) (id int64, err error) {
	err = retry.Do(func() error {
		return tx.GetContext(ctx, &id, insertReturning, 10) // want `retry.Do re-runs an INSERT via sqlx.Tx.GetContext without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// SqlxTxGetContextSelect retries a SELECT through sqlx.Tx.GetContext.
func SqlxTxGetContextSelect(ctx context.Context, tx *sqlx.Tx) (id int64, err error) {
	err = retry.Do(func() error {
		return tx.GetContext(ctx, &id, selectOrder, 10) // fine: a SELECT changes nothing
	}, retry.Attempts(3))
	return id, err
}

// SqlxTxSelect retries a multi-row INSERT through sqlx.Tx.Select.
func SqlxTxSelect(tx *sqlx.Tx) (ids []int64, err error) {
	err = retry.Do(func() error {
		return tx.Select(&ids, insertMany, 10, 20) // want `retry.Do re-runs an INSERT via sqlx.Tx.Select without an upsert`
	}, retry.Attempts(3))
	return ids, err
}

// SqlxTxSelectQuery retries a SELECT through sqlx.Tx.Select.
func SqlxTxSelectQuery(tx *sqlx.Tx) (ids []int64, err error) {
	err = retry.Do(func() error {
		return tx.Select(&ids, selectOrder, 10) // fine: a SELECT changes nothing
	}, retry.Attempts(3))
	return ids, err
}

// SqlxTxSelectContext retries a multi-row INSERT through sqlx.Tx.SelectContext.
func SqlxTxSelectContext(ctx context.Context, tx *sqlx.Tx) (ids []int64, err error) {
	err = retry.Do(func() error {
		return tx.SelectContext(ctx, &ids, insertMany, 10, 20) // want `retry.Do re-runs an INSERT via sqlx.Tx.SelectContext without an upsert`
	}, retry.Attempts(3))
	return ids, err
}

// SqlxTxSelectContextOnce runs the same INSERT once: nothing retries it.
func SqlxTxSelectContextOnce(ctx context.Context, tx *sqlx.Tx) (ids []int64, err error) {
	err = tx.SelectContext(ctx, &ids, insertMany, 10, 20) // fine: no retry owner
	return ids, err
}

// SqlxTxMustExec retries an INSERT through sqlx.Tx.MustExec.
func SqlxTxMustExec(tx *sqlx.Tx) error {
	return retry.Do(func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				err = r.(error)
			}
		}()
		tx.MustExec(insertOrder, 10) // want `retry.Do re-runs an INSERT via sqlx.Tx.MustExec without an upsert`
		return nil
	}, retry.Attempts(3))
}

// SqlxTxMustExecDelete retries a DELETE through sqlx.Tx.MustExec.
func SqlxTxMustExecDelete(tx *sqlx.Tx) error {
	return retry.Do(func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				err = r.(error)
			}
		}()
		tx.MustExec(deleteOrder, 1) // fine: DELETE is idempotent
		return nil
	}, retry.Attempts(3))
}

// SqlxTxMustExecContext retries a relative update through
// sqlx.Tx.MustExecContext.
func SqlxTxMustExecContext(ctx context.Context, tx *sqlx.Tx) error {
	return retry.Do(func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				err = r.(error)
			}
		}()
		tx.MustExecContext(ctx, bumpCounter, "a") // want `retry.Do re-runs an UPDATE relative to the old value via sqlx.Tx.MustExecContext`
		return nil
	}, retry.Attempts(3))
}

// SqlxTxMustExecContextAbsolute retries an absolute update through
// sqlx.Tx.MustExecContext.
func SqlxTxMustExecContextAbsolute(ctx context.Context, tx *sqlx.Tx) error {
	return retry.Do(func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				err = r.(error)
			}
		}()
		tx.MustExecContext(ctx, setCounter, 5, "a") // fine: the same result however often it runs
		return nil
	}, retry.Attempts(3))
}

// SqlxTxNamedExecContext retries a named INSERT through
// sqlx.Tx.NamedExecContext.
func SqlxTxNamedExecContext(ctx context.Context, tx *sqlx.Tx, o order) error {
	return retry.Do(func() error {
		_, err := tx.NamedExecContext(ctx, insertNamed, o) // want `retry.Do re-runs an INSERT via sqlx.Tx.NamedExecContext without an upsert`
		return err
	}, retry.Attempts(3))
}

// SqlxTxNamedExecContextUpsert retries a named upsert through
// sqlx.Tx.NamedExecContext.
func SqlxTxNamedExecContextUpsert(ctx context.Context, tx *sqlx.Tx, o order) error {
	return retry.Do(func() error {
		_, err := tx.NamedExecContext(ctx, upsertNamed, o) // fine: ON CONFLICT makes the insert idempotent
		return err
	}, retry.Attempts(3))
}

// SqlxTxQueryx retries an INSERT ... RETURNING through sqlx.Tx.Queryx.
func SqlxTxQueryx(tx *sqlx.Tx) error {
	return retry.Do(func() error {
		rows, err := tx.Queryx(insertReturning, 10) // want `retry.Do re-runs an INSERT via sqlx.Tx.Queryx without an upsert`
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// SqlxTxQueryxSelect retries a SELECT through sqlx.Tx.Queryx.
func SqlxTxQueryxSelect(tx *sqlx.Tx) error {
	return retry.Do(func() error {
		rows, err := tx.Queryx(selectOrder, 10) // fine: a SELECT changes nothing
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// SqlxTxQueryxContext retries an INSERT ... RETURNING through
// sqlx.Tx.QueryxContext.
func SqlxTxQueryxContext(ctx context.Context, tx *sqlx.Tx) error {
	return retry.Do(func() error {
		rows, err := tx.QueryxContext(ctx, insertReturning, 10) // want `retry.Do re-runs an INSERT via sqlx.Tx.QueryxContext without an upsert`
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// SqlxTxQueryxContextUpsert retries an upsert through sqlx.Tx.QueryxContext.
func SqlxTxQueryxContextUpsert(ctx context.Context, tx *sqlx.Tx) error {
	return retry.Do(func() error {
		rows, err := tx.QueryxContext(ctx, upsertReturning, 1, 10) // fine: ON CONFLICT makes the insert idempotent
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// SqlxTxQueryRowx retries an INSERT ... RETURNING through sqlx.Tx.QueryRowx.
func SqlxTxQueryRowx(tx *sqlx.Tx) (id int64, err error) {
	err = retry.Do(func() error {
		return tx.QueryRowx(insertReturning, 10).Scan(&id) // want `retry.Do re-runs an INSERT via sqlx.Tx.QueryRowx without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// SqlxTxQueryRowxSelect retries a SELECT through sqlx.Tx.QueryRowx.
func SqlxTxQueryRowxSelect(tx *sqlx.Tx) (id int64, err error) {
	err = retry.Do(func() error {
		return tx.QueryRowx(selectOrder, 10).Scan(&id) // fine: a SELECT changes nothing
	}, retry.Attempts(3))
	return id, err
}

// SqlxTxQueryRowxContext retries an INSERT ... RETURNING through
// sqlx.Tx.QueryRowxContext.
func SqlxTxQueryRowxContext(ctx context.Context, tx *sqlx.Tx) (id int64, err error) {
	err = retry.Do(func() error {
		return tx.QueryRowxContext(ctx, insertReturning, 10).Scan(&id) // want `retry.Do re-runs an INSERT via sqlx.Tx.QueryRowxContext without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// SqlxTxQueryRowxContextOnce runs the same INSERT once: nothing retries it.
func SqlxTxQueryRowxContextOnce(ctx context.Context, tx *sqlx.Tx) (id int64, err error) {
	err = tx.QueryRowxContext(ctx, insertReturning, 10).Scan(&id) // fine: no retry owner
	return id, err
}

// sqlx: Conn.

// SqlxConnGetContext retries an INSERT ... RETURNING through
// sqlx.Conn.GetContext.
func SqlxConnGetContext(ctx context.Context, c *sqlx.Conn) (id int64, err error) {
	err = retry.Do(func() error {
		return c.GetContext(ctx, &id, insertReturning, 10) // want `retry.Do re-runs an INSERT via sqlx.Conn.GetContext without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// SqlxConnGetContextSelect retries a SELECT through sqlx.Conn.GetContext.
func SqlxConnGetContextSelect(ctx context.Context, c *sqlx.Conn) (id int64, err error) {
	err = retry.Do(func() error {
		return c.GetContext(ctx, &id, selectOrder, 10) // fine: a SELECT changes nothing
	}, retry.Attempts(3))
	return id, err
}

// SqlxConnSelectContext retries a multi-row INSERT through
// sqlx.Conn.SelectContext.
func SqlxConnSelectContext(ctx context.Context, c *sqlx.Conn) (ids []int64, err error) {
	err = retry.Do(func() error {
		return c.SelectContext(ctx, &ids, insertMany, 10, 20) // want `retry.Do re-runs an INSERT via sqlx.Conn.SelectContext without an upsert`
	}, retry.Attempts(3))
	return ids, err
}

// SqlxConnSelectContextQuery retries a SELECT through sqlx.Conn.SelectContext.
func SqlxConnSelectContextQuery(ctx context.Context, c *sqlx.Conn) (ids []int64, err error) {
	err = retry.Do(func() error {
		return c.SelectContext(ctx, &ids, selectOrder, 10) // fine: a SELECT changes nothing
	}, retry.Attempts(3))
	return ids, err
}

// SqlxConnQueryxContext retries a relative update through
// sqlx.Conn.QueryxContext.
func SqlxConnQueryxContext(ctx context.Context, c *sqlx.Conn) error {
	return retry.Do(func() error {
		rows, err := c.QueryxContext(ctx, bumpCounter+" RETURNING n", "a") // want `retry.Do re-runs an UPDATE relative to the old value via sqlx.Conn.QueryxContext`
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// SqlxConnQueryxContextAbsolute retries an absolute update through
// sqlx.Conn.QueryxContext.
func SqlxConnQueryxContextAbsolute(ctx context.Context, c *sqlx.Conn) error {
	return retry.Do(func() error {
		rows, err := c.QueryxContext(ctx, setCounter+" RETURNING n", 5, "a") // fine: the same result however often it runs
		if err != nil {
			return err
		}
		return rows.Close()
	}, retry.Attempts(3))
}

// SqlxConnQueryRowxContext retries an INSERT ... RETURNING through
// sqlx.Conn.QueryRowxContext.
func SqlxConnQueryRowxContext(ctx context.Context, c *sqlx.Conn) (id int64, err error) {
	err = retry.Do(func() error {
		return c.QueryRowxContext(ctx, insertReturning, 10).Scan(&id) // want `retry.Do re-runs an INSERT via sqlx.Conn.QueryRowxContext without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// SqlxConnQueryRowxContextOnce runs the same INSERT once: nothing retries it.
func SqlxConnQueryRowxContextOnce(ctx context.Context, c *sqlx.Conn) (id int64, err error) {
	err = c.QueryRowxContext(ctx, insertReturning, 10).Scan(&id) // fine: no retry owner
	return id, err
}

// sqlx: the package functions, which take the executor first.

// SqlxGet retries an INSERT ... RETURNING through sqlx.Get.
func SqlxGet(db *sqlx.DB) (id int64, err error) {
	err = retry.Do(func() error {
		return sqlx.Get(db, &id, insertReturning, 10) // want `retry.Do re-runs an INSERT via sqlx.Get without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// SqlxGetSelect retries a SELECT through sqlx.Get.
func SqlxGetSelect(db *sqlx.DB) (id int64, err error) {
	err = retry.Do(func() error {
		return sqlx.Get(db, &id, selectOrder, 10) // fine: a SELECT changes nothing
	}, retry.Attempts(3))
	return id, err
}

// SqlxGetContext retries an INSERT ... RETURNING through sqlx.GetContext.
func SqlxGetContext(ctx context.Context, tx *sqlx.Tx) (id int64, err error) {
	err = retry.Do(func() error {
		return sqlx.GetContext(ctx, tx, &id, insertReturning, 10) // want `retry.Do re-runs an INSERT via sqlx.GetContext without an upsert`
	}, retry.Attempts(3))
	return id, err
}

// SqlxGetContextUpsert retries an upsert through sqlx.GetContext.
func SqlxGetContextUpsert(ctx context.Context, tx *sqlx.Tx) (id int64, err error) {
	err = retry.Do(func() error {
		return sqlx.GetContext(ctx, tx, &id, upsertReturning, 1, 10) // fine: ON CONFLICT makes the insert idempotent
	}, retry.Attempts(3))
	return id, err
}

// SqlxSelect retries a multi-row INSERT through sqlx.Select.
func SqlxSelect(db *sqlx.DB) (ids []int64, err error) {
	err = retry.Do(func() error {
		return sqlx.Select(db, &ids, insertMany, 10, 20) // want `retry.Do re-runs an INSERT via sqlx.Select without an upsert`
	}, retry.Attempts(3))
	return ids, err
}

// SqlxSelectQuery retries a SELECT through sqlx.Select.
func SqlxSelectQuery(db *sqlx.DB) (ids []int64, err error) {
	err = retry.Do(func() error {
		return sqlx.Select(db, &ids, selectOrder, 10) // fine: a SELECT changes nothing
	}, retry.Attempts(3))
	return ids, err
}

// SqlxSelectContext retries a multi-row INSERT through sqlx.SelectContext.
func SqlxSelectContext(ctx context.Context, db *sqlx.DB) (ids []int64, err error) {
	err = retry.Do(func() error {
		return sqlx.SelectContext(ctx, db, &ids, insertMany, 10, 20) // want `retry.Do re-runs an INSERT via sqlx.SelectContext without an upsert`
	}, retry.Attempts(3))
	return ids, err
}

// SqlxSelectContextOnce runs the same INSERT once: nothing retries it.
func SqlxSelectContextOnce(ctx context.Context, db *sqlx.DB) (ids []int64, err error) {
	err = sqlx.SelectContext(ctx, db, &ids, insertMany, 10, 20) // fine: no retry owner
	return ids, err
}

// SqlxMustExec retries an INSERT through sqlx.MustExec.
func SqlxMustExec(db *sqlx.DB) error {
	return retry.Do(func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				err = r.(error)
			}
		}()
		sqlx.MustExec(db, insertOrder, 10) // want `retry.Do re-runs an INSERT via sqlx.MustExec without an upsert`
		return nil
	}, retry.Attempts(3))
}

// SqlxMustExecUpsert retries an upsert through sqlx.MustExec.
func SqlxMustExecUpsert(db *sqlx.DB) error {
	return retry.Do(func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				err = r.(error)
			}
		}()
		sqlx.MustExec(db, upsertOrder, 1, 10) // fine: ON CONFLICT makes the insert idempotent
		return nil
	}, retry.Attempts(3))
}

// SqlxMustExecContext retries a relative update through sqlx.MustExecContext.
func SqlxMustExecContext(ctx context.Context, tx *sqlx.Tx) error {
	return retry.Do(func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				err = r.(error)
			}
		}()
		sqlx.MustExecContext(ctx, tx, bumpCounter, "a") // want `retry.Do re-runs an UPDATE relative to the old value via sqlx.MustExecContext`
		return nil
	}, retry.Attempts(3))
}

// SqlxMustExecContextDelete retries a DELETE through sqlx.MustExecContext.
func SqlxMustExecContextDelete(ctx context.Context, tx *sqlx.Tx) error {
	return retry.Do(func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				err = r.(error)
			}
		}()
		sqlx.MustExecContext(ctx, tx, deleteOrder, 1) // fine: DELETE is idempotent
		return nil
	}, retry.Attempts(3))
}

// SqlxNamedExecContext retries a named INSERT through sqlx.NamedExecContext.
func SqlxNamedExecContext(ctx context.Context, db *sqlx.DB, o order) error {
	return retry.Do(func() error {
		_, err := sqlx.NamedExecContext(ctx, db, insertNamed, o) // want `retry.Do re-runs an INSERT via sqlx.NamedExecContext without an upsert`
		return err
	}, retry.Attempts(3))
}

// SqlxNamedExecContextUpsert retries a named upsert through
// sqlx.NamedExecContext.
func SqlxNamedExecContextUpsert(ctx context.Context, db *sqlx.DB, o order) error {
	return retry.Do(func() error {
		_, err := sqlx.NamedExecContext(ctx, db, upsertNamed, o) // fine: ON CONFLICT makes the insert idempotent
		return err
	}, retry.Attempts(3))
}
