// Package pgxpool is a test stub mirroring github.com/jackc/pgx/v5/pgxpool v5.13.0.
package pgxpool

import (
	"context"

	"github.com/jackc/pgx/v5/pgconn"
)

// Pool is a connection pool.
type Pool struct{}

// Exec runs a statement.
func (p *Pool) Exec(ctx context.Context, sql string, arguments ...any) (pgconn.CommandTag, error) {
	return pgconn.CommandTag{}, nil
}
