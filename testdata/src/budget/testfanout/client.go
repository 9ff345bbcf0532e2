// Package testfanout paces every request of a shared client with a
// limiter, and only its test starts many goroutines: the test's fan-out
// is not reported when tests are not.
package testfanout

import (
	"context"
	"net/http"

	"golang.org/x/time/rate"
)

// Client paces its requests.
type Client struct {
	hc *http.Client
	rl *rate.Limiter
}

// Do waits for the limiter, then sends: fine, the wait paces each call
// before it is sent.
func (c *Client) Do(ctx context.Context, req *http.Request) (*http.Response, error) {
	if err := c.rl.Wait(ctx); err != nil { // fine: the only fan-out is in a test, which is not reported
		return nil, err
	}
	return c.hc.Do(req)
}
