// Package negatives has only code that budgetorder must accept, each with
// the reason it is fine.
package negatives

import (
	"context"
	"errors"
	"log"
	"math/rand"
	"net/http"
	"time"

	"golang.org/x/sync/errgroup"
	"golang.org/x/time/rate"
)

var (
	errBudget  = errors.New("retry budget exhausted")
	errLimited = errors.New("rate limited")
	errDenied  = errors.New("denied")
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

// RetryBudget is a project budget.
type RetryBudget struct{ tokens int }

func (b *RetryBudget) Withdraw() bool { b.tokens--; return b.tokens >= 0 }

// Picker is a project route type.
type Picker struct{ replicas []*Replica }

func (p *Picker) Pick() *Replica { return p.replicas[rand.Intn(len(p.replicas))] }

// ACL decides who may call; Allow on a type not named like a budget is
// not a budget check.
type ACL struct{ users map[string]bool }

func (a *ACL) Allow(user string) bool { return a.users[user] }

// Client calls the replicas.
type Client struct {
	replicas []*Replica
	primary  *Replica
	picker   *Picker
	budget   *RetryBudget
	limiter  *rate.Limiter
	acl      *ACL
}

// BudgetRouteCall is fine: budget → route → call.
func (c *Client) BudgetRouteCall(ctx context.Context) error {
	if !c.limiter.Allow() {
		return errLimited
	}
	return c.picker.Pick().Call(ctx, "/v1/items")
}

// BudgetRouteCallEachAttempt is fine: every attempt asks, then chooses,
// then calls.
func (c *Client) BudgetRouteCallEachAttempt(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if !c.budget.Withdraw() {
			return errBudget
		}
		rep := c.picker.Pick()
		if err = rep.Call(ctx, "/v1/items"); err == nil {
			return nil
		}
	}
	return err
}

// MayIRetry is fine: the first attempt runs under the request's
// admission; the budget is asked after a failed attempt and before the
// next selection.
func (c *Client) MayIRetry(ctx context.Context) error {
	rep := c.picker.Pick()
	err := rep.Call(ctx, "/v1/items")
	for attempt := 1; attempt < 3 && err != nil; attempt++ {
		if !c.budget.Withdraw() {
			return err
		}
		rep = c.picker.Pick()
		err = rep.Call(ctx, "/v1/items")
	}
	return err
}

// CheckBeforeFanOut is fine: the limiter is asked for every call before
// the first goroutine starts.
func (c *Client) CheckBeforeFanOut(ctx context.Context) error {
	if !c.limiter.AllowN(time.Now(), len(c.replicas)) {
		return errLimited
	}
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range c.replicas {
		g.Go(func() error { return r.Call(gctx, "/v1/items") })
	}
	return g.Wait()
}

// SelectionWithoutBudget is fine for this check: there is no budget check
// at all (a different problem, not budgetorder's).
func (c *Client) SelectionWithoutBudget(ctx context.Context) error {
	return c.picker.Pick().Call(ctx, "/v1/items")
}

// Refill and Route are unrelated functions: one checks the budget, the
// other selects and calls; neither calls the other. Fine.
func (c *Client) Refill() bool { return c.budget.Withdraw() }

// Route selects and calls.
func (c *Client) Route(ctx context.Context) error {
	rep := c.picker.Pick()
	return rep.Call(ctx, "/v1/items")
}

// RouteNotUsedAfterCheck is fine: the selection is only logged before
// the check; the call after the check goes to the primary, not to what
// was selected.
func (c *Client) RouteNotUsedAfterCheck(ctx context.Context) error {
	rep := c.picker.Pick()
	log.Printf("would have chosen %s", rep.Addr)
	if !c.budget.Withdraw() {
		return errBudget
	}
	return c.primary.Call(ctx, "/v1/items")
}

// ExclusivePaths is fine: the selection and the check are on different
// paths; no path runs one after the other.
func (c *Client) ExclusivePaths(ctx context.Context, fast bool) error {
	if fast {
		rep := c.picker.Pick()
		return rep.Call(ctx, "/v1/items")
	}
	if !c.budget.Withdraw() {
		return errBudget
	}
	return c.primary.Call(ctx, "/v1/items")
}

// ChosenAgain is fine: the replica chosen before the check is dropped; the
// call uses the one chosen after it.
func (c *Client) ChosenAgain(ctx context.Context) error {
	rep := c.picker.Pick()
	if !c.limiter.Allow() {
		return errLimited
	}
	rep = c.picker.Pick()
	return rep.Call(ctx, "/v1/items")
}

// FixedIndex is fine: replicas[0] is the primary, not a random or
// round-robin selection.
func (c *Client) FixedIndex(ctx context.Context) error {
	first := c.replicas[0]
	if !c.budget.Withdraw() {
		return errBudget
	}
	return first.Call(ctx, "/v1/items")
}

// AuthorizationAfterPick is fine: ACL.Allow is an authorization check,
// not a budget (ACL is not named like a budget type).
func (c *Client) AuthorizationAfterPick(ctx context.Context, user string) error {
	rep := c.picker.Pick()
	if !c.acl.Allow(user) {
		return errDenied
	}
	return rep.Call(ctx, "/v1/items")
}

// selectFields starts with "select" but names no replica, endpoint,
// shard, node, backend or peer, and Client is not a balancer-like type:
// not a route selection.
func (c *Client) selectFields(all []*Replica) []*Replica { return all[:1] }

// SelectFieldsThenCheck is fine: selectFields is not a route selection.
func (c *Client) SelectFieldsThenCheck(ctx context.Context) error {
	some := c.selectFields(c.replicas)
	if !c.budget.Withdraw() {
		return errBudget
	}
	return some[0].Call(ctx, "/v1/items")
}

// readerThenCheck starts one reader goroutine, then checks the budget
// before each write: one goroutine is no fan-out over replicas.
func readerThenCheck(ctx context.Context, lim *rate.Limiter, c *Replica) error {
	done := make(chan struct{})
	go func() { // fine: a single reader, not a fan-out
		defer close(done)
		_ = c.Call(ctx, "/watch")
	}()
	if err := lim.Wait(ctx); err != nil { // fine: gates the write below, not the reader
		return err
	}
	err := c.Call(ctx, "/write")
	<-done
	return err
}

// flushAll checks a limiter inside but its error says nothing about the
// check: not a budget helper, so calling it after a selection is fine.
func flushAll(lim *rate.Limiter, items []string) error {
	n := 0
	for range items {
		if lim.Allow() {
			n++
		}
	}
	if n > len(items) {
		return errDenied
	}
	return nil
}

func selectThenFlush(ctx context.Context, rs []*Replica, lim *rate.Limiter) error {
	r := rs[rand.Intn(len(rs))]
	_ = flushAll(lim, nil) // fine: flushAll is no budget check of this attempt
	return r.Call(ctx, "/items")
}
