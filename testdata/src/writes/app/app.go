// Package app retries writes in every way writeretry looks at.
package app

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

	"writes/payments"
)

var db *sql.DB

const increment = "UPDATE counters SET n = n + 1 WHERE id = $1"

// Post retries http.Post directly.
func Post(body []byte) error {
	return backoff.Retry(func() error {
		_, err := http.Post("http://svc/items", "application/json", bytes.NewReader(body)) // want `backoff.Retry re-sends POST via http.Post without an idempotency key; a retried write can be applied twice: send an Idempotency-Key or do not retry it`
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// Get retries a read: fine.
func Get() error {
	return backoff.Retry(func() error {
		_, err := http.Get("http://svc/items") // fine: GET is idempotent
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// Charge retries a write in another package.
func Charge(ctx context.Context, body []byte) error {
	return retry.Do(func() error {
		return payments.Charge(ctx, body) // want `retry.Do re-sends POST via payments.Charge \(http.Post in payments.charge\) without an idempotency key`
	}, retry.Attempts(3))
}

// ChargeWithKey makes the key once, outside the retried operation.
func ChargeWithKey(ctx context.Context, body []byte) error {
	key := newKey()
	return retry.Do(func() error {
		return payments.ChargeOnce(ctx, key, body) // fine: the same key on every attempt
	}, retry.Attempts(3))
}

func newKey() string { return fmt.Sprint(time.Now().UnixNano()) }

// FreshKey makes a new key on every attempt: no evidence.
func FreshKey(ctx context.Context, body []byte) error {
	return retry.Do(func() error {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://svc/items", bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Idempotency-Key", newKey())
		_, err = http.DefaultClient.Do(req) // want `retry.Do re-sends POST via http.Client.Do with an idempotency key made anew on every attempt by app.newKey; .*make the key once, before the first attempt`
		return err
	}, retry.Attempts(3))
}

// KeyOutside sets the key once on a request built before the retry.
func KeyOutside(ctx context.Context, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://svc/items", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", newKey())
	return retry.Do(func() error {
		_, err := http.DefaultClient.Do(req) // fine: the key was set once, before the first attempt
		return err
	}, retry.Attempts(3))
}

// Method retries a request whose method is a parameter: its callers
// decide whether it retries a write (see CreateItem and ReadItems).
func Method(ctx context.Context, method string) error {
	var err error
	for i := 0; i < 3; i++ {
		req, _ := http.NewRequestWithContext(ctx, method, "http://svc/items", nil)
		if _, err = http.DefaultClient.Do(req); err == nil { // fine here: judged at each caller, with the method it passes
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// CreateItem posts through Method, which retries it.
func CreateItem(ctx context.Context) error {
	return Method(ctx, http.MethodPost) // want `^app\.Method re-sends POST in its for loop \(3 attempts\) without an idempotency key`
}

// ReadItems gets through Method: a GET is safe to retry.
func ReadItems(ctx context.Context) error {
	return Method(ctx, http.MethodGet) // fine: GET is idempotent
}

// Put retries a PUT: idempotent.
func Put(ctx context.Context) error {
	return retry.Do(func() error {
		return payments.Refund(ctx, "r1") // fine: PUT is idempotent
	}, retry.Attempts(3))
}

// Insert retries an INSERT in another package.
func Insert(ctx context.Context) error {
	return retry.Do(func() error {
		return payments.Record(ctx, "c1") // want `retry.Do re-runs an INSERT via payments.Record \(sql.DB.ExecContext\) without an upsert`
	}, retry.Attempts(3))
}

// Upsert retries an upsert: idempotent.
func Upsert(ctx context.Context) error {
	return retry.Do(func() error {
		return payments.Upsert(ctx, "c1") // fine: ON CONFLICT makes the insert idempotent
	}, retry.Attempts(3))
}

// Increment retries a relative update.
func Increment(ctx context.Context) error {
	return retry.Do(func() error {
		_, err := db.ExecContext(ctx, increment, "a") // want `retry.Do re-runs an UPDATE relative to the old value via sql.DB.ExecContext; .*write the new value instead`
		return err
	}, retry.Attempts(3))
}

// SetAbsolute retries an absolute update: idempotent.
func SetAbsolute(ctx context.Context) error {
	return retry.Do(func() error {
		_, err := db.ExecContext(ctx, "UPDATE counters SET n = 5 WHERE id = $1", "a") // fine: the same result however often it runs
		return err
	}, retry.Attempts(3))
}

// Declared is a write the analysis cannot see.
//
//retrylint:write the vendor SDK creates an order
func Declared(ctx context.Context) error { return nil }

// UseDeclared retries the declared write.
func UseDeclared(ctx context.Context) error {
	return retry.Do(func() error {
		return Declared(ctx) // want `retry.Do retries a declared write via app.Declared \(retrylint:write\)`
	}, retry.Attempts(3))
}

// Safe is marked idempotent: the server deduplicates by order id.
//
//retrylint:idempotent the server deduplicates orders by id
func Safe(ctx context.Context, body []byte) error { return payments.Charge(ctx, body) }

// UseSafe retries the idempotent call: fine.
func UseSafe(ctx context.Context, body []byte) error {
	return retry.Do(func() error {
		return Safe(ctx, body) // fine: declared idempotent
	}, retry.Attempts(3))
}

// RetryablePost: the client retries the POST by itself.
func RetryablePost(body []byte) error {
	_, err := retryablehttp.Post("http://svc/items", "application/json", body) // want `retryablehttp.Post retries POST by itself \(5 attempts\) without an idempotency key`
	return err
}

// RetryableGet: the client retries a GET: fine.
func RetryableGet() error {
	_, err := retryablehttp.Get("http://svc/items") // fine: GET is idempotent
	return err
}

// RetryableDo sends a POST request through the retrying client.
func RetryableDo(ctx context.Context, body []byte) error {
	c := retryablehttp.NewClient()
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, "http://svc/items", body)
	if err != nil {
		return err
	}
	_, err = c.Do(req) // want `retryablehttp.Client.Do retries POST by itself \(5 attempts\) without an idempotency key`
	return err
}

// RetryableDoConfigured sends a POST through a client whose RetryMax
// comes from configuration: the count is not known, and the message says
// why.
func RetryableDoConfigured(ctx context.Context, cfg Config, body []byte) error {
	c := retryablehttp.NewClient()
	c.RetryMax = cfg.Retries
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, "http://svc/items", body)
	if err != nil {
		return err
	}
	_, err = c.Do(req) // want `^retryablehttp\.Client\.Do retries POST by itself \(\? attempts\) without an idempotency key; .*; \? because retryablehttp\.Client\.Do in app\.RetryableDoConfigured reads its count from a field$`
	return err
}

// Config is a service's configuration.
type Config struct{ Retries int }

// RetryableDoKey sets a key made before the request: fine.
func RetryableDoKey(ctx context.Context, key string, body []byte) error {
	c := retryablehttp.NewClient()
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, "http://svc/items", body)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key)
	_, err = c.Do(req) // fine: the key is the same on every attempt
	return err
}

// Guarded sends writes through a plain client and everything else
// through the retrying one: the retried branch sends no write.
func Guarded(ctx context.Context, method string, plain *http.Client) error {
	req, err := http.NewRequestWithContext(ctx, method, "http://svc/items", nil)
	if err != nil {
		return err
	}
	if method == http.MethodPost || method == http.MethodPatch {
		_, err = plain.Do(req)
		return err
	}
	return retry.Do(func() error {
		_, err := http.DefaultClient.Do(req) // fine: POST and PATCH took the other branch
		return err
	}, retry.Attempts(3))
}

// Switched: a switch on the method works the same way.
func Switched(ctx context.Context, method string) error {
	req, err := http.NewRequestWithContext(ctx, method, "http://svc/items", nil)
	if err != nil {
		return err
	}
	switch method {
	case http.MethodGet, http.MethodHead:
		return retry.Do(func() error {
			_, err := http.DefaultClient.Do(req) // fine: only GET and HEAD come here
			return err
		}, retry.Attempts(3))
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

// PolicyEveryPath refuses POST and PATCH on every path that can retry
// (it knows the method of the requests it is used for): the client never
// re-sends the write.
func PolicyEveryPath(ctx context.Context, method string, body []byte) error {
	c := retryablehttp.NewClient()
	c.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) {
		if method == http.MethodPost || method == http.MethodPatch {
			return false, err
		}
		return retryablehttp.DefaultRetryPolicy(ctx, resp, err)
	}
	_, err := c.Post("http://svc/items", "application/json", body) // fine: CheckRetry refuses the write on every path
	return err
}

// PolicyOnlyWithResponse looks at the method only when there is a
// response: a connection reset (err != nil, resp == nil) still retries.
func PolicyOnlyWithResponse(ctx context.Context, body []byte) error {
	c := retryablehttp.NewClient()
	c.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) {
		if err != nil {
			return true, nil
		}
		if resp.Request.Method == http.MethodPost || resp.Request.Method == http.MethodPatch {
			return false, nil
		}
		return resp.StatusCode >= 500, nil
	}
	_, err := c.Post("http://svc/items", "application/json", body) // want `retryablehttp.Client.Post retries POST by itself \(5 attempts\): its CheckRetry refuses the method only on some paths, and the return at app.go:\d+ retries before the method is checked`
	return err
}

// Capture retries a helper whose request method is POST at its call.
func Capture(ctx context.Context) error {
	return retry.Do(func() error {
		return payments.Capture(ctx, "c1") // want `retry.Do re-sends POST via payments.Capture \(http.Client.Do in payments.request\) without an idempotency key`
	}, retry.Attempts(3))
}

// Status retries a helper that sends GET through the same request helper.
func Status(ctx context.Context) error {
	return retry.Do(func() error {
		return payments.Status(ctx, "c1") // fine: the helper is called with GET
	}, retry.Attempts(3))
}

// LoopKeyOutside makes the key before a retry loop, and every round
// sends it on a new request.
func LoopKeyOutside(ctx context.Context, body []byte) error {
	key := newKey()
	var err error
	for i := 0; i < 3; i++ {
		req, e := http.NewRequestWithContext(ctx, http.MethodPost, "http://svc/items", bytes.NewReader(body))
		if e != nil {
			return e
		}
		req.Header.Set("Idempotency-Key", key)
		if _, err = http.DefaultClient.Do(req); err == nil { // fine: one key, made before the first round
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// LoopKeyInside makes the key in each round of the loop.
func LoopKeyInside(ctx context.Context, body []byte) error {
	var err error
	for i := 0; i < 3; i++ {
		req, e := http.NewRequestWithContext(ctx, http.MethodPost, "http://svc/items", bytes.NewReader(body))
		if e != nil {
			return e
		}
		req.Header.Set("Idempotency-Key", newKey())
		if _, err = http.DefaultClient.Do(req); err == nil { // want `for loop re-sends POST via http.Client.Do with an idempotency key made anew on every attempt by app.newKey`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// LoopedRetryablePost retries a client that retries the POST by itself:
// one finding names both layers.
func LoopedRetryablePost(body []byte) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = retryablehttp.Post("http://svc/items", "application/json", body); err == nil { // want `^retryablehttp\.Post retries POST by itself \(5 attempts\) without an idempotency key; .*; for loop re-sends it again around the call, so the attempts multiply$`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
