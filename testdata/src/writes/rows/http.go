package rows

import (
	"bytes"
	"context"
	"net/http"
	"net/url"

	"github.com/avast/retry-go/v4"
	"github.com/go-resty/resty/v2"
	"github.com/hashicorp/go-retryablehttp"
)

// net/http.

// HTTPPostForm retries http.PostForm: a POST.
func HTTPPostForm(form url.Values) error {
	return retry.Do(func() error {
		resp, err := http.PostForm("http://svc/orders", form) // want `retry.Do re-sends POST via http.PostForm without an idempotency key; a retried write can be applied twice: send an Idempotency-Key or do not retry it`
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, retry.Attempts(3))
}

// HTTPPostFormOnce posts the form once: nothing retries it.
func HTTPPostFormOnce(form url.Values) error {
	resp, err := http.PostForm("http://svc/orders", form) // fine: no retry owner
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// HTTPClientPostForm retries http.Client.PostForm: a POST.
func HTTPClientPostForm(c *http.Client, form url.Values) error {
	return retry.Do(func() error {
		resp, err := c.PostForm("http://svc/orders", form) // want `retry.Do re-sends POST via http.Client.PostForm without an idempotency key`
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, retry.Attempts(3))
}

// HTTPClientPostFormOnce posts the form once through a plain client:
// nothing retries it.
func HTTPClientPostFormOnce(form url.Values) error {
	c := &http.Client{}
	resp, err := c.PostForm("http://svc/orders", form) // fine: no retry owner
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// TransportRoundTrip retries a POST sent through http.Transport.RoundTrip.
func TransportRoundTrip(ctx context.Context, t *http.Transport, body []byte) error {
	return retry.Do(func() error {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://svc/orders", bytes.NewReader(body))
		if err != nil {
			return err
		}
		resp, err := t.RoundTrip(req) // want `retry.Do re-sends POST via http.Transport.RoundTrip without an idempotency key`
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, retry.Attempts(3))
}

// TransportRoundTripPut retries a PUT sent through http.Transport.RoundTrip.
func TransportRoundTripPut(ctx context.Context, t *http.Transport, body []byte) error {
	return retry.Do(func() error {
		req, err := http.NewRequestWithContext(ctx, http.MethodPut, "http://svc/orders/1", bytes.NewReader(body))
		if err != nil {
			return err
		}
		resp, err := t.RoundTrip(req) // fine: PUT is idempotent
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, retry.Attempts(3))
}

// RoundTripperRoundTrip retries a PATCH sent through the
// http.RoundTripper interface.
func RoundTripperRoundTrip(ctx context.Context, rt http.RoundTripper, body []byte) error {
	return retry.Do(func() error {
		req, err := http.NewRequestWithContext(ctx, http.MethodPatch, "http://svc/orders/1", bytes.NewReader(body))
		if err != nil {
			return err
		}
		resp, err := rt.RoundTrip(req) // want `retry.Do re-sends PATCH via http.RoundTripper.RoundTrip without an idempotency key`
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, retry.Attempts(3))
}

// RoundTripperRoundTripKeyed sets the idempotency key once, on a request
// built before the retry: every attempt sends the same key.
func RoundTripperRoundTripKeyed(ctx context.Context, rt http.RoundTripper, key string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPatch, "http://svc/orders/1", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key)
	return retry.Do(func() error {
		resp, err := rt.RoundTrip(req) // fine: the key was set once, before the first attempt
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, retry.Attempts(3))
}

// go-retryablehttp: the client retries by itself.

// RetryablePostForm posts a form through the default retrying client.
func RetryablePostForm(form url.Values) error {
	resp, err := retryablehttp.PostForm("http://svc/orders", form) // want `retryablehttp.PostForm retries POST by itself \(5 attempts\) without an idempotency key`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// RetryableGet gets through the default retrying client.
func RetryableGet() error {
	resp, err := retryablehttp.Get("http://svc/orders") // fine: GET is idempotent
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// RetryableClientPostForm posts a form through a retrying client.
func RetryableClientPostForm(form url.Values) error {
	c := retryablehttp.NewClient()
	resp, err := c.PostForm("http://svc/orders", form) // want `retryablehttp.Client.PostForm retries POST by itself \(5 attempts\) without an idempotency key`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// RetryableClientPostFormPolicy refuses POST and PATCH on every path that
// can retry: the client never re-sends the form.
func RetryableClientPostFormPolicy(form url.Values) error {
	method := http.MethodPost
	c := retryablehttp.NewClient()
	c.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) {
		if method == http.MethodPost || method == http.MethodPatch {
			return false, err
		}
		return retryablehttp.DefaultRetryPolicy(ctx, resp, err)
	}
	resp, err := c.PostForm("http://svc/orders", form) // fine: CheckRetry refuses the write on every path
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// go-resty v2: the client retries by itself when RetryCount > 0.

// RestyPatch patches through a retrying client.
func RestyPatch(body []byte) error {
	rc := resty.New().SetRetryCount(2)
	_, err := rc.R().SetBody(body).Patch("http://svc/orders/1") // want `resty.Request.Patch retries PATCH by itself \(3 attempts\) without an idempotency key`
	return err
}

// RestyPatchKeyed sends an idempotency key that the client resends with
// every retry.
func RestyPatchKeyed(key string, body []byte) error {
	rc := resty.New().SetRetryCount(2)
	_, err := rc.R().SetHeader("Idempotency-Key", key).SetBody(body).Patch("http://svc/orders/1") // fine: the same key on every attempt
	return err
}

// RestyPatchRetried retries a PATCH through a client that does not retry.
func RestyPatchRetried(body []byte) error {
	rc := resty.New()
	return retry.Do(func() error {
		_, err := rc.R().SetBody(body).Patch("http://svc/orders/1") // want `retry.Do re-sends PATCH via resty.Request.Patch without an idempotency key`
		return err
	}, retry.Attempts(3))
}

// RestySend sends a request whose method is set elsewhere through a
// retrying client.
func RestySend(body []byte) error {
	rc := resty.New().SetRetryCount(2)
	_, err := rc.R().SetBody(body).Send() // want `resty.Request.Send retries a request whose method is not known here by itself \(3 attempts\) without an idempotency key`
	return err
}

// RestySendKeyed sends an idempotency key that the client resends with
// every retry.
func RestySendKeyed(key string, body []byte) error {
	rc := resty.New().SetRetryCount(2)
	_, err := rc.R().SetHeader("Idempotency-Key", key).SetBody(body).Send() // fine: the same key on every attempt
	return err
}

// RestySendOnce sends through a client that does not retry: nothing
// retries it.
func RestySendOnce(body []byte) error {
	_, err := resty.New().R().SetBody(body).Send() // fine: RetryCount is 0
	return err
}
