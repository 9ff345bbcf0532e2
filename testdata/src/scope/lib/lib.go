// Package lib is excluded from reports by -nestedretry.exclude=scope/lib;
// its summaries still reach scope/app.
package lib

import (
	"net/http"
	"time"
)

func get(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = http.Get(url); err == nil {
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}

// Fetch nests two retry loops; not reported: the package is excluded.
func Fetch(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = get(url); err == nil { // fine: excluded from reports, still summarised
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}
