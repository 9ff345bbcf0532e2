// Package handleruse retries around a client of another package whose
// handler chain already retries.
package handleruse

import (
	"context"
	"net/http"
	"time"

	"transports/handlers"
)

// Fetch retries a GET 3 times around the chain's own 4 attempts.
func Fetch(ctx context.Context, c *handlers.Client) error {
	var err error
	for i := 0; i < 3; i++ {
		req, rerr := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.example/servers/1", nil)
		if rerr != nil {
			return rerr
		}
		if _, err = c.Do(req); err == nil { // want `^for loop \(3 attempts\) calls handlers\.Client\.Do, which reaches handlers\.retryHandler\.Do \(for loop, 4 attempts\): up to 12 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Once sends once: the chain is the one retry owner.
func Once(ctx context.Context, c *handlers.Client) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.example/servers/1", nil)
	if err != nil {
		return err
	}
	_, err = c.Do(req)
	return err
}
