package callgraph

import (
	"go/token"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// The chains domain: the worst nest of retry owners below each node.
//
// The value of a node is a chain of layers (outermost first) with a
// witness path. Values are ordered by depth, then by the severity of the
// product (known counts by size < unknown < unbounded), then by a string
// key, so the order is total and does not depend on iteration order. A
// site's value is its own layer on top of the worst value among its
// operation's refs; a function's value is the worst among its refs that
// no site claims. A chain never holds the same layer twice and is cut at
// maxLayers, so the set of values is finite; every update replaces a
// value only by a strictly worse one, so the fixed point over each
// strongly connected component (recursion, mutual recursion) is reached
// in finitely many rounds (graph.Solve).

// MaxLayers is the depth at which a chain is cut: its last layer kept
// says so (Layer.Deeper), so that a message can say the product counts
// only these.
const MaxLayers = 5

const (
	maxLayers = MaxLayers
	maxHops   = 4
)

type chains struct {
	p     *pipeline
	chain map[*graph.Node][]Layer
	path  map[*graph.Node][]Hop
	fixed map[*graph.Node]bool // summary nodes whose chain is given
	// gate: 1 + the index of the bool parameter that switches a
	// function's chain on (FuncFact.Gate), or 0.
	gate map[*graph.Node]int
	// fieldVals: the value a call's receiver keeps in the field its
	// callee sends with, for repriced (handed.go).
	fieldVals map[*graph.Ref]state
}

// fix gives a summary node its chain.
func (c *chains) fix(n *graph.Node, chain []Layer) {
	if c.chain == nil {
		c.chain, c.path, c.fixed = map[*graph.Node][]Layer{}, map[*graph.Node][]Hop{}, map[*graph.Node]bool{}
	}
	c.chain[n], c.fixed[n] = chain, true
}

func chainKey(ch []Layer) string {
	var sb strings.Builder
	for _, l := range ch {
		sb.WriteString(l.Func)
		sb.WriteByte('|')
		sb.WriteString(l.Via)
		sb.WriteByte('|')
		sb.WriteString(l.Pos)
		sb.WriteByte(';')
	}
	return sb.String()
}

// chainWorse reports whether a is strictly worse than b.
func chainWorse(a, b []Layer) bool {
	if len(a) != len(b) {
		return len(a) > len(b)
	}
	if len(a) == 0 {
		return false
	}
	pa, pb := ChainProduct(a), ChainProduct(b)
	if pa.Worse(pb) {
		return true
	}
	if pb.Worse(pa) {
		return false
	}
	return chainKey(a) < chainKey(b)
}

func hasLayer(ch []Layer, l Layer) bool {
	for _, x := range ch {
		if x.same(l) {
			return true
		}
	}
	return false
}

func prependHop(h Hop, path []Hop) []Hop {
	out := make([]Hop, 0, len(path)+1)
	out = append(out, h)
	out = append(out, path...)
	if len(out) > maxHops {
		out = append(out[:maxHops-1:maxHops-1], out[len(out)-1])
	}
	return out
}

// candidate is what following r contributes to its source's value. A
// goroutine nothing waits for is not part of what its starter does: its
// retries do not multiply the attempts of an operation that reaches it
// (a client's background renewal loop).
func (c *chains) candidate(r *graph.Ref) ([]Layer, []Hop) {
	ch, p := c.one(r)
	if len(ch) == 0 || r.Alts <= 1 {
		return ch, p
	}
	// An interface call resolved to several implementations reaches an
	// owner only when every one of them does: which one runs is decided
	// where the value is made (a connection pool's error handler that
	// only starts a refill, beside a control connection's that
	// reconnects), as for writes (writes.everyAlt).
	// A decorator is stacked, not chosen (graph.Ref.Decorates): what it
	// reaches, every call reaches, and it is no alternative to weigh.
	if r.Decorates() {
		return ch, p
	}
	for _, o := range r.Alternatives() {
		if och, _ := c.one(o); len(och) == 0 && !o.Decorates() {
			return nil, nil
		}
	}
	return ch, p
}

// one is candidate for r alone.
func (c *chains) one(r *graph.Ref) ([]Layer, []Hop) {
	if r.Async || r.Once || r.Switched || r.Success {
		return nil, nil
	}
	switch {
	case r.Local != nil && c.p.own.siteOfNode(r.Local) != nil:
		return c.chain[r.Local], nil
	case r.Local != nil:
		ch := c.chain[r.Local]
		if len(ch) > 0 && c.p.own.priced != nil && r.Local.Fn != nil {
			field := c.p.cls.fields.sends[r.Local]
			ch = c.repriced(r, ch, c.p.own.pricedAt(ch, r.Local.Fn, field), field)
		}
		if len(ch) == 0 || !gateOn(r, c.gate[r.Local]) {
			return nil, nil
		}
		return ch, prependHop(Hop{Name: r.Local.Name, Pos: c.p.posString(r.Pos)}, c.path[r.Local])
	}
	if f := c.p.factOf(r); f != nil && len(f.Chain) > 0 && gateOn(r, f.Gate) {
		ch := f.Chain
		if f.FieldLayer > 0 {
			if ch = c.repriced(r, ch, f.FieldLayer-1, f.SendsField); len(ch) == 0 {
				return nil, nil
			}
		}
		return ch, prependHop(Hop{Name: r.Name, Pos: c.p.posString(r.Pos)}, f.Path)
	}
	return nil, nil
}

// gateOn reports whether a call passes what switches its callee's chain
// on: no gate, a constant true for the gate parameter, or a value that
// is the same in every round (a configured switch). A constant false
// turns it off, and so does a value computed from the round a loop is
// in (i == len(hosts)-1: the inner retry runs for the last host only,
// so its attempts do not multiply every round's).
func gateOn(r *graph.Ref, gate int) bool {
	if gate == 0 {
		return true
	}
	a := ssax.Arg(r.Args(), gate-1)
	if v, ok := ssax.BoolConst(a); ok {
		return v
	}
	return !roundDependent(a, 0)
}

// roundDependent reports whether v is computed from a loop's induction
// variable or range index (a phi of a loop header).
func roundDependent(v ssa.Value, depth int) bool {
	if depth > 4 {
		return false
	}
	switch x := ssax.Unwrap(v).(type) {
	case *ssa.Phi:
		return len(x.Edges) > 1 && x.Block() != nil && len(x.Block().Preds) > 1 && loopHeader(x.Block())
	case *ssa.BinOp:
		return roundDependent(x.X, depth+1) || roundDependent(x.Y, depth+1)
	case *ssa.UnOp:
		return x.Op != token.MUL && roundDependent(x.X, depth+1)
	case *ssa.Extract:
		if n, ok := x.Tuple.(*ssa.Next); ok {
			_ = n
			return true // a key of a range over a map or a string
		}
	}
	return false
}

// loopHeader reports whether b is entered again from a block it
// dominates (a back edge).
func loopHeader(b *ssa.BasicBlock) bool {
	for _, p := range b.Preds {
		if b.Dominates(p) {
			return true
		}
	}
	return false
}

// gateOf returns 1 + the index of the bool parameter of n's function
// that guards block b: b runs only on the true side of a branch on it.
func gateOf(n *graph.Node, b *ssa.BasicBlock) int {
	if n.Fn == nil || b == nil || n.Fn.Parent() != nil {
		return 0
	}
	for _, prm := range n.Fn.Params {
		if !isBool(prm.Type()) || prm.Referrers() == nil {
			continue
		}
		for _, ref := range *prm.Referrers() {
			iff, ok := ref.(*ssa.If)
			if !ok || iff.Cond != ssa.Value(prm) {
				continue
			}
			t := iff.Block().Succs[0]
			if len(t.Preds) == 1 && t.Dominates(b) {
				return ssax.ParamIndex(n.Fn, prm)
			}
		}
	}
	return 0
}

// eval recomputes n's value from its successors; it reports a change.
func (c *chains) eval(n *graph.Node) bool {
	if c.fixed[n] {
		return false
	}
	var best []Layer
	var bestPath []Hop
	newGate := 0
	if s := c.p.own.siteOfNode(n); s != nil && s.poll && !c.p.eff.nodeIO(n) {
		// A poll whose condition reaches no remote I/O
		// (cache.WaitForCacheSync polling an informer's local state)
		// waits; it repeats no remote call: no layer.
		for _, r := range n.Refs {
			if ch, p := c.candidate(r); chainWorse(ch, best) {
				best, bestPath = ch, p
			}
		}
	} else if s != nil {
		self := s.layer
		for _, r := range n.Refs {
			ch, _ := c.candidate(r)
			if hasLayer(ch, self) {
				// Recursion back into this owner; what the operation
				// reaches by other ways still counts (a decorator's
				// closure whose inner call may also be another decorator
				// wrapping this one).
				ch = c.besides(r, self, 0)
			}
			// Only the layers that retry a failure this owner retries
			// too multiply its attempts (classes.go).
			ch = Multiplying(self.Class, ch)
			if chainWorse(ch, best) {
				best = ch
			}
		}
		chain := append([]Layer{self}, best...)
		if len(chain) > maxLayers {
			chain = append([]Layer(nil), chain[:maxLayers]...)
			chain[maxLayers-1].Deeper = true
		}
		best, bestPath = chain, nil
	} else {
		// The worst chain the function reaches whatever it is given; a
		// chain only behind a bool parameter's true side is the
		// function's when it has no other (gate).
		var gated []Layer
		var gatedPath []Hop
		gate := 0
		for _, r := range n.Refs {
			if r.Claimed != nil {
				continue
			}
			ch, p := c.candidate(r)
			if g := gateOf(n, r.Block); g > 0 && len(ch) > 0 {
				if chainWorse(ch, gated) {
					gated, gatedPath, gate = ch, p, g
				}
				continue
			}
			if chainWorse(ch, best) {
				best, bestPath = ch, p
			}
		}
		if len(best) == 0 && len(gated) > 0 {
			best, bestPath, newGate = gated, gatedPath, gate
		}
	}
	if chainWorse(best, c.chain[n]) {
		c.chain[n], c.path[n] = best, bestPath
		if newGate > 0 {
			c.gate[n] = newGate
		} else {
			delete(c.gate, n)
		}
		return true
	}
	return false
}

// besides is the worst chain that following r reaches without going
// back into the owner whose layer is self: when r's own value leads back
// to self, the refs of r's function are followed one by one (a closure
// or a function of the package, a few levels deep).
func (c *chains) besides(r *graph.Ref, self Layer, depth int) []Layer {
	ch, _ := c.candidate(r)
	if !hasLayer(ch, self) {
		return ch
	}
	n := r.Local
	if n == nil || depth >= 3 || c.p.own.siteOfNode(n) != nil || r.Alts > 1 && !r.Decorates() && !c.alternativesReach(r) {
		return nil
	}
	var best []Layer
	for _, o := range n.Refs {
		if o.Claimed != nil {
			continue
		}
		if och := c.besides(o, self, depth+1); chainWorse(och, best) {
			best = och
		}
	}
	return best
}

// alternativesReach reports whether every other implementation of r's
// interface call reaches an owner, or is a decorator (as candidate asks).
func (c *chains) alternativesReach(r *graph.Ref) bool {
	for _, o := range r.Alternatives() {
		if och, _ := c.one(o); len(och) == 0 && !o.Decorates() {
			return false
		}
	}
	return true
}

func (c *chains) solve() {
	if c.chain == nil {
		c.chain, c.path, c.fixed = map[*graph.Node][]Layer{}, map[*graph.Node][]Hop{}, map[*graph.Node]bool{}
	}
	c.gate = map[*graph.Node]int{}
	graph.Solve(c.p.g.SCCs(), c.p.noting(c.eval))
}

func (c *chains) fill(f *FuncFact, n *graph.Node) {
	f.Chain, f.Path, f.Gate = c.chain[n], c.path[n], c.gate[n]
}
