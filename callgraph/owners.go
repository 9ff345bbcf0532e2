package callgraph

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// solveEffects computes io and waits for every node: a boolean
// reachability, monotone, so plain iteration to a fixed point ends after
// at most one pass per node.
func (b *builder) solveEffects() {
	for pass := 0; pass <= len(b.nodes); pass++ {
		changed := false
		for _, n := range b.nodes {
			refs := n.refs
			if n.site != nil {
				refs = n.ops
			}
			io, waits := n.io, n.waits
			for _, r := range refs {
				io = io || r.io
				waits = waits || r.waits
				if r.local != nil {
					io = io || r.local.io
					waits = waits || r.local.waits
				}
				if r.fact != nil {
					io = io || r.fact.IO
					waits = waits || r.fact.Waits
				}
			}
			if n.site != nil && n.site.kind == siteLibrary {
				waits = true // library retries sleep between attempts
			}
			if io != n.io || waits != n.waits {
				n.io, n.waits, changed = io, waits, true
			}
		}
		if !changed {
			break
		}
	}
}

func refIO(r *ref) bool {
	return r.io || r.local != nil && r.local.io || r.fact != nil && r.fact.IO
}

func refWaits(r *ref) bool {
	return r.waits || r.local != nil && r.local.waits || r.fact != nil && r.fact.Waits
}

// funcNodes returns the function nodes built so far.
func (b *builder) funcNodes() []*node {
	var out []*node
	for _, n := range b.nodes {
		if n.fn != nil {
			out = append(out, n)
		}
	}
	return out
}

// findOwners finds the loop, straight-line and declared owners of every
// function, then the calls that pass an operation to a retrying function.
func (b *builder) findOwners() {
	fns := b.funcNodes()
	for _, n := range fns {
		if len(n.fn.Blocks) == 0 {
			continue // no body (assembly, linkname): nothing to summarise
		}
		all := findLoops(n.fn)
		owners := b.findLoopOwners(n, all)
		b.findStraightOwners(n, all, owners)
		b.findDeclared(n)
	}
	for _, n := range fns {
		b.findOpArgSites(n)
	}
	b.findClientArgCalls(fns)
	b.findMethodArgCalls(fns)
	// Effects again: new sites changed nothing below them, but the
	// operations they retry now hang off them.
	b.solveEffects()
}

func (b *builder) newSite(n *node, kind siteKind, via string, bd Bound, pos token.Pos, blk *ssa.BasicBlock) *node {
	s := &node{name: via, index: -1}
	s.site = &siteInfo{kind: kind, fn: n, pos: pos, block: blk,
		layer: Layer{Func: n.name, Via: via, Bound: bd, Pos: b.posString(pos)}}
	b.nodes = append(b.nodes, s)
	b.sites = append(b.sites, s)
	return s
}

type loopSite struct {
	l *loopInfo
	s *node
}

func (b *builder) findLoopOwners(n *node, loops []*loopInfo) []loopSite {
	fn := n.fn
	var out []loopSite
	for _, l := range loops {
		loopWaits := false
		for _, r := range n.refs {
			if l.in(r.block) && refWaits(r) {
				loopWaits = true
			}
		}
		for _, blk := range fn.Blocks {
			if !l.in(blk) || len(blk.Instrs) == 0 {
				continue
			}
			iff, ok := blk.Instrs[len(blk.Instrs)-1].(*ssa.If)
			if !ok {
				continue
			}
			success, call, ok := outcomeOf(iff.Cond, l.in)
			if !ok {
				continue
			}
			if isBoolOutcome(iff.Cond, call) && !(loopWaits && b.callDoesIO(n, call)) {
				// A boolean (a CAS, a health check, strings.Contains, a
				// hook's verdict) is an outcome only for a poll: the call
				// does remote I/O and the loop waits between tries.
				continue
			}
			if l.leaves(blk.Succs[success]) && l.returns(blk.Succs[1-success]) {
				l.outcome = call
				l.op = l.reaching(blk)
				break
			}
		}
		if l.outcome == nil {
			continue
		}
		var io, waits, deadline bool
		param := 0
		for _, r := range n.refs {
			if !l.in(r.block) {
				continue
			}
			io = io || refIO(r)
			waits = waits || refWaits(r)
			deadline = deadline || r.deadline
			if r.paramCall > 0 && param == 0 {
				param = r.paramCall
			}
		}
		if !io && !waits && param == 0 {
			continue // a search over local candidates, not a retry
		}
		bd, boundArg, boundAdd := loopBound(fn, l, deadline)
		if bd.Kind == Known && bd.N <= 1 {
			continue
		}
		via, pos := "goto loop", l.outcome.Pos()
		if st, ok := b.loopAt(l.outcome.Pos()); ok {
			via, pos = st.kind, st.pos
		}
		if !io && !waits {
			// Retries an operation passed in: an owner for callers whose
			// operation does I/O, and only for them.
			if n.own == nil {
				layer := Layer{Func: n.name, Via: via, Bound: bd, Pos: b.posString(pos)}
				n.own, n.opArg, n.boundArg, n.boundAdd, n.ownIfIO = &layer, param, boundArg, boundAdd, true
			}
			continue
		}
		s := b.newSite(n, siteLoop, via, bd, pos, l.header)
		s.site.blocks = l.op
		for _, r := range n.refs {
			if l.inOp(r.block) && r.opOf == nil {
				s.ops = append(s.ops, r)
			}
		}
		if param > 0 && (n.own == nil || n.ownIfIO) {
			n.own, n.opArg, n.boundArg, n.boundAdd, n.ownIfIO = &s.site.layer, param, boundArg, boundAdd, false
		}
		out = append(out, loopSite{l, s})
	}
	// Loops inside loops: the inner owner runs inside the outer one.
	for _, outer := range out {
		for _, inner := range out {
			if inner.s != outer.s && outer.l.inOp(inner.l.header) && !inner.l.in(outer.l.header) {
				outer.s.ops = append(outer.s.ops, &ref{block: inner.l.header, pos: inner.s.site.pos, call: true, name: inner.s.name, local: inner.s})
			}
		}
	}
	for _, ls := range out {
		n.refs = append(n.refs, &ref{block: ls.l.header, pos: ls.s.site.pos, call: true, name: ls.s.name, local: ls.s})
		if n.own == nil {
			n.own = &ls.s.site.layer
		}
	}
	return out
}

