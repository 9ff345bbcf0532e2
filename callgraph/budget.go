package callgraph

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// The budget domain: budget checks and route selections in every
// function, for the budget → route → call order (order.go).
//
// A budget check decides whether a new attempt may start (a rate limiter,
// a semaphore, a circuit breaker, a retry token bucket); a route
// selection chooses the replica, endpoint or shard for an attempt. Both
// are recognised from the catalog's APIs, from the names of project types
// and functions, from //retrylint:budget and //retrylint:route
// directives, and from thin helpers: a function that performs a check
// and returns its verdict (one bool or error result), or performs a
// selection and returns what it chose, and does no remote I/O itself.
// Helpers are exported as facts, so tryAcquire() and pickReplica() in
// another package count like the calls they wrap.

// event is a budget check or a route selection in a function.
type event struct {
	kind  EventKind
	instr ssa.Instruction // the call, or the index into the replica slice
	value ssa.Value       // for a selection: what it chose (the call's result, the element)
	what  string          // the API or helper: "rate.Limiter.Allow", "lb.pickReplica"
}

type budget struct {
	p        *pipeline
	events   map[*graph.Node][]event
	helper   map[*graph.Node]EventKind
	helperOf map[*graph.Node]string
	kinds    map[*types.Func]apiKindOf // apiKind, memoised
}

// classify finds the events of every function, then the thin helpers,
// to a fixed point (a helper of a helper is a helper; each round only
// adds).
func (b *budget) classify() {
	b.events, b.helper, b.helperOf = map[*graph.Node][]event{}, map[*graph.Node]EventKind{}, map[*graph.Node]string{}
	funcs := b.p.g.Funcs
	for round := 0; round <= len(funcs); round++ {
		changed := false
		for _, n := range funcs {
			b.p.visit(n.Fn)
			b.events[n] = b.eventsOf(n)
			if n.Fn.Parent() != nil || b.helper[n] != 0 {
				continue
			}
			if n.Obj != nil {
				if d := b.p.res.dirs.on(n.Obj, Budget, Route); d != nil {
					// Declared by a directive: callers in other packages
					// learn it from the fact.
					b.helper[n], b.helperOf[n], changed = eventKind(d.Kind), "directive", true
					continue
				}
			}
			if b.p.eff.nodeIO(n) {
				continue
			}
			for _, e := range b.events[n] {
				if helperShape(n.Fn, e.kind) && flowsToReturn(e.instr) {
					b.helper[n], b.helperOf[n], changed = e.kind, e.what, true
					break
				}
			}
		}
		if !changed {
			break
		}
	}
	for _, n := range funcs {
		if len(b.events[n]) > 0 {
			b.p.res.order.add(n.Fn, b.events[n])
		}
		for _, r := range n.Refs {
			if r.Call && r.Instr != nil && b.p.eff.refIO(r) {
				b.p.res.order.io[r.Instr] = true
			}
		}
	}
}

func eventKind(k DirectiveKind) EventKind {
	if k == Route {
		return RouteSelection
	}
	return BudgetCheck
}

// eventsOf lists the events of n's body in instruction order.
func (b *budget) eventsOf(n *graph.Node) []event {
	var out []event
	for _, blk := range n.Fn.Blocks {
		for _, instr := range blk.Instrs {
			if e, ok := b.eventAt(instr); ok {
				out = append(out, e)
			}
		}
	}
	return out
}

func (b *budget) eventAt(instr ssa.Instruction) (event, bool) {
	switch x := instr.(type) {
	case *ssa.Call:
		return b.callEvent(x)
	case *ssa.IndexAddr:
		if randomIndex(x.Index, 0) && isSliceOrArray(x.X.Type()) {
			return event{kind: RouteSelection, instr: x, value: x, what: "random index"}, true
		}
	case *ssa.Index:
		if randomIndex(x.Index, 0) {
			return event{kind: RouteSelection, instr: x, value: x, what: "random index"}, true
		}
	}
	return event{}, false
}

