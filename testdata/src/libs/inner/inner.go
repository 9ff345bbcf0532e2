// Package inner is the lower layer shared by the library fixtures: a
// client that already retries by itself, plus one that does not.
package inner

import (
	"context"
	"database/sql"
	"net/http"
	"time"
)

// Fetch asks the service three times at most: a hand-written retry loop
// (3 attempts).
func Fetch(ctx context.Context, url string) (*http.Response, error) {
	var err error
	for i := 0; i < 3; i++ {
		req, e := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if e != nil {
			return nil, e
		}
		resp, e := http.DefaultClient.Do(req)
		if e == nil {
			return resp, nil
		}
		err = e
		time.Sleep(100 * time.Millisecond)
	}
	return nil, err
}

// Load reads a row, three times at most: a hand-written retry loop over
// database/sql (3 attempts).
func Load(ctx context.Context, db *sql.DB, id int) (string, error) {
	var err error
	for i := 0; i < 3; i++ {
		var name string
		err = db.QueryRowContext(ctx, "SELECT name FROM users WHERE id = $1", id).Scan(&name)
		if err == nil {
			return name, nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return "", err
}

// Once asks the service once: no retry owner.
func Once(ctx context.Context, url string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
