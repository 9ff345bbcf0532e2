// Package pgxpool is a test stub mirroring github.com/jackc/pgx/v5/pgxpool v5.13.0.
package pgxpool

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// Pool is a connection pool.
type Pool struct{}

// Exec runs a statement.
func (p *Pool) Exec(ctx context.Context, sql string, arguments ...any) (pgconn.CommandTag, error) {
	return pgconn.CommandTag{}, nil
}

// Query acquires a connection and runs Query on it.
func (p *Pool) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) { return nil, nil }

// QueryRow acquires a connection and runs QueryRow on it.
func (p *Pool) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row { return nil }
