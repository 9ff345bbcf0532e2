package callgraph

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/bound"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// Recursive retries (part of the owners domain): a function that calls
// itself again on the failure path of its own attempt, with the same
// arguments but a count:
//
//	func (r *request) inner(ctx context.Context, n *int) (*http.Response, error) {
//		resp, err := r.do(ctx)
//		if retryable(resp, err) && *n > 0 { // the attempt failed, and some are left
//			*n--
//			return r.inner(ctx, n) // the same request again
//		}
//		return resp, err
//	}
//
// or get(ctx, attempts-1) after err != nil && attempts > 0, or the
// common helper retry(attempts, sleep, f) that calls f and, on its error,
// sleeps and returns retry(attempts-1, 2*sleep, f). The attempt is the
// nearest call on whose failure side (by the tests of straight-line
// retries: failureBlocks) the call of itself sits, and it does remote
// I/O, or the failure path waits (repeatsOutside), or it calls a
// func-typed parameter (a helper: its callers' operation). Every
// argument of the call of itself must be the function's own parameter
// (or a copy of its request), an integer parameter plus or minus a
// constant (a count), or a number computed from its own parameter (a
// backoff carried on: 2*sleep): recursion over data (a tree walk, the
// next page's token) changes what it asks for, and so does a fallback to
// another target. Recursion on the success side (the next page, a
// parent after its child) and recursion that returns the error instead
// are no retry; nor is a call of itself inside a loop (a walk over
// children), nor one after resetting a stale cache (correctsBefore:
// client-go's DeferredDiscoveryRESTMapper calls itself after d.Reset()).
// One owner per function: a second call of itself (a poll that starts
// the count again) is not read.
//
// The bound is the count: a parameter passed minus k, a pointer's or a
// receiver field's value decremented on the way (*n--, r.retries--),
// tested against a constant (or a parameter passed on unchanged) on the
// way to the call. It is known when every entry call of the package (a
// call from another function) passes the same constant and the function
// cannot be called from elsewhere (it is not exported); else it is "?",
// with the argument, or the field, as the reason, and a count argument
// tested against a constant is the owner's BoundArg, so a caller that
// passes a constant knows it (helperBound). With no count, a test of a
// context or a clock on the way makes it "?" (Context), a test of
// another call's answer (a budget, r.canRetry()) "?" (ExitCondition);
// otherwise it is unbounded. Its class is read from the attempt's
// failure tests up to the call of itself (straightClass), its pace from
// the blocks of a round (loopPace over the blocks that reach the call of
// itself, whose own waits are the next round's: loopInfo.again), and its
// operation is what runs before the attempt's outcome is known. A helper
// that neither does I/O nor waits is an owner for its callers only, as a
// loop of the kind is (a paramLoop).

// recCounter is the count a recursive retry passes on: parameter param
// itself (ptr and field unset) passed plus step, or the int it points to
// (ptr), or its field (field), stored back plus step on the failure path
// (store).
type recCounter struct {
	param int
	step  int64
	ptr   bool
	field int // the field's index when the count is a field of the parameter, else -1
	store *ssa.Store
}

// recursiveOwners finds the recursive retries of n.
func (o *owners) recursiveOwners(n *graph.Node, allLoops []*loopInfo, loops []loopSite) {
	fn := n.Fn
	if fn.Parent() != nil || len(fn.Blocks) == 0 {
		return // a closure cannot call itself by name
	}
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			rc, ok := instr.(*ssa.Call)
			if !ok || !callsItself(fn, rc) || inLoop(allLoops, blk) {
				continue
			}
			a, fail := o.recursionAttempt(n, rc)
			if a == nil || o.correctsBefore(n, fail, rc) {
				continue // no attempt failed, or a stale cache was reset: a corrective re-request
			}
			ctrs, ok := recursionArgs(fn, rc, fail)
			if !ok {
				continue // it asks for something else: data, a page, another target
			}
			o.recursiveSite(n, a, rc, ctrs, loops)
			return // one owner per function: each call of itself retries the same attempt
		}
	}
}

