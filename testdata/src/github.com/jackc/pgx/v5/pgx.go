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
}
