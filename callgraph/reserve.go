package callgraph

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/bound"
	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// A failure callback that serves the failed operation again (owners.go:
// callbacks) is a recursive retry: the proxy's ErrorHandler calls
// p.ServeHTTP, whose failure calls the ErrorHandler again. What goes
// round is read here from the callback's own body, as a loop's is from
// its blocks:
//
//	n, _ := r.Context().Value(retryKey{}).(int)
//	if n < m.Retries {
//		time.Sleep(d)
//		p.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), retryKey{}, n+1)))
//		return
//	}
//
//   - the bound is the compared count plus the first attempt (a count
//     carried in a context value, or a variable or field the callback
//     increments, starts at zero): m.Retries + 1, "?" from a field;
//     with no test at all on the way to the call it is unbounded;
//   - the pace is that of the waits on the way to the call;
//   - a call of the same method on another proxy (a fallback backend, a
//     second handler) serves the request elsewhere once: no retry.

// callbackTargets returns the nodes of the functions stored as a
// callback: a function, a closure, a method value (m.errorHandler, whose
// bound wrapper calls the method), or what a function of the package
// returns (p.ErrorHandler = errorHandler(pool, p)).
func (o *owners) callbackTargets(v ssa.Value) []*graph.Node {
	var out []*graph.Node
	for _, fn := range o.p.g.ValueTargets(v) {
		if n := o.p.g.OfFunc(fn); n != nil {
			out = append(out, n)
		} else if obj, ok := fn.Object().(*types.Func); ok && fn.Synthetic != "" {
			if n := o.p.g.Of(obj); n != nil {
				out = append(out, n) // the method of a bound method wrapper
			}
		}
	}
	return out
}

// reserve is what a failure callback's call that serves again says of
// its retry.
type reserve struct {
	bound  bound.Bound
	pace   catalog.Pace
	delay  string
	sleeps []token.Pos
}

// reserveOf reads the bound and pace of the serve-again call ci of
// callback n.
func (o *owners) reserveOf(n *graph.Node, ci ssa.CallInstruction) reserve {
	r := reserve{bound: o.reserveBound(n.Fn, ci)}
	pr := o.reservePace(n, ci)
	r.pace, r.delay, r.sleeps = pr.pace, pr.delay, pr.sleeps
	return r
}

// reserveBound is the count a test on the way to the call compares: the
// call runs while the count (zero at the first failure) passes the test,
// and each run is one more attempt.
func (o *owners) reserveBound(fn *ssa.Function, ci ssa.CallInstruction) bound.Bound {
	blk := ci.Block()
	tested := false
	for d := blk.Idom(); d != nil; d = d.Idom() {
		iff, ok := ssax.Last(d).(*ssa.If)
		if !ok {
			continue
		}
		side := -1
		for i, s := range d.Succs {
			if len(s.Preds) == 1 && s.Dominates(blk) {
				side = i
			}
		}
		if side < 0 {
			continue // both sides come to the call
		}
		tested = true
		cond, flip := stripNots(iff.Cond)
		cmp, ok := cond.(*ssa.BinOp)
		if !ok {
			continue
		}
		c, ok := attemptCheck(fn, cmp)
		if !ok {
			continue
		}
		// The call runs on side: the comparison holds there when side is
		// 0 (the true successor), unless a ! flipped it.
		c.holds = (side == 0) != (flip == 1)
		if bd := o.countBound(c); bd.Retries() {
			return bd
		}
		// The call runs once the count is spent (the failover after the
		// retries): the test counts another owner's attempts.
	}
	if !tested {
		return bound.Unlimited(bound.NoSource) // served again on every failure
	}
	return bound.Unknowable(bound.NoSource)
}

// attemptCount is a comparison of a count of attempts (plus off) with a
// limit, and on which side of it the call serves again.
type attemptCount struct {
	start int64 // the count at the first failure
	off   int64
	op    token.Token
	limit ssa.Value
	holds bool
}

