// Package gobreaker is a test stub mirroring github.com/sony/gobreaker v1.0.0.
package gobreaker

import (
	"errors"
	"time"
)

// State is a type that represents a state of CircuitBreaker.
type State int

// These constants are states of CircuitBreaker.
const (
	StateClosed State = iota
	StateHalfOpen
	StateOpen
)

var (
	// ErrTooManyRequests is returned when the CB state is half open and the requests count is over the cb maxRequests
	ErrTooManyRequests = errors.New("too many requests")
	// ErrOpenState is returned when the CB state is open
	ErrOpenState = errors.New("circuit breaker is open")
)

// String implements stringer interface.
func (s State) String() string { return "closed" }

// Counts holds the numbers of requests and their successes/failures.
type Counts struct {
	Requests             uint32
	TotalSuccesses       uint32
	TotalFailures        uint32
	ConsecutiveSuccesses uint32
	ConsecutiveFailures  uint32
}

// Settings configures CircuitBreaker.
type Settings struct {
	Name          string
	MaxRequests   uint32
	Interval      time.Duration
	Timeout       time.Duration
	ReadyToTrip   func(counts Counts) bool
	OnStateChange func(name string, from State, to State)
	IsSuccessful  func(err error) bool
}

// CircuitBreaker is a state machine to prevent sending requests that are likely to fail.
type CircuitBreaker struct {
	name  string
	state State
}

// TwoStepCircuitBreaker is like CircuitBreaker but instead of surrounding a function
// with the breaker functionality, it only checks whether a request can proceed and
// expects the caller to report the outcome in a separate step using a callback.
type TwoStepCircuitBreaker struct {
	cb *CircuitBreaker
}

// NewCircuitBreaker returns a new CircuitBreaker configured with the given Settings.
func NewCircuitBreaker(st Settings) *CircuitBreaker { return &CircuitBreaker{name: st.Name} }

// NewTwoStepCircuitBreaker returns a new TwoStepCircuitBreaker configured with the given Settings.
func NewTwoStepCircuitBreaker(st Settings) *TwoStepCircuitBreaker {
	return &TwoStepCircuitBreaker{cb: NewCircuitBreaker(st)}
}

// Name returns the name of the CircuitBreaker.
func (cb *CircuitBreaker) Name() string { return cb.name }

// State returns the current state of the CircuitBreaker.
func (cb *CircuitBreaker) State() State { return cb.state }

// Counts returns internal counters
func (cb *CircuitBreaker) Counts() Counts { return Counts{} }

// Execute runs the given request if the CircuitBreaker accepts it.
func (cb *CircuitBreaker) Execute(req func() (interface{}, error)) (interface{}, error) {
	if cb.state == StateOpen {
		return nil, ErrOpenState
	}
	return req()
}

// Name returns the name of the TwoStepCircuitBreaker.
func (tscb *TwoStepCircuitBreaker) Name() string { return tscb.cb.Name() }

// State returns the current state of the TwoStepCircuitBreaker.
func (tscb *TwoStepCircuitBreaker) State() State { return tscb.cb.State() }

// Counts returns internal counters
func (tscb *TwoStepCircuitBreaker) Counts() Counts { return tscb.cb.Counts() }

// Allow checks if a new request can proceed. It returns a callback that should be used to
// register the success or failure in a separate step. If the circuit breaker doesn't allow
// requests, it returns an error.
func (tscb *TwoStepCircuitBreaker) Allow() (done func(success bool), err error) {
	if tscb.cb.state == StateOpen {
		return nil, ErrOpenState
	}
	return func(success bool) {}, nil
}
