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
