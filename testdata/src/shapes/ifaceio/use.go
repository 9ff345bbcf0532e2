// Package ifaceio: a call through a generated client's interface of
// another package is an attempt.
package ifaceio

import (
	"context"
	"errors"

	"shapes/ifaceiodep"
)

type puller struct {
	c     ifaceiodep.ImageServiceClient
	cache ifaceiodep.Cache
}

// pull tries each pull secret in turn against the same registry.
func (p *puller) pull(ctx context.Context, name string, users []string) error {
	var errs []error
	for _, u := range users {
		err := p.c.PullImage(ctx, name, u)
		if err == nil {
			return nil
		}
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// Pull retries the whole walk over the secrets: the registry gets the
// product.
func (p *puller) Pull(ctx context.Context, name string) error {
	var err error
	for i := 0; i < 3; i++ { // want "retrydelay: for loop retries with no wait between attempts"
		if err = p.pull(ctx, name, []string{"a", "b"}); err == nil { // want `nestedretry: for loop \(3 attempts\) calls ifaceio\.puller\.pull, which retries in a failover loop`
			return nil
		}
	}
	return err
}

// Cached is fine: the interface's one implementation reads memory, so
// the loop over users is a search, not a retry of a dependency.
func (p *puller) Cached(name string, users []string) error {
	var err error
	for _, u := range users {
		if err = p.cache.Lookup(name, u); err == nil {
			return nil
		}
	}
	return err
}
