package rows

import (
	"context"

	"github.com/failsafe-go/failsafe-go/circuitbreaker"
	"github.com/failsafe-go/failsafe-go/ratelimiter"
	microv2 "github.com/micro/go-micro/v2/client/selector"
	registryv2 "github.com/micro/go-micro/v2/registry"
	registryv5 "go-micro.dev/v5/registry"
	microv5 "go-micro.dev/v5/selector"
)

// Micro routes with go-micro v2 and v5 selectors.
type Micro struct {
	*Client
	sel2 microv2.Selector
	sel5 microv5.Selector
	rl   ratelimiter.RateLimiter[any]
	cb   circuitbreaker.CircuitBreaker[any]
}

func (m *Micro) callV2(ctx context.Context, n *registryv2.Node) error {
	return m.get(ctx, "http://"+n.Address+"/v1/items")
}

func (m *Micro) callV5(ctx context.Context, n *registryv5.Node) error {
	return m.get(ctx, "http://"+n.Address+"/v1/items")
}

// ---- go-micro v2 ----

// V2NextThenAcquirePermit: the Next of a go-micro v2 selector chooses the
// node, then the rate limiter waits for a permit.
func (m *Micro) V2NextThenAcquirePermit(ctx context.Context) error {
	next, err := m.sel2.Select("items")
	if err != nil {
		return err
	}
	node, err := next()
	if err != nil {
		return err
	}
	if err := m.rl.AcquirePermit(ctx); err != nil { // want `budget check m\.rl\.AcquirePermit runs after replica selection next at line 40; check the budget before choosing a route \(budget → route → call\)`
		return err
	}
	return m.callV2(ctx, node)
}

// V2SelectThenAcquirePermitThenNext is fine: Select only narrows the
// candidates; next() chooses the node after the permit.
func (m *Micro) V2SelectThenAcquirePermitThenNext(ctx context.Context) error {
	pick, err := m.sel2.Select("items", microv2.WithStrategy(microv2.RoundRobin))
	if err != nil {
		return err
	}
	if err := m.rl.AcquirePermit(ctx); err != nil {
		return err
	}
	node, err := pick()
	if err != nil {
		return err
	}
	return m.callV2(ctx, node)
}

// ---- go-micro v5 ----

// V5NextThenBreaker: the Next of a go-micro v5 selector, then the breaker.
func (m *Micro) V5NextThenBreaker(ctx context.Context) error {
	next, err := m.sel5.Select("items")
	if err != nil {
		return err
	}
	node, err := next()
	if err != nil {
		return err
	}
	if !m.cb.TryAcquirePermit() { // want `budget check m\.cb\.TryAcquirePermit runs after replica selection next at line 75; check the budget before choosing a route \(budget → route → call\)`
		return circuitbreaker.ErrOpen
	}
	err = m.callV5(ctx, node)
	m.cb.RecordError(err)
	return err
}

// V5BreakerThenSelect is fine: the breaker, then Select and next(), then
// the call.
func (m *Micro) V5BreakerThenSelect(ctx context.Context) error {
	if !m.cb.TryAcquirePermit() {
		return circuitbreaker.ErrOpen
	}
	next, err := m.sel5.Select("items", microv5.WithStrategy(microv5.Random))
	if err != nil {
		return err
	}
	node, err := next()
	if err != nil {
		return err
	}
	err = m.callV5(ctx, node)
	m.cb.RecordError(err)
	return err
}
