// Package a is the outer layer: it retries b.Fetch, which retries itself.
package a

import (
	"time"

	"example.com/vetmod/b"
)

// Load retries b.Fetch five times: 5 × 3 calls per operation.
func Load(url string) error {
	var err error
	for i := 0; i < 5; i++ {
		resp, e := b.Fetch(url)
		if e == nil {
			resp.Body.Close()
			return nil
		}
		err = e
		time.Sleep(100 * time.Millisecond)
	}
	return err
}

// LoadOnce retries a call that does not retry: one retry owner, fine.
func LoadOnce(url string) error {
	var err error
	for i := 0; i < 5; i++ {
		resp, e := b.FetchOnce(url)
		if e == nil {
			resp.Body.Close()
			return nil
		}
		err = e
		time.Sleep(100 * time.Millisecond)
	}
	return err
}
