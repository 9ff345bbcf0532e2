// Package gomock is a stub of github.com/golang/mock/gomock: the
// controller that generated mocks keep.
package gomock

// Controller records the calls of mocks.
type Controller struct{}
