package callgraph

import (
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// Chains: the worst nest of retry owners below each node.
//
// The value of a node is a chain of layers (outermost first) with a
// witness path. Values are ordered by depth, then by the severity of the
// product (known counts by size < unknown < unbounded), then by a string
// key, so the order is total and does not depend on iteration order. A
// site's value is its own layer on top of the worst value among its
// operation's refs; a function's value is the worst among its refs. A
// chain never holds the same layer twice and is cut at maxLayers, so the
// set of values is finite; every update replaces a value only by a
// strictly worse one, so the fixed point over each strongly connected
// component (recursion, mutual recursion) is reached in finitely many
// rounds. maxRounds guards against a bug in that argument.

const (
	maxLayers = 5
	maxHops   = 4
	maxRounds = 64
)

func chainKey(c []Layer) string {
	var sb strings.Builder
	for _, l := range c {
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
	if boundWorse(pa, pb) {
		return true
	}
	if boundWorse(pb, pa) {
		return false
	}
	return chainKey(a) < chainKey(b)
}

func hasLayer(c []Layer, l Layer) bool {
	for _, x := range c {
		if x.Func == l.Func && x.Via == l.Via && x.Pos == l.Pos {
			return true
		}
	}
	return false
}

// candidate is what following ref r contributes to its source's value.
func (b *builder) candidate(r *ref) ([]Layer, []Hop) {
	switch {
	case r.local != nil && r.local.site != nil:
		return r.local.chain, nil
	case r.local != nil:
		if len(r.local.chain) == 0 {
			return nil, nil
		}
		return r.local.chain, prependHop(Hop{Name: r.local.name, Pos: b.posString(r.pos)}, r.local.path)
	case r.fact != nil && len(r.fact.Chain) > 0:
		return r.fact.Chain, prependHop(Hop{Name: r.name, Pos: b.posString(r.pos)}, r.fact.Path)
	}
	return nil, nil
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

// eval recomputes n's value from its successors; it reports a change.
func (b *builder) eval(n *node) bool {
	var best []Layer
	var bestPath []Hop
	if n.site != nil {
		self := n.site.layer
		for _, r := range n.ops {
			c, _ := b.candidate(r)
			if hasLayer(c, self) {
				continue // recursion back into this owner
			}
			if chainWorse(c, best) {
				best = c
			}
		}
		chain := append([]Layer{self}, best...)
		if len(chain) > maxLayers {
			chain = chain[:maxLayers]
		}
		best, bestPath = chain, nil
	} else {
		for _, r := range n.refs {
			if r.opOf != nil {
				continue
			}
			c, p := b.candidate(r)
			if chainWorse(c, best) {
				best, bestPath = c, p
			}
		}
	}
	if chainWorse(best, n.chain) {
		n.chain, n.path = best, bestPath
		return true
	}
	return false
}

func (n *node) succs() []*ref {
	if n.site != nil {
		return n.ops
	}
	return n.refs
}

// solveChains evaluates the nodes bottom-up, one strongly connected
// component at a time (Tarjan's algorithm yields callees first).
func (b *builder) solveChains() {
	index := 0
	var stack []*node
	var strong func(v *node)
	strong = func(v *node) {
		v.index, v.low = index, index
		index++
		stack = append(stack, v)
		v.onStack = true
		for _, r := range v.succs() {
			w := r.local
			if w == nil {
				continue
			}
			if w.index < 0 {
				strong(w)
				v.low = min(v.low, w.low)
			} else if w.onStack {
				v.low = min(v.low, w.index)
			}
		}
		if v.low != v.index {
			return
		}
		var scc []*node
		for {
			w := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			w.onStack = false
			scc = append(scc, w)
			if w == v {
				break
			}
		}
		for round := 0; round < maxRounds; round++ {
			changed := false
			for _, w := range scc {
				if b.eval(w) {
					changed = true
				}
			}
			if !changed || len(scc) == 1 && scc[0].site != nil {
				break
			}
		}
	}
	for _, n := range b.nodes {
		if n.index < 0 {
			strong(n)
		}
	}
}

// exportFacts exports the summary of every named function that has one.
func (b *builder) exportFacts() {
	objs := make([]*types.Func, 0, len(b.byObj))
	for obj := range b.byObj {
		objs = append(objs, obj)
	}
	sort.Slice(objs, func(i, j int) bool { return objs[i].Pos() < objs[j].Pos() })
	for _, obj := range objs {
		n := b.byObj[obj]
		f := &FuncFact{Chain: n.chain, Path: n.path, IO: n.io, Waits: n.waits, ClientArg: n.clientArg, Write: n.write, WritePath: n.writePath, MethodArg: n.methodArg, MethodWrite: n.methodWrite}
		switch n.helper {
		case BudgetCheck:
			f.Budget = n.helperOf
		case RouteSelection:
			f.Route = n.helperOf
		}
		if n.own != nil {
			f.Own = *n.own
			f.OpArg, f.BoundArg, f.BoundAdd, f.OwnIfIO = n.opArg, n.boundArg, n.boundAdd, n.ownIfIO
		}
		if !f.empty() {
			b.pass.ExportObjectFact(obj, f)
		}
	}
}

// collectSites fills the Result with the package's owners and, for each,
// the calls in its operation that reach another owner.
func (b *builder) collectSites() {
	for _, s := range b.sites {
		site := &Site{Layer: s.site.layer, Pos: s.site.pos}
		seen := map[*ref]bool{}
		descended := map[*node]bool{}
		var lead func(r *ref, depth int)
		lead = func(r *ref, depth int) {
			if seen[r] || depth > 8 {
				return
			}
			seen[r] = true
			c, p := b.candidate(r)
			if len(c) == 0 || hasLayer(c, s.site.layer) {
				return
			}
			// A closure written inside the operation: report at the call
			// inside it, which is what the reader sees in the operation.
			if t := r.local; t != nil && t.fn != nil && t.fn.Parent() != nil && rootOf(t) == rootOf(s.site.fn) {
				if descended[t] {
					return // already reported inside this closure
				}
				descended[t] = true
				before := len(site.Nests)
				for _, rr := range t.refs {
					if rr.opOf == nil {
						lead(rr, depth+1)
					}
				}
				if len(site.Nests) > before {
					return
				}
			}
			nest := Nest{Pos: r.pos, Callee: r.name, Chain: c, Path: p}
			if len(p) > 0 {
				nest.Path = p[1:] // the first hop is the callee itself
			}
			if r.local != nil && r.local.site != nil {
				nest.Direct, nest.Site, nest.Callee = true, true, r.local.site.layer.Via
			} else if len(c) > 0 && c[0].Func == r.name {
				nest.Direct = true
			}
			site.Nests = append(site.Nests, nest)
		}
		for _, r := range s.ops {
			lead(r, 0)
		}
		site.SelfWrite = s.site.selfWrite
		site.Writes = b.writeNests(s)
		sort.SliceStable(site.Nests, func(i, j int) bool { return site.Nests[i].Pos < site.Nests[j].Pos })
		// One finding per call position.
		out := site.Nests[:0]
		for i, n := range site.Nests {
			if i > 0 && n.Pos == out[len(out)-1].Pos {
				continue
			}
			out = append(out, n)
		}
		site.Nests = out
		b.res.Sites = append(b.res.Sites, site)
	}
}

// writeNests finds the calls in a site's operation that reach a write,
// descending into closures written inside the operation like Nests.
func (b *builder) writeNests(s *node) []WriteNest {
	var out []WriteNest
	seen := map[*ref]bool{}
	descended := map[*node]bool{}
	var lead func(r *ref, depth int)
	lead = func(r *ref, depth int) {
		if seen[r] || depth > 8 {
			return
		}
		seen[r] = true
		w, p := b.writeCandidate(r)
		if w.IsZero() {
			return
		}
		if t := r.local; t != nil && t.fn != nil && t.fn.Parent() != nil && rootOf(t) == rootOf(s.site.fn) {
			if descended[t] {
				return
			}
			descended[t] = true
			before := len(out)
			for _, rr := range t.refs {
				if rr.opOf == nil {
					lead(rr, depth+1)
				}
			}
			if len(out) > before {
				return
			}
		}
		w.methodParam = false
		wn := WriteNest{Pos: r.pos, Callee: r.name, Write: w, Path: p}
		if len(p) > 0 {
			wn.Path = p[1:]
		}
		if r.local != nil && r.local.site != nil {
			wn.Callee = r.local.site.layer.Via
		}
		out = append(out, wn)
	}
	for _, r := range s.ops {
		lead(r, 0)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pos < out[j].Pos })
	dedup := out[:0]
	for i, w := range out {
		if i > 0 && w.Pos == dedup[len(dedup)-1].Pos {
			continue
		}
		dedup = append(dedup, w)
	}
	return dedup
}

// rootOf returns the named function that n's closure is written in.
func rootOf(n *node) *ssa.Function {
	if n == nil || n.fn == nil {
		return nil
	}
	fn := n.fn
	for fn.Parent() != nil {
		fn = fn.Parent()
	}
	return fn
}
