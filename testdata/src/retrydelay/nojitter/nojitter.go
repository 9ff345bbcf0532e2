// Package nojitter is analysed with -retrydelay.jitter=false: a wait
// with no random part is not reported, a retry with no wait still is.
package nojitter

import (
	"net/http"
	"time"
)

func get(url string) error {
	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Fixed waits a constant second: with the flag off, fine.
func Fixed(url string) error {
	var err error
	for i := 0; i < 4; i++ {
		if err = get(url); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Hammer does not wait at all: still reported.
func Hammer(url string) error {
	var err error
	for i := 0; i < 4; i++ { // want `^for loop retries with no wait between attempts`
		if err = get(url); err == nil {
			return nil
		}
	}
	return err
}
