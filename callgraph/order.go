package callgraph

import (
	"go/token"
	"go/types"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// The order of each attempt must be budget → route → call (part of the
// budget domain). Two orders are wrong:
//
//	node := r.pick()        // route
//	if !r.limiter.Allow() { // budget, after the route it should gate
//	for _, n := range nodes { go call(n) } // fan-out
//	sem.Acquire(ctx, 1)                     // budget, after the calls started
//
// A "may I retry?" check after a failed attempt and before the next
// selection is the right order, and a selection with no check at all is
// none of this check's business.

// OrderKind says which order is wrong.
type OrderKind uint8

const (
	// BudgetAfterRoute: the budget check runs after a route selection
	// and before the call that uses it.
	BudgetAfterRoute OrderKind = iota + 1
	// BudgetAfterFanOut: the budget check runs after the fan-out it
	// should limit has started.
	BudgetAfterFanOut
)

// OrderProblem is a budget check in the wrong place.
type OrderProblem struct {
	Kind   OrderKind
	Budget token.Pos // the budget check (a call)
	At     token.Pos // the route selection, or where the fan-out starts
}

// orderData is what the order analysis needs of a package: its
// functions, their events, and the calls that reach I/O. For a package
// that was not summarised, the functions are built on demand (when flags
// name budget checks or route selections that it uses).
type orderData struct {
	funcs  []*ssa.Function
	events map[*ssa.Function][]event
	order  []*ssa.Function // functions with events, in order
	io     map[ssa.Instruction]bool
	// ioPos: io by the calls' positions, once the functions are released
	// (a build on demand makes other instructions).
	ioPos map[token.Pos]bool

	once  sync.Once
	pass  *analysis.Pass // for the on-demand build only
	built bool
}

func (o *orderData) add(fn *ssa.Function, evs []event) {
	o.events[fn] = evs
	o.order = append(o.order, fn)
}

// OrderProblems returns the budget checks in the wrong place, in the
// order of the functions and of their checks. budgetFuncs and routeFuncs
// are extra budget checks and route selections, as "pkg/path.Func" or
// "pkg/path.Type.Method" (the check's flags): they count wherever they
// are called, also in a package that has nothing else to summarise.
func (r *Result) OrderProblems(budgetFuncs, routeFuncs []string) []OrderProblem {
	o := r.order
	extra := map[string]EventKind{}
	for _, k := range budgetFuncs {
		extra[k] = BudgetCheck
	}
	for _, k := range routeFuncs {
		extra[k] = RouteSelection
	}
	funcs := o.order
	if len(extra) > 0 {
		o.once.Do(func() {
			if !o.built && o.pass != nil && o.pass.TypesInfo != nil && usesAny(o.pass, extra) {
				o.funcs = buildSSA(o.pass)
			}
		})
		funcs = o.funcs
	}
	evsOf := func(fn *ssa.Function) []event {
		evs := o.events[fn]
		if len(extra) > 0 {
			evs = append(append([]event(nil), evs...), flagged(fn, extra)...)
		}
		return evs
	}
	var out []OrderProblem
	var gs *goStarts
	for _, fn := range funcs {
		evs := evsOf(fn)
		if len(evs) == 0 {
			continue
		}
		probs := orderProblems(fn, evs, o.callIO)
		out = append(out, probs...)
		if gs == nil {
			gs = newGoStarts(o.funcs, o.callIO, evsOf)
		}
		out = append(out, gs.problems(fn, evs, probs)...)
	}
	return out
}

func (o *orderData) callIO(instr ssa.Instruction) bool {
	if o.io == nil {
		return instr.Pos().IsValid() && o.ioPos[instr.Pos()]
	}
	return o.io[instr]
}

// release drops the functions of a package with no events: its order
// problems can come only from functions the check's flags name, and for
// them the functions are built again on demand.
func (o *orderData) release() {
	if len(o.order) > 0 {
		return
	}
	for instr, io := range o.io {
		if io && instr.Pos().IsValid() {
			if o.ioPos == nil {
				o.ioPos = map[token.Pos]bool{}
			}
			o.ioPos[instr.Pos()] = true
		}
	}
	o.funcs, o.events, o.io, o.built = nil, map[*ssa.Function][]event{}, nil, false
}

// usesAny reports whether the package uses one of the functions.
func usesAny(pass *analysis.Pass, keys map[string]EventKind) bool {
	for _, obj := range pass.TypesInfo.Uses {
		if fn, ok := obj.(*types.Func); ok {
			if _, ok := keys[names.Key(fn.Origin())]; ok {
				return true
			}
		}
	}
	return false
}

// flagged lists the calls of fn to functions the flags name.
func flagged(fn *ssa.Function, keys map[string]EventKind) []event {
	var out []event
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			obj := ssax.Callee(&call.Call)
			if obj == nil {
				continue
			}
			switch keys[names.Key(obj.Origin())] {
			case BudgetCheck:
				out = append(out, event{kind: BudgetCheck, instr: call, what: obj.Name()})
			case RouteSelection:
				out = append(out, event{kind: RouteSelection, instr: call, value: call, what: obj.Name()})
			}
		}
	}
	return out
}

