package selfretry

import (
	"github.com/avast/retry-go/v4"
	"github.com/imroc/req/v3"
)

// ImrocPost: a client with retries re-sends a POST by itself.
func ImrocPost(url string, body []byte) error {
	c := req.C().SetCommonRetryCount(2)
	_, err := c.R().SetBody(body).Post(url) // want `req\.Request\.Post retries POST by itself \(3 attempts\) without an idempotency key`
	return err
}

// ImrocSend: a request with its own retries re-sends a PATCH by itself.
func ImrocSend(url string) error {
	_, err := req.C().R().SetRetryCount(1).Send("PATCH", url) // want `req\.Request\.Send retries PATCH by itself \(2 attempts\) without an idempotency key`
	return err
}

// ImrocKey: the retried POST carries an idempotency key.
func ImrocKey(url, key string, body []byte) error {
	c := req.C().SetCommonRetryCount(2)
	_, err := c.R().SetHeader("Idempotency-Key", key).SetBody(body).Post(url) // fine: an Idempotency-Key is sent
	return err
}

// ImrocNoRetries: no retry count, one send; SetCommonRetryCount(0), one.
func ImrocNoRetries(url string, body []byte) error {
	if _, err := req.C().R().SetBody(body).Post(url); err != nil { // fine: the client does not retry
		return err
	}
	_, err := req.C().SetCommonRetryCount(0).R().Patch(url) // fine: retries turned off
	return err
}

// ImrocUserRetry: a user retry around a client that does not retry.
func ImrocUserRetry(url string, body []byte) error {
	c := req.C()
	return retry.Do(func() error {
		_, err := c.R().SetBody(body).Post(url) // want `retry\.Do re-sends POST via req\.Request\.Post without an idempotency key`
		return err
	}, retry.Attempts(3))
}
