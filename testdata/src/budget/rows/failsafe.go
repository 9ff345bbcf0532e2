package rows

import (
	"context"
	"math/rand"
	"sync"

	"github.com/failsafe-go/failsafe-go/budget"
	"github.com/failsafe-go/failsafe-go/bulkhead"
	"github.com/failsafe-go/failsafe-go/circuitbreaker"
	"github.com/failsafe-go/failsafe-go/ratelimiter"
	"golang.org/x/sync/errgroup"
)

// Policies uses failsafe-go's policies as plain budget checks.
type Policies struct {
	*Client
	bh  bulkhead.Bulkhead[any]
	cb  circuitbreaker.CircuitBreaker[any]
	rl  ratelimiter.RateLimiter[any]
	bud budget.Budget[any]
}

// ---- bulkhead ----

// GoroutinesThenAcquirePermit starts one goroutine per replica, then
// acquires the bulkhead permit that should have bounded them.
func (p *Policies) GoroutinesThenAcquirePermit(ctx context.Context) error {
	var wg sync.WaitGroup
	for _, r := range p.replicas {
		wg.Add(1)
		go func(r *Replica) { defer wg.Done(); _ = p.call(ctx, r) }(r)
	}
	if err := p.bh.AcquirePermit(ctx); err != nil { // want `budget check p\.bh\.AcquirePermit runs after the fan-out at line 32 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
		return err
	}
	defer p.bh.ReleasePermit()
	wg.Wait()
	return nil
}

// AcquirePermitPerGoroutine is fine: each goroutine starts only after its
// permit was acquired.
func (p *Policies) AcquirePermitPerGoroutine(ctx context.Context) error {
	var wg sync.WaitGroup
	for _, r := range p.replicas {
		if err := p.bh.AcquirePermit(ctx); err != nil {
			return err
		}
		wg.Add(1)
		go func(r *Replica) { defer wg.Done(); defer p.bh.ReleasePermit(); _ = p.call(ctx, r) }(r)
	}
	wg.Wait()
	return nil
}

// PickThenTryAcquireBulkhead chooses the replica, then tries the bulkhead.
func (p *Policies) PickThenTryAcquireBulkhead(ctx context.Context) error {
	rep := p.random()
	if !p.bh.TryAcquirePermit() { // want `budget check p\.bh\.TryAcquirePermit runs after replica selection p\.random at line 59; check the budget before choosing a route \(budget → route → call\)`
		return bulkhead.ErrFull
	}
	defer p.bh.ReleasePermit()
	return p.call(ctx, rep)
}

// TryAcquireBulkheadThenPick is fine: the bulkhead before the selection.
func (p *Policies) TryAcquireBulkheadThenPick(ctx context.Context) error {
	if !p.bh.TryAcquirePermit() {
		return bulkhead.ErrFull
	}
	defer p.bh.ReleasePermit()
	return p.call(ctx, p.random())
}

// ---- circuitbreaker ----

// PickThenBreakerPermit chooses the replica, then asks the breaker.
func (p *Policies) PickThenBreakerPermit(ctx context.Context) error {
	target := p.random()
	if !p.cb.TryAcquirePermit() { // want `budget check p\.cb\.TryAcquirePermit runs after replica selection p\.random at line 80; check the budget before choosing a route \(budget → route → call\)`
		return circuitbreaker.ErrOpen
	}
	err := p.call(ctx, target)
	p.cb.RecordError(err)
	return err
}

// BreakerPermitThenPick is fine: the breaker before the selection.
func (p *Policies) BreakerPermitThenPick(ctx context.Context) error {
	if !p.cb.TryAcquirePermit() {
		return circuitbreaker.ErrOpen
	}
	err := p.call(ctx, p.random())
	p.cb.RecordError(err)
	return err
}

// ---- ratelimiter ----

