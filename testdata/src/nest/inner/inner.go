// Package inner is a client that retries by itself: every call of Fetch
// makes up to three calls to the database.
package inner

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// DB is the database the client talks to.
var DB *sql.DB

// Fetch pings the database, three attempts with a pause between them.
func Fetch(ctx context.Context) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = DB.PingContext(ctx); err == nil {
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return err
}

// Once pings the database once.
func Once(ctx context.Context) error { return DB.PingContext(ctx) }

// Client is a retrying client used through a method.
type Client struct{ Addr string }

// Get retries like Fetch.
func (c *Client) Get(ctx context.Context) error { return Fetch(ctx) }

// Prompt reads a line from the terminal: its fact says it reads input,
// for loops in other packages that send what it returns.
func Prompt() string {
	var s string
	_, _ = fmt.Scanln(&s)
	return s
}
