// Package payments performs writes for other packages to retry.
package payments

import (
	"bytes"
	"context"
	"database/sql"
	"net/http"
)

var db *sql.DB

// Charge posts a charge: a non-idempotent write.
func Charge(ctx context.Context, body []byte) error {
	return charge(ctx, body)
}

func charge(ctx context.Context, body []byte) error {
	_, err := http.Post("http://payments/charge", "application/json", bytes.NewReader(body))
	return err
}

// ChargeOnce sends the charge with a key that the caller gives: the key
// is the same on every attempt, so retrying ChargeOnce is safe.
func ChargeOnce(ctx context.Context, key string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://payments/charge", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key)
	_, err = http.DefaultClient.Do(req)
	return err
}

// Record inserts a row: a non-idempotent write.
func Record(ctx context.Context, id string) error {
	_, err := db.ExecContext(ctx, "INSERT INTO charges (id) VALUES ($1)", id)
	return err
}

// Upsert inserts or keeps the row: idempotent.
func Upsert(ctx context.Context, id string) error {
	_, err := db.ExecContext(ctx, "INSERT INTO charges (id) VALUES ($1) ON CONFLICT (id) DO NOTHING", id)
	return err
}

// Refund puts the refund: PUT is idempotent.
func Refund(ctx context.Context, id string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, "http://payments/refund/"+id, nil)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

// request sends a request with the method its callers give: a write or
// not depending on the call.
func request(ctx context.Context, method, path string) error {
	req, err := http.NewRequestWithContext(ctx, method, "http://payments"+path, nil)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

// Capture posts through request: a write.
func Capture(ctx context.Context, id string) error {
	return request(ctx, http.MethodPost, "/capture/"+id)
}

// Status gets through request: no write.
func Status(ctx context.Context, id string) error { return request(ctx, http.MethodGet, "/status/"+id) }
