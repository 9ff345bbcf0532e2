// Package errors is a stub of k8s.io/apimachinery/pkg/api/errors.
package errors

import "errors"

type StatusError struct{ Reason string }

func (e *StatusError) Error() string { return e.Reason }

func IsConflict(err error) bool {
	var se *StatusError
	return errors.As(err, &se) && se.Reason == "Conflict"
}
