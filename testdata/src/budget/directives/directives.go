// Package directives teaches the analysis about project budget checks and
// route selections with //retrylint:budget and //retrylint:route, on
// function declarations and on the line of a call, and has the directive
// mistakes that are reported themselves.
package directives

import (
	"context"
	"errors"
	"net/http"
)

var errRejected = errors.New("rejected")

// Shard is one shard of the key space.
type Shard struct {
	Addr string
	HTTP *http.Client
}

// Call sends one request to the shard.
func (s *Shard) Call(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+s.Addr+path, nil)
	if err != nil {
		return err
	}
	resp, err := s.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

var shards []*Shard

// Admitted asks the admission controller. Its name and body say nothing
// about a budget; the directive does.
//
//retrylint:budget admission is decided from a cache the sidecar refreshes
func Admitted(tenant string) bool { return len(tenant) > 0 }

// Owner maps a key to its shard. Its name and body say nothing about a
// selection; the directive does.
//
//retrylint:route consistent hashing over the shard map
func Owner(key string) *Shard { return shards[len(key)%len(shards)] }

// Gate is a sidecar gate; Check is not a budget name.
type Gate struct{ open bool }

// Check reports whether the gate is open.
func (g *Gate) Check(tenant string) bool { return g.open }

// Directory finds the leader of a key's shard; Lookup is not a route name.
type Directory struct{}

// Lookup returns the leader.
func (Directory) Lookup(key string) *Shard { return shards[0] }

// Client calls the shards.
type Client struct {
	gate *Gate
	dir  Directory
}

// --- positives ---

// OwnerThenAdmitted: the declared route, then the declared budget check.
func OwnerThenAdmitted(ctx context.Context, tenant, key string) error {
	sh := Owner(key)
	if !Admitted(tenant) { // want `budget check Admitted runs after replica selection Owner at line 70; check the budget before choosing a route \(budget → route → call\)`
		return errRejected
	}
	return sh.Call(ctx, "/v1/items/"+key)
}

// CallLineBudget marks the budget check on the line of its call.
func (c *Client) CallLineBudget(ctx context.Context, tenant, key string) error {
	leader := Owner(key)
	ok := c.gate.Check(tenant) //retrylint:budget the gate is a token bucket in the sidecar // want `budget check c\.gate\.Check runs after replica selection Owner at line 79; check the budget before choosing a route \(budget → route → call\)`
	if !ok {
		return errRejected
	}
	return leader.Call(ctx, "/v1/items/"+key)
}

// CallLineRoute marks the selection on the line above its call.
func (c *Client) CallLineRoute(ctx context.Context, tenant, key string) error {
	//retrylint:route the directory returns the leader of the key's shard
	ld := c.dir.Lookup(key)
	if !Admitted(tenant) { // want `budget check Admitted runs after replica selection c\.dir\.Lookup at line 90; check the budget before choosing a route \(budget → route → call\)`
		return errRejected
	}
	return ld.Call(ctx, "/v1/items/"+key)
}

// --- negatives ---

// AdmittedThenOwner is fine: budget → route → call.
func AdmittedThenOwner(ctx context.Context, tenant, key string) error {
	if !Admitted(tenant) {
		return errRejected
	}
	return Owner(key).Call(ctx, "/v1/items/"+key)
}

// UnmarkedGate is fine: without a directive, Gate.Check is not a budget
// check (neither its name nor its type name says so).
func (c *Client) UnmarkedGate(ctx context.Context, tenant, key string) error {
	target := Owner(key)
	if !c.gate.Check(tenant) {
		return errRejected
	}
	return target.Call(ctx, "/v1/items/"+key)
}
