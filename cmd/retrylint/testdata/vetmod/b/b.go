// Package b is the inner layer: it retries an HTTP call in a loop.
package b

import (
	"net/http"
	"time"
)

// Fetch gets url, three times at most.
func Fetch(url string) (*http.Response, error) {
	var err error
	for i := 0; i < 3; i++ {
		resp, e := http.Get(url)
		if e == nil {
			return resp, nil
		}
		err = e
		time.Sleep(50 * time.Millisecond)
	}
	return nil, err
}

// FetchOnce gets url once: no retry owner.
func FetchOnce(url string) (*http.Response, error) {
	return http.Get(url)
}