// apiKind classifies a callee by the catalog, the naming rules and the
// directives of this package.
func (b *budget) apiKind(fn *types.Func) (EventKind, string) {
	if k, ok := b.kinds[fn]; ok {
		return k.kind, k.name
	}
	kind, name := b.apiKindOf(fn)
	if b.kinds == nil {
		b.kinds = map[*types.Func]apiKindOf{}
	}
	b.kinds[fn] = apiKindOf{kind, name}
	return kind, name
}

type apiKindOf struct {
	kind EventKind
	name string
}

func (b *budget) apiKindOf(fn *types.Func) (EventKind, string) {
	if fn.Pkg() == nil {
		return 0, ""
	}
	if d := b.p.res.dirs.on(fn, Budget, Route); d != nil {
		return eventKind(d.Kind), names.Display(fn)
	}
	if k := catalog.EventOf(names.Key(fn)); k != 0 {
		return EventKind(k), names.Display(fn)
	}
	if catalog.IsStd(fn.Pkg().Path()) {
		return 0, ""
	}
	if k := catalog.EventByName(names.Recv(fn), fn.Name()); k != 0 {
		return EventKind(k), names.Display(fn)
	}
	if catalog.RouteSetName(fn.Name()) && routeSetShape(fn) {
		return RouteSelection, names.Display(fn)
	}
	return 0, ""
}

