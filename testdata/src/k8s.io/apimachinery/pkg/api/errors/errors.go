// Package errors is a stub of k8s.io/apimachinery/pkg/api/errors.
package errors

import (
	"errors"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// StatusError is an error the API server answered with.
type StatusError struct{ ErrStatus metav1.Status }

func (e *StatusError) Error() string { return e.ErrStatus.Message }

func IsConflict(err error) bool {
	var se *StatusError
	return errors.As(err, &se) && se.ErrStatus.Reason == metav1.StatusReasonConflict
}
