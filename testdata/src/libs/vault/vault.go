// Package vault exercises Vault's API client (catalog vault.go): every
// call through a client from api.NewClient is sent by go-retryablehttp,
// MaxRetries + 1 times: 3 with DefaultConfig (or a nil config), 1 with a
// Config literal or MaxRetries = 0.
package vault

import (
	"context"
	"time"

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

// NilConfig: NewClient(nil) uses DefaultConfig.
func NilConfig(ctx context.Context, mount, path string) (*api.KVSecret, error) {
	c, err := api.NewClient(nil)
	if err != nil {
		return nil, err
	}
	kv := c.KVv2(mount)
	for i := 0; i < 2; i++ {
		s, err := kv.Get(ctx, path) // want `^for loop \(2 attempts\) calls api\.KVv2\.Get \(3 attempts\): up to 6 calls per operation`
		if err == nil {
			return s, nil
		}
		time.Sleep(time.Second)
	}
	return nil, nil
}

// MaxRetriesZero: MaxRetries = 0 turns the retries off: the user retry
// is the only layer.
func MaxRetriesZero(ctx context.Context, path string) (*api.Secret, error) {
	cfg := api.DefaultConfig()
	cfg.MaxRetries = 0
	c, err := api.NewClient(cfg)
	if err != nil {
		return nil, err
	}
	var s *api.Secret
	err = retry.Do(func() error {
		s, err = c.Logical().Read(path) // fine: the client does not retry (MaxRetries = 0)
		return err
	}, retry.Attempts(3))
	return s, err
}

// Literal: a Config literal has MaxRetries 0.
func Literal(ctx context.Context, addr string) error {
	c, err := api.NewClient(&api.Config{Address: addr})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := c.Sys().Health() // fine: a Config literal does not retry (MaxRetries 0)
		return err
	}, retry.Attempts(3))
}

// SetMaxRetries: the setter on the client: 5 retries, 6 calls.
func SetMaxRetries(ctx context.Context, path string) error {
	c, err := api.NewClient(api.DefaultConfig())
	if err != nil {
		return err
	}
	c.SetMaxRetries(5)
	return retry.Do(func() error {
		_, err := c.Logical().List(path) // want `^retry\.Do \(2 attempts\) calls api\.Logical\.List \(6 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(2))
}

// SetMaxRetriesZero: the setter turns the retries off.
func SetMaxRetriesZero(ctx context.Context, path string) error {
	c, err := api.NewClient(api.DefaultConfig())
	if err != nil {
		return err
	}
	c.SetMaxRetries(0)
	return retry.Do(func() error {
		_, err := c.Logical().Delete(path) // fine: the client does not retry (SetMaxRetries(0))
		return err
	}, retry.Attempts(2))
}

// Single: one call of each helper, no user retry.
func Single(ctx context.Context, c *api.Client, path string, data map[string]interface{}) error {
	if _, err := c.Logical().Write(path, data); err != nil { // fine: one layer, the client's
		return err
	}
	if _, err := c.KVv2("secret").Put(ctx, path, data); err != nil { // fine: one layer
		return err
	}
	if _, err := c.KVv1("kv").Get(ctx, path); err != nil { // fine: one layer
		return err
	}
	if _, err := c.Auth().Token().LookupSelf(); err != nil { // fine: one layer
		return err
	}
	if _, err := c.RawRequest(c.NewRequest("GET", "/v1/sys/health")); err != nil { // fine: one layer
		return err
	}
	_, err := c.RawRequestWithContext(ctx, c.NewRequest("GET", "/v1/sys/health")) // fine: one layer
	return err
}

// Paths: a loop over paths, each read once.
func Paths(ctx context.Context, c *api.Client, paths []string) ([]*api.Secret, error) {
	var out []*api.Secret
	for _, p := range paths {
		s, err := c.Logical().Read(p) // fine: a walk over paths, each read once
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

// Param: a Logical handed in is a default client's, 3.
func Param(ctx context.Context, l *api.Logical, path string) error {
	return retry.Do(func() error {
		_, err := l.Read(path) // want `^retry\.Do \(3 attempts\) calls api\.Logical\.Read \(3 attempts\): up to 9 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Login: Auth().Login sends through the client.
func Login(ctx context.Context, c *api.Client, m api.AuthMethod) error {
	return retry.Do(func() error {
		_, err := c.Auth().Login(ctx, m) // want `^retry\.Do \(3 attempts\) calls api\.Auth\.Login \(3 attempts\): up to 9 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Parse: parsing a response sends nothing.
func Parse(c *api.Client, r *api.Response) error {
	return retry.Do(func() error {
		_, err := c.Logical().ParseRawResponseAndCloseBody(r, nil) // fine: parsing sends nothing
		return err
	}, retry.Attempts(3))
}

// Clones: a clone, one with headers and one in a namespace keep the
// client's retries.
func Clones(ctx context.Context, path string) error {
	c, err := api.NewClient(api.DefaultConfig())
	if err != nil {
		return err
	}
	c2, err := c.Clone()
	if err != nil {
		return err
	}
	c3, err := c.CloneWithHeaders()
	if err != nil {
		return err
	}
	if _, err := c3.Logical().Read(path); err != nil { // fine: one layer
		return err
	}
	return retry.Do(func() error {
		_, err := c2.WithNamespace("team").Logical().Read(path) // want `^retry\.Do \(3 attempts\) calls api\.Logical\.Read \(3 attempts\): up to 9 calls per operation`
		return err
	}, retry.Attempts(3))
}
