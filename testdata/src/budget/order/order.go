// Package order has budget checks that run after the route of the attempt
// was chosen (budget → route → call is the order to use), with project
// types recognised by their names and thin helpers of the same package.
package order

import (
	"context"
	"errors"
	"math/rand"
	"net/http"
	"sync/atomic"
)

var (
	errBudget  = errors.New("retry budget exhausted")
	errLimited = errors.New("rate limited")
)

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

// Budget-named project types: the method names of SPEC §1 on types whose
// names say budget, limiter, bucket, breaker, throttle, semaphore or quota.

type RetryBudget struct{ tokens int }

func (b *RetryBudget) Withdraw() bool         { b.tokens--; return b.tokens >= 0 }
func (b *RetryBudget) TryWithdraw(n int) bool { b.tokens -= n; return b.tokens >= 0 }

type RateLimiter struct{ n int }

func (l *RateLimiter) Allow() bool       { l.n++; return l.n < 100 }
func (l *RateLimiter) AllowN(n int) bool { l.n += n; return l.n < 100 }

type ConcurrencySemaphore struct{ ch chan struct{} }

func (s *ConcurrencySemaphore) Acquire(ctx context.Context) error {
	select {
	case s.ch <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

type TokenBucket struct{ tokens int }

func (b *TokenBucket) Take() bool { b.tokens--; return b.tokens >= 0 }

type CircuitBreaker struct{ open bool }

func (cb *CircuitBreaker) Allow() error {
	if cb.open {
		return errors.New("circuit open")
	}
	return nil
}

type LoadThrottle struct{ load int }

func (t *LoadThrottle) Admit() bool { return t.load < 80 }

type TenantQuota struct{ left int }

func (q *TenantQuota) Spend(cost int) bool { q.left -= cost; return q.left >= 0 }

// Route-named project types: pick, choose, select or next on types whose
// names say balancer, picker, selector, ring or pool.

type Balancer struct{ replicas []*Replica }

func (b *Balancer) Pick() *Replica        { return b.replicas[0] }
func (b *Balancer) PickReplica() *Replica { return b.replicas[len(b.replicas)-1] }

type HashRing struct{ replicas []*Replica }

func (r *HashRing) Choose(key string) *Replica { return r.replicas[len(key)%len(r.replicas)] }

type ConnPool struct {
	replicas []*Replica
	last     int
}

func (p *ConnPool) Next() *Replica {
	p.last = (p.last + 1) % len(p.replicas)
	return p.replicas[p.last]
}

// Client calls the replicas of one service.
type Client struct {
	replicas []*Replica
	next     uint64
	last     int
	bal      *Balancer
	ring     *HashRing
	pool     *ConnPool
	budget   *RetryBudget
	limiter  *RateLimiter
	sem      *ConcurrencySemaphore
	bucket   *TokenBucket
	breaker  *CircuitBreaker
	throttle *LoadThrottle
	quota    *TenantQuota
}

// nextPeer is a route selection by its name alone (next + Peer): its body
// has no random index.
func nextPeer(rs []*Replica, last int) *Replica { return rs[(last+1)%len(rs)] }

// chooseEndpoint is a route selection by its name (choose + Endpoint).
func (c *Client) chooseEndpoint(key string) *Replica { return c.replicas[len(key)%len(c.replicas)] }

// target chooses the replica of one attempt by a random index: a thin
// route helper (it returns what it chose and does no I/O).
func (c *Client) target() *Replica { return c.replicas[rand.Intn(len(c.replicas))] }

// mayCall asks the retry budget: a thin budget helper (one bool result, no
// I/O).
func (c *Client) mayCall() bool { return c.budget.Withdraw() }

// --- positives: route → budget → call ---

// PickThenLimit chooses the replica, then asks the limiter, then calls the
// chosen replica.
func (c *Client) PickThenLimit(ctx context.Context) error {
	rep := c.bal.Pick()
	if !c.limiter.Allow() { // want `budget check c\.limiter\.Allow runs after replica selection c\.bal\.Pick at line 142; check the budget before choosing a route \(budget → route → call\)`
		return errLimited
	}
	return rep.Call(ctx, "/v1/items")
}

// RandomThenWithdraw indexes the replicas by rand.Intn before the budget.
func (c *Client) RandomThenWithdraw(ctx context.Context) error {
	rnd := c.replicas[rand.Intn(len(c.replicas))]
	if !c.budget.Withdraw() { // want `budget check c\.budget\.Withdraw runs after replica selection c\.replicas\[\.\.\.\] at line 151; check the budget before choosing a route \(budget → route → call\)`
		return errBudget
	}
	return rnd.Call(ctx, "/v1/items")
}

// RoundRobinThenAcquire indexes the replicas by a round-robin counter.
func (c *Client) RoundRobinThenAcquire(ctx context.Context) error {
	n := atomic.AddUint64(&c.next, 1)
	rr := c.replicas[n%uint64(len(c.replicas))]
	if err := c.sem.Acquire(ctx); err != nil { // want `budget check c\.sem\.Acquire runs after replica selection c\.replicas\[\.\.\.\] at line 161; check the budget before choosing a route \(budget → route → call\)`
		return err
	}
	return rr.Call(ctx, "/v1/items")
}

// RingThenTake chooses the owner of a key on the hash ring.
func (c *Client) RingThenTake(ctx context.Context, key string) error {
	owner := c.ring.Choose(key)
	if !c.bucket.Take() { // want `budget check c\.bucket\.Take runs after replica selection c\.ring\.Choose at line 170; check the budget before choosing a route \(budget → route → call\)`
		return errLimited
	}
	return owner.Call(ctx, "/v1/items/"+key)
}

// PoolThenBreaker takes the next replica of the pool, then asks the
// breaker (a breaker whose Allow returns an error).
func (c *Client) PoolThenBreaker(ctx context.Context) error {
	conn := c.pool.Next()
	if err := c.breaker.Allow(); err != nil { // want `budget check c\.breaker\.Allow runs after replica selection c\.pool\.Next at line 180; check the budget before choosing a route \(budget → route → call\)`
		return err
	}
	return conn.Call(ctx, "/v1/items")
}

// PeerThenAdmit selects with a function named like a selection.
func (c *Client) PeerThenAdmit(ctx context.Context) error {
	peer := nextPeer(c.replicas, c.last)
	if !c.throttle.Admit() { // want `budget check c\.throttle\.Admit runs after replica selection nextPeer at line 189; check the budget before choosing a route \(budget → route → call\)`
		return errLimited
	}
	return peer.Call(ctx, "/v1/items")
}

// EndpointThenSpend selects with a method named like a selection on a
// type that is not named like a balancer.
func (c *Client) EndpointThenSpend(ctx context.Context, key string) error {
	ep := c.chooseEndpoint(key)
	if !c.quota.Spend(2) { // want `budget check c\.quota\.Spend runs after replica selection c\.chooseEndpoint at line 199; check the budget before choosing a route \(budget → route → call\)`
		return errBudget
	}
	return ep.Call(ctx, "/v1/items/"+key)
}

// HelperOrder uses the thin helpers of this package: target() is the
// selection, mayCall() the budget check.
func (c *Client) HelperOrder(ctx context.Context) error {
	dst := c.target()
	if !c.mayCall() { // want `budget check c\.mayCall runs after replica selection c\.target at line 209; check the budget before choosing a route \(budget → route → call\)`
		return errBudget
	}
	return dst.Call(ctx, "/v1/items")
}

// MaybeSticky selects on one path only (no sticky replica given); on that
// path the check runs between the selection and the call.
func (c *Client) MaybeSticky(ctx context.Context, sticky *Replica) error {
	dst := sticky
	if dst == nil {
		dst = c.bal.Pick()
	}
	if !c.limiter.AllowN(1) { // want `budget check c\.limiter\.AllowN runs after replica selection c\.bal\.Pick at line 221; check the budget before choosing a route \(budget → route → call\)`
		return errLimited
	}
	return dst.Call(ctx, "/v1/items")
}

// RetryPickThenWithdraw has the wrong order inside every attempt of a
// retry loop: the replica is chosen before the budget is asked.
func (c *Client) RetryPickThenWithdraw(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		pr := c.bal.PickReplica()
		if !c.budget.TryWithdraw(1) { // want `budget check c\.budget\.TryWithdraw runs after replica selection c\.bal\.PickReplica at line 234; check the budget before choosing a route \(budget → route → call\)`
			return errBudget
		}
		if err = pr.Call(ctx, "/v1/items"); err == nil {
			return nil
		}
	}
	return err
}

// --- negatives ---

// LimitThenPick is fine: budget → route → call.
func (c *Client) LimitThenPick(ctx context.Context) error {
	if !c.limiter.Allow() {
		return errLimited
	}
	chosen := c.bal.Pick()
	return chosen.Call(ctx, "/v1/items")
}

// AskBeforeEachPick is fine: the "may I retry?" check runs after a failed
// attempt and before the next selection; no chosen replica is called after
// it without being chosen again.
func (c *Client) AskBeforeEachPick(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if attempt > 0 && !c.budget.Withdraw() {
			return err
		}
		rep := c.target()
		if err = rep.Call(ctx, "/v1/items"); err == nil {
			return nil
		}
	}
	return err
}

// AskAfterFailure is fine: the check closes a failed attempt; the next
// iteration chooses its replica after it.
func (c *Client) AskAfterFailure(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		rep := c.ring.Choose("tenant")
		if err = rep.Call(ctx, "/v1/items"); err == nil {
			return nil
		}
		if !c.mayCall() {
			return err
		}
	}
	return err
}
