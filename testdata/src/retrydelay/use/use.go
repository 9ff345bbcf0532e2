// Package use calls the helpers of another package: their waits are
// judged where the helpers are written, so nothing is reported here.
package use

import (
	"net/http"

	"retrydelay/helper"
)

func get(url string) error {
	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Get retries through helper.Do: the cause is the helper's loop,
// reported in package helper; nothing here.
func Get(url string) error {
	return helper.Do(func() error { return get(url) })
}

// Paced retries through helper.Retry with a wait of its choosing: fine.
func Paced(url string) error {
	return helper.Retry(3, 1e9, func() error { return get(url) })
}
