// Package retry is a stub of gopkg.in/retry.v1 (v1.0.3): the signatures
// of the real package, without its behaviour. It is loop style:
// for a := retry.Start(strategy, clk); a.Next(); {...}.
package retry // import "gopkg.in/retry.v1"

import "time"

// Strategy produces timers for attempts.
type Strategy interface {
	NewTimer(now time.Time) Timer
}

// Timer says how long to sleep before the next attempt, and whether to
// make it.
type Timer interface {
	NextSleep(now time.Time) (time.Duration, bool)
}

// Clock represents a virtual clock interface.
type Clock interface {
	Now() time.Time
	After(time.Duration) <-chan time.Time
}

// Attempt represents a running retry attempt.
type Attempt struct {
	count int
}

// Start begins a new sequence of attempts for the given strategy.
func Start(strategy Strategy, clk Clock) *Attempt { return &Attempt{} }

// StartWithCancel is Start with a channel that stops the attempts.
func StartWithCancel(strategy Strategy, clk Clock, stop <-chan struct{}) *Attempt {
	return &Attempt{}
}

// Next reports whether another attempt should be made, waiting first.
func (a *Attempt) Next() bool { return false }

// More reports whether there are more retry attempts to be made.
func (a *Attempt) More() bool { return false }

// Stopped reports whether the attempt was stopped by the stop channel.
func (a *Attempt) Stopped() bool { return false }

// Count returns the current attempt count number, starting at 1.
func (a *Attempt) Count() int { return a.count }

// Regular is a strategy that repeats at regular intervals, for Total
// time and at least Min attempts.
type Regular struct {
	Total time.Duration
	Delay time.Duration
	Min   int
}

// NewTimer implements Strategy.
func (r Regular) NewTimer(now time.Time) Timer { return nil }

// Start is short for Start(r, clk).
func (r Regular) Start(clk Clock) *Attempt { return Start(r, clk) }

// Exponential is an exponential backoff strategy, with no end.
type Exponential struct {
	Initial  time.Duration
	Factor   float64
	MaxDelay time.Duration
	Jitter   bool
}

// NewTimer implements Strategy.
func (r Exponential) NewTimer(now time.Time) Timer { return nil }

// LimitCount limits the number of attempts of strategy to n.
func LimitCount(n int, strategy Strategy) Strategy { return strategy }

// LimitTime limits the total duration of strategy.
func LimitTime(limit time.Duration, strategy Strategy) Strategy { return strategy }
