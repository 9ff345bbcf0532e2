// Package budget exercises budgetorder against the real
// golang.org/x/time/rate (v0.16.0) and golang.org/x/sync/semaphore and
// errgroup (v0.25.0).
//
// Catalog §15: (*rate.Limiter).Allow/AllowN/Wait/WaitN/Reserve and
// (*semaphore.Weighted).Acquire/TryAcquire are budget checks; the order
// per attempt must be budget → route → call.
package budget

import (
	"context"
	"errors"
	"math/rand"
	"net/http"

	"golang.org/x/sync/errgroup"
	"golang.org/x/sync/semaphore"
	"golang.org/x/time/rate"
)

var errLimited = errors.New("rate limited")

// Replica is one backend of the service.
type Replica struct {
	Addr string
	HTTP *http.Client
}

// Call sends one request to the replica.
func (r *Replica) Call(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+r.Addr+path, nil)
	if err != nil {
		return err
	}
	resp, err := r.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Client calls the replicas of one service.
type Client struct {
	replicas []*Replica
	limiter  *rate.Limiter
	sem      *semaphore.Weighted
}

// NewClient limits the client to 50 calls a second (burst 10) and 8 calls
// in flight.
func NewClient(replicas []*Replica) *Client {
	return &Client{replicas: replicas, limiter: rate.NewLimiter(rate.Limit(50), 10), sem: semaphore.NewWeighted(8)}
}

// --- rule 1: budget after route ---

// PickThenAllow chooses the replica at random, then asks the limiter.
func (c *Client) PickThenAllow(ctx context.Context) error {
	rep := c.replicas[rand.Intn(len(c.replicas))]
	if !c.limiter.Allow() { // want `budget check c\.limiter\.Allow runs after replica selection c\.replicas\[\.\.\.\] at line 59; check the budget before choosing a route \(budget → route → call\)`
		return errLimited
	}
	return rep.Call(ctx, "/v1/items")
}

// PickThenTryAcquire chooses the replica, then tries the semaphore.
func (c *Client) PickThenTryAcquire(ctx context.Context) error {
	target := c.replicas[rand.Intn(len(c.replicas))]
	if !c.sem.TryAcquire(1) { // want `budget check c\.sem\.TryAcquire runs after replica selection c\.replicas\[\.\.\.\] at line 68; check the budget before choosing a route \(budget → route → call\)`
		return errLimited
	}
	defer c.sem.Release(1)
	return target.Call(ctx, "/v1/items")
}

// AllowThenPick is fine: budget → route → call.
func (c *Client) AllowThenPick(ctx context.Context) error {
	if !c.limiter.Allow() {
		return errLimited
	}
	chosen := c.replicas[rand.Intn(len(c.replicas))]
	return chosen.Call(ctx, "/v1/items")
}

// WaitBeforeEachRetry is fine: the "may I retry?" check (rate.Limiter.Wait)
// runs after a failed attempt and before the next selection.
func (c *Client) WaitBeforeEachRetry(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if attempt > 0 {
			if werr := c.limiter.Wait(ctx); werr != nil {
				return werr
			}
		}
		r := c.replicas[rand.Intn(len(c.replicas))]
		if err = r.Call(ctx, "/v1/items"); err == nil {
			return nil
		}
	}
	return err
}

// --- rule 2: budget after fan-out ---

// FanOutThenAcquire starts the calls with errgroup.Go, then acquires the
// semaphore that should have bounded them.
func (c *Client) FanOutThenAcquire(ctx context.Context) error {
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range c.replicas {
		g.Go(func() error { return r.Call(gctx, "/v1/invalidate") })
	}
	if err := c.sem.Acquire(ctx, 1); err != nil { // want `budget check c\.sem\.Acquire runs after the fan-out at line 110 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
		return err
	}
	defer c.sem.Release(1)
	return g.Wait()
}

// AcquireThenFanOut is fine: the semaphore is acquired for every call
// before the first goroutine starts.
func (c *Client) AcquireThenFanOut(ctx context.Context) error {
	n := int64(len(c.replicas))
	if err := c.sem.Acquire(ctx, n); err != nil {
		return err
	}
	defer c.sem.Release(n)
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range c.replicas {
		g.Go(func() error { return r.Call(gctx, "/v1/items") })
	}
	return g.Wait()
}
