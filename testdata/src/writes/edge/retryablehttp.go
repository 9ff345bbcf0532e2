// Package edge holds writeretry edge cases: requests resent through
// WithContext, StandardClient writes, and the less common sqlx calls.
package edge

import (
	"context"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
)

// The POST request is made here, but sent as req.WithContext(ctx) (the
// go-tfe pattern): the request is followed through WithContext.
func RetryableWithContext(ctx context.Context, c *retryablehttp.Client, body []byte) error {
	req, err := retryablehttp.NewRequest(http.MethodPost, "http://svc/orders", body)
	if err != nil {
		return err
	}
	_, err = c.Do(req.WithContext(ctx)) // want `retryablehttp.Client.Do retries POST by itself \(\? attempts\) without an idempotency key`
	return err
}

// SPEC §1 (library retry): "an *http.Client returned by
// retryablehttp.Client.StandardClient()" retries inside, and §2
// writeretry covers "library clients that retry writes by themselves".
func StandardClientPost() error {
	hc := retryablehttp.NewClient().StandardClient()
	_, err := hc.Post("http://svc/orders", "application/json", nil) // want `retryablehttp\.Client\.StandardClient.* retries POST by itself \(5 attempts\) without an idempotency key`
	return err
}

// The same with NewRequest then Do.
func StandardClientDo(ctx context.Context) error {
	hc := retryablehttp.NewClient().StandardClient()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://svc/orders", nil)
	if err != nil {
		return err
	}
	_, err = hc.Do(req) // want `retryablehttp\.Client\.StandardClient.* retries POST by itself \(5 attempts\) without an idempotency key`
	return err
}
