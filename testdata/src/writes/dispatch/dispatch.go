// Package dispatch: an interface call resolved to several
// implementations is a write only when every implementation writes.
// Which one runs is decided where the value is made; a credentials chain
// that can hold a provider POSTing to a token service usually holds
// static keys.
package dispatch

import (
	"bytes"
	"context"
	"net/http"
	"time"

	"github.com/avast/retry-go/v4"
)

// Provider gives credentials.
type Provider interface {
	Retrieve(ctx context.Context) (string, error)
}

// Static holds fixed keys.
type Static struct{ Key string }

func (s Static) Retrieve(context.Context) (string, error) { return s.Key, nil }

// STS asks a token service, with a POST.
type STS struct{ URL string }

func (s STS) Retrieve(ctx context.Context) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.URL, bytes.NewReader(nil))
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	resp.Body.Close()
	return "token", nil
}

// Client signs its requests with the provider's credentials.
type Client struct{ creds Provider }

// get reads an object: a GET, signed with credentials.
func (c *Client) get(ctx context.Context, url string) error {
	key, err := c.creds.Retrieve(ctx)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Get retries the signed GET.
func (c *Client) Get(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = c.get(ctx, url); err == nil { // fine: a GET; the provider that POSTs is one of two that may be configured
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Notifier sends a notification.
type Notifier interface {
	Notify(ctx context.Context, msg string) error
}

// Hook POSTs to a webhook.
type Hook struct{ URL string }

func (h Hook) Notify(ctx context.Context, msg string) error {
	resp, err := http.Post(h.URL, "text/plain", bytes.NewBufferString(msg))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Chat POSTs to a chat service.
type Chat struct{ URL string }

func (c Chat) Notify(ctx context.Context, msg string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.URL, bytes.NewBufferString(msg))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Alert retries a notification: every Notifier POSTs.
func Alert(ctx context.Context, n Notifier) error {
	return retry.Do(func() error {
		return n.Notify(ctx, "down") // want `^retry\.Do re-sends POST via dispatch\.Chat\.Notify \(http\.Client\.Do\) without an idempotency key`
	}, retry.Attempts(3))
}

// Signed retries a signed GET through the provider: fine, as Get.
func Signed(ctx context.Context, c *Client) error {
	return retry.Do(func() error {
		return c.get(ctx, "http://store/object") // fine: a GET; only one of the providers POSTs
	}, retry.Attempts(3))
}