// attemptCheck reads n < limit, n+1 <= limit, limit > n with n a count
// of attempts (attemptStart).
func attemptCheck(fn *ssa.Function, cmp *ssa.BinOp) (attemptCount, bool) {
	switch cmp.Op {
	case token.LSS, token.LEQ, token.GTR, token.GEQ, token.EQL, token.NEQ:
	default:
		return attemptCount{}, false
	}
	try := func(x, y ssa.Value, op token.Token) (attemptCount, bool) {
		var off int64
		if bin, ok := x.(*ssa.BinOp); ok && (bin.Op == token.ADD || bin.Op == token.SUB) {
			if k, ok := ssax.IntConst(bin.Y); ok {
				if bin.Op == token.SUB {
					k = -k
				}
				x, off = bin.X, k
			}
		}
		start, ok := attemptStart(fn, x, 0)
		if !ok {
			return attemptCount{}, false
		}
		return attemptCount{start: start, off: off, op: op, limit: y}, true
	}
	if c, ok := try(cmp.X, cmp.Y, cmp.Op); ok {
		return c, true
	}
	return try(cmp.Y, cmp.X, mirror(cmp.Op))
}

// attemptStart reports whether v counts the attempts, and the count at
// the first failure: an int read from a context value
// (r.Context().Value(key).(int), absent at first: 0), a function of the
// package that returns one or a constant when it is absent
// (GetRetryFromContext(r): the constant), or a variable or field that
// fn increments (tries++, a.n++: 0).
func attemptStart(fn *ssa.Function, v ssa.Value, depth int) (int64, bool) {
	if ex, ok := v.(*ssa.Extract); ok && ex.Index == 0 {
		v = ex.Tuple
	}
	switch x := v.(type) {
	case *ssa.TypeAssert:
		if c := ssax.AsCall(x.X); c != nil && c.Call.IsInvoke() && names.Key(c.Call.Method) == "context.Context.Value" {
			return 0, true
		}
		return 0, false
	case *ssa.Call:
		callee := x.Call.StaticCallee()
		if depth > 0 || callee == nil || callee.Pkg == nil || fn.Pkg == nil || callee.Pkg != fn.Pkg || len(callee.Blocks) == 0 {
			return 0, false
		}
		start, counted, consts := int64(0), false, false
		for _, b := range callee.Blocks {
			ret, ok := ssax.Last(b).(*ssa.Return)
			if !ok || len(ret.Results) != 1 {
				continue
			}
			if k, ok := ssax.IntConst(ret.Results[0]); ok {
				if consts && k != start {
					return 0, false
				}
				start, consts = k, true
				continue
			}
			if k, ok := attemptStart(callee, ret.Results[0], depth+1); !ok || k != 0 {
				return 0, false
			}
			counted = true
		}
		return start, counted
	case *ssa.UnOp:
		if x.Op != token.MUL {
			return 0, false
		}
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				st, ok := instr.(*ssa.Store)
				if !ok || !sameAddr(st.Addr, x.X) {
					continue
				}
				if add, ok := st.Val.(*ssa.BinOp); ok && add.Op == token.ADD {
					if k, ok := ssax.IntConst(add.Y); ok && k == 1 {
						if l, ok := add.X.(*ssa.UnOp); ok && l.Op == token.MUL && sameAddr(l.X, x.X) {
							return 0, true
						}
					}
				}
			}
		}
	}
	return 0, false
}

// sameAddr reports whether two addresses are the same variable or the
// same field of the same value.
func sameAddr(a, b ssa.Value) bool {
	if a == b {
		return true
	}
	fa, ok1 := a.(*ssa.FieldAddr)
	fb, ok2 := b.(*ssa.FieldAddr)
	return ok1 && ok2 && fa.Field == fb.Field && ssax.Unwrap(fa.X) == ssax.Unwrap(fb.X)
}

// countBound counts the attempts by running the count from zero: one
// for the first, one for each value that passes the test. A limit that
// is no constant is "?" with what it is read from (a field, unless the
// package sets it to one constant; an argument).
func (o *owners) countBound(c attemptCount) bound.Bound {
	run := func(limit int64) (int64, bool) {
		for j := int64(0); j <= bound.MaxCount; j++ {
			if r, _ := ssax.CompareInts(c.start+j+c.off, c.op, limit); r != c.holds {
				return j + 1, true
			}
		}
		return 0, false
	}
	if k, ok := ssax.IntConst(c.limit); ok {
		if n, ok := run(k); ok {
			return bound.Of(n, bound.Constant)
		}
		return bound.Unlimited(bound.NoSource)
	}
	if f, add := fieldPlus(c.limit); f != nil {
		if d, where, ok := o.fieldDefault(f); ok {
			if n, ok := run(d + add); ok && n > 1 {
				return bound.OfDefault(n, where)
			}
		}
		return bound.Unknowable(bound.Field)
	}
	if ssax.CapturedParam(c.limit) != nil {
		return bound.Unknowable(bound.Argument)
	}
	if _, ok := ssax.Unwrap(c.limit).(*ssa.Parameter); ok {
		return bound.Unknowable(bound.Argument)
	}
	return bound.Unknowable(bound.NoSource)
}

