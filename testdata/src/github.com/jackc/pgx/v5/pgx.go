// Package pgx is a test stub mirroring github.com/jackc/pgx/v5 v5.13.0.
package pgx

import (
	"context"

	"github.com/jackc/pgx/v5/pgconn"
)

// Conn is a connection.
type Conn struct{}

// Exec runs a statement.
func (c *Conn) Exec(ctx context.Context, sql string, arguments ...any) (pgconn.CommandTag, error) {
	return pgconn.CommandTag{}, nil
}

// Tx is a transaction.
type Tx interface {
	Exec(ctx context.Context, sql string, arguments ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) Row
}

// Query sends a query to the server and returns a Rows to read the results.
func (c *Conn) Query(ctx context.Context, sql string, args ...any) (Rows, error) { return nil, nil }

// QueryRow is a convenience wrapper over Query.
func (c *Conn) QueryRow(ctx context.Context, sql string, args ...any) Row { return nil }

// Rows is the result set returned from *Conn.Query.
type Rows interface {
	Close()
	Err() error
	CommandTag() pgconn.CommandTag
	Next() bool
	Scan(dest ...any) error
	Values() ([]any, error)
	RawValues() [][]byte
}

// Row is a convenience wrapper over Rows that is returned by QueryRow.
type Row interface {
	Scan(dest ...any) error
}
