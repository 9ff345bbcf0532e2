// Package mock is a stub of github.com/stretchr/testify/mock.
package mock

// Mock is embedded by mockery's mocks.
type Mock struct{}

// Called records a call.
func (m *Mock) Called(args ...interface{}) {}
