// Package try is a stub of github.com/matryer/try
// (v0.0.0-20161228173917-9ac251b645a2): the signatures of the real
// package, without its behaviour.
package try

import "errors"

// MaxRetries is the maximum number of retries before bailing.
var MaxRetries = 10

var errMaxRetriesReached = errors.New("exceeded retry limit")

// Func represents functions that can be retried.
type Func func(attempt int) (retry bool, err error)

// Do keeps trying the function until the second argument returns false,
// or no error is returned.
func Do(fn Func) error {
	_, err := fn(1)
	return err
}

// IsMaxRetries checks whether the error is due to hitting the maximum
// number of retries or not.
func IsMaxRetries(err error) bool { return err == errMaxRetriesReached }
