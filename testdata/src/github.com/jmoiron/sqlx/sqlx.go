// Package sqlx is a test stub mirroring version v1.4.0 of github.com/jmoiron/sqlx.
package sqlx

import (
	"context"
	"database/sql"
)

// DB is a wrapper around sql.DB which keeps track of the driverName upon
// Open, used mostly to automatically bind named queries using the right
// bindvars.
type DB struct {
	*sql.DB
	driverName string
	unsafe     bool
}

// Tx is an sqlx wrapper around sql.Tx with extra functionality.
type Tx struct {
	*sql.Tx
	driverName string
	unsafe     bool
}

// Connect to a database and verify with a ping.
func Connect(driverName, dataSourceName string) (*DB, error) { return &DB{}, nil }

// NamedExec using this DB.
func (db *DB) NamedExec(query string, arg interface{}) (sql.Result, error) { return nil, nil }

// NamedExecContext using this DB.
func (db *DB) NamedExecContext(ctx context.Context, query string, arg interface{}) (sql.Result, error) {
	return nil, nil
}

// MustExec (panic) runs MustExec using this database.
func (db *DB) MustExec(query string, args ...interface{}) sql.Result { return nil }

// MustExecContext (panic) runs MustExec using this database.
func (db *DB) MustExecContext(ctx context.Context, query string, args ...interface{}) sql.Result {
	return nil
}

// Get using this DB.
func (db *DB) Get(dest interface{}, query string, args ...interface{}) error { return nil }

// GetContext using this DB.
func (db *DB) GetContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// Select using this DB.
func (db *DB) Select(dest interface{}, query string, args ...interface{}) error { return nil }

// Beginx begins a transaction and returns an *sqlx.Tx instead of an *sql.Tx.
func (db *DB) Beginx() (*Tx, error) { return &Tx{}, nil }

// BeginTxx begins a transaction and returns an *sqlx.Tx instead of an *sql.Tx.
func (db *DB) BeginTxx(ctx context.Context, opts *sql.TxOptions) (*Tx, error) { return &Tx{}, nil }

// NamedExec a named query within a transaction.
func (tx *Tx) NamedExec(query string, arg interface{}) (sql.Result, error) { return nil, nil }

// NamedExecContext a named query within a transaction.
func (tx *Tx) NamedExecContext(ctx context.Context, query string, arg interface{}) (sql.Result, error) {
	return nil, nil
}

// MustExec runs MustExec within a transaction.
func (tx *Tx) MustExec(query string, args ...interface{}) sql.Result { return nil }

// NamedExec uses BindStruct to get a query executable by the driver and
// then runs Exec on the result.
func NamedExec(e interface{}, query string, arg interface{}) (sql.Result, error) { return nil, nil }

// Queryer is an interface used by Get and Select.
type Queryer interface {
	Query(query string, args ...interface{}) (*sql.Rows, error)
	Queryx(query string, args ...interface{}) (*Rows, error)
	QueryRowx(query string, args ...interface{}) *Row
}

// Execer is an interface used by MustExec and LoadFile.
type Execer interface {
	Exec(query string, args ...interface{}) (sql.Result, error)
}

// Binder is an interface for something which can bind queries (Tx, DB).
type binder interface {
	DriverName() string
	Rebind(string) string
	BindNamed(string, interface{}) (string, []interface{}, error)
}

// QueryerContext is an interface used by GetContext and SelectContext.
type QueryerContext interface {
	QueryContext(ctx context.Context, query string, args ...interface{}) (*sql.Rows, error)
	QueryxContext(ctx context.Context, query string, args ...interface{}) (*Rows, error)
	QueryRowxContext(ctx context.Context, query string, args ...interface{}) *Row
}

// ExecerContext is an interface used by MustExecContext and LoadFileContext.
type ExecerContext interface {
	ExecContext(ctx context.Context, query string, args ...interface{}) (sql.Result, error)
}

// ExtContext is a union interface which can bind, query, and exec, with
// Context used by NamedQueryContext and NamedExecContext.
type ExtContext interface {
	binder
	QueryerContext
	ExecerContext
}

// Row is a reimplementation of sql.Row in order to gain access to the
// underlying sql.Rows.Columns() data, necessary for StructScan.
type Row struct {
	err  error
	rows *sql.Rows
}

// Scan is a fixed implementation of sql.Row.Scan.
func (r *Row) Scan(dest ...interface{}) error { return r.err }

// StructScan a single Row into dest.
func (r *Row) StructScan(dest interface{}) error { return r.err }

// Err returns the error encountered while scanning.
func (r *Row) Err() error { return r.err }

// Rows is a wrapper around sql.Rows which caches costly reflect operations
// during a looped StructScan.
type Rows struct {
	*sql.Rows
	unsafe bool
}

// StructScan is like sql.Rows.Scan, but scans a single Row into a single
// Struct.
func (r *Rows) StructScan(dest interface{}) error { return nil }