// callKey identifies "the same callee" for straight-line retries: the
// same function, or the same interface method on the same receiver.
type callKey struct {
	callee any
	recv   any
}

func keyOf(c *ssa.Call) (callKey, bool) {
	if c.Call.IsInvoke() {
		recv := any(c.Call.Value)
		if f := loadedField(c.Call.Value); f != nil {
			recv = f
		}
		return callKey{c.Call.Method, recv}, true
	}
	if fn := c.Call.StaticCallee(); fn != nil {
		if obj, ok := fn.Object().(*types.Func); ok {
			return callKey{obj.Origin(), nil}, true
		}
		return callKey{fn, nil}, true
	}
	return callKey{}, false
}

// findStraightOwners finds "call again on the failure path of the first
// outcome": if err := c.call(); err != nil { err = c.call() }.
func (b *builder) findStraightOwners(n *node, allLoops []*loopInfo, loops []loopSite) {
	fn := n.fn
	var calls []*ssa.Call
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			if c, ok := instr.(*ssa.Call); ok {
				if _, ok := keyOf(c); ok {
					calls = append(calls, c)
				}
			}
		}
	}
	if len(calls) < 2 {
		return
	}
	all := func(*ssa.BasicBlock) bool { return true }
	taken := map[*ssa.Call]bool{}
	byKey := map[callKey][]*ssa.Call{}
	for _, c := range calls {
		k, _ := keyOf(c)
		byKey[k] = append(byKey[k], c)
	}
	for _, c1 := range calls {
		k1, _ := keyOf(c1)
		if taken[c1] || len(byKey[k1]) < 2 {
			continue
		}
		fail := failureSuccessor(c1, all)
		if fail == nil {
			continue
		}
		var again []*ssa.Call
		for _, c2 := range byKey[k1] {
			if c2 == c1 || taken[c2] {
				continue
			}
			if k2, _ := keyOf(c2); k2 != k1 || !fail.Dominates(c2.Block()) {
				continue
			}
			if sameLoop(allLoops, c1.Block(), c2.Block()) {
				continue // the loop owner covers it
			}
			again = append(again, c2)
		}
		if len(again) == 0 {
			continue
		}
		var first []*ref
		io, waits := false, false
		for _, r := range n.refs {
			if r.instr == ssa.Instruction(c1) && r.call {
				first = append(first, r)
				io = io || refIO(r)
			}
			if r.block != nil && fail.Dominates(r.block) {
				waits = waits || refWaits(r)
			}
		}
		if !io && !waits {
			continue
		}
		for _, c := range again {
			taken[c] = true
		}
		taken[c1] = true
		s := b.newSite(n, siteStraight, "retry after error", KnownBound(int64(1+len(again)), "constant"), again[0].Pos(), c1.Block())
		for _, r := range first {
			op := *r
			op.pos = again[0].Pos()
			s.ops = append(s.ops, &op)
		}
		n.refs = append(n.refs, &ref{block: c1.Block(), pos: s.site.pos, call: true, name: s.name, local: s})
		for _, ls := range loops {
			if ls.l.inOp(c1.Block()) {
				ls.s.ops = append(ls.s.ops, &ref{block: c1.Block(), pos: s.site.pos, call: true, name: s.name, local: s})
			}
		}
		if n.own == nil {
			n.own = &s.site.layer
		}
	}
}

