// Package dep: a retry owner whose summary TestFailure makes panic; the
// package must then export no facts.
package dep

import (
	"errors"
	"net/http"
	"time"
)

// Fetch retries a GET three times.
func Fetch(c *http.Client, url string) error {
	for i := 0; i < 3; i++ {
		resp, err := c.Get(url)
		if err == nil {
			return resp.Body.Close()
		}
		time.Sleep(time.Second)
	}
	return errors.New("failed")
}

// Ping does one request.
func Ping(c *http.Client, url string) error {
	resp, err := c.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
