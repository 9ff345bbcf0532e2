// Package app is reported; it uses the summaries of the excluded lib.
package app

import (
	"time"

	"scope/lib"
)

// Load retries lib.Fetch, which retries twice over.
func Load(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = lib.Fetch(url); err == nil { // want `for loop \(2 attempts\) calls lib.Fetch, which retries in a for loop \(2 attempts\) and reaches lib.get \(for loop, 3 attempts\): up to 12 calls per operation`
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}