// callsItself reports whether c is a static call of fn (of the same
// generic origin).
func callsItself(fn *ssa.Function, c *ssa.Call) bool {
	callee := c.Call.StaticCallee()
	if callee == nil {
		return false
	}
	if callee == fn {
		return true
	}
	return callee.Origin() != nil && callee.Origin() == fn.Origin()
}

// recursionAttempt returns the call of n whose failure side holds rc
// (the nearest one), and the block that starts that failure side.
func (o *owners) recursionAttempt(n *graph.Node, rc *ssa.Call) (*ssa.Call, *ssa.BasicBlock) {
	var best *ssa.Call
	var bestFail *ssa.BasicBlock
	for _, blk := range n.Fn.Blocks {
		if !blk.Dominates(rc.Block()) {
			continue
		}
		for _, instr := range blk.Instrs {
			c, ok := instr.(*ssa.Call)
			if !ok || c == rc || callsItself(n.Fn, c) || isDeadlineCall(c) {
				continue
			}
			f := dominating(failureBlocks(c), rc.Block())
			if f == nil || !o.repeatsOutside(n, c, f) && !callsParam(n, c) {
				continue
			}
			if best == nil || bestFail.Dominates(f) {
				best, bestFail = c, f
			}
		}
	}
	return best, bestFail
}

// callsParam reports whether c calls a func-typed parameter of n: what
// it does is its callers' (a helper that retries what it is given).
func callsParam(n *graph.Node, c *ssa.Call) bool {
	for _, r := range n.Refs {
		if r.Instr == ssa.Instruction(c) && r.Param > 0 {
			return true
		}
	}
	return false
}

// recursionArgs reports whether the call of itself asks the same again:
// each argument is the parameter in its place (or a copy of its
// request), an integer counted on (n-1, attempt+1), or a number carried
// on from its own parameter (a backoff doubled: 2*sleep). The counts it
// returns are those arguments, or else a pointer or a field of a
// parameter stored back plus a constant on the failure path (*n--,
// r.retries--).
func recursionArgs(fn *ssa.Function, rc *ssa.Call, fail *ssa.BasicBlock) ([]*recCounter, bool) {
	if len(rc.Call.Args) != len(fn.Params) {
		return nil, false
	}
	var ctrs []*recCounter
	for i, arg := range rc.Call.Args {
		p := fn.Params[i]
		v := ssax.Unwrap(arg)
		if v == p || sameRequestDepth(v, 0) == p {
			continue
		}
		if k, ok := countedOn(v, p); ok {
			ctrs = append(ctrs, &recCounter{param: i, step: k, field: -1})
			continue
		}
		if isNumber(p.Type()) && carried(v, p, 0) {
			continue
		}
		return nil, false
	}
	if c := storedCount(fn, rc, fail); c != nil {
		ctrs = append(ctrs, c)
	}
	return ctrs, true
}

// carried reports whether v is computed from p (with anything else:
// sleep + jitter/2, then 2*sleep).
func carried(v ssa.Value, p *ssa.Parameter, depth int) bool {
	if v == ssa.Value(p) {
		return true
	}
	if depth > 4 {
		return false
	}
	switch x := v.(type) {
	case *ssa.BinOp:
		return carried(x.X, p, depth+1) || carried(x.Y, p, depth+1)
	case *ssa.Convert:
		return carried(x.X, p, depth+1)
	case *ssa.ChangeType:
		return carried(x.X, p, depth+1)
	}
	return false
}

func isNumber(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsNumeric != 0
}

// countedOn returns k when v is p + k (or p - k as -k) for an integer
// parameter p and a constant k other than zero.
func countedOn(v ssa.Value, p *ssa.Parameter) (int64, bool) {
	bin, ok := v.(*ssa.BinOp)
	if !ok || bin.Op != token.ADD && bin.Op != token.SUB || ssax.Unwrap(bin.X) != ssa.Value(p) {
		return 0, false
	}
	if b, ok := p.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
		return 0, false
	}
	k, ok := ssax.IntConst(bin.Y)
	if !ok || k == 0 {
		return 0, false
	}
	if bin.Op == token.SUB {
		k = -k
	}
	return k, true
}