// Conn is a wrapper around sql.Conn with extra functionality.
type Conn struct {
	*sql.Conn
	driverName string
	unsafe     bool
}

// DriverName returns the driverName passed to the Open function for this DB.
func (db *DB) DriverName() string { return db.driverName }

// Rebind transforms a query from QUESTION to the DB driver's bindvar type.
func (db *DB) Rebind(query string) string { return query }

// BindNamed binds a query using the DB driver's bindvar type.
func (db *DB) BindNamed(query string, arg interface{}) (string, []interface{}, error) {
	return query, nil, nil
}

// Queryx queries the database and returns an *sqlx.Rows.
func (db *DB) Queryx(query string, args ...interface{}) (*Rows, error) { return &Rows{}, nil }

// QueryRowx queries the database and returns an *sqlx.Row.
func (db *DB) QueryRowx(query string, args ...interface{}) *Row { return &Row{} }

// SelectContext using this DB.
func (db *DB) SelectContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// QueryxContext queries the database and returns an *sqlx.Rows.
func (db *DB) QueryxContext(ctx context.Context, query string, args ...interface{}) (*Rows, error) {
	return &Rows{}, nil
}

// QueryRowxContext queries the database and returns an *sqlx.Row.
func (db *DB) QueryRowxContext(ctx context.Context, query string, args ...interface{}) *Row {
	return &Row{}
}

// Connx returns an *sqlx.Conn instead of an *sql.Conn.
func (db *DB) Connx(ctx context.Context) (*Conn, error) { return &Conn{}, nil }

// SelectContext using this Conn.
func (c *Conn) SelectContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// GetContext using this Conn.
func (c *Conn) GetContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// QueryxContext queries the database and returns an *sqlx.Rows.
func (c *Conn) QueryxContext(ctx context.Context, query string, args ...interface{}) (*Rows, error) {
	return &Rows{}, nil
}

// QueryRowxContext queries the database and returns an *sqlx.Row.
func (c *Conn) QueryRowxContext(ctx context.Context, query string, args ...interface{}) *Row {
	return &Row{}
}

// DriverName returns the driverName used by the DB which began this transaction.
func (tx *Tx) DriverName() string { return tx.driverName }

// Rebind a query within a transaction's bindvar type.
func (tx *Tx) Rebind(query string) string { return query }

// BindNamed binds a query within a transaction's bindvar type.
func (tx *Tx) BindNamed(query string, arg interface{}) (string, []interface{}, error) {
	return query, nil, nil
}

// Select within a transaction.
func (tx *Tx) Select(dest interface{}, query string, args ...interface{}) error { return nil }

// Queryx within a transaction.
func (tx *Tx) Queryx(query string, args ...interface{}) (*Rows, error) { return &Rows{}, nil }

// QueryRowx within a transaction.
func (tx *Tx) QueryRowx(query string, args ...interface{}) *Row { return &Row{} }

// Get within a transaction.
func (tx *Tx) Get(dest interface{}, query string, args ...interface{}) error { return nil }

// MustExecContext runs MustExecContext within a transaction.
func (tx *Tx) MustExecContext(ctx context.Context, query string, args ...interface{}) sql.Result {
	return nil
}

// QueryxContext within a transaction and context.
func (tx *Tx) QueryxContext(ctx context.Context, query string, args ...interface{}) (*Rows, error) {
	return &Rows{}, nil
}

// SelectContext within a transaction and context.
func (tx *Tx) SelectContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// GetContext within a transaction and context.
func (tx *Tx) GetContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// QueryRowxContext within a transaction and context.
func (tx *Tx) QueryRowxContext(ctx context.Context, query string, args ...interface{}) *Row {
	return &Row{}
}

// Select executes a query using the provided Queryer, and StructScans each
// row into dest, which must be a slice.
func Select(q Queryer, dest interface{}, query string, args ...interface{}) error { return nil }

// Get does a QueryRow using the provided Queryer, and scans the resulting
// row to dest.
func Get(q Queryer, dest interface{}, query string, args ...interface{}) error { return nil }

// MustExec execs the query using e and panics if there was an error.
func MustExec(e Execer, query string, args ...interface{}) sql.Result { return nil }

// SelectContext executes a query using the provided Queryer, and
// StructScans each row into dest, which must be a slice.
func SelectContext(ctx context.Context, q QueryerContext, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// GetContext does a QueryRow using the provided Queryer, and scans the
// resulting row to dest.
func GetContext(ctx context.Context, q QueryerContext, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// MustExecContext execs the query using e and panics if there was an error.
func MustExecContext(ctx context.Context, e ExecerContext, query string, args ...interface{}) sql.Result {
	return nil
}

// NamedExecContext uses BindStruct to get a query executable by the driver
// and then runs Exec on the result.
func NamedExecContext(ctx context.Context, e ExtContext, query string, arg interface{}) (sql.Result, error) {
	return nil, nil
}
