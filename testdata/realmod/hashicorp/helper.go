package hashicorp

import (
	"context"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
)

// postWithRetry is the inner retry layer: (*retryablehttp.Client).Do retries
// the request (RetryMax retries, default 4 = 5 attempts).
func postWithRetry(ctx context.Context, client *retryablehttp.Client, url string, body []byte) (*http.Response, error) {
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, url, body)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	return client.Do(req)
}

// getWithStdClient calls a plain *http.Client; when hc comes from
// (*retryablehttp.Client).StandardClient() this call retries internally.
func getWithStdClient(ctx context.Context, hc *http.Client, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// getWithNewClient is an inner retry layer: a NewClient (5 attempts).
func getWithNewClient(ctx context.Context, url string) error {
	client := retryablehttp.NewClient()
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// getRetryMax1 is an inner retry layer: RetryMax 1 = 2 attempts.
func getRetryMax1(url string) error {
	client := retryablehttp.NewClient()
	client.RetryMax = 1
	resp, err := client.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// getWithLocalStdClient is an inner retry layer hidden in an *http.Client:
// the StandardClient of a NewClient (5 attempts).
func getWithLocalStdClient(ctx context.Context, url string) error {
	hc := retryablehttp.NewClient().StandardClient()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