// failureSuccessor returns the block taken when the error of c is not nil.
func failureSuccessor(c *ssa.Call, inScope func(*ssa.BasicBlock) bool) *ssa.BasicBlock {
	var vals []ssa.Value
	if t, ok := c.Type().(*types.Tuple); ok {
		if t.Len() == 0 || !isErrorType(t.At(t.Len()-1).Type()) {
			return nil
		}
		for _, r := range *c.Referrers() {
			if e, ok := r.(*ssa.Extract); ok && e.Index == t.Len()-1 {
				vals = append(vals, e)
			}
		}
	} else if isErrorType(c.Type()) {
		vals = append(vals, c)
	}
	for _, v := range vals {
		for _, r := range *v.(ssa.Value).Referrers() {
			bin, ok := r.(*ssa.BinOp)
			if !ok {
				continue
			}
			for _, rr := range *bin.Referrers() {
				iff, ok := rr.(*ssa.If)
				if !ok {
					continue
				}
				success, call, ok := outcomeOf(iff.Cond, inScope)
				if ok && call == ssa.Instruction(c) {
					return iff.Block().Succs[1-success]
				}
			}
		}
	}
	return nil
}

func sameLoop(loops []*loopInfo, a, b *ssa.BasicBlock) bool {
	for _, l := range loops {
		if l.in(a) && l.in(b) {
			return true
		}
	}
	return false
}

// findDeclared makes a //retrylint:retrier function a retry owner whose
// operation is its whole body.
func (b *builder) findDeclared(n *node) {
	obj, ok := n.fn.Object().(*types.Func)
	if !ok || n.fn.Parent() != nil {
		return
	}
	d, ok := b.retriers[obj]
	if !ok {
		return
	}
	s := b.newSite(n, siteDeclared, "declared retrier", UnknownBound("directive"), d.Func.Name.Pos(), nil)
	param := 0
	for _, r := range n.refs {
		if r.opOf == nil && r.local != s {
			s.ops = append(s.ops, r)
		}
		if r.paramCall > 0 && param == 0 {
			param = r.paramCall
		}
	}
	n.refs = append(n.refs, &ref{pos: s.site.pos, call: true, name: s.name, local: s})
	layer := &s.site.layer
	n.own, n.opArg, n.ownIfIO = layer, param, false
}

// findOpArgSites turns a call of a function that retries its argument
// (a project's own retry helper, here or imported) into a site whose
// operation is the argument passed.
func (b *builder) findOpArgSites(n *node) {
	for _, r := range append([]*ref(nil), n.refs...) {
		if !r.call || r.opOf != nil || r.instr == nil {
			continue
		}
		ci, ok := r.instr.(ssa.CallInstruction)
		if !ok {
			continue
		}
		var own Layer
		var opArg, boundArg int
		var boundAdd int64
		var ifIO bool
		switch {
		case r.local != nil && r.local.fn != nil && r.local.own != nil && r.local.opArg > 0:
			t := r.local
			own, opArg, boundArg, boundAdd, ifIO = *t.own, t.opArg, t.boundArg, t.boundAdd, t.ownIfIO
		case r.fact != nil && r.fact.Own.Via != "" && r.fact.OpArg > 0:
			f := r.fact
			own, opArg, boundArg, boundAdd = f.Own, f.OpArg, f.BoundArg, f.BoundAdd
			ifIO = f.OwnIfIO
		default:
			continue
		}
		args := r.callArgs()
		op := argAt(args, opArg-1)
		if op == nil {
			continue
		}
		bd := own.Bound
		if boundArg > 0 {
			if k, ok := intConst(argAt(args, boundArg-1)); ok {
				bd = KnownBound(k+boundAdd, "argument")
			}
		}
		if bd.Kind == Known && bd.N <= 1 {
			continue
		}
		if p, ok := unwrap(op).(*ssa.Parameter); ok && n.own == nil {
			// A wrapper that passes its own parameter on: it retries
			// what its callers pass, like the callee.
			if idx := paramIndex(n.fn, p); idx > 0 {
				layer := Layer{Func: n.name, Via: r.name, Bound: bd, Pos: b.posString(ci.Pos())}
				n.own, n.opArg, n.ownIfIO = &layer, idx, ifIO
			}
			continue
		}
		probe := &node{fn: n.fn, name: n.name}
		b.opRefs(probe, nil, r.block, ci, op)
		if len(probe.refs) == 0 {
			// The operation passed is not a function this package can
			// see (a parameter, a free variable): the callee's own
			// summary, reached by the plain call, says what it does.
			continue
		}
		if ifIO {
			io, waits := false, false
			for _, pr := range probe.refs {
				io = io || refIO(pr)
				waits = waits || refWaits(pr)
			}
			if !io && !waits {
				continue
			}
		}
		s := b.newSite(n, siteLibrary, r.name, bd, ci.Pos(), r.block)
		s.io = r.local != nil && r.local.io || r.fact != nil && r.fact.IO
		b.opRefs(n, s, r.block, ci, op)
		n.applyPending()
		// The site stands for the callee's own retry layer with this
		// operation; the plain call edge would count that layer again.
		r.opOf = s
		if n.own == nil {
			n.own = &s.site.layer
		}
		n.refs = append(n.refs, &ref{block: r.block, instr: ci, pos: ci.Pos(), call: true, name: r.name, local: s})
		for _, other := range b.sites {
			if other.site.kind == siteLoop && other.site.fn == n && other.site.blocks[r.block.Index] {
				other.ops = append(other.ops, &ref{block: r.block, instr: ci, pos: ci.Pos(), call: true, name: r.name, local: s})
			}
		}
	}
}

