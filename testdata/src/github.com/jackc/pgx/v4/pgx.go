// Package pgx is a test stub mirroring github.com/jackc/pgx/v4 v4.18.3.
package pgx

import (
	"context"

	"github.com/jackc/pgconn"
)

// Conn is a PostgreSQL connection handle.
type Conn struct{}

// Connect establishes a connection with a PostgreSQL server with a
// connection string.
func Connect(ctx context.Context, connString string) (*Conn, error) { return &Conn{}, nil }

// Exec executes sql.
func (c *Conn) Exec(ctx context.Context, sql string, arguments ...interface{}) (pgconn.CommandTag, error) {
	return nil, nil
}

// Query sends a query to the server and returns a Rows to read the results.
func (c *Conn) Query(ctx context.Context, sql string, args ...interface{}) (Rows, error) {
	return nil, nil
}

// QueryRow is a convenience wrapper over Query.
func (c *Conn) QueryRow(ctx context.Context, sql string, args ...interface{}) Row { return nil }

// Begin starts a transaction.
func (c *Conn) Begin(ctx context.Context) (Tx, error) { return nil, nil }

// Tx represents a database transaction.
type Tx interface {
	Begin(ctx context.Context) (Tx, error)
	Commit(ctx context.Context) error
	Rollback(ctx context.Context) error

	Exec(ctx context.Context, sql string, arguments ...interface{}) (commandTag pgconn.CommandTag, err error)
	Query(ctx context.Context, sql string, args ...interface{}) (Rows, error)
	QueryRow(ctx context.Context, sql string, args ...interface{}) Row

	Conn() *Conn
}

// Rows is the result set returned from *Conn.Query.
type Rows interface {
	Close()
	Err() error
	CommandTag() pgconn.CommandTag
	Next() bool
	Scan(dest ...interface{}) error
	Values() ([]interface{}, error)
	RawValues() [][]byte
}

// Row is a convenience wrapper over Rows that is returned by QueryRow.
type Row interface {
	Scan(dest ...interface{}) error
}