// routeSetShape: a function that returns the replication set for a key,
// func replicasFor(key string) []*Replica: its first result is a slice
// (not of errors) and it takes something to choose by besides a context.
// A getter of the whole list (Nodes()) chooses nothing; ShardCount()
// returns no set.
func routeSetShape(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Results().Len() == 0 {
		return false
	}
	sl, ok := sig.Results().At(0).Type().Underlying().(*types.Slice)
	if !ok || ssax.IsErrorType(sl.Elem()) {
		return false
	}
	for i := 0; i < sig.Params().Len(); i++ {
		if !isContextType(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}

// waits reports whether a budget check blocks until the budget allows
// the attempt rather than returning a verdict: its callee is
// (ctx, ...) error, as rate.Limiter.Wait(ctx), semaphore.Weighted.
// Acquire(ctx, n), failsafe AcquirePermit(ctx) or a project
// Acquire(ctx) error (TryAcquire() bool, Allow() bool do not wait).
func waits(e event) bool {
	c, ok := e.instr.(ssa.CallInstruction)
	if !ok {
		return false
	}
	sig := c.Common().Signature()
	if sig == nil {
		return false
	}
	p, r := sig.Params(), sig.Results()
	return p.Len() > 0 && isContextType(p.At(0).Type()) && r.Len() == 1 && ssax.IsErrorType(r.At(0).Type())
}

func isContextType(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context"
}

// callEvent classifies one call.
func (b *budget) callEvent(c *ssa.Call) (event, bool) {
	common := &c.Call
	if d := b.p.res.dirs.at(b.p.pass.Fset, c.Pos(), Budget, Route); d != nil {
		e := event{kind: eventKind(d.Kind), instr: c, what: "directive"}
		if e.kind == RouteSelection {
			e.value = c
		}
		return e, true
	}
	if !common.IsInvoke() && common.StaticCallee() == nil {
		// next, err := sel.Select(svc); node, err := next(): calling the
		// Next that a selector returned is the selection.
		if sel := ssax.AsCall(common.Value); sel != nil {
			if fn := ssax.Callee(&sel.Call); fn != nil {
				if k, _ := b.apiKind(fn); k == RouteSelection && fn.Name() == catalog.NextFromSelect {
					return event{kind: RouteSelection, instr: c, value: c, what: names.Display(fn) + " next"}, true
				}
			}
		}
		return event{}, false
	}
	fn := ssax.Callee(common)
	if fn == nil || fn.Pkg() == nil {
		return event{}, false // error.Error and other universe methods
	}
	fn = fn.Origin()
	if catalog.Reservation(names.Key(fn)) {
		if reservationInspected(c) {
			return event{kind: BudgetCheck, instr: c, what: names.Display(fn)}, true
		}
		return event{}, false
	}
	k, what := b.apiKind(fn)
	if k == RouteSelection && fn.Name() == catalog.NextFromSelect {
		if t, ok := c.Type().(*types.Tuple); ok && t.Len() > 0 {
			if _, isFunc := t.At(0).Type().Underlying().(*types.Signature); isFunc {
				return event{}, false // go-micro: the Next it returns selects
			}
		}
	}
	if k == 0 {
		// A helper: local, or imported with a fact.
		if t := b.p.g.Of(fn); t != nil && b.helper[t] != 0 {
			k, what = b.helper[t], t.Name
		} else if f := b.p.fact(fn); f != nil && f.Helper != 0 {
			k, what = f.Helper, names.Display(fn)
		}
	}
	if k == 0 {
		return event{}, false
	}
	e := event{kind: k, instr: c, what: what}
	if k == RouteSelection {
		e.value = c
	}
	return e, true
}

// reservationInspected: r := lim.Reserve(); r.OK() / r.Delay() decide.
func reservationInspected(c *ssa.Call) bool {
	for _, r := range *c.Referrers() {
		cc, ok := r.(*ssa.Call)
		if !ok {
			continue
		}
		if fn := ssax.Callee(&cc.Call); fn != nil {
			for _, m := range catalog.ReservationChecks {
				if fn.Name() == m {
					return true
				}
			}
		}
	}
	return false
}

// flowsToReturn reports whether the verdict of a check (or what a
// selection chose) is returned by its function: func tryAcquire() bool
// { return sem.TryAcquire(1) }. A function that merely checks somewhere
// inside and returns something else is no helper.
func flowsToReturn(instr ssa.Instruction) bool {
	v, ok := instr.(ssa.Value)
	if !ok {
		return false
	}
	seen := map[ssa.Value]bool{}
	stack := []ssa.Value{v}
	for len(stack) > 0 && len(seen) < 64 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		refs := x.Referrers()
		if refs == nil {
			continue
		}
		for _, r := range *refs {
			switch y := r.(type) {
			case *ssa.Return:
				return true
			case *ssa.If:
				// if !lim.Allow() { return false }: the branch decides
				// what is returned.
				for _, succ := range y.Block().Succs {
					if _, ok := ssax.Last(succ).(*ssa.Return); ok {
						return true
					}
				}
			case *ssa.Extract, *ssa.UnOp, *ssa.BinOp, *ssa.Phi, *ssa.ChangeType, *ssa.MakeInterface, *ssa.Convert, *ssa.FieldAddr, *ssa.Field, *ssa.IndexAddr:
				stack = append(stack, y.(ssa.Value))
			case *ssa.Store:
				if a, ok := y.Addr.(*ssa.Alloc); ok && y.Val == x {
					stack = append(stack, a)
				}
			}
		}
	}
	return false
}

// helperShape: a budget helper returns one bool or error; a route helper
// returns what it chose (at least one result).
func helperShape(fn *ssa.Function, k EventKind) bool {
	res := fn.Signature.Results()
	switch k {
	case BudgetCheck:
		if res.Len() != 1 {
			return false
		}
		t := res.At(0).Type()
		return ssax.IsErrorType(t) || types.Identical(t.Underlying(), types.Typ[types.Bool])
	case RouteSelection:
		return res.Len() >= 1
	}
	return false
}

func isSliceOrArray(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Slice, *types.Array:
		return true
	case *types.Pointer:
		_, ok := u.Elem().Underlying().(*types.Array)
		return ok
	}
	return false
}

// randomIndex: rand.Intn(n), rand.Int63n(n) and the like, or a
// round-robin counter atomic.AddUint64(&c, 1) % n.
func randomIndex(v ssa.Value, depth int) bool {
	if depth > 6 {
		return false
	}
	switch x := v.(type) {
	case *ssa.Convert:
		return randomIndex(x.X, depth+1)
	case *ssa.BinOp:
		return randomIndex(x.X, depth+1)
	case *ssa.Call:
		fn := ssax.Callee(&x.Call)
		return fn != nil && fn.Pkg() != nil && catalog.RandomIndex(fn.Pkg().Path(), fn.Name())
	}
	return false
}

func (b *budget) fill(f *FuncFact, n *graph.Node) { f.Helper, f.HelperOf = b.helper[n], b.helperOf[n] }