// orderProblems checks one function: each budget check against the
// selections before it (used after it) and the fan-outs before it.
func orderProblems(fn *ssa.Function, evs []event, io func(ssa.Instruction) bool) []OrderProblem {
	var budgets, routes []event
	for _, e := range evs {
		if e.kind == BudgetCheck {
			budgets = append(budgets, e)
		} else {
			routes = append(routes, e)
		}
	}
	var fanouts []fanOut
	if len(budgets) > 0 {
		fanouts = findFanOuts(fn, io)
	}
	var out []OrderProblem
	for _, b := range budgets {
		if !b.instr.Pos().IsValid() {
			continue
		}
		if p, ok := afterRoute(fn, b, routes, io); ok {
			out = append(out, p)
			continue
		}
		for _, f := range fanouts {
			if f.precedes(b.instr) {
				out = append(out, OrderProblem{Kind: BudgetAfterFanOut, Budget: b.instr.Pos(), At: f.pos})
				break
			}
		}
	}
	return out
}

// afterRoute finds a selection that runs before check b and whose
// choice a call uses after b.
func afterRoute(fn *ssa.Function, b event, routes []event, io func(ssa.Instruction) bool) (OrderProblem, bool) {
	for _, r := range routes {
		if r.value == nil || !pathAvoiding(r.instr, b.instr, nil) {
			continue
		}
		if usedAfter(fn, b.instr, r, io) {
			return OrderProblem{Kind: BudgetAfterRoute, Budget: b.instr.Pos(), At: r.instr.Pos()}, true
		}
	}
	return OrderProblem{}, false
}

// pathAvoiding reports whether some path runs from just after from to
// to without running avoid on the way.
func pathAvoiding(from, to, avoid ssa.Instruction) bool {
	fb, tb := from.Block(), to.Block()
	fi, ti := ssax.Index(from), ssax.Index(to)
	ai := -1
	var ab *ssa.BasicBlock
	if avoid != nil {
		ab, ai = avoid.Block(), ssax.Index(avoid)
	}
	if fb == tb && fi < ti && !(ab == fb && fi < ai && ai < ti) {
		return true
	}
	if ab == fb && ai > fi {
		return false // avoid runs before leaving from's block
	}
	seen := map[*ssa.BasicBlock]bool{}
	stack := append([]*ssa.BasicBlock(nil), fb.Succs...)
	for len(stack) > 0 {
		blk := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[blk] {
			continue
		}
		seen[blk] = true
		if blk == tb && !(ab == tb && ai < ti) {
			return true
		}
		if blk == ab {
			continue
		}
		stack = append(stack, blk.Succs...)
	}
	return false
}

// usedAfter reports whether a call that uses what r selected can run
// after the check b without the selection running again in between:
// route → budget → call.
func usedAfter(fn *ssa.Function, b ssa.Instruction, r event, io func(ssa.Instruction) bool) bool {
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok || instr == b || instr == r.instr || !usesRoute(ci.Common(), r.value, io(instr)) {
				continue
			}
			if pathAvoiding(b, instr, r.instr) {
				return true
			}
		}
	}
	return false
}

