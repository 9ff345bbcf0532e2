// Package use calls the helpers of another package: the helper with no
// end is reported where it is written, so its calls here are not.
package use

import (
	"net/http"

	"unbounded/helpers"
)

func get(url string) error {
	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Poll retries through helpers.Until: the cause is the helper's loop,
// reported in package helpers; nothing here.
func Poll(url string) {
	helpers.Until(func() error { return get(url) })
}

// Bounded retries through helpers.Times: fine.
func Bounded(url string) error {
	return helpers.Times(3, func() error { return get(url) })
}
