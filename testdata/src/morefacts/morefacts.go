// Package morefacts checks the facts of the write, method, client and
// library-owner parts of a summary (owners covers loops, budgetfacts
// the budget helpers).
package morefacts

import (
	"context"
	"net/http"
	"time"

	"github.com/cenkalti/backoff/v4"
	"github.com/hashicorp/go-retryablehttp"
)

// Charge posts: a write of POST.
func Charge(c *http.Client) error { // want Charge:`^write\(POST via http.Client.Post in morefacts.Charge\) client=arg0 io$`
	_, err := c.Post("http://pay/charges", "application/json", nil)
	return err
}

// request sends the method it is given with the client it is given:
// callers decide whether it writes, and whether it retries.
func request(ctx context.Context, c *http.Client, method, url string) error { // want request:`^method=arg2 client=arg1 io$`
	req, err := http.NewRequestWithContext(ctx, method, url, nil)
	if err != nil {
		return err
	}
	_, err = c.Do(req)
	return err
}

// Send passes its own method and client on: the same roles.
func Send(ctx context.Context, c *http.Client, method string) error { // want Send:`^method=arg2 client=arg1 io$`
	return request(ctx, c, method, "http://svc/items")
}

// Create passes POST: a write, in request.
func Create(ctx context.Context, c *http.Client) error { // want Create:`^write\(POST via http.Client.Do in morefacts.request\) client=arg1 io$`
	return request(ctx, c, http.MethodPost, "http://svc/items")
}

// Read passes GET: no write.
func Read(ctx context.Context, c *http.Client) error { // want Read:`^client=arg1 io$`
	return request(ctx, c, http.MethodGet, "http://svc/items")
}

// WithBackoff retries the operation it is given: a library owner with
// the operation as argument 0.
func WithBackoff(op func() error) error { // want WithBackoff:`^owner\(backoff.Retry, 3 attempts, op=arg0\) chain\(morefacts.WithBackoff\[backoff.Retry, 3 attempts\], 3 attempts\) waits$`
	return backoff.Retry(op, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 2))
}

// Retrying passes a retrying *http.Client to request: request retries
// inside, 5 attempts.
func Retrying(ctx context.Context) error { // want Retrying:`^chain\(morefacts.request\[retryablehttp.Client.StandardClient, 5 attempts\], 5 attempts\) io waits$`
	hc := retryablehttp.NewClient().StandardClient()
	return request(ctx, hc, http.MethodGet, "http://svc/items")
}
