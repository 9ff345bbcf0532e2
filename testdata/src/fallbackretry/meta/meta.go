// Package meta: a hystrix fallback to a secondary metadata service whose
// client retries (an ECS metadata cache's shape).
package meta

import (
	"net/http"

	"github.com/afex/hystrix-go/hystrix"
	"github.com/cenkalti/backoff/v4"
)

// Metadata reads container instances.
type Metadata interface {
	Instance(arn string) (string, error)
}

// Service reads them over HTTP, retrying.
type Service struct {
	c    *http.Client
	base string
}

// Instance gets the instance, with backoff.
func (s *Service) Instance(arn string) (string, error) {
	var out string
	err := backoff.Retry(func() error {
		resp, err := s.c.Get(s.base + "/instance/" + arn)
		if err != nil {
			return err
		}
		out = resp.Status
		return resp.Body.Close()
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4))
	return out, err
}

// Fallback asks the primary, and the secondary when it fails.
type Fallback struct {
	Primary, Secondary *Service
}

// Instance protects the primary with hystrix; the fallback asks the
// secondary, whose client retries.
func (p *Fallback) Instance(arn string) (string, error) {
	var out string
	err := hystrix.Do("instance", func() (err error) {
		out, err = p.Primary.Instance(arn)
		return err
	}, func(error) (err error) {
		out, err = p.Secondary.Instance(arn) // want `fallback of hystrix.Do calls meta.Service.Instance, which retries via backoff.Retry \(5 attempts\)`
		return err
	})
	return out, err
}
