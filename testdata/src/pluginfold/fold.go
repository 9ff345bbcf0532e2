// Package pluginfold nests two retry loops in two functions: the finding
// has related locations, which the golangci-lint plugin folds into its
// message.
package pluginfold

import (
	"net/http"
	"time"
)

func fetch(c *http.Client, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = c.Get(url); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Load retries fetch.
func Load(c *http.Client, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = fetch(c, url); err == nil { // want `for loop \(2 attempts\) calls pluginfold.fetch, .* \[related: fold.go:25: for loop retries here; fold.go:13: pluginfold.fetch retries here \(for loop\)\]$`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