// countAddr says which count an address is: the parameter it is (a
// pointer), or the field of a parameter it selects.
func countAddr(fn *ssa.Function, addr ssa.Value) (param, field int, ok bool) {
	switch a := ssax.Unwrap(addr).(type) {
	case *ssa.Parameter:
		if i := slices.Index(fn.Params, a); i >= 0 {
			return i, -1, true
		}
	case *ssa.FieldAddr:
		if p, isParam := ssax.Unwrap(a.X).(*ssa.Parameter); isParam {
			if i := slices.Index(fn.Params, p); i >= 0 {
				return i, a.Field, true
			}
		}
	}
	return 0, 0, false
}

// storedCount finds the count a recursive retry keeps behind a pointer
// or in a field of a parameter: a store of its own value plus a constant
// on the failure path, before the call of itself.
func storedCount(fn *ssa.Function, rc *ssa.Call, fail *ssa.BasicBlock) *recCounter {
	for _, blk := range fn.Blocks {
		if !fail.Dominates(blk) || !blk.Dominates(rc.Block()) {
			continue
		}
		for _, instr := range blk.Instrs {
			if instr == ssa.Instruction(rc) {
				break
			}
			st, ok := instr.(*ssa.Store)
			if !ok {
				continue
			}
			param, field, ok := countAddr(fn, st.Addr)
			if !ok {
				continue
			}
			bin, ok := st.Val.(*ssa.BinOp)
			if !ok || bin.Op != token.ADD && bin.Op != token.SUB {
				continue
			}
			load, ok := bin.X.(*ssa.UnOp)
			if !ok || load.Op != token.MUL {
				continue
			}
			if lp, lf, ok := countAddr(fn, load.X); !ok || lp != param || lf != field {
				continue
			}
			k, ok := ssax.IntConst(bin.Y)
			if !ok || k == 0 {
				continue
			}
			if bin.Op == token.SUB {
				k = -k
			}
			return &recCounter{param: param, step: k, ptr: field < 0, field: field, store: st}
		}
	}
	return nil
}

