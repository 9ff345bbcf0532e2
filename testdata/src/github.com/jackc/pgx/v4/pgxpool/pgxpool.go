// Package pgxpool is a test stub mirroring github.com/jackc/pgx/v4/pgxpool v4.18.3.
package pgxpool

import (
	"context"

	"github.com/jackc/pgconn"
	"github.com/jackc/pgx/v4"
)

// Pool is a connection pool.
type Pool struct{}

// Connect creates a new Pool and immediately establishes one connection.
func Connect(ctx context.Context, connString string) (*Pool, error) { return &Pool{}, nil }

// Close closes all connections in the pool.
func (p *Pool) Close() {}

// Acquire returns a connection (*Conn) from the Pool.
func (p *Pool) Acquire(ctx context.Context) (*Conn, error) { return &Conn{}, nil }

// Begin acquires a connection from the Pool and starts a transaction.
func (p *Pool) Begin(ctx context.Context) (pgx.Tx, error) { return &Tx{}, nil }

// Exec acquires a connection and runs Exec on it.
func (p *Pool) Exec(ctx context.Context, sql string, arguments ...interface{}) (pgconn.CommandTag, error) {
	return nil, nil
}

// Query acquires a connection and runs Query on it.
func (p *Pool) Query(ctx context.Context, sql string, args ...interface{}) (pgx.Rows, error) {
	return nil, nil
}

// QueryRow acquires a connection and runs QueryRow on it.
func (p *Pool) QueryRow(ctx context.Context, sql string, args ...interface{}) pgx.Row { return nil }

// Conn is an acquired *pgx.Conn from a Pool.
type Conn struct{}

// Release returns c to the pool it was acquired from.
func (c *Conn) Release() {}

// Exec runs a statement on the acquired connection.
func (c *Conn) Exec(ctx context.Context, sql string, arguments ...interface{}) (pgconn.CommandTag, error) {
	return nil, nil
}

// Query runs a query on the acquired connection.
func (c *Conn) Query(ctx context.Context, sql string, args ...interface{}) (pgx.Rows, error) {
	return nil, nil
}

// QueryRow runs a single-row query on the acquired connection.
func (c *Conn) QueryRow(ctx context.Context, sql string, args ...interface{}) pgx.Row { return nil }

// Tx represents a database transaction acquired from a Pool.
type Tx struct{}

// Begin starts a pseudo nested transaction implemented with a savepoint.
func (tx *Tx) Begin(ctx context.Context) (pgx.Tx, error) { return tx, nil }

// Commit commits the transaction and returns the associated connection
// back to the Pool.
func (tx *Tx) Commit(ctx context.Context) error { return nil }

// Rollback rolls back the transaction and returns the associated
// connection back to the Pool.
func (tx *Tx) Rollback(ctx context.Context) error { return nil }

// Exec runs a statement in the transaction.
func (tx *Tx) Exec(ctx context.Context, sql string, arguments ...interface{}) (pgconn.CommandTag, error) {
	return nil, nil
}

// Query runs a query in the transaction.
func (tx *Tx) Query(ctx context.Context, sql string, args ...interface{}) (pgx.Rows, error) {
	return nil, nil
}

// QueryRow runs a single-row query in the transaction.
func (tx *Tx) QueryRow(ctx context.Context, sql string, args ...interface{}) pgx.Row { return nil }

// Conn returns the underlying *pgx.Conn.
func (tx *Tx) Conn() *pgx.Conn { return nil }
