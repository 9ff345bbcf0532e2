// Package use: fallbacks that reach another package's retries.
package use

import (
	"net/http"

	"fallbackretry/helper"

	"github.com/afex/hystrix-go/hystrix"
)

func run(url string) func() error {
	return func() error {
		_, err := http.Get(url)
		return err
	}
}

// Closure falls back to a closure that calls the helper.
func Closure(url string) error {
	return hystrix.Do("get", run(url), func(err error) error {
		_, ferr := helper.Fetch(url) // want `fallback of hystrix.Do calls helper.Fetch, which retries via retryablehttp.Client.Get \(5 attempts\)`
		return ferr
	})
}

// Named passes the helper's fallback function itself.
func Named(url string) error {
	return hystrix.Do("get", run(url), helper.Fallback) // want `fallback of hystrix.Do calls helper.Fallback, which reaches`
}

// Local passes a fallback that answers locally.
func Local(url string) error {
	return hystrix.Do("get", run(url), helper.Local) // fine: helper.Local does no I/O
}
