// Package fallback is a test stub mirroring github.com/failsafe-go/failsafe-go v0.9.8 (fallback).
package fallback

import "github.com/failsafe-go/failsafe-go"

// Fallback is a Policy that handles failures using a fallback function, result, or error.
type Fallback[R any] interface {
	failsafe.Policy[R]
}

// Builder builds Fallback instances.
type Builder[R any] interface {
	HandleIf(predicate func(R, error) bool) Builder[R]
	Build() Fallback[R]
}

type config[R any] struct {
	fn func(exec failsafe.Execution[R]) (R, error)
}

type fallback[R any] struct{ *config[R] }

func (fb *fallback[R]) ToExecutor(_ R) any { return nil }

// NewWithResult returns a Fallback for execution result type R that returns the result when an execution fails.
func NewWithResult[R any](result R) Fallback[R] {
	return NewWithFunc(func(exec failsafe.Execution[R]) (R, error) { return result, nil })
}

// NewWithError returns a Fallback for execution result type R that returns the err when an execution fails.
func NewWithError[R any](err error) Fallback[R] {
	return NewWithFunc(func(exec failsafe.Execution[R]) (R, error) { var zero R; return zero, err })
}

// NewWithFunc returns a Fallback for execution result type R that uses fallbackFunc to handle a failed execution.
func NewWithFunc[R any](fallbackFunc func(exec failsafe.Execution[R]) (R, error)) Fallback[R] {
	return NewBuilderWithFunc(fallbackFunc).Build()
}

// NewBuilderWithFunc returns a new Builder for execution result type R that uses fallbackFunc.
func NewBuilderWithFunc[R any](fallbackFunc func(exec failsafe.Execution[R]) (R, error)) Builder[R] {
	return &config[R]{fn: fallbackFunc}
}

func (c *config[R]) HandleIf(predicate func(R, error) bool) Builder[R] { return c }
func (c *config[R]) Build() Fallback[R]                                { return &fallback[R]{c} }