// usesRoute: the call is made on what was selected (a method of it, the
// selected endpoint function itself), or passes it to a function of the
// project or to a std function that does remote I/O (http.Get(url)); a
// std call such as log.Printf, or a builtin (len(reps), the bound of a
// range over reps), is no use of the route.
func usesRoute(c *ssa.CallCommon, v ssa.Value, io bool) bool {
	if _, ok := c.Value.(*ssa.Builtin); ok {
		return false // len(reps), the bound of "range reps": no call to a route
	}
	if c.IsInvoke() {
		if derives(c.Value, v, 0) {
			return true
		}
	} else if c.StaticCallee() == nil && derives(c.Value, v, 0) {
		return true // ep(ctx, req) with ep the chosen endpoint
	}
	args := c.Args
	if fn := c.StaticCallee(); fn != nil {
		if fn.Signature.Recv() != nil && len(args) > 0 && derives(args[0], v, 0) {
			return true
		}
		if fn.Pkg != nil && catalog.IsStd(fn.Pkg.Pkg.Path()) && !io {
			return false
		}
	}
	for _, a := range args {
		if derives(a, v, 0) {
			return true
		}
	}
	return false
}

// derives reports whether x is v or is read from v: a field, an element
// (of a selected replication set too: reps[i], range over reps), a
// conversion, a result extracted from it, a closure that captures it.
func derives(x, v ssa.Value, depth int) bool {
	if x == v {
		return true
	}
	if depth > 6 || x == nil {
		return false
	}
	if y := readFrom(x); y != nil {
		return derives(y, v, depth+1)
	}
	var from []ssa.Value
	switch y := x.(type) {
	case *ssa.Alloc:
		// A local variable the selection was stored in.
		for _, r := range *y.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == y {
				from = append(from, st.Val)
			}
		}
	case *ssa.MakeClosure:
		// go func() { r.Call(ctx) }(), g.Go(func() error { return
		// r.Call(ctx) }): a closure that captures the selection.
		from = y.Bindings
	case *ssa.Phi:
		// A replica chosen on one path only.
		from = y.Edges
	case *ssa.BinOp:
		// base + "/v1/items"
		from = []ssa.Value{y.X, y.Y}
	case *ssa.Call:
		// conn := r.Conn(); conn.Do(), or req := http.NewRequest(..., url, ...):
		// made from the selection; len(reps) is a size, not a route
		// (append(reps, r) still is).
		if b, ok := y.Call.Value.(*ssa.Builtin); ok && b.Name() != "append" {
			return false
		}
		if y.Call.IsInvoke() {
			return derives(y.Call.Value, v, depth+1)
		}
		from = y.Call.Args
	}
	for _, f := range from {
		if derives(f, v, depth+1) {
			return true
		}
	}
	return false
}

// readFrom returns the one operand x is read from: a field, an element
// (reps[i], and the element of "for _, r := range reps", which SSA loads
// from &reps[i]), a subslice, a conversion, an extracted result; or nil.
func readFrom(x ssa.Value) ssa.Value {
	switch y := x.(type) {
	case *ssa.UnOp:
		return y.X
	case *ssa.FieldAddr:
		return y.X
	case *ssa.Field:
		return y.X
	case *ssa.IndexAddr:
		return y.X
	case *ssa.Index:
		return y.X
	case *ssa.Slice:
		return y.X
	case *ssa.Extract:
		return y.Tuple
	case *ssa.MakeInterface:
		return y.X
	case *ssa.ChangeType:
		return y.X
	case *ssa.ChangeInterface:
		return y.X
	case *ssa.TypeAssert:
		return y.X
	case *ssa.Convert:
		return y.X
	}
	return nil
}

// fanOut is where calls to several replicas start: a go statement or
// errgroup.Go, possibly in a loop, or a loop of calls over a collection.
type fanOut struct {
	instr      ssa.Instruction
	loop       *ssax.Loop // the loop it runs in, if any
	pos        token.Pos
	sequential bool // a loop of calls, not goroutines: only a check after the loop counts
}

