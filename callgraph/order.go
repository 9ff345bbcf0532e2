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
			if !o.built && o.pass != nil && usesAny(o.pass, extra) {
				o.funcs = buildSSA(o.pass)
			}
		})
		funcs = o.funcs
	}
	var out []OrderProblem
	for _, fn := range funcs {
		evs := o.events[fn]
		if len(extra) > 0 {
			evs = append(append([]event(nil), evs...), flagged(fn, extra)...)
		}
		if len(evs) > 0 {
			out = append(out, orderProblems(fn, evs, o.callIO)...)
		}
	}
	return out
}

func (o *orderData) callIO(instr ssa.Instruction) bool { return o.io[instr] }

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
// std call such as log.Printf is no use of the route.
func usesRoute(c *ssa.CallCommon, v ssa.Value, io bool) bool {
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

// derives reports whether x is v or is read from v: a field, an element,
// a conversion, a result extracted from it.
func derives(x, v ssa.Value, depth int) bool {
	if x == v {
		return true
	}
	if depth > 6 || x == nil {
		return false
	}
	switch y := x.(type) {
	case *ssa.UnOp:
		return derives(y.X, v, depth+1)
	case *ssa.FieldAddr:
		return derives(y.X, v, depth+1)
	case *ssa.Field:
		return derives(y.X, v, depth+1)
	case *ssa.Extract:
		return derives(y.Tuple, v, depth+1)
	case *ssa.MakeInterface:
		return derives(y.X, v, depth+1)
	case *ssa.ChangeType:
		return derives(y.X, v, depth+1)
	case *ssa.ChangeInterface:
		return derives(y.X, v, depth+1)
	case *ssa.TypeAssert:
		return derives(y.X, v, depth+1)
	case *ssa.Convert:
		return derives(y.X, v, depth+1)
	case *ssa.Alloc:
		// A local variable the selection was stored in.
		for _, r := range *y.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == y && derives(st.Val, v, depth+1) {
				return true
			}
		}
	case *ssa.Phi:
		// A replica chosen on one path only.
		for _, e := range y.Edges {
			if derives(e, v, depth+1) {
				return true
			}
		}
	case *ssa.BinOp:
		// base + "/v1/items"
		return derives(y.X, v, depth+1) || derives(y.Y, v, depth+1)
	case *ssa.Call:
		// conn := r.Conn(); conn.Do(), or req := http.NewRequest(..., url, ...):
		// made from the selection.
		if y.Call.IsInvoke() {
			return derives(y.Call.Value, v, depth+1)
		}
		for _, a := range y.Call.Args {
			if derives(a, v, depth+1) {
				return true
			}
		}
	}
	return false
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
