// Package hashicorp exercises github.com/hashicorp/go-retryablehttp (v0.7.8).
//
// retryablehttp has no closure-taking retry function: the retry owner is
// (*retryablehttp.Client).Do (and Get/Head/Post/PostForm, which call Do), with
// RetryMax 4 = 5 attempts by default. The outer layer here is therefore
// github.com/avast/retry-go/v4 retry.Do.
package hashicorp

import (
	"context"
	"net/http"

	"github.com/avast/retry-go/v4"
	"github.com/hashicorp/go-retryablehttp"
)

// NestedRetryablehttp is a nested retry: the function retried by retry.Do
// (avast v4, Attempts(3)) calls postWithRetry (helper.go), which sends a POST
// through (*retryablehttp.Client).Do (default 5 attempts, POST included).
// Worst case 3*5 = 15 POSTs.
func NestedRetryablehttp(ctx context.Context, client *retryablehttp.Client, url string, body []byte) error {
	return retry.Do(func() error {
		resp, err := postWithRetry(ctx, client, url, body)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, retry.Attempts(3), retry.Context(ctx))
}

// NestedRetryablehttpStandardClient is the hidden variant: the inner retry is
// a *retryablehttp.Client wrapped as a plain *http.Client by StandardClient()
// (its Transport is a *retryablehttp.RoundTripper). The helper only calls
// (*http.Client).Do, so the inner retry is reachable only through the
// RoundTripper interface.
func NestedRetryablehttpStandardClient(ctx context.Context, url string) error {
	hc := retryablehttp.NewClient().StandardClient()
	return retry.Do(func() error {
		return getWithStdClient(ctx, hc, url)
	}, retry.Attempts(3), retry.Context(ctx))
}

// SingleRetryablehttp has one retry layer only: the retryablehttp client's own
// retries, with no outer retry around it. Negative case.
func SingleRetryablehttp(url string) (*http.Response, error) {
	client := retryablehttp.NewClient()
	client.RetryMax = 2
	return client.Get(url)
}