// precedes reports whether the fan-out has started whenever b runs: its
// statement dominates b, or b follows the loop that fans out.
func (f fanOut) precedes(b ssa.Instruction) bool {
	bb := b.Block()
	if f.loop != nil {
		if f.loop.Contains(bb) {
			if f.sequential {
				return false // each call has finished before the check: a "may I retry?"
			}
			// In the loop: only a check after the start in the same
			// iteration records instead of limiting.
			return f.instr.Block() == bb && ssax.Index(f.instr) < ssax.Index(b) ||
				f.instr.Block() != bb && f.instr.Block().Dominates(bb)
		}
		return f.loop.Header.Dominates(bb)
	}
	if f.instr.Block() == bb {
		return ssax.Index(f.instr) < ssax.Index(b)
	}
	return f.instr.Block().Dominates(bb)
}

// findFanOuts finds the go statements and errgroup.Go calls of fn, and
// the loops over a collection that call a method on each element. One
// goroutine (a reader, a watcher) is no fan-out: it takes a loop that
// starts one per replica, or several starts (a hedged pair).
func findFanOuts(fn *ssa.Function, io func(ssa.Instruction) bool) []fanOut {
	loops := ssax.NaturalLoops(fn)
	var starts []ssa.Instruction
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			if isStart(instr) {
				starts = append(starts, instr)
			}
		}
	}
	var out []fanOut
	for _, blk := range fn.Blocks {
		l := ssax.Innermost(loops, blk)
		for _, instr := range blk.Instrs {
			if isStart(instr) {
				if l != nil || len(starts) > 1 {
					out = append(out, fanOut{instr: instr, loop: l, pos: instr.Pos()})
				}
				continue
			}
			if c, ok := instr.(*ssa.Call); ok && l != nil && elementCall(c, l) && io(c) && !exitsEarly(fn, l) {
				out = append(out, fanOut{instr: c, loop: l, pos: c.Pos(), sequential: true})
			}
		}
	}
	return out
}

// isStart: a go statement, or a call that starts a goroutine
// (errgroup's Go and TryGo).
func isStart(instr ssa.Instruction) bool {
	switch x := instr.(type) {
	case *ssa.Go:
		return true
	case *ssa.Call:
		obj := ssax.Callee(&x.Call)
		return obj != nil && catalog.FanOutStart(names.Key(obj))
	}
	return false
}

// elementCall: a method call on the element a range loop is at.
func elementCall(c *ssa.Call, l *ssax.Loop) bool {
	var recv ssa.Value
	switch {
	case c.Call.IsInvoke():
		recv = c.Call.Value
	case c.Call.StaticCallee() != nil && c.Call.StaticCallee().Signature.Recv() != nil && len(c.Call.Args) > 0:
		recv = c.Call.Args[0]
	default:
		return false
	}
	for i := 0; i < 4 && recv != nil; i++ {
		switch x := recv.(type) {
		case *ssa.UnOp:
			recv = x.X
		case *ssa.IndexAddr:
			return loopIndex(x.Index, l) && l.Contains(x.Block())
		case *ssa.Index:
			return loopIndex(x.Index, l) && l.Contains(x.Block())
		default:
			return false
		}
	}
	return false
}

// loopIndex: the index of a range loop, a header phi or the phi plus one
// (how SSA writes "for i, x := range xs").
func loopIndex(v ssa.Value, l *ssax.Loop) bool {
	if b, ok := v.(*ssa.BinOp); ok {
		v = b.X
	}
	p, ok := v.(*ssa.Phi)
	return ok && p.Block() == l.Header
}

// exitsEarly: a loop that can leave from its body (return, break) is a
// failover or a search over the collection, not a fan-out to all of it.
func exitsEarly(fn *ssa.Function, l *ssax.Loop) bool {
	for _, b := range fn.Blocks {
		if !l.Contains(b) || b == l.Header {
			continue
		}
		for _, s := range b.Succs {
			if !l.Contains(s) {
				return true
			}
		}
		if _, ok := ssax.Last(b).(*ssa.Return); ok {
			return true
		}
	}
	return false
}

