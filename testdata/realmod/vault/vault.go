// Package vault exercises github.com/hashicorp/vault/api (v1.23.0): a
// client sends every call through go-retryablehttp, MaxRetries + 1
// times (3 with DefaultConfig); MaxRetries = 0 turns it off.
package vault

import (
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/hashicorp/vault/api"
)

// Read: retry.Do (3) around a read of a DefaultConfig client (3).
func Read(ctx context.Context, path string) (*api.Secret, error) {
	c, err := api.NewClient(api.DefaultConfig())
	if err != nil {
		return nil, err
	}
	var s *api.Secret
	err = retry.Do(func() error {
		s, err = c.Logical().ReadWithContext(ctx, path) // want `^retry\.Do \(3 attempts\) calls api\.Logical\.ReadWithContext \(3 attempts\): up to 9 calls per operation`
		return err
	}, retry.Attempts(3))
	return s, err
}

// MaxRetriesZero: MaxRetries = 0 makes one call (once reported as a
// nest, through the library's code).
func MaxRetriesZero(ctx context.Context, path string) (*api.Secret, error) {
	cfg := api.DefaultConfig()
	cfg.MaxRetries = 0
	c, err := api.NewClient(cfg)
	if err != nil {
		return nil, err
	}
	var s *api.Secret
	err = retry.Do(func() error {
		s, err = c.Logical().ReadWithContext(ctx, path) // fine: the client does not retry (MaxRetries = 0)
		return err
	}, retry.Attempts(3))
	return s, err
}

// KV: a KV v2 read of a client handed in (DefaultConfig's 3) in a loop
// of 2.
func KV(ctx context.Context, c *api.Client, path string) (*api.KVSecret, error) {
	var err error
	for i := 0; i < 2; i++ {
		var s *api.KVSecret
		if s, err = c.KVv2("secret").Get(ctx, path); err == nil { // want `^for loop \(2 attempts\) calls api\.KVv2\.Get \(3 attempts\): up to 6 calls per operation`
			return s, nil
		}
	}
	return nil, err
}

// Single: one call, no user retry.
func Single(ctx context.Context, c *api.Client) error {
	_, err := c.Sys().HealthWithContext(ctx) // fine: one layer, the client's
	return err
}

// Paths: a loop over paths, each read once.
func Paths(ctx context.Context, c *api.Client, paths []string) error {
	for _, p := range paths {
		if _, err := c.Logical().ReadWithContext(ctx, p); err != nil { // fine: a walk over paths, each read once
			return err
		}
	}
	return nil
}

// SetMax: SetMaxRetries(4) on a client made here: 5 calls.
func SetMax(ctx context.Context, path string) error {
	c, err := api.NewClient(nil)
	if err != nil {
		return err
	}
	c.SetMaxRetries(4)
	return retry.Do(func() error {
		_, err := c.Logical().ListWithContext(ctx, path) // want `^retry\.Do \(2 attempts\) calls api\.Logical\.ListWithContext \(5 attempts\): up to 10 calls per operation`
		return err
	}, retry.Attempts(2))
}
