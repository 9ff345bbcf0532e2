// Package policy: retry policies for another package's clients.
package policy

import (
	"context"
	"net/http"
)

// Any retries every failed status.
func Any(ctx context.Context, resp *http.Response, err error) (bool, error) {
	if err != nil {
		return true, nil
	}
	return resp.StatusCode >= 400, nil
}

// Server retries 429 and the 5xx.
func Server(ctx context.Context, resp *http.Response, err error) (bool, error) {
	if err != nil {
		return true, nil
	}
	return resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500, nil
}
