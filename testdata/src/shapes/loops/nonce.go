package loops

import (
	"context"
	"errors"
	"net"
	"net/http"
	"strings"
)

// NonceError is the server's answer that the request's nonce was stale
// (ACME's badNonce).
type NonceError struct{ Detail string }

func (e *NonceError) Error() string { return e.Detail }

func postOnce(ctx context.Context, c *http.Client, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, strings.NewReader("{}"))
	if err != nil {
		return err
	}
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusBadRequest {
		return &NonceError{Detail: "badNonce"}
	}
	return nil
}

// freshNonce sends again only when the server said the nonce was stale
// (lego's retrievablePost): an answer, no failure.
func freshNonce(ctx context.Context, c *http.Client, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		err = postOnce(ctx, c, url)
		if err == nil {
			return nil
		}
		var nonceErr *NonceError
		if !errors.As(err, &nonceErr) {
			return err
		}
	}
	return err
}

// PollOrder (fine for nestedretry) goes round on every error around a
// call whose own loop goes round only on a stale nonce: the two never
// retry the same failure.
func PollOrder(ctx context.Context, c *http.Client, url string) error {
	var err error
	for i := 0; i < 5; i++ {
		if err = freshNonce(ctx, c, url); err == nil {
			return nil
		}
		if err := wait(ctx, jitter(100e6)); err != nil {
			return err
		}
	}
	return err
}

// reconnecting sends again when the connection failed.
func reconnecting(ctx context.Context, c *http.Client, url string) error {
	var err error
	for i := 0; i < 3; i++ { // want "retrydelay: for loop retries with no wait between attempts"
		err = postOnce(ctx, c, url)
		if err == nil {
			return nil
		}
		var opErr *net.OpError
		if !errors.As(err, &opErr) {
			return err
		}
	}
	return err
}

// PollReconnecting goes round on every error around a loop of
// transport errors: both retry them.
func PollReconnecting(ctx context.Context, c *http.Client, url string) error {
	var err error
	for i := 0; i < 5; i++ {
		if err = reconnecting(ctx, c, url); err == nil { // want "nestedretry: for loop \\(5 attempts\\) calls loops.reconnecting, which retries in a for loop \\(3 attempts\\): up to 15 calls per operation, as both retry transport errors"
			return nil
		}
		if err := wait(ctx, jitter(100e6)); err != nil {
			return err
		}
	}
	return err
}
