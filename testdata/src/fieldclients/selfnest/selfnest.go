// Package selfnest calls the methods of a client of another package
// that sends with its own retrying client field.
package selfnest

import (
	"context"
	"time"

	"fieldclients/self"
)

// Once lists with a client built in place: the client's own retries are
// one retry owner, not a nest of the client in itself.
func Once(ctx context.Context) error {
	c := &self.Client{Client: self.Retrying(), URL: "http://svc"}
	return c.List(ctx) // fine: one client, one retry owner
}

// Twice retries the listing around the retrying client.
func Twice(ctx context.Context) error {
	c := &self.Client{Client: self.Retrying(), URL: "http://svc"}
	var err error
	for i := 0; i < 2; i++ {
		if err = c.List(ctx); err == nil { // want `^for loop \(2 attempts\) calls self\.Client\.List, which reaches self\.Client\.doRequest \(retryablehttp\.Client\.StandardClient, 6 attempts\): up to 12 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
