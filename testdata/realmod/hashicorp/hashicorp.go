// Package hashicorp exercises github.com/hashicorp/go-retryablehttp (v0.7.8).
//
// retryablehttp has no closure-taking retry function: the retry owner is
// (*retryablehttp.Client).Do (and Get/Head/Post/PostForm, which call Do), with
// RetryMax 4 = 5 attempts by default (NewClient); RetryMax n = n+1 attempts;
// a client of unknown origin has an unknown RetryMax (?). The outer layer
// here is therefore github.com/avast/retry-go/v4 retry.Do.
package hashicorp

import (
	"context"
	"net/http"

	"github.com/avast/retry-go/v4"
	"github.com/hashicorp/go-retryablehttp"
)

// NestedRetryablehttp is a nested retry: the function retried by retry.Do
// (avast v4, Attempts(3)) calls postWithRetry (helper.go), which sends a POST
// through (*retryablehttp.Client).Do. The client is a parameter, so its
// RetryMax is not known here (5 attempts if it came from NewClient
// unchanged): ? attempts, product ?.
func NestedRetryablehttp(ctx context.Context, client *retryablehttp.Client, url string, body []byte) error {
	return retry.Do(func() error {
		resp, err := postWithRetry(ctx, client, url, body) // want `^retry\.Do \(3 attempts\) calls hashicorp\.postWithRetry, which retries via retryablehttp\.Client\.Do \(\? attempts\): up to \? calls per operation[^;]*; keep one retry owner`
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, retry.Attempts(3), retry.Context(ctx))
}

// NestedRetryablehttpDefault: the helper builds its own client with
// NewClient (RetryMax 4 = 5 attempts); retry.Do has the default 10
// attempts: 10*5 = 50 calls.
func NestedRetryablehttpDefault(ctx context.Context, url string) error {
	return retry.Do(func() error {
		return getWithNewClient(ctx, url) // want `^retry\.Do \(10 attempts\) calls hashicorp\.getWithNewClient, which retries via retryablehttp\.Client\.Do \(5 attempts\): up to 50 calls per operation[^;]*; keep one retry owner`
	}, retry.Context(ctx))
}

// NestedRetryablehttpRetryMax: RetryMax = 1 is 2 attempts, Attempts(3)
// outside: 3*2 = 6 calls.
func NestedRetryablehttpRetryMax(ctx context.Context, url string) error {
	return retry.Do(func() error {
		return getRetryMax1(url) // want `^retry\.Do \(3 attempts\) calls hashicorp\.getRetryMax1, which retries via retryablehttp\.Client\.Get \(2 attempts\): up to 6 calls per operation[^;]*; keep one retry owner`
	}, retry.Attempts(3), retry.Context(ctx))
}

// NestedRetryablehttpLocalStandardClient: the helper wraps a NewClient as
// a plain *http.Client (StandardClient) and calls its Do: the retry hides
// in the transport (5 attempts); Attempts(2) outside: 2*5 = 10 calls.
func NestedRetryablehttpLocalStandardClient(ctx context.Context, url string) error {
	return retry.Do(func() error {
		return getWithLocalStdClient(ctx, url) // want `^retry\.Do \(2 attempts\) calls hashicorp\.getWithLocalStdClient, which retries via retryablehttp\.Client\.StandardClient \(5 attempts\): up to 10 calls per operation[^;]*; keep one retry owner`
	}, retry.Attempts(2), retry.Context(ctx))
}

// NestedRetryablehttpInline: the client is built and used inside the
// retried function itself (NewClient, 5 attempts), Attempts(3) outside:
// 3*5 = 15 calls.
func NestedRetryablehttpInline(ctx context.Context, url string) error {
	return retry.Do(func() error {
		c := retryablehttp.NewClient()
		resp, err := c.Get(url) // want `^retry\.Do \(3 attempts\) calls retryablehttp\.Client\.Get \(5 attempts\): up to 15 calls per operation[^;]*; keep one retry owner`
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, retry.Attempts(3), retry.Context(ctx))
}

// NestedRetryablehttpCaptured: a NewClient (RetryMax 4 = 5 attempts) built
// before retry.Do and captured by the retried closure; Attempts(3): 3*5 =
// 15 calls.
func NestedRetryablehttpCaptured(ctx context.Context, url string) error {
	client := retryablehttp.NewClient()
	return retry.Do(func() error {
		resp, err := client.Get(url) // want `^retry\.Do \(3 attempts\) calls retryablehttp\.Client\.Get \(5 attempts\): up to 15 calls per operation[^;]*; keep one retry owner`
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, retry.Attempts(3), retry.Context(ctx))
}

// SingleRetryablehttp has one retry layer only: the retryablehttp client's own
// retries, with no outer retry around it. Negative case.
func SingleRetryablehttp(url string) (*http.Response, error) {
	client := retryablehttp.NewClient()
	client.RetryMax = 2
	return client.Get(url)
}
