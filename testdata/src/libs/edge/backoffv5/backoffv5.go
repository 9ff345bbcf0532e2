// Package backoffv5 holds cenkalti/backoff v5 edge cases of the catalog (§1)
// that the analysis must get right.
package backoffv5

import (
	"context"
	"net/http"

	"github.com/cenkalti/backoff/v5"

	"libs/inner"
)

// MaxTriesOverridden: options apply in order, the later WithMaxTries(2)
// wins: 2 × 3 = 6.
func MaxTriesOverridden(ctx context.Context, url string) (*http.Response, error) {
	return backoff.Retry(ctx, func() (*http.Response, error) {
		return inner.Fetch(ctx, url) // want `^backoff\.Retry \(2 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 6 calls per operation`
	}, backoff.WithMaxTries(4), backoff.WithMaxTries(2))
}