// recursiveSite makes the site of a recursive retry: its operation is
// what runs before the attempt's outcome is known, at the call of itself.
// One that retries only what its callers pass (a parameter's call) and
// neither does I/O nor waits is an owner for those callers only, as a
// loop of the kind is (a paramLoop, no site).
func (o *owners) recursiveSite(n *graph.Node, a, rc *ssa.Call, ctrs []*recCounter, loops []loopSite) {
	fn := n.Fn
	round := reachingBlocks(fn, rc.Block())
	op := reachingBlocks(fn, a.Block())
	l := &loopInfo{Loop: ssax.LoopOf(fn.Blocks[0], round), outcome: a, op: op, again: rc}
	var io, waits bool
	param := 0
	for _, r := range n.Refs {
		if r.Block == nil || !round[r.Block.Index] || r.Instr == ssa.Instruction(rc) {
			continue
		}
		io = io || o.p.eff.refIO(r)
		waits = waits || o.p.eff.refWaits(r)
		if r.Param > 0 && param == 0 && op[r.Block.Index] {
			param = r.Param
		}
	}
	bd, boundArg, boundAdd := o.recursionBound(n, rc, ctrs, l)
	layer := Layer{Func: n.Name, Via: loopVia[Recursive], Kind: Recursive, Bound: bd, Pos: o.p.posString(rc.Pos()), Class: o.p.straightClass(fn, a, rc)}
	pr := o.loopPace(n, l)
	if !io && !waits {
		if param > 0 && o.ownOf(n) == nil {
			o.setOwn(n, &own{layer: layer, opArg: param, boundArg: boundArg, boundAdd: boundAdd, ifIO: true})
			o.paramLoops = append(o.paramLoops, paramLoop{layer, rc.Pos(), l.sleeps(fn), pr.pace, pr.delay, false})
		}
		return
	}
	s := o.newSite(n, Recursive, loopVia[Recursive], bd, rc.Pos())
	s.layer.Class = layer.Class
	s.blocks = op
	s.latches = []*ssa.BasicBlock{rc.Block()} // the call of itself goes round
	s.sleeps = l.sleeps(fn)
	s.pace, s.delay = pr.pace, pr.delay
	for _, r := range append([]*graph.Ref(nil), n.Refs...) {
		if r.Instr == ssa.Instruction(rc) {
			// The call of itself is the site's going round: no nest of
			// its own, nor a fallback after the attempt failed.
			if r.Claimed == nil {
				r.Claimed = s.node
			}
			continue
		}
		if r.Block == nil || !op[r.Block.Index] || r.Claimed != nil {
			continue
		}
		o.p.g.Share(s.node, successOnly(r, endsOnFailure(r.Instr, a, round)))
		o.cover(r, s)
	}
	// The site stands where the attempt is, as a loop's at its header.
	ref := o.siteRef(n, s, a.Block(), nil, s.pos)
	o.straightOutcomes(n, a, rc, s)
	for _, ls := range loops {
		if ls.l.inOp(a.Block()) {
			o.siteRef(ls.s.node, s, a.Block(), nil, s.pos)
			o.cover(ref, ls.s)
		}
	}
	if w := o.ownOf(n); w == nil || param > 0 && w.ifIO {
		own := &own{layer: s.layer}
		if param > 0 {
			own.opArg, own.boundArg, own.boundAdd = param, boundArg, boundAdd
		}
		o.setOwn(n, own)
	}
}

// endsOnFailure reports whether a call of the operation other than the
// attempt ends the recursion when it fails (its every failure side
// leaves the blocks that reach the call of itself): it is made again
// only after it worked.
func endsOnFailure(instr ssa.Instruction, attempt *ssa.Call, round []bool) bool {
	c, ok := instr.(*ssa.Call)
	if !ok || c == attempt {
		return false
	}
	fails := failureBlocks(c)
	for _, f := range fails {
		if round[f.Index] {
			return false
		}
	}
	return len(fails) > 0
}

// reachingBlocks marks the blocks of fn from which b can be reached, b
// included.
func reachingBlocks(fn *ssa.Function, b *ssa.BasicBlock) []bool {
	out := make([]bool, len(fn.Blocks))
	stack := []*ssa.BasicBlock{b}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if out[x.Index] {
			continue
		}
		out[x.Index] = true
		stack = append(stack, x.Preds...)
	}
	return out
}

// recursionBound is the attempts of a recursive retry (see the header),
// and, for a count passed as an argument, 1 + its index (receiver
// excluded) and what to add to a caller's constant for the attempts.
func (o *owners) recursionBound(n *graph.Node, rc *ssa.Call, ctrs []*recCounter, l *loopInfo) (bound.Bound, int, int64) {
	fn := n.Fn
	tests := map[ssa.Value]bool{} // every call's outcome tests: guards that end nothing
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			if c, ok := instr.(*ssa.Call); ok {
				for _, t := range outcomeTests(c) {
					tests[t.v] = true
				}
			}
		}
	}
	var best bound.Bound
	boundArg, boundAdd := 0, int64(0)
	have, deadline, other := false, false, false
	for _, g := range fn.Blocks {
		iff, ok := ssax.Last(g).(*ssa.If)
		if !ok || !g.Dominates(rc.Block()) {
			continue
		}
		side := -1
		for i, succ := range g.Succs {
			if succ.Dominates(rc.Block()) && !g.Succs[1-i].Dominates(rc.Block()) {
				side = i
			}
		}
		if side < 0 {
			continue
		}
		cond, flip := stripNots(iff.Cond)
		counted := false
		// A guard before the attempt (if n <= 0 { return errTooMany })
		// ends the last call without an attempt.
		first := g != l.outcome.Block() && g.Dominates(l.outcome.Block())
		for _, ctr := range ctrs {
			bd, arg, add, ok := o.countGuard(n, cond, side^flip == 0, first, ctr)
			if !ok {
				continue
			}
			counted = true
			if !have || bd.Kind == bound.Known && (best.Kind != bound.Known || bd.N < best.N) {
				best, have = bd, true
				boundArg, boundAdd = arg, add
			}
		}
		switch {
		case counted, tests[cond]:
		case readsDeadline(cond, 0):
			deadline = true
		default:
			other = true
		}
	}
	switch {
	case have:
		return best, boundArg, boundAdd
	case deadline || l.stopsOnSignal(fn):
		return bound.Unknowable(bound.Context), 0, 0
	case other:
		return bound.Unknowable(bound.ExitCondition), 0, 0
	}
	for _, r := range n.Refs {
		if r.Block != nil && l.in(r.Block) && o.p.eff.deadlineRef(r) {
			return bound.Unknowable(bound.Context), 0, 0
		}
	}
	return bound.Unlimited(bound.NoSource), 0, 0
}

