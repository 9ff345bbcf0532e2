// Package helper: a client call that retries, used by another package's
// fallback.
package helper

import (
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
)

var client = retryablehttp.NewClient()

// Fetch gets url with a client that retries by itself.
func Fetch(url string) (*http.Response, error) { return client.Get(url) }

// Fallback is a hystrix fallback that fetches from the backup, retrying.
func Fallback(err error) error {
	_, ferr := Fetch("http://backup")
	return ferr
}

// Local is a hystrix fallback that answers locally.
func Local(err error) error { return nil }
