// Package fallbacks: fallbackretry against the real hystrix-go and
// failsafe-go.
package fallbacks

import (
	"context"
	"net/http"

	"github.com/afex/hystrix-go/hystrix"
	"github.com/failsafe-go/failsafe-go"
	"github.com/failsafe-go/failsafe-go/fallback"
	"github.com/hashicorp/go-retryablehttp"
)

var (
	primary, backup = &http.Client{}, &http.Client{}
	retrying        = retryablehttp.NewClient()
	cache           = map[string]string{}
)

func get(url string) func() error {
	return func() error {
		_, err := primary.Get(url)
		return err
	}
}

// Backup falls back to another replica.
func Backup(url string) error {
	return hystrix.Do("get", get(url), func(err error) error {
		_, ferr := backup.Get(url) // want `fallback of hystrix.Do calls http.Client.Get, which calls a dependency`
		return ferr
	})
}

// Retrying falls back to a client that retries.
func Retrying(ctx context.Context, url string) error {
	return hystrix.DoC(ctx, "get", func(ctx context.Context) error { return get(url)() }, func(ctx context.Context, err error) error {
		_, ferr := retrying.Get(url) // want `fallback of hystrix.DoC calls retryablehttp.Client.Get, which retries \(5 attempts\)`
		return ferr
	})
}

// Cached falls back to the cache.
func Cached(url string) (string, error) {
	var out string
	err := hystrix.Do("get", get(url), func(error) error { // fine: a local map
		out = cache[url]
		return nil
	})
	return out, err
}

// Policy is a failsafe fallback that calls the backup.
func Policy(url string) fallback.Fallback[*http.Response] {
	return fallback.NewWithFunc(func(exec failsafe.Execution[*http.Response]) (*http.Response, error) {
		return backup.Get(url) // want `fallback of fallback.NewWithFunc calls http.Client.Get, which calls a dependency`
	})
}

// Default is a failsafe fallback with a fixed result.
func Default() fallback.Fallback[string] {
	return fallback.NewWithResult("") // fine: a default value
}
