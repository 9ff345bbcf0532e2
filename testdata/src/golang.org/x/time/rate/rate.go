// Package rate is a test stub mirroring golang.org/x/time v0.16.0.
package rate

import (
	"context"
	"math"
	"time"
)

// Limit defines the maximum frequency of some events, in events per second.
type Limit float64

// Inf is the infinite rate limit; it allows all events.
const Inf = Limit(math.MaxFloat64)

// InfDuration is the duration returned by Delay when a Reservation is not OK.
const InfDuration = time.Duration(math.MaxInt64)

// Every converts a minimum time interval between events to a Limit.
func Every(interval time.Duration) Limit {
	if interval <= 0 {
		return Inf
	}
	return 1 / Limit(interval.Seconds())
}

// A Limiter controls how frequently events are allowed to happen.
type Limiter struct {
	limit Limit
	burst int
}

// NewLimiter returns a new Limiter that allows events up to rate r and permits
// bursts of at most b tokens.
func NewLimiter(r Limit, b int) *Limiter { return &Limiter{limit: r, burst: b} }

// Limit returns the maximum overall event rate.
func (lim *Limiter) Limit() Limit { return lim.limit }

// Burst returns the maximum burst size.
func (lim *Limiter) Burst() int { return lim.burst }

// TokensAt returns the number of tokens available at time t.
func (lim *Limiter) TokensAt(t time.Time) float64 { return float64(lim.burst) }

// Tokens returns the number of tokens available now.
func (lim *Limiter) Tokens() float64 { return float64(lim.burst) }

// Allow reports whether an event may happen now.
func (lim *Limiter) Allow() bool { return true }

// AllowN reports whether n events may happen at time t.
func (lim *Limiter) AllowN(t time.Time, n int) bool { return true }

// A Reservation holds information about events that are permitted by a Limiter to happen after a delay.
type Reservation struct {
	ok bool
}

// OK returns whether the limiter can provide the requested number of tokens
// within the maximum wait time.
func (r *Reservation) OK() bool { return r.ok }

// Delay is shorthand for DelayFrom(time.Now()).
func (r *Reservation) Delay() time.Duration { return 0 }

// DelayFrom returns the duration for which the reservation holder must wait
// before taking the reserved action.
func (r *Reservation) DelayFrom(t time.Time) time.Duration { return 0 }

// Cancel is shorthand for CancelAt(time.Now()).
func (r *Reservation) Cancel() {}

// CancelAt indicates that the reservation holder will not perform the reserved action.
func (r *Reservation) CancelAt(t time.Time) {}

// Reserve is shorthand for ReserveN(time.Now(), 1).
func (lim *Limiter) Reserve() *Reservation { return &Reservation{ok: true} }

// ReserveN returns a Reservation that indicates how long the caller must wait
// before n events happen.
func (lim *Limiter) ReserveN(t time.Time, n int) *Reservation { return &Reservation{ok: true} }

// Wait is shorthand for WaitN(ctx, 1).
func (lim *Limiter) Wait(ctx context.Context) (err error) { return nil }

// WaitN blocks until lim permits n events to happen.
func (lim *Limiter) WaitN(ctx context.Context, n int) (err error) { return ctx.Err() }

// SetLimit is shorthand for SetLimitAt(time.Now(), newLimit).
func (lim *Limiter) SetLimit(newLimit Limit) { lim.limit = newLimit }

// SetLimitAt sets a new Limit for the limiter.
func (lim *Limiter) SetLimitAt(t time.Time, newLimit Limit) { lim.limit = newLimit }

// SetBurst is shorthand for SetBurstAt(time.Now(), newBurst).
func (lim *Limiter) SetBurst(newBurst int) { lim.burst = newBurst }

// SetBurstAt sets a new burst size for the limiter.
func (lim *Limiter) SetBurstAt(t time.Time, newBurst int) { lim.burst = newBurst }
