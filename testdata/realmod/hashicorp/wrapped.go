package hashicorp

import (
	"context"
	"net/http"

	"github.com/avast/retry-go/v4"
	"github.com/hashicorp/go-retryablehttp"
	"golang.org/x/oauth2"
)

// NestedOAuth2OverRetryable: the real oauth2.Transport adds a token and
// hands the request to its Base, retryablehttp's transport (RetryMax 2:
// 3 attempts). Attempts(2) outside: 6 calls.
func NestedOAuth2OverRetryable(ctx context.Context, url string) error {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 2
	hc := &http.Client{Transport: &oauth2.Transport{
		Source: oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "t"}),
		Base:   rc.StandardClient().Transport,
	}}
	return retry.Do(func() error {
		return getWithStdClient(ctx, hc, url) // want `^retry\.Do \(2 attempts\) calls hashicorp\.getWithStdClient, which retries via retryablehttp\.Client\.StandardClient \(3 attempts\): up to 6 calls per operation`
	}, retry.Attempts(2), retry.Context(ctx))
}

// SingleOAuth2OverDefault: oauth2's transport over the default one does
// not retry. Negative case: no finding expected.
func SingleOAuth2OverDefault(ctx context.Context, url string) error {
	hc := oauth2.NewClient(ctx, oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "t"}))
	return retry.Do(func() error {
		return getWithStdClient(ctx, hc, url)
	}, retry.Attempts(2), retry.Context(ctx))
}
