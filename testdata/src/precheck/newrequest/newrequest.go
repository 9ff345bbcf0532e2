// Package newrequest builds requests and never sends one: a request
// constructor is a net/http function that a row reads, so the package is
// summarised, and the helper that builds a request with the method its
// caller passes says so to its callers.
package newrequest

import (
	"context"
	"io"
	"net/http"
)

// Build makes a request with the caller's method.
func Build(ctx context.Context, method, url string, body io.Reader) (*http.Request, error) { // want Build:`^makes-request\(method=arg1\)$`
	return http.NewRequestWithContext(ctx, method, url, body)
}
