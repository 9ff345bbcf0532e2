package budget

import (
	"context"
	"sync"

	"golang.org/x/sync/errgroup"
)

// --- a budget check inside each started goroutine ---

// WaitInsideErrgroup starts one errgroup goroutine per replica; each
// waits on the real rate.Limiter only once it is running.
func (c *Client) WaitInsideErrgroup(ctx context.Context) error {
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range c.replicas {
		g.Go(func() error {
			if err := c.limiter.Wait(gctx); err != nil { // want `budget check c\.limiter\.Wait runs after the fan-out at line 17 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
				return err
			}
			return r.Call(gctx, "/v1/items")
		})
	}
	return g.Wait()
}

// AcquireInsideGo acquires the real semaphore inside each goroutine.
func (c *Client) AcquireInsideGo(ctx context.Context) {
	var wg sync.WaitGroup
	for _, r := range c.replicas {
		wg.Add(1)
		go func(r *Replica) {
			defer wg.Done()
			if err := c.sem.Acquire(ctx, 1); err != nil { // want `budget check c\.sem\.Acquire runs after the fan-out at line 32 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
				return
			}
			defer c.sem.Release(1)
			_ = r.Call(ctx, "/v1/items")
		}(r)
	}
	wg.Wait()
}

// WaitBeforeEachGo is fine: each errgroup goroutine starts only after the
// limiter allowed it.
func (c *Client) WaitBeforeEachGo(ctx context.Context) error {
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range c.replicas {
		if err := c.limiter.Wait(ctx); err != nil {
			return err
		}
		g.Go(func() error { return r.Call(gctx, "/v1/items") })
	}
	return g.Wait()
}

// SetLimitThenWaitInside is fine: the real errgroup's SetLimit bounds the
// goroutines (Go blocks at the limit); the limiter inside paces them.
func (c *Client) SetLimitThenWaitInside(ctx context.Context) error {
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(4)
	for _, r := range c.replicas {
		g.Go(func() error {
			if err := c.limiter.Wait(gctx); err != nil { // fine: at most 4 goroutines run
				return err
			}
			return r.Call(gctx, "/v1/items")
		})
	}
	return g.Wait()
}

// TryAcquireInsideGo is fine: a refused goroutine ends at once (the try
// check sheds the excess instead of queueing it).
func (c *Client) TryAcquireInsideGo(ctx context.Context) error {
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range c.replicas {
		g.Go(func() error {
			if !c.sem.TryAcquire(1) { // fine: drops the call, does not wait
				return errLimited
			}
			defer c.sem.Release(1)
			return r.Call(gctx, "/v1/items")
		})
	}
	return g.Wait()
}

// --- a budget check after the replication set was chosen ---

// replicasFor returns the three replicas that hold key.
func (c *Client) replicasFor(key string) []*Replica {
	h := len(key)
	n := len(c.replicas)
	return []*Replica{c.replicas[h%n], c.replicas[(h+1)%n], c.replicas[(h+2)%n]}
}

// SetThenAllow chooses the replication set, asks the real limiter, then
// fans out over the set with errgroup.
func (c *Client) SetThenAllow(ctx context.Context, key string) error {
	reps := c.replicasFor(key)
	if !c.limiter.Allow() { // want `budget check c\.limiter\.Allow runs after replica selection c\.replicasFor at line 101; check the budget before choosing a route \(budget → route → call\)`
		return errLimited
	}
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range reps {
		g.Go(func() error { return r.Call(gctx, "/v1/put") })
	}
	return g.Wait()
}

// AllowThenSet is fine: budget → route → call.
func (c *Client) AllowThenSet(ctx context.Context, key string) error {
	if !c.limiter.Allow() {
		return errLimited
	}
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range c.replicasFor(key) {
		g.Go(func() error { return r.Call(gctx, "/v1/put") })
	}
	return g.Wait()
}
