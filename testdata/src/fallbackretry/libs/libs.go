// Package libs: fallback functions handed to hystrix-go and failsafe-go.
package libs

import (
	"context"
	"errors"
	"net/http"

	"github.com/afex/hystrix-go/hystrix"
	"github.com/failsafe-go/failsafe-go"
	"github.com/failsafe-go/failsafe-go/fallback"
	"github.com/hashicorp/go-retryablehttp"
)

// Service reads from a primary, with a backup replica and a cache.
type Service struct {
	primary, backup *http.Client
	retrying        *retryablehttp.Client
	cache           map[string]string
}

var errUnavailable = errors.New("unavailable")

func (s *Service) run(url string) func() error {
	return func() error {
		_, err := s.primary.Get(url)
		return err
	}
}

// Backup falls back to another replica.
func (s *Service) Backup(url string) error {
	return hystrix.Do("get", s.run(url), func(err error) error {
		_, ferr := s.backup.Get(url) // want `fallback of hystrix.Do calls http.Client.Get, which calls a dependency`
		return ferr
	})
}

// Retries falls back to a client that retries by itself.
func (s *Service) Retries(url string) error {
	return hystrix.Do("get", s.run(url), func(err error) error {
		_, ferr := s.retrying.Get(url) // want `fallback of hystrix.Do calls retryablehttp.Client.Get, which retries \(\? attempts\)`
		return ferr
	})
}

// Cached falls back to the local cache.
func (s *Service) Cached(url string) (string, error) {
	var out string
	err := hystrix.Do("get", s.run(url), func(err error) error { // fine: the fallback reads a local map
		out = s.cache[url]
		return nil
	})
	return out, err
}

// Fails falls back to an error.
func (s *Service) Fails(ctx context.Context, url string) error {
	return hystrix.DoC(ctx, "get", func(ctx context.Context) error {
		_, err := s.primary.Get(url)
		return err
	}, func(ctx context.Context, err error) error { // fine: the fallback returns an error
		return errUnavailable
	})
}

// Named falls back to a method of the service that calls the backup.
func (s *Service) Named(ctx context.Context, url string) chan error {
	return hystrix.GoC(ctx, "get", func(ctx context.Context) error {
		_, err := s.primary.Get(url)
		return err
	}, s.fromBackup(url))
}

func (s *Service) fromBackup(url string) func(context.Context, error) error {
	return func(ctx context.Context, err error) error {
		_, ferr := s.backup.Get(url) // want `fallback of hystrix.GoC calls http.Client.Get, which calls a dependency`
		return ferr
	}
}

// NoFallback passes none.
func (s *Service) NoFallback(url string) chan error {
	return hystrix.Go("get", s.run(url), nil) // fine: no fallback
}

// Failsafe builds a fallback policy that calls the backup.
func (s *Service) Failsafe(url string) fallback.Fallback[*http.Response] {
	return fallback.NewWithFunc(func(exec failsafe.Execution[*http.Response]) (*http.Response, error) {
		return s.backup.Get(url) // want `fallback of fallback.NewWithFunc calls http.Client.Get, which calls a dependency`
	})
}

// FailsafeDefault falls back to a fixed result.
func (s *Service) FailsafeDefault() fallback.Fallback[string] {
	return fallback.NewWithResult("") // fine: a default value
}

// FailsafeBuilder builds the fallback with its builder, answering from the cache.
func (s *Service) FailsafeBuilder(url string) fallback.Fallback[string] {
	return fallback.NewBuilderWithFunc(func(exec failsafe.Execution[string]) (string, error) { // fine: a local map
		return s.cache[url], nil
	}).Build()
}
