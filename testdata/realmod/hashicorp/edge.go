package hashicorp

import (
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/hashicorp/go-retryablehttp"
)

// NestedRetryablehttpStandardClient is the hidden variant: the inner retry is
// a *retryablehttp.Client wrapped as a plain *http.Client by StandardClient()
// (its Transport is a *retryablehttp.RoundTripper), built here from NewClient
// (5 attempts) and passed to the helper, which only calls (*http.Client).Do.
// Attempts(3) outside: 3*5 = 15 calls.
func NestedRetryablehttpStandardClient(ctx context.Context, url string) error {
	hc := retryablehttp.NewClient().StandardClient()
	return retry.Do(func() error {
		return getWithStdClient(ctx, hc, url) // want `^retry\.Do \(3 attempts\) calls hashicorp\.getWithStdClient, which retries via retryablehttp\.Client\.StandardClient \(5 attempts\): up to 15 calls per operation[^;]*; keep one retry owner`
	}, retry.Attempts(3), retry.Context(ctx))
}

// SingleRetryablehttpNoRetry: RetryMax = 0 is one attempt, so the client
// does not retry and retry.Do is the only owner. Negative case: no finding
// expected.
func SingleRetryablehttpNoRetry(ctx context.Context, url string) error {
	client := retryablehttp.NewClient()
	client.RetryMax = 0
	return retry.Do(func() error {
		resp, err := client.Get(url)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, retry.Attempts(3), retry.Context(ctx))
}
