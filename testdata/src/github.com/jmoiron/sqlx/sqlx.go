// Package sqlx is a test stub mirroring github.com/jmoiron/sqlx v1.4.0.
package sqlx

import (
	"context"
	"database/sql"
)

// DB wraps sql.DB.
type DB struct{ *sql.DB }

// Exec runs a statement.
func (db *DB) Exec(query string, args ...any) (sql.Result, error) { return nil, nil }

// ExecContext runs a statement.
func (db *DB) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return nil, nil
}

// MustExec runs a statement and panics on error.
func (db *DB) MustExec(query string, args ...any) sql.Result { return nil }

// NamedExec runs a statement with named parameters.
func (db *DB) NamedExec(query string, arg any) (sql.Result, error) { return nil, nil }

// NamedExecContext runs a statement with named parameters.
func (db *DB) NamedExecContext(ctx context.Context, query string, arg any) (sql.Result, error) {
	return nil, nil
}