// readsDeadline reports whether a guard's value is computed from a test
// of a context or a clock (ctx.Err() == nil, time.Since(start) < max).
func readsDeadline(v ssa.Value, depth int) bool {
	if depth > 4 {
		return false
	}
	switch x := v.(type) {
	case *ssa.Call:
		return isDeadlineCall(x)
	case *ssa.Extract:
		return readsDeadline(x.Tuple, depth+1)
	case *ssa.BinOp:
		return readsDeadline(x.X, depth+1) || readsDeadline(x.Y, depth+1)
	case *ssa.UnOp:
		return readsDeadline(x.X, depth+1)
	case *ssa.Convert:
		return readsDeadline(x.X, depth+1)
	}
	return false
}

// countGuard reads a guard of the call of itself as a test of the count
// (recurse: the guard's value that leads to the call; first: it runs
// before the attempt, so the call it stops makes none) and counts the
// attempts from what the entry calls pass; for a count passed as an
// argument and a constant limit, also 1 + the argument's index (receiver
// excluded) and what a caller's constant adds to make the attempts.
func (o *owners) countGuard(n *graph.Node, cond ssa.Value, recurse, first bool, ctr *recCounter) (bd bound.Bound, boundArg int, boundAdd int64, ok bool) {
	cmp, isCmp := cond.(*ssa.BinOp)
	if !isCmp {
		return bound.Bound{}, 0, 0, false
	}
	switch cmp.Op {
	case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
	default:
		return bound.Bound{}, 0, 0, false
	}
	x, y, op := cmp.X, cmp.Y, cmp.Op
	after, add, isCount := o.countValue(n.Fn, x, ctr)
	if !isCount {
		x, y, op = y, x, mirror(op)
		if after, add, isCount = o.countValue(n.Fn, x, ctr); !isCount {
			return bound.Bound{}, 0, 0, false
		}
	}
	why := bound.Argument
	if ctr.field >= 0 {
		why = bound.Field
	}
	limit, constLimit := ssax.IntConst(y)
	if !constLimit {
		p, isParam := ssax.Unwrap(y).(*ssa.Parameter)
		i := slices.Index(n.Fn.Params, p)
		if !isParam || i < 0 || i == ctr.param {
			return bound.Unknowable(why), 0, 0, true
		}
		var ok bool
		if limit, ok = o.entryConst(n, i, -1, false); !ok {
			return bound.Unknowable(bound.Argument), 0, 0, true
		}
	}
	count := func(start int64) int64 {
		cur, calls := start, int64(1)
		for calls <= bound.MaxCount {
			v := cur + add
			if after {
				v += ctr.step
			}
			if compare(op, v, limit) != recurse {
				break
			}
			cur += ctr.step
			calls++
		}
		if first {
			return calls - 1
		}
		return calls
	}
	if constLimit && !ctr.ptr && ctr.field < 0 {
		if a10, a20 := count(10), count(20); a20-a10 == 10 {
			if i := ssax.ParamIndex(n.Fn, n.Fn.Params[ctr.param]); i > 0 {
				boundArg, boundAdd = i, a10-10
			}
		}
	}
	start, known := o.entryConst(n, ctr.param, ctr.field, ctr.ptr)
	if !known {
		return bound.Unknowable(why), boundArg, boundAdd, true
	}
	return bound.Of(count(start), bound.Argument), boundArg, boundAdd, true
}