// A budget check inside each started goroutine (SPEC §2, rule 2) runs
// after the fan-out too, even though it precedes the call in its own
// goroutine:
//
//	for _, r := range replicas {
//		go func(r *Replica) { limiter.Wait(ctx); r.Call(ctx) }(r) // reported at Wait, "fan-out at line" of the go
//	}
//	for _, r := range replicas { g.Go(func() error { sem.Acquire(ctx, 1); ...; return r.Call(ctx) }) }
//	for _, r := range replicas { go c.worker(ctx, r) } // worker: c.lim.Wait(ctx); r.Call(ctx)
//
// Every goroutine is running when it waits: the fan-out is as wide as
// the set it ranges over and the limiter only paces it (the waiting
// goroutines pile up). The check must dominate the start instead.
//
// Matched: a waiting check (waits: a (ctx, ...) error signature, as
// rate.Limiter.Wait, semaphore.Weighted.Acquire or a helper of that
// shape) in a function that a go statement or errgroup.Go of the same
// package starts: a func literal (started in its parent), a named
// function or method (go worker(ctx, r), g.Go(fetch), g.Go(c.fetch)),
// or a named function that a started literal calls outside its loops
// (g.Go(func() error { return c.fetch(ctx, r) })),
// when the start is a fan-out by findFanOuts (in a loop, or one of
// several starts), the starting function does not bound it first
// (gated: a budget check, a channel semaphore, errgroup.SetLimit), the
// check is in no loop of the goroutine (a worker loop paces its own
// calls, one per iteration), and a call that reaches I/O can run after
// it in the goroutine.
//
// Not matched: a try check (TryAcquire, Allow: a verdict, not a wait)
// inside the goroutine, which sheds the excess (refused goroutines end at
// once) and so does limit the calls; one background goroutine; starts
// through interfaces, function parameters or variables of other
// packages; a check in a closure nested inside the goroutine, or two
// calls deep (the literal calls f, which calls the function that waits).

// goStarts indexes the goroutine starts of the package by the function
// they start.
type goStarts struct {
	by      map[*ssa.Function][]goStart
	fanouts map[*ssa.Function][]fanOut // memo per starting function
	io      func(ssa.Instruction) bool
	evsOf   func(*ssa.Function) []event
}

// goStart is a go statement or errgroup.Go call in parent.
type goStart struct {
	instr  ssa.Instruction
	parent *ssa.Function
}

func newGoStarts(funcs []*ssa.Function, io func(ssa.Instruction) bool, evsOf func(*ssa.Function) []event) *goStarts {
	gs := &goStarts{by: map[*ssa.Function][]goStart{}, fanouts: map[*ssa.Function][]fanOut{}, io: io, evsOf: evsOf}
	for _, fn := range funcs {
		for _, blk := range fn.Blocks {
			for _, instr := range blk.Instrs {
				t := startedFunc(instr)
				if t == nil || t.Pkg != fn.Pkg {
					continue
				}
				s := goStart{instr: instr, parent: fn}
				gs.by[t] = append(gs.by[t], s)
				if t.Parent() != nil {
					for _, c := range calledOnce(t) {
						gs.by[c] = append(gs.by[c], s)
					}
				}
			}
		}
	}
	return gs
}

// calledOnce lists the named functions of lit's package that the func
// literal lit calls outside its loops: go func() { errc <- s.fetch(ctx, r)
// }() and g.Go(func() error { return s.fetch(gctx, r) }) start s.fetch
// too (one level only; a loop in lit calling s.fetch is a worker loop).
func calledOnce(lit *ssa.Function) []*ssa.Function {
	var out []*ssa.Function
	loops := ssax.NaturalLoops(lit)
	for _, blk := range lit.Blocks {
		if ssax.Innermost(loops, blk) != nil {
			continue
		}
		for _, instr := range blk.Instrs {
			c, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			if callee := c.Call.StaticCallee(); callee != nil && callee.Parent() == nil && callee.Synthetic == "" && callee.Pkg == lit.Pkg {
				out = append(out, callee)
			}
		}
	}
	return out
}

// startedFunc returns the function a start runs: go f(...), go
// func(){...}(), g.Go(func() error {...}), g.Go(fetch), g.Go(c.fetch)
// (a bound method wrapper: the method itself); nil for anything else.
func startedFunc(instr ssa.Instruction) *ssa.Function {
	var v ssa.Value
	switch x := instr.(type) {
	case *ssa.Go:
		if x.Call.IsInvoke() {
			return nil
		}
		v = x.Call.Value
	case *ssa.Call:
		if !isStart(x) {
			return nil
		}
		v = ssax.Arg(ssax.Args(&x.Call), 0)
	default:
		return nil
	}
	var fn *ssa.Function
	switch y := ssax.Unwrap(v).(type) {
	case *ssa.Function:
		fn = y
	case *ssa.MakeClosure:
		fn, _ = y.Fn.(*ssa.Function)
	}
	if fn != nil && fn.Synthetic != "" {
		obj, ok := fn.Object().(*types.Func)
		if !ok {
			return nil
		}
		fn = fn.Prog.FuncValue(obj)
	}
	return fn
}

