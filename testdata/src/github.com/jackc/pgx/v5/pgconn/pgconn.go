// Package pgconn is a test stub mirroring github.com/jackc/pgx/v5/pgconn v5.13.0.
package pgconn

// CommandTag is the result of a command.
type CommandTag struct{ s string }
