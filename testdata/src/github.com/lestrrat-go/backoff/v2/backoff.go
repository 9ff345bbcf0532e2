// Package backoff is a stub of github.com/lestrrat-go/backoff/v2
// (v2.0.8): the signatures of the real package, without its behaviour.
// It is loop style: c := policy.Start(ctx); for backoff.Continue(c) {...}.
package backoff

import (
	"context"
	"time"
)

// Option is an option of a policy (option.Interface in the real package).
type Option interface {
	Ident() interface{}
	Value() interface{}
}

// ControllerOption is an option passed down to the controllers.
type ControllerOption interface {
	ConstantOption
	ExponentialOption
	controllerOption()
}

// ConstantOption is an option of the Constant policy.
type ConstantOption interface {
	Option
	constantOption()
}

// ExponentialOption is an option of the Exponential policy.
type ExponentialOption interface {
	Option
	exponentialOption()
}

// CommonOption is an option of every policy.
type CommonOption interface {
	ExponentialOption
	ConstantOption
}

type opt struct{ v interface{} }

func (o *opt) Ident() interface{} { return nil }
func (o *opt) Value() interface{} { return o.v }
func (o *opt) controllerOption()  {}
func (o *opt) constantOption()    {}
func (o *opt) exponentialOption() {}

// Controller is what a policy's Start returns.
type Controller interface {
	Done() <-chan struct{}
	Next() <-chan struct{}
}

// Policy makes controllers.
type Policy interface {
	Start(context.Context) Controller
}

// WithMaxRetries specifies the maximum number of retries (default 10; 0
// retries forever).
func WithMaxRetries(v int) ControllerOption { return &opt{v} }

// WithInterval specifies the interval of the Constant policy.
func WithInterval(v time.Duration) ConstantOption { return &opt{v} }

// WithMinInterval specifies the minimum interval of the Exponential policy.
func WithMinInterval(v time.Duration) ExponentialOption { return &opt{v} }

// WithMaxInterval specifies the maximum interval of the Exponential policy.
func WithMaxInterval(v time.Duration) ExponentialOption { return &opt{v} }

// WithJitterFactor enables jitter.
func WithJitterFactor(v float64) CommonOption { return &opt{v} }

type policy struct{}

func (policy) Start(ctx context.Context) Controller { return nil }

// Null creates a new NullPolicy object.
func Null() Policy { return policy{} }

// Constant creates a new ConstantPolicy object.
func Constant(options ...Option) Policy { return policy{} }

// Exponential creates a new ExponentialPolicy object.
func Exponential(options ...ExponentialOption) Policy { return policy{} }

// Continue reports whether the next attempt may start (it waits for the
// controller's next tick, or its end).
func Continue(c Controller) bool {
	select {
	case <-c.Done():
		return false
	case _, ok := <-c.Next():
		return ok
	}
}
