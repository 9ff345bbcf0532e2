// Package use installs another package's retry policies.
package use

import (
	"permanentretry/policy"

	"github.com/hashicorp/go-retryablehttp"
)

// Any installs a policy that retries the 4xx.
func Any() *retryablehttp.Client {
	c := retryablehttp.NewClient()
	c.CheckRetry = policy.Any // want `retryablehttp.Client.CheckRetry retries every 4xx status but 408, 425 and 429, which are permanent`
	return c
}

// Server installs one that retries 429 and 5xx.
func Server() *retryablehttp.Client {
	c := retryablehttp.NewClient()
	c.CheckRetry = policy.Server // fine: 429 and 5xx
	return c
}
