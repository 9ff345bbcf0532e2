// Package nest retries calls of package api whose client retries.
package nest

import (
	"context"
	"net/http"
	"time"

	"github.com/hashicorp/go-retryablehttp"

	"fieldclients/api"
)

// Retried lists the orders twice over a client that retries 4 times.
func Retried(ctx context.Context) error {
	c := retryablehttp.NewClient()
	c.RetryMax = 3
	a := api.New(c.StandardClient(), "http://orders")
	var err error
	for i := 0; i < 2; i++ {
		if err = a.List(ctx); err == nil { // want `^for loop \(2 attempts\) calls retryablehttp\.Client\.StandardClient \(4 attempts\): up to 8 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Single retries over a plain client.
func Single(ctx context.Context) error {
	a := api.New(http.DefaultClient, "http://orders")
	var err error
	for i := 0; i < 2; i++ {
		if err = a.List(ctx); err == nil { // fine: the loop is the only retry owner
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
