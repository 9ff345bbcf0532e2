// Package writes exercises writeretry against the real net/http,
// database/sql, github.com/cenkalti/backoff/v4, github.com/avast/retry-go/v4
// and github.com/hashicorp/go-retryablehttp (v0.7.8): retries that can
// apply a write twice, and retries of idempotent or keyed requests.
package writes

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	"github.com/hashicorp/go-retryablehttp"
)

var db *sql.DB

func newKey() string { return fmt.Sprint(time.Now().UnixNano()) }

// BackoffPost retries http.Post with backoff.Retry.
func BackoffPost(body []byte) error {
	return backoff.Retry(func() error {
		resp, err := http.Post("http://svc/orders", "application/json", bytes.NewReader(body)) // want `^backoff\.Retry re-sends POST via http\.Post without an idempotency key; a retried write can be applied twice: send an Idempotency-Key or do not retry it$`
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// RetryInsert retries an INSERT through database/sql with retry.Do.
func RetryInsert(ctx context.Context, id string) error {
	return retry.Do(func() error {
		_, err := db.ExecContext(ctx, "INSERT INTO orders (id) VALUES ($1)", id) // want `^retry\.Do re-runs an INSERT via sql\.DB\.ExecContext without an upsert; a retried insert can be applied twice: use INSERT \.\.\. ON CONFLICT \(or an idempotency key\) or do not retry it$`
		return err
	}, retry.Attempts(3), retry.Context(ctx))
}

// RetryInsertTx retries a transaction whose INSERT is in a helper.
func RetryInsertTx(ctx context.Context, id string) error {
	return retry.Do(func() error {
		return insertTx(ctx, id) // want `^retry\.Do re-runs an INSERT via writes\.insertTx \(sql\.Tx\.ExecContext\) without an upsert`
	}, retry.Attempts(3), retry.Context(ctx))
}

func insertTx(ctx context.Context, id string) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO orders (id) VALUES ($1)", id); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

// RetryablePost: the client retries the POST by itself (RetryMax 4 = 5
// attempts) and no outer retry is needed for the finding.
func RetryablePost(body []byte) error {
	resp, err := retryablehttp.NewClient().Post("http://svc/orders", "application/json", body) // want `^retryablehttp\.Client\.Post retries POST by itself \(5 attempts\) without an idempotency key; a retried write can be applied twice: send an Idempotency-Key or use a client that does not retry writes$`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// RetryableDoPost sends a POST request through Client.Do.
func RetryableDoPost(ctx context.Context, body []byte) error {
	c := retryablehttp.NewClient()
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, "http://svc/orders", body)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.Do(req) // want `^retryablehttp\.Client\.Do retries POST by itself \(5 attempts\) without an idempotency key`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// RetryablePatch: PATCH is not idempotent either; RetryMax 2 = 3 attempts.
func RetryablePatch(ctx context.Context, body []byte) error {
	c := retryablehttp.NewClient()
	c.RetryMax = 2
	req, err := retryablehttp.NewRequest(http.MethodPatch, "http://svc/orders/1", body)
	if err != nil {
		return err
	}
	resp, err := c.Do(req) // want `^retryablehttp\.Client\.Do retries PATCH by itself \(3 attempts\) without an idempotency key`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// FreshKeyLoop makes a new key on every attempt of its own loop: no
// evidence.
func FreshKeyLoop(ctx context.Context, body []byte) error {
	var err error
	for i := 0; i < 3; i++ {
		var req *http.Request
		req, err = http.NewRequestWithContext(ctx, http.MethodPost, "http://svc/orders", bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Idempotency-Key", newKey())
		var resp *http.Response
		if resp, err = http.DefaultClient.Do(req); err == nil { // want `^for loop re-sends POST via http\.Client\.Do with an idempotency key made anew on every attempt by writes\.newKey`
			return resp.Body.Close()
		}
		time.Sleep(time.Second)
	}
	return err
}

// Get retries a GET: fine.
func Get(ctx context.Context) error {
	return backoff.Retry(func() error {
		resp, err := http.Get("http://svc/orders") // fine: GET is idempotent
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// RetryableGet: the retrying client retries a GET: fine.
func RetryableGet() error {
	resp, err := retryablehttp.NewClient().Get("http://svc/orders") // fine: GET is idempotent
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Put retries a PUT with retry.Do: fine.
func Put(ctx context.Context, body []byte) error {
	return retry.Do(func() error {
		req, err := http.NewRequestWithContext(ctx, http.MethodPut, "http://svc/orders/1", bytes.NewReader(body))
		if err != nil {
			return err
		}
		resp, err := http.DefaultClient.Do(req) // fine: PUT is idempotent
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, retry.Attempts(3), retry.Context(ctx))
}

// RetryablePut: the retrying client retries a PUT: fine.
func RetryablePut(ctx context.Context, body []byte) error {
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPut, "http://svc/orders/1", body)
	if err != nil {
		return err
	}
	resp, err := retryablehttp.NewClient().Do(req) // fine: PUT is idempotent
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Upsert retries an upsert: fine.
func Upsert(ctx context.Context, id string) error {
	return retry.Do(func() error {
		_, err := db.ExecContext(ctx, "INSERT INTO orders (id) VALUES ($1) ON CONFLICT (id) DO NOTHING", id) // fine: ON CONFLICT makes the insert idempotent
		return err
	}, retry.Attempts(3), retry.Context(ctx))
}

// KeyOnce builds the request and sets the key once, before the retry.
func KeyOnce(ctx context.Context, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://svc/orders", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", newKey())
	return backoff.Retry(func() error {
		resp, err := http.DefaultClient.Do(req) // fine: the same key on every attempt
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// RetryableKeyOnce makes the key once, before the client's own retries.
func RetryableKeyOnce(ctx context.Context, key string, body []byte) error {
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, "http://svc/orders", body)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key)
	resp, err := retryablehttp.NewClient().Do(req) // fine: the key is the same on every attempt
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// PostOnce sends a POST without any retry: fine.
func PostOnce(body []byte) error {
	resp, err := http.Post("http://svc/orders", "application/json", bytes.NewReader(body)) // fine: no retry owner
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
