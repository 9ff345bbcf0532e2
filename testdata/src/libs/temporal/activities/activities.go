// Package activities holds the activities the workflows of libs/temporal
// run, in a package of their own (as Temporal projects keep them).
package activities

import (
	"context"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"

	"libs/inner"
)

// Activities keeps a retrying client, built in New, in a field.
type Activities struct {
	HTTP *retryablehttp.Client
}

// New builds the activities with a client that retries: RetryMax 2, 3
// attempts.
func New() *Activities {
	c := retryablehttp.NewClient()
	c.RetryMax = 2
	return &Activities{HTTP: c}
}

// Fetch sends with the client in the field: 3 attempts per call.
func (a *Activities) Fetch(ctx context.Context, url string) error {
	resp, err := a.HTTP.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Poll asks three times itself (inner.Fetch is a loop of 3 attempts).
func Poll(ctx context.Context, url string) error {
	resp, err := inner.Fetch(ctx, url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Once sends once: no retry of its own.
func Once(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// PollLoop is a method that retries by itself: a loop of 3 attempts.
func (a *Activities) PollLoop(ctx context.Context, url string) error {
	return Poll(ctx, url)
}