// countValue reads v as the count (plus add): the parameter, or a load
// of the pointer or field (after: the load follows the store that counts
// on, so it reads the next value).
func (o *owners) countValue(fn *ssa.Function, v ssa.Value, ctr *recCounter) (after bool, add int64, ok bool) {
	if bin, isBin := v.(*ssa.BinOp); isBin && (bin.Op == token.ADD || bin.Op == token.SUB) {
		if k, isConst := ssax.IntConst(bin.Y); isConst {
			if bin.Op == token.SUB {
				k = -k
			}
			after, _, ok = o.countValue(fn, bin.X, ctr)
			return after, k, ok
		}
		return false, 0, false
	}
	v = ssax.Unwrap(v)
	if ctr.store == nil {
		p, isParam := v.(*ssa.Parameter)
		return false, 0, isParam && slices.Index(fn.Params, p) == ctr.param
	}
	load, isLoad := v.(*ssa.UnOp)
	if !isLoad || load.Op != token.MUL {
		return false, 0, false
	}
	if p, f, isCount := countAddr(fn, load.X); !isCount || p != ctr.param || f != ctr.field {
		return false, 0, false
	}
	sb, lb := ctr.store.Block(), load.Block()
	after = sb == lb && ssax.Index(ctr.store) < ssax.Index(load) || sb != lb && sb.Dominates(lb)
	return after, 0, true
}

// entryConst is the constant every entry call of n (a call from another
// function of the package) passes for the count: argument param itself,
// the int it points to (ptr: a local set once), or its field (field >= 0:
// a struct literal of the caller). None when n can be called from
// elsewhere (exported, or used as a value) or has no entry call.
func (o *owners) entryConst(n *graph.Node, param, field int, ptr bool) (int64, bool) {
	if n.Obj != nil && n.Obj.Exported() {
		return 0, false
	}
	var k int64
	found := false
	for _, m := range o.p.g.Funcs {
		if m == n {
			continue
		}
		for _, r := range m.Refs {
			if r.Local != n {
				continue
			}
			c, ok := r.Instr.(*ssa.Call)
			if !ok || !r.Call || !callsItself(n.Fn, c) || param >= len(c.Call.Args) {
				return 0, false // a value of the function, or a go or defer: who calls it is not known
			}
			v, ok := entryCount(c.Call.Args[param], field, ptr)
			if !ok || found && v != k {
				return 0, false
			}
			k, found = v, true
		}
	}
	return k, found
}

// entryCount is the constant an entry call's argument gives the count.
func entryCount(arg ssa.Value, field int, ptr bool) (int64, bool) {
	arg = ssax.Unwrap(arg)
	switch {
	case ptr:
		a, ok := arg.(*ssa.Alloc)
		if !ok {
			return 0, false
		}
		return ssax.IntConst(ssax.SingleStore(a))
	case field >= 0:
		a := ssax.LocalStruct(arg)
		if a == nil {
			return 0, false
		}
		var v ssa.Value
		ssax.EachFieldAddr(a, func(fa *ssa.FieldAddr, _ *types.Var) bool {
			if fa.Field != field {
				return true
			}
			for _, r := range *fa.Referrers() {
				if st, ok := r.(*ssa.Store); ok && st.Addr == fa {
					v = st.Val
				}
			}
			return true
		})
		if v == nil {
			return 0, false
		}
		return ssax.IntConst(v)
	}
	return ssax.IntConst(arg)
}