// problems reports the waiting checks of fn, a started function, that
// run after an ungated fan-out started it; checks already reported in
// probs (fn's own order problems) are skipped.
func (gs *goStarts) problems(fn *ssa.Function, evs []event, probs []OrderProblem) []OrderProblem {
	starts := gs.by[fn]
	if len(starts) == 0 {
		return nil
	}
	var out []OrderProblem
	var loops []*ssax.Loop
	loopsDone := false
	for _, b := range evs {
		if b.kind != BudgetCheck || !b.instr.Pos().IsValid() || !waits(b) || reported(probs, b) {
			continue
		}
		if !loopsDone {
			loops, loopsDone = ssax.NaturalLoops(fn), true
		}
		if ssax.Innermost(loops, b.instr.Block()) != nil || !gatesCall(fn, b.instr, gs.io) {
			continue
		}
		if s, ok := gs.ungatedFanOut(starts); ok {
			out = append(out, OrderProblem{Kind: BudgetAfterFanOut, Budget: b.instr.Pos(), At: s.instr.Pos()})
		}
	}
	return out
}

func reported(probs []OrderProblem, b event) bool {
	for _, p := range probs {
		if p.Budget == b.instr.Pos() {
			return true
		}
	}
	return false
}

// gatesCall: a call that reaches I/O can run after b in fn.
func gatesCall(fn *ssa.Function, b ssa.Instruction, io func(ssa.Instruction) bool) bool {
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			if _, ok := instr.(ssa.CallInstruction); ok && instr != b && io(instr) && pathAvoiding(b, instr, nil) {
				return true
			}
		}
	}
	return false
}

// ungatedFanOut returns the first start that is a fan-out of goroutines
// (not a sequential loop of calls) that its function does not gate.
func (gs *goStarts) ungatedFanOut(starts []goStart) (goStart, bool) {
	for _, s := range starts {
		fos, ok := gs.fanouts[s.parent]
		if !ok {
			fos = findFanOuts(s.parent, gs.io)
			gs.fanouts[s.parent] = fos
		}
		fanout := false
		for _, f := range fos {
			fanout = fanout || f.instr == s.instr && !f.sequential
		}
		if fanout && !gs.gated(s) {
			return s, true
		}
	}
	return goStart{}, false
}

// gated: the starting function bounds the goroutines before every start:
// a budget check dominates it (sem.Acquire(ctx, 1); go func() {
// lim.Wait(ctx); ... }()), a send on a channel used as a semaphore does
// (sem <- struct{}{}; go ...), or the errgroup's limit was set before
// (g.SetLimit(8); g.Go(...): Go blocks at the limit). Then the
// goroutines are bounded and the check inside only paces them.
func (gs *goStarts) gated(s goStart) bool {
	for _, e := range gs.evsOf(s.parent) {
		if e.kind == BudgetCheck && dominates(e.instr, s.instr) {
			return true
		}
	}
	var group ssa.Value
	if c, ok := s.instr.(*ssa.Call); ok {
		group = ssax.Unwrap(ssax.Recv(&c.Call))
	}
	for _, blk := range s.parent.Blocks {
		for _, instr := range blk.Instrs {
			if !dominates(instr, s.instr) {
				continue
			}
			switch x := instr.(type) {
			case *ssa.Send:
				return true
			case *ssa.Call:
				obj := ssax.Callee(&x.Call)
				if group != nil && obj != nil && catalog.FanOutLimit(names.Key(obj)) && ssax.Unwrap(ssax.Recv(&x.Call)) == group {
					return true
				}
			}
		}
	}
	return false
}

// dominates: a runs before b on every path to b.
func dominates(a, b ssa.Instruction) bool {
	if a.Block() == b.Block() {
		return ssax.Index(a) < ssax.Index(b)
	}
	return a.Block().Dominates(b.Block())
}
