// Package poll waits between calls of a condition it is given: the loop
// tests one bool, and it waits, so the package is summarised (the wait
// makes the summary, not the loop).
package poll

import "time"

// Until calls cond until it holds, sleeping d between calls.
func Until(cond func() bool, d time.Duration) { // want Until:`^waits$`
	for !cond() {
		time.Sleep(d)
	}
}
