// Package defaults reads retry counts from configuration fields whose
// default the package's own constructor sets: the count is that default,
// and the message says where it comes from.
package defaults

import (
	"context"
	"time"

	"nest/inner"
)

// Config is the client configuration.
type Config struct {
	Admin struct {
		Retry struct {
			Max int
		}
	}
	Attempts int
	Tries    int
}

// NewConfig sets the defaults.
func NewConfig() *Config {
	c := &Config{}
	c.Admin.Retry.Max = 5
	c.Attempts = 3
	c.Tries = 2
	return c
}

// Tuned lowers Tries: two different constants, so no one default.
func (c *Config) Tuned() { c.Tries = 1 }

// Admin retries with a countdown from a configured maximum (the shape of
// sarama's clusterAdmin.retryOnError): Max + 1 = 6 attempts by default.
type Admin struct{ conf *Config }

func (a *Admin) retryOnError(fn func() error) error {
	for left := a.conf.Admin.Retry.Max + 1; ; {
		err := fn()
		left--
		if err == nil || left <= 0 {
			return err
		}
		time.Sleep(time.Second)
	}
}

// Describe retries a retrying call: the outer count is the default.
func (a *Admin) Describe(ctx context.Context) error {
	return a.retryOnError(func() error {
		return inner.Fetch(ctx) // want `^defaults\.Admin\.retryOnError \(6 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 18 calls per operation[^;]*; .*; defaults\.Admin\.retryOnError in defaults\.Admin\.Describe counts Admin\.Retry\.Max = 5 in defaults\.NewConfig, the package's default$`
	})
}

// Loop retries up to Attempts times (3 by default).
func Loop(ctx context.Context, c *Config) error {
	var err error
	for i := 0; i < c.Attempts; i++ {
		if err = inner.Fetch(ctx); err == nil { // want `^for loop \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation[^;]*; .*; the for loop in defaults\.Loop counts Attempts = 3 in defaults\.NewConfig, the package's default$`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Tried retries up to Tries times: set to 2 and to 1, so not known.
func Tried(ctx context.Context, c *Config) error {
	var err error
	for i := 0; i < c.Tries; i++ {
		if err = inner.Fetch(ctx); err == nil { // want `^for loop \(\? attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to \? calls per operation[^;]*; .*; \? because the for loop in defaults\.Tried reads its count from a field$`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
