// Package retryablehttp holds go-retryablehttp edge cases of the catalog (§4)
// that the analysis must get right.
package retryablehttp

import (
	"context"
	"net/http"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/hashicorp/go-retryablehttp"
)

// CapturedClient: the client is made outside the retried closure and
// captured by it. NewClient is RetryMax 4, 5 attempts: 3 × 5 = 15.
func CapturedClient(url string) error {
	c := retryablehttp.NewClient()
	return retry.Do(func() error {
		resp, err := c.Get(url) // want `^retry\.Do \(3 attempts\) calls retryablehttp\.Client\.Get \(5 attempts\): up to 15 calls per operation`
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, retry.Attempts(3))
}

// hc is a package variable holding the StandardClient of a default
// client (RetryMax 4, 5 attempts).
var hc = retryablehttp.NewClient().StandardClient()

func fetchGlobal(ctx context.Context, url string) error {
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

// LoopGlobal retries fetchGlobal, whose *http.Client retries inside:
// 2 × 5 = 10.
func LoopGlobal(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = fetchGlobal(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls retryablehttp\.fetchGlobal, which retries via retryablehttp\.Client\.StandardClient \(5 attempts\): up to 10 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