// reservePace reads the waits on the way to the call in the callback: the
// blocks from which the call's block can be reached, and the call's own
// block before it. Like a loop's pace (loopPace): none, steady (package
// time with a duration of constants and fields), jittered, or unknown
// (another function's wait, a clock's channel).
func (o *owners) reservePace(n *graph.Node, ci ssa.CallInstruction) paceRead {
	before := reaching(ci)
	return o.readPace(n, paceScope{in: func(_ *ssa.BasicBlock, i ssa.Instruction) bool {
		return i != ssa.Instruction(ci) && before(i)
	}})
}

// reaching returns whether an instruction runs before ci on some path of
// ci's function: in a block from which ci's block is reached, or before
// ci in its own block.
func reaching(ci ssa.CallInstruction) func(ssa.Instruction) bool {
	blk := ci.Block()
	seen := map[*ssa.BasicBlock]bool{}
	var walk func(b *ssa.BasicBlock)
	walk = func(b *ssa.BasicBlock) {
		for _, p := range b.Preds {
			if !seen[p] {
				seen[p] = true
				walk(p)
			}
		}
	}
	walk(blk)
	idx := map[ssa.Instruction]int{}
	for i, in := range blk.Instrs {
		idx[in] = i
	}
	at := idx[ci]
	return func(in ssa.Instruction) bool {
		if in == nil || in.Block() == nil {
			return false
		}
		if in.Block() == blk {
			if i, ok := idx[in]; ok && i < at {
				return true
			}
			return seen[blk] // ci's block is in a cycle: all of it comes before
		}
		return seen[in.Block()]
	}
}

func sortPos(ps []token.Pos) {
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && ps[j] < ps[j-1]; j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}

// otherProxy reports whether the receiver of a call in the callback is
// plainly not the value the callback was stored on: another variable of
// the function that installed it, another field, another package
// variable. A receiver the analysis cannot name (a parameter, a call's
// result) is taken to be the same.
func otherProxy(stored, recv ssa.Value, cb *ssa.Function) bool {
	r := proxyNames(recv, cb)
	if len(r) == 0 {
		return false
	}
	for k := range proxyNames(stored, nil) {
		if r[k] {
			return false
		}
	}
	return true
}

// proxyNames are the names of a proxy value: the value itself (a capture
// is the value captured), the field or package variable it is loaded
// from, and, for the value stored on (cb nil), the fields it is stored
// into in its function. For a receiver in callback cb, empty when the
// analysis cannot name it: a parameter, a value made in the callback.
func proxyNames(v ssa.Value, cb *ssa.Function) map[any]bool {
	out := map[any]bool{}
	u := ssax.Unwrap(v)
	if l, ok := u.(*ssa.UnOp); ok && l.Op == token.MUL {
		// p := ...; p.ErrorHandler = func(...) { p.ServeHTTP(w, r) }: p
		// is a local variable the closure captures.
		if a, ok := l.X.(*ssa.Alloc); ok {
			if val := ssax.SingleStore(a); val != nil {
				u = ssax.Unwrap(val)
			}
		}
	}
	if f := ssax.LoadedField(u); f != nil {
		out[f] = true
	}
	if l, ok := u.(*ssa.UnOp); ok && l.Op == token.MUL {
		if g, ok := l.X.(*ssa.Global); ok {
			out[g] = true
		}
	}
	if cb != nil && len(out) == 0 {
		switch u.(type) {
		case *ssa.Parameter, *ssa.FreeVar, *ssa.Phi:
			return nil
		}
		if u.Parent() == cb {
			return nil
		}
	}
	out[u] = true
	if cb == nil && u.Referrers() != nil {
		for _, ref := range *u.Referrers() {
			if st, ok := ref.(*ssa.Store); ok && st.Val == u {
				if f := ssax.FieldOf(st.Addr); f != nil {
					out[f] = true
				}
			}
		}
	}
	return out
}