// paramIndex returns 1 + the index of p among fn's parameters, receiver
// excluded, or 0.
func paramIndex(fn *ssa.Function, p *ssa.Parameter) int {
	for i, q := range fn.Params {
		if q == p {
			if fn.Signature.Recv() != nil {
				i--
			}
			if i >= 0 {
				return i + 1
			}
		}
	}
	return 0
}

// isBoolOutcome reports whether the branch tests a boolean result (a
// flag or the done of a (done, err) condition), not an error or a status.
func isBoolOutcome(cond ssa.Value, call ssa.Instruction) bool {
	for {
		u, ok := cond.(*ssa.UnOp)
		if !ok || u.Op != token.NOT {
			break
		}
		cond = u.X
	}
	if _, ok := call.(*ssa.Call); !ok {
		return false
	}
	return types.Identical(cond.Type(), types.Typ[types.Bool]) && asCall(cond) != nil
}

// callDoesIO reports whether the call instruction reaches remote I/O.
func (b *builder) callDoesIO(n *node, instr ssa.Instruction) bool {
	for _, r := range n.refs {
		if r.instr == instr && refIO(r) {
			return true
		}
	}
	return false
}

// clientArgOf returns what r's callee says about an *http.Client
// parameter it sends requests with.
func clientArgOf(r *ref) int {
	switch {
	case r.local != nil && r.local.fn != nil:
		return r.local.clientArg
	case r.fact != nil:
		return r.fact.ClientArg
	}
	return 0
}

// findClientArgCalls handles helpers that send requests with a client
// they are given: fetch(ctx, hc, url) with hc a retrying client retries
// inside fetch. Wrappers that pass their own client parameter on are
// found first, to a fixed point (each round can only set more of them).
func (b *builder) findClientArgCalls(fns []*node) {
	argOf := func(r *ref) ssa.Value { return argAt(r.callArgs(), clientArgOf(r)-1) }
	for round := 0; round <= len(fns); round++ {
		changed := false
		for _, n := range fns {
			if n.clientArg != 0 {
				continue
			}
			for _, r := range n.refs {
				if !r.call || clientArgOf(r) == 0 {
					continue
				}
				if p, ok := unwrap(argOf(r)).(*ssa.Parameter); ok {
					if idx := paramIndex(n.fn, p); idx > 0 {
						n.clientArg, changed = idx, true
						break
					}
				}
			}
		}
		if !changed {
			break
		}
	}
	for _, n := range fns {
		for _, r := range append([]*ref(nil), n.refs...) {
			if !r.call || clientArgOf(r) == 0 {
				continue
			}
			arg := argOf(r)
			if arg == nil {
				continue
			}
			bd, ok := b.retryingHTTPClient(arg, 0)
			if !ok || bd.Kind == Known && bd.N <= 1 {
				continue
			}
			// What the callee does with this client: it retries inside,
			// as a one-layer chain in the callee's name.
			f := &FuncFact{IO: true, Chain: []Layer{{Func: r.name, Via: "retryablehttp.Client.StandardClient", Bound: bd, Pos: b.posString(r.pos)}}}
			n.refs = append(n.refs, &ref{block: r.block, instr: r.instr, pos: r.pos, call: true, name: r.name, fact: f, calleeObj: r.calleeObj})
		}
	}
}
