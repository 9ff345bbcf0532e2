package backoffv4

import (
	"errors"
	"time"

	"github.com/cenkalti/backoff/v4"
)

// fetch stands in for a remote call. It contains no retry.
func fetch(url string) (string, error) {
	if url == "" {
		return "", backoff.Permanent(errors.New("empty url"))
	}
	return url, nil
}

// fetchWithRetry is the inner retry layer: backoff.RetryWithData with
// WithMaxRetries(constant 50ms, 3), i.e. 4 attempts of fetch.
func fetchWithRetry(url string) (string, error) {
	return backoff.RetryWithData(func() (string, error) {
		return fetch(url)
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(50*time.Millisecond), 3))
}