// ErrgroupThenAcquirePermits starts the calls with errgroup.Go, then
// acquires the permits they should have waited for.
func (p *Policies) ErrgroupThenAcquirePermits(ctx context.Context) error {
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range p.replicas {
		g.Go(func() error { return p.call(gctx, r) })
	}
	if err := p.rl.AcquirePermits(ctx, uint(len(p.replicas))); err != nil { // want `budget check p\.rl\.AcquirePermits runs after the fan-out at line 106 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
		return err
	}
	return g.Wait()
}

// AcquirePermitsThenErrgroup is fine: one permit per replica, acquired
// before any call starts.
func (p *Policies) AcquirePermitsThenErrgroup(ctx context.Context) error {
	if err := p.rl.AcquirePermits(ctx, uint(len(p.replicas))); err != nil {
		return err
	}
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range p.replicas {
		g.Go(func() error { return p.call(gctx, r) })
	}
	return g.Wait()
}

// IndexThenTryAcquirePermit indexes the replicas by rand.Intn, then tries
// the rate limiter.
func (p *Policies) IndexThenTryAcquirePermit(ctx context.Context) error {
	rnd := p.replicas[rand.Intn(len(p.replicas))]
	if !p.rl.TryAcquirePermit() { // want `budget check p\.rl\.TryAcquirePermit runs after replica selection p\.replicas\[\.\.\.\] at line 130; check the budget before choosing a route \(budget → route → call\)`
		return ratelimiter.ErrExceeded
	}
	return p.call(ctx, rnd)
}

// TryAcquirePermitThenIndex is fine: the rate limiter before the index.
func (p *Policies) TryAcquirePermitThenIndex(ctx context.Context) error {
	if !p.rl.TryAcquirePermit() {
		return ratelimiter.ErrExceeded
	}
	return p.call(ctx, p.replicas[rand.Intn(len(p.replicas))])
}

// HedgeThenTryAcquirePermits sends a hedged pair, then tries two permits.
func (p *Policies) HedgeThenTryAcquirePermits(ctx context.Context) error {
	errc := make(chan error, 2)
	go func() { errc <- p.call(ctx, p.replicas[0]) }()
	go func() { errc <- p.call(ctx, p.replicas[1]) }()
	if !p.rl.TryAcquirePermits(2) { // want `budget check p\.rl\.TryAcquirePermits runs after the fan-out at line 148 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
		return ratelimiter.ErrExceeded
	}
	return <-errc
}

// TryAcquirePermitsThenHedge is fine: both permits before either call.
func (p *Policies) TryAcquirePermitsThenHedge(ctx context.Context) error {
	if !p.rl.TryAcquirePermits(2) {
		return ratelimiter.ErrExceeded
	}
	errc := make(chan error, 2)
	go func() { errc <- p.call(ctx, p.replicas[0]) }()
	go func() { errc <- p.call(ctx, p.replicas[1]) }()
	return <-errc
}

// ---- budget ----

// RetryPickThenRetryPermit chooses the replica of the retry, then asks the
// retry budget.
func (p *Policies) RetryPickThenRetryPermit(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		rep := p.random()
		if attempt > 0 {
			if !p.bud.TryAcquireRetryPermit() { // want `budget check p\.bud\.TryAcquireRetryPermit runs after replica selection p\.random at line 174; check the budget before choosing a route \(budget → route → call\)`
				return errBudget
			}
			defer p.bud.ReleaseRetryPermit()
		}
		if err = p.call(ctx, rep); err == nil {
			return nil
		}
	}
	return err
}

// RetryPermitThenPick is fine: "may I retry?" after the failed attempt,
// before the next selection.
func (p *Policies) RetryPermitThenPick(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if attempt > 0 {
			if !p.bud.TryAcquireRetryPermit() {
				return errBudget
			}
			defer p.bud.ReleaseRetryPermit()
		}
		if err = p.call(ctx, p.random()); err == nil {
			return nil
		}
	}
	return err
}
