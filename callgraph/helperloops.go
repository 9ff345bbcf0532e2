package callgraph

import (
	"go/constant"
	"go/token"
	"go/types"
	"sort"
	"time"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/bound"
	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// Loops whose attempts are paced and decided by a method of a helper
// object: for state.Continue() { resp, err = call(); if err == nil {
// break } }, where Continue sleeps and counts the attempts; and for {
// uri := r.Next(resp, err); if uri == "" { break }; resp, err =
// doOnce(ctx, uri) }, where the retrier is handed the last outcome,
// decides, and sleeps. The wait and the count are the helper's: the
// loop's pace is read from the helper's waits (helperPace), and its bound
// from the helper's counter field (helperBound), else unknown with the
// helper as the reason. An iterator's Next (rows, items) that never waits
// is no helper of this kind.

// deciderOutcome finds, in loop l of n, a test that leaves the loop on
// the result of a call that waits and does no remote I/O (the helper's
// decision: uri == "", !r.Next(resp, err)) and is handed the results of
// a call of the loop that does remote I/O (the attempt, made in the
// round before). It sets the loop's outcome to that attempt.
func (o *owners) deciderOutcome(n *graph.Node, l *loopInfo) bool {
	isIO := func(in ssa.Instruction) bool { return o.p.eff.callIO(n, in) }
	for _, blk := range n.Fn.Blocks {
		if !l.in(blk) {
			continue
		}
		iff, ok := ssax.Last(blk).(*ssa.If)
		if !ok || l.exitSide(blk) < 0 {
			continue
		}
		d := decisionCall(iff.Cond, l.in)
		if d == nil || isIO(d) || !o.callWaits(n, d) {
			continue
		}
		var attempt ssa.Instruction
		for _, a := range ssax.Args(&d.Call) {
			if c := attemptOf(a, l, 0); c != nil && isIO(c) {
				attempt = c
				break
			}
		}
		if attempt == nil {
			continue
		}
		l.outcome, l.decider = attempt, d
		l.op = make([]bool, len(n.Fn.Blocks))
		for _, b := range n.Fn.Blocks {
			l.op[b.Index] = l.in(b)
		}
		return true
	}
	return false
}

// decisionCall returns the call whose result a loop's test reads: the
// call itself (a bool), or one compared with a constant (uri == "").
func decisionCall(cond ssa.Value, in func(*ssa.BasicBlock) bool) *ssa.Call {
	cond, _ = stripNots(cond)
	if bin, ok := cond.(*ssa.BinOp); ok && (bin.Op == token.EQL || bin.Op == token.NEQ) {
		switch {
		case isConstant(bin.Y):
			cond = bin.X
		case isConstant(bin.X):
			cond = bin.Y
		default:
			return nil
		}
	}
	c := ssax.AsCall(cond)
	if c == nil || !in(c.Block()) || isDeadlineCall(c) {
		return nil
	}
	if c.Call.IsInvoke() {
		return c // a method: the helper object's
	}
	if fn := c.Call.StaticCallee(); fn != nil && fn.Signature.Recv() != nil {
		return c
	}
	return nil
}

func isConstant(v ssa.Value) bool { _, ok := v.(*ssa.Const); return ok }

// attemptOf traces a value handed to the helper back, through the
// header's phis, to the call of the loop that made it.
func attemptOf(v ssa.Value, l *loopInfo, depth int) ssa.Instruction {
	if depth > 4 {
		return nil
	}
	switch x := v.(type) {
	case *ssa.Phi:
		for _, e := range x.Edges {
			if c := attemptOf(e, l, depth+1); c != nil {
				return c
			}
		}
	case *ssa.Extract, *ssa.Call:
		if c := ssax.AsCall(x); c != nil && l.in(c.Block()) {
			return c
		}
	}
	return nil
}

// callWaits reports whether the call instruction in of n waits.
func (o *owners) callWaits(n *graph.Node, in ssa.Instruction) bool {
	for _, r := range n.Refs {
		if r.Instr != nil && any(r.Instr) == any(in) && r.Call && o.p.eff.refWaits(r) {
			return true
		}
	}
	return false
}

// paceAcc gathers the waits read from a helper.
type paceAcc struct {
	waits             int
	unknown, jittered bool
	delay             string
	// blind: a wait is a time.Sleep, which no context ends
	blind bool
}

func (a *paceAcc) add(p catalog.Pace, delay string) {
	switch p {
	case catalog.NoWait:
	case catalog.Steady:
		a.waits++
		if delay != "" {
			a.delay = delay
		}
	case catalog.Jittered:
		a.waits++
		a.jittered = true
	default:
		a.unknown = true
	}
}

func (a *paceAcc) pace() (catalog.Pace, string) {
	switch {
	case a.unknown:
		return catalog.PaceUnknown, ""
	case a.jittered:
		return catalog.Jittered, ""
	case a.waits == 1:
		return catalog.Steady, a.delay
	case a.waits > 1:
		return catalog.Steady, ""
	}
	return catalog.NoWait, ""
}

// helperPace says how a call of the loop that waits paces the loop's
// attempts, when its waits can be read: a function of the package (its
// waits of package time, through a func field set to time.Sleep, and
// those of the functions it calls, a few levels deep). ok is false
// otherwise (another package's helper: no fact holds its pace, to keep
// facts small).
func (o *owners) helperPace(r *graph.Ref) (catalog.Pace, string, bool) {
	if !r.Call || r.Async {
		return 0, "", false
	}
	if r.Local != nil && r.Local.Fn != nil {
		var acc paceAcc
		var recv ssa.Value
		if c := r.Common(); c != nil {
			recv = ssax.Recv(c)
		}
		o.fnPace(r.Local, r.Args(), recv, 0, &acc, map[*graph.Node]bool{})
		p, d := acc.pace()
		return p, d, p != catalog.PaceUnknown && p != catalog.NoWait
	}
	return 0, "", false
}

// fnPace adds the waits of function node n, called with args (receiver
// excluded) on recv, to acc.
func (o *owners) fnPace(n *graph.Node, args []ssa.Value, recv ssa.Value, depth int, acc *paceAcc, seen map[*graph.Node]bool) {
	if seen[n] || depth > 3 || n.Fn == nil {
		return
	}
	seen[n] = true
	for _, r := range n.Refs {
		if !r.Call || r.Async || r.Claimed != nil {
			continue
		}
		fn := r.Ext
		if fn == nil && r.Local == nil {
			fn = r.Callee
		}
		if fn != nil {
			if i := catalog.TimeWait(names.Key(fn)); i >= 0 {
				c := r.Common()
				if c == nil {
					acc.unknown = true
					continue
				}
				acc.add(o.durPace(n, ssax.Arg(ssax.Args(c), i), args, recv))
				acc.blind = acc.blind || names.Key(fn) == catalog.Sleep
				continue
			}
		}
		if !o.p.eff.refWaits(r) {
			continue
		}
		switch {
		case r.Local != nil && r.Local.Fn != nil:
			var rv ssa.Value
			if c := r.Common(); c != nil {
				rv = ssax.Recv(c)
			}
			o.fnPace(r.Local, r.Args(), rv, depth+1, acc, seen)
		default:
			acc.unknown = true // another package's: not read
		}
	}
	for _, b := range n.Fn.Blocks {
		for _, in := range b.Instrs {
			switch x := in.(type) {
			case *ssa.UnOp:
				if x.Op == token.ARROW && !isClockChan(x.X.Type()) {
					acc.unknown = true // waits for another goroutine
				}
			case *ssa.Select:
				if !x.Blocking {
					continue
				}
				clock := false
				for _, st := range x.States {
					clock = clock || st.Dir == types.RecvOnly && isClockChan(st.Chan.Type())
				}
				if !clock {
					acc.unknown = true
				}
			}
		}
	}
}

// durPace is the pace of a duration d that function node n waits, with
// the constant it is when it is one: a parameter is the argument its
// caller passed, a call of a function of the package is what it
// returns, and a field of the receiver is what was stored into the
// receiver's field where the caller made it (a state made with {delay:
// time.Second}).
func (o *owners) durPace(n *graph.Node, d ssa.Value, args []ssa.Value, recv ssa.Value) (catalog.Pace, string) {
	v := ssax.Unwrap(d)
	if p, ok := v.(*ssa.Parameter); ok && args != nil {
		if i := ssax.ParamIndex(n.Fn, p); i > 0 && i <= len(args) {
			v = ssax.Unwrap(args[i-1])
		}
	}
	if k, ok := ssax.IntConst(v); ok {
		return catalog.Steady, time.Duration(k).String()
	}
	if c, ok := v.(*ssa.Call); ok {
		if fn := c.Call.StaticCallee(); fn != nil && fn.Pkg != nil && fn.Pkg.Pkg == o.p.pass.Pkg && len(fn.Blocks) > 0 {
			out := catalog.Steady
			for _, b := range fn.Blocks {
				if ret, ok := ssax.Last(b).(*ssa.Return); ok && len(ret.Results) == 1 {
					switch durationPace(ret.Results[0], map[ssa.Value]bool{}, 0) {
					case catalog.Jittered:
						return catalog.Jittered, ""
					case catalog.PaceUnknown:
						out = catalog.PaceUnknown
					}
				}
			}
			return out, ""
		}
	}
	p := durationPace(v, map[ssa.Value]bool{}, 0)
	if p == catalog.Steady && recv != nil {
		if k, ok := ssax.IntConst(receiverField(n, v, recv)); ok {
			return p, time.Duration(k).String()
		}
	}
	return p, ""
}

// receiverField returns the value stored, where the receiver recv was
// made, into the field of n's receiver that v loads, or nil.
func receiverField(n *graph.Node, v ssa.Value, recv ssa.Value) ssa.Value {
	f := ssax.LoadedField(v)
	if f == nil || n.Fn.Signature.Recv() == nil || len(n.Fn.Params) == 0 || ssax.FieldBase(v) != ssa.Value(n.Fn.Params[0]) {
		return nil
	}
	return madeField(recv, f.Name(), 0)
}

// madeField returns what was stored into field name of the struct v
// where it was made: a local composite, or the one a function of the
// package returns (newState(5): a parameter stored there is the
// argument passed). nil when nothing was stored; zero reports a struct
// made here with the field left at its zero value.
func madeField(v ssa.Value, name string, depth int) ssa.Value {
	v = ssax.Unwrap(v)
	if val, ok := ssax.StoredField(v, name); ok {
		return val
	}
	if depth > 0 {
		return nil
	}
	c, ok := v.(*ssa.Call)
	if !ok {
		return nil
	}
	fn := c.Call.StaticCallee()
	if fn == nil || len(fn.Blocks) == 0 {
		return nil
	}
	var out ssa.Value
	for _, b := range fn.Blocks {
		ret, ok := ssax.Last(b).(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		val := madeField(ret.Results[0], name, depth+1)
		if p, ok := val.(*ssa.Parameter); ok {
			if i := ssax.ParamIndex(fn, p); i > 0 && i <= len(c.Call.Args) {
				val = c.Call.Args[i-1]
			}
		}
		if val == nil || out != nil && out != val {
			return nil
		}
		out = val
	}
	return out
}

// madeZero reports whether field name of the struct v was left at its
// zero value where v was made here (a composite literal without it).
func madeZero(v ssa.Value, name string) bool {
	v = ssax.Unwrap(v)
	if _, ok := v.(*ssa.Alloc); !ok {
		if c, ok := v.(*ssa.Call); ok {
			fn := c.Call.StaticCallee()
			if fn == nil || len(fn.Blocks) == 0 {
				return false
			}
			for _, b := range fn.Blocks {
				if ret, ok := ssax.Last(b).(*ssa.Return); ok && len(ret.Results) > 0 {
					if a, ok := ssax.Unwrap(ret.Results[0]).(*ssa.Alloc); !ok || !madeZero(a, name) {
						return false
					}
				}
			}
			return true
		}
		return false
	}
	_, stored := ssax.StoredField(v, name)
	return !stored
}

// helperExit returns the call of a method whose result a test of loop l
// leaves the loop on (for state.Continue(), uri == "" of r.Next), or nil.
func helperExit(fn *ssa.Function, l *loopInfo) *ssa.Call {
	for _, blk := range fn.Blocks {
		if !l.in(blk) {
			continue
		}
		iff, ok := ssax.Last(blk).(*ssa.If)
		if !ok || l.exitSide(blk) < 0 {
			continue
		}
		if d := decisionCall(iff.Cond, l.in); d != nil && ssa.Instruction(d) != l.outcome {
			return d
		}
	}
	return nil
}

// helperBound reads the attempts of a loop whose exit the helper call d
// decides, from the helper's counter: a field of its receiver compared
// with a limit (a constant, or a field set where the receiver was made)
// on a path that returns the stopping answer, and increased by a
// constant on every call. Unknowable(bound.Helper) when the count cannot
// be read.
func (o *owners) helperBound(d *ssa.Call) bound.Bound {
	unknown := bound.Unknowable(bound.Helper)
	callee := d.Call.StaticCallee()
	if callee == nil || callee.Signature.Recv() == nil || len(callee.Params) == 0 || len(callee.Blocks) == 0 {
		return unknown
	}
	recv := callee.Params[0]
	at := ssax.Recv(&d.Call)
	for _, blk := range callee.Blocks {
		iff, ok := ssax.Last(blk).(*ssa.If)
		if !ok {
			continue
		}
		cmp, ok := iff.Cond.(*ssa.BinOp)
		if !ok {
			continue
		}
		stop := -1
		for i, s := range blk.Succs {
			if stops(s) {
				stop = i
			}
		}
		if stop < 0 {
			continue
		}
		c, ok := fieldCounter(cmp, recv)
		if !ok {
			continue
		}
		step, ok := counterStep(callee, recv, c.field)
		if !ok {
			continue
		}
		init := int64(0)
		if v := madeField(at, c.field.Name(), 0); v != nil {
			k, ok := ssax.IntConst(v)
			if !ok {
				return unknown
			}
			init = k
		} else if !madeZero(at, c.field.Name()) {
			return unknown
		}
		limit := c.limit
		if f := ssax.LoadedField(limit); f != nil && ssax.FieldBase(limit) == ssa.Value(recv) {
			limit = madeField(at, f.Name(), 0)
		}
		k, ok := ssax.IntConst(limit)
		if !ok {
			return unknown
		}
		ct := counter{in: induction{init: init, initOK: true, step: step}, off: c.off, op: c.op, exitWhenTrue: stop == 0, checkFirst: true}
		if n, ok := ct.attempts(k); ok {
			return bound.Of(n, bound.Helper)
		}
		return unknown
	}
	return unknown
}

// stops reports whether block b returns the answer that stops the loop:
// false, or an empty string.
func stops(b *ssa.BasicBlock) bool {
	if ssax.ReturnsConst(b, false) {
		return true
	}
	ret, ok := ssax.Last(b).(*ssa.Return)
	if !ok || len(ret.Results) == 0 {
		return false
	}
	c, ok := ret.Results[0].(*ssa.Const)
	return ok && c.Value != nil && c.Value.Kind() == constant.String && constant.StringVal(c.Value) == ""
}

// fieldCount is a comparison of a counter field of the receiver (plus
// off) with a limit.
type fieldCount struct {
	field *types.Var
	off   int64
	op    token.Token
	limit ssa.Value
}

func fieldCounter(cmp *ssa.BinOp, recv *ssa.Parameter) (fieldCount, bool) {
	switch cmp.Op {
	case token.EQL, token.LSS, token.LEQ, token.GTR, token.GEQ:
	default:
		return fieldCount{}, false
	}
	try := func(x, y ssa.Value, op token.Token) (fieldCount, bool) {
		off := int64(0)
		if bin, ok := x.(*ssa.BinOp); ok && (bin.Op == token.ADD || bin.Op == token.SUB) {
			if k, ok := ssax.IntConst(bin.Y); ok {
				if bin.Op == token.SUB {
					k = -k
				}
				x, off = bin.X, k
			}
		}
		f := ssax.LoadedField(x)
		if f == nil || ssax.FieldBase(x) != ssa.Value(recv) {
			return fieldCount{}, false
		}
		return fieldCount{field: f, off: off, op: op, limit: y}, true
	}
	if c, ok := try(cmp.X, cmp.Y, cmp.Op); ok {
		return c, true
	}
	return try(cmp.Y, cmp.X, mirror(cmp.Op))
}

// counterStep returns the constant a method (or a closure it defers)
// adds to field f of its receiver: s.n++.
func counterStep(fn *ssa.Function, recv ssa.Value, f *types.Var) (int64, bool) {
	fns := append([]*ssa.Function{fn}, fn.AnonFuncs...)
	for _, g := range fns {
		for _, b := range g.Blocks {
			for _, in := range b.Instrs {
				st, ok := in.(*ssa.Store)
				if !ok || ssax.FieldOf(st.Addr) != f || ssax.Unwrap(fieldAddrBase(st.Addr)) != recv {
					continue
				}
				bin, ok := st.Val.(*ssa.BinOp)
				if !ok || bin.Op != token.ADD || ssax.LoadedField(bin.X) != f {
					continue
				}
				if k, ok := ssax.IntConst(bin.Y); ok && k > 0 {
					return k, true
				}
			}
		}
	}
	return 0, false
}

func fieldAddrBase(addr ssa.Value) ssa.Value {
	if fa, ok := addr.(*ssa.FieldAddr); ok {
		return fa.X
	}
	return nil
}

// withHelperBound is a loop's bound bd once the helper call d, whose
// answer the loop leaves on, is known to decide: the helper's count when
// it is read and smaller, else bd unless bd says nothing better than
// "a call decides" or "no end".
func (o *owners) withHelperBound(bd bound.Bound, d *ssa.Call) bound.Bound {
	h := o.helperBound(d)
	switch {
	case h.Kind == bound.Known && (bd.Kind != bound.Known || h.N < bd.N):
		return h
	case bd.Kind == bound.Unbounded || bd.Kind == bound.Unknown && bd.From == bound.ExitCondition:
		return h
	}
	return bd
}

// helperSleeps returns the positions of the calls in loop l of n of a
// helper of the package that sleeps with time.Sleep (a state's Continue,
// a retrier's Next): the waits between the loop's attempts that no
// context ends (sleepctx).
func (o *owners) helperSleeps(n *graph.Node, l *loopInfo) []token.Pos {
	var out []token.Pos
	for _, r := range n.Refs {
		if !l.in(r.Block) || !r.Call || r.Async || r.Local == nil || r.Local.Fn == nil || !o.p.eff.refWaits(r) || o.attemptWaits(l, r) {
			continue
		}
		var acc paceAcc
		o.fnPace(r.Local, r.Args(), nil, 0, &acc, map[*graph.Node]bool{})
		if acc.blind {
			out = append(out, r.Pos)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
