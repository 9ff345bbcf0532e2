// Package use: a retry loop around dep.Fetch, a nest when dep's summary
// is made; when dep's summary fails, use is summarised and checked
// without dep's facts.
package use

import (
	"net/http"
	"time"

	"failure/dep"
)

// Sync retries dep.Fetch. The facts expected are those of a run where
// dep.Fetch's summary fails (TestFailure): no chain through dep.
func Sync(c *http.Client, url string) error { // want Sync:`^owner\(for loop, 3 attempts\) chain\(use.Sync\[for loop, 3 attempts\], 3 attempts\) waits$`
	var err error
	for i := 0; i < 3; i++ {
		if err = dep.Fetch(c, url); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Get retries its own GET: summarised as usual whatever dep's fate.
func Get(c *http.Client, url string) (*http.Response, error) { // want Get:`^owner\(for loop, 3 attempts, on transport errors and timeouts\) chain\(use.Get\[for loop, 3 attempts\], 3 attempts\) client=arg0 io waits$`
	var err error
	for i := 0; i < 3; i++ {
		resp, e := c.Get(url)
		if e == nil {
			return resp, nil
		}
		err = e
		time.Sleep(time.Second)
	}
	return nil, err
}
