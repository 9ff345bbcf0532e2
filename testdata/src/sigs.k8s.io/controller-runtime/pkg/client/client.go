// Package client is a stub of controller-runtime's client package: the
// error filters (pkg/client/interfaces.go@v0.24.1).
package client

type notFound interface{ NotFound() bool }

// IgnoreNotFound returns nil on NotFound errors; all other values that
// are not NotFound errors or nil are returned unmodified.
func IgnoreNotFound(err error) error {
	if nf, ok := err.(notFound); ok && nf.NotFound() {
		return nil
	}
	return err
}

type alreadyExists interface{ AlreadyExists() bool }

// IgnoreAlreadyExists returns nil on AlreadyExists errors.
func IgnoreAlreadyExists(err error) error {
	if ae, ok := err.(alreadyExists); ok && ae.AlreadyExists() {
		return nil
	}
	return err
}
