// Package pgconn is a test stub mirroring github.com/jackc/pgconn v1.14.3
// (the low-level connection package of pgx v4).
package pgconn

// CommandTag is the result of an Exec function.
type CommandTag []byte

// RowsAffected returns the number of rows affected.
func (ct CommandTag) RowsAffected() int64 { return 0 }
