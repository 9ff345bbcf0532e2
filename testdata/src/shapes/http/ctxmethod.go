package httpshapes

import (
	"context"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"

	"shapes/httpdep/policy"
)

// methodKey carries the request's method into the retry policy (issue
// 34, shape 18).
type methodKey struct{}

// refusePost reads the method from the context and refuses POST.
func refusePost(ctx context.Context, resp *http.Response, err error) (bool, error) {
	m, _ := ctx.Value(methodKey{}).(string)
	if m == http.MethodPost {
		return false, nil
	}
	return retryablehttp.DefaultRetryPolicy(ctx, resp, err)
}

// PostEvent posts through a client whose policy refuses POST.
func PostEvent(ctx context.Context, url string, body []byte) error {
	c := retryablehttp.NewClient()
	c.Backoff = retryablehttp.LinearJitterBackoff
	c.CheckRetry = refusePost
	ctx = context.WithValue(ctx, methodKey{}, http.MethodPost)
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, url, body)
	if err != nil {
		return err
	}
	_, err = c.Do(req) // fine: the policy reads the method from the context and never sends a POST again
	return err
}

// PatchEvent patches through a client with the same policy: a PATCH goes
// round.
func PatchEvent(ctx context.Context, url string, body []byte) error {
	c := retryablehttp.NewClient()
	c.Backoff = retryablehttp.LinearJitterBackoff
	c.CheckRetry = refusePost
	ctx = context.WithValue(ctx, methodKey{}, http.MethodPatch)
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPatch, url, body)
	if err != nil {
		return err
	}
	_, err = c.Do(req) // want `^writeretry: retryablehttp\.Client\.Do retries PATCH by itself \(5 attempts\) without an idempotency key`
	return err
}

// PostEventAnyMethod posts through a client whose policy does not test
// the method.
func PostEventAnyMethod(ctx context.Context, url string, body []byte) error {
	c := retryablehttp.NewClient()
	c.Backoff = retryablehttp.LinearJitterBackoff
	c.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) {
		return retryablehttp.DefaultRetryPolicy(ctx, resp, err)
	}
	ctx = context.WithValue(ctx, methodKey{}, http.MethodPost)
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, url, body)
	if err != nil {
		return err
	}
	_, err = c.Do(req) // want `^writeretry: retryablehttp\.Client\.Do retries POST by itself \(5 attempts\)`
	return err
}

// Notify posts through another package's client whose policy refuses
// POST.
func Notify(ctx context.Context, c *policy.Client) error {
	return c.Send(ctx, http.MethodPost, "/notify", nil) // fine: the policy refuses POST
}

// Touch patches through the same client.
func Touch(ctx context.Context, c *policy.Client) error {
	return c.Send(ctx, http.MethodPatch, "/notify/1", nil) // want `^writeretry: policy\.Client\.Send re-sends PATCH via retryablehttp\.Client\.Do \(4 attempts\) without an idempotency key`
}

// NotifyPlain posts through the client whose policy does not look at the
// method.
func NotifyPlain(ctx context.Context, c *policy.Plain) error {
	return c.Send(ctx, http.MethodPost, "/notify", nil) // want `^writeretry: policy\.Plain\.Send re-sends POST via retryablehttp\.Client\.Do \(4 attempts\) without an idempotency key`
}

// NotifyOwn posts through the client with its own loop, whose predicate
// reads the method from the context.
func NotifyOwn(ctx context.Context, c *policy.Own) error {
	return c.Send(ctx, http.MethodPost, "/notify", nil) // fine: its loop never goes round with a POST
}

// TouchOwn patches through it.
func TouchOwn(ctx context.Context, c *policy.Own) error {
	return c.Send(ctx, http.MethodPatch, "/notify/1", nil) // want `^writeretry: policy\.Own\.Send re-sends PATCH in its for loop \(3 attempts\) without an idempotency key`
}
