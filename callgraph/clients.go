package callgraph

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// The clients domain: helpers that send requests with an *http.Client
// they are given (fetch(ctx, hc, url)). A retrying client passed there
// retries inside the helper: the owners domain makes such a call a
// client owner whose operation is the call (fieldSite), so what the
// helper sends is what the client re-sends. Wrappers that pass their own
// client parameter on are helpers too (graph.PassParams).

type clients struct {
	p      *pipeline
	arg    map[*graph.Node]int // 1 + the client parameter's index
	fields fieldRoles          // clients kept in struct fields (fields.go)
}

// clientArgOf returns the client role of r's callee.
func (c *clients) clientArgOf(r *graph.Ref) int {
	return calleeRole(c.p, r, c.arg, func(f *FuncFact) int { return f.ClientArg })
}

// calleeRole returns what a domain knows of r's callee: from its table
// for a function of this package, from the callee's fact otherwise.
func calleeRole[T any](p *pipeline, r *graph.Ref, local map[*graph.Node]T, fromFact func(*FuncFact) T) T {
	var zero T
	if r.Local != nil {
		if r.Local.Virtual() {
			return zero
		}
		return local[r.Local]
	}
	if f := p.factOf(r); f != nil {
		return fromFact(f)
	}
	return zero
}

// sendsWith returns 1 + the index of the parameter of n that a call of n
// sends requests with, when it is a client of a family whose value
// decides whether it retries.
func (c *clients) sendsWith(n *graph.Node, ci ssa.CallInstruction) int {
	callee := ssax.Callee(ci.Common())
	if callee == nil {
		return 0
	}
	for _, e := range entriesOf(callee) {
		if e.Family == catalog.FamilyRetryingHTTP && e.Of == catalog.Receiver {
			return ssax.ParamOf(n.Fn, ssax.Recv(ci.Common()))
		}
	}
	return 0
}

func (c *clients) solve() {
	c.solveFields()
	c.arg = map[*graph.Node]int{}
	funcs := c.p.g.Funcs
	for _, n := range funcs {
		c.p.visit(n.Fn)
		for _, blk := range n.Fn.Blocks {
			for _, instr := range blk.Instrs {
				if ci, ok := instr.(ssa.CallInstruction); ok && c.arg[n] == 0 {
					if i := c.sendsWith(n, ci); i > 0 {
						c.arg[n] = i
					}
				}
			}
		}
	}
	graph.PassParams(funcs, c.clientArgOf,
		func(n *graph.Node) bool { return c.arg[n] != 0 },
		func(n *graph.Node, i int, _ *graph.Ref) bool { c.arg[n] = i; return true })
}

func (c *clients) fill(f *FuncFact, n *graph.Node) {
	f.ClientArg = c.arg[n]
	f.SendsField, f.StoresArgs = c.fields.sends[n], c.fields.stores[n]
	f.ReturnsArg = returnsArg(n.Fn)
	f.Delegates = delegateField(n.Fn)
	if st := c.returns(n); st.ok && st.family != "" { // also one that does not retry: see exportFacts
		f.Returns = ClientValue{Family: st.family, Via: st.via, Bound: st.bound(), Made: st.made, Class: st.class}
	}
}

// returns evaluates what a function returns first, when its first result
// can hold a client (a pointer, an interface, a named type).
func (c *clients) returns(n *graph.Node) state {
	res := n.Fn.Signature.Results()
	if res.Len() == 0 {
		return state{}
	}
	switch res.At(0).Type().Underlying().(type) {
	case *types.Pointer, *types.Interface, *types.Struct:
	default:
		return state{}
	}
	return c.p.vals.returns(n.Fn, 0, nil, 0)
}
