// Package helpers holds retry helpers that run the operation their
// callers pass: one with no end (reported here, once, not at each
// caller) and one with a count.
package helpers

import "time"

// Until runs op until it works.
func Until(op func() error) {
	for { // want `^for loop in helpers\.Until retries the operation it is given with no attempt cap and no deadline: it goes round until an attempt succeeds`
		if op() == nil {
			return
		}
		time.Sleep(time.Second)
	}
}

// Times runs op at most n times: fine.
func Times(n int, op func() error) error {
	var err error
	for i := 0; i < n; i++ {
		if err = op(); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
