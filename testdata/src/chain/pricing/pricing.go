// Package pricing is the client layer of a three-layer cascade: it
// retries the pricing service itself.
package pricing

import (
	"net/http"
	"time"
)

// Quote asks the pricing service, four times at most.
func Quote(url string) (*http.Response, error) {
	var err error
	for attempt := 0; attempt < 4; attempt++ {
		resp, e := http.Get(url)
		if e == nil {
			return resp, nil
		}
		err = e
		time.Sleep(100 * time.Millisecond)
	}
	return nil, err
}

// Once asks the pricing service once: no retry owner.
func Once(url string) (*http.Response, error) {
	return http.Get(url)
}
