// Package use calls the helpers of another package: their waits are
// judged where the helpers are written, so nothing is reported here.
package use

import (
	"math/rand"
	"net/http"
	"time"

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

// Paced retries through helper.Retry, which waits what its caller hands
// it: this call hands it a fixed second.
func Paced(url string) error {
	return helper.Retry(3, 1e9, func() error { return get(url) }) // want `^helper\.Retry waits a fixed 1s between attempts, with no random part`
}

// PacedRandom hands helper.Retry a wait with a random part: fine.
func PacedRandom(url string, base time.Duration) error {
	return helper.Retry(3, base+time.Duration(rand.Int63n(int64(base))), func() error { return get(url) })
}
