package analyzer

import (
	"flag"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph"
)

// NewBudgetOrder returns a new budgetorder analyzer with its own flags.
func NewBudgetOrder() *analysis.Analyzer {
	c := &budgetOrder{}
	a := &analysis.Analyzer{
		Name:     "budgetorder",
		Doc:      docOf("budgetorder"),
		URL:      "https://github.com/retrylint/retrylint#budgetorder",
		Requires: []*analysis.Analyzer{callgraph.Analyzer},
		Run:      c.run,
	}
	a.Flags.Init("budgetorder", flag.ContinueOnError)
	a.Flags.Var(&c.budgetFuncs, "budget-funcs", "comma-separated functions that are budget checks (pkg/path.Func or pkg/path.Type.Method)")
	a.Flags.Var(&c.routeFuncs, "route-funcs", "comma-separated functions that are route selections (pkg/path.Func or pkg/path.Type.Method)")
	c.scope.bind(&a.Flags)
	return a
}

type budgetOrder struct {
	budgetFuncs funcList
	routeFuncs  funcList
	scope
}

func (c *budgetOrder) run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[callgraph.Analyzer].(*callgraph.Result)
	rep := newReporter(pass, "budgetorder", &c.scope, res.Directives)
	directiveProblems(pass, res, map[string]bool{"budget": true, "route": true}, false, rep)
	funcs := res.Funcs
	if len(c.budgetFuncs) > 0 || len(c.routeFuncs) > 0 {
		funcs = c.withFlagged(res)
	}
	for _, fe := range funcs {
		c.check(pass, rep, res, fe)
	}
	rep.flush()
	return nil, nil
}

// withFlagged adds the calls named by -budget-funcs and -route-funcs to
// the events the analysis found.
func (c *budgetOrder) withFlagged(res *callgraph.Result) []*callgraph.FuncEvents {
	byFn := map[*ssa.Function]*callgraph.FuncEvents{}
	var out []*callgraph.FuncEvents
	for _, fe := range res.Funcs {
		byFn[fe.Fn] = fe
	}
	for _, fn := range res.SrcFuncs {
		var extra []callgraph.Event
		for _, blk := range fn.Blocks {
			for _, instr := range blk.Instrs {
				call, ok := instr.(*ssa.Call)
				if !ok {
					continue
				}
				obj := calleeObj(call)
				if obj == nil {
					continue
				}
				switch {
				case c.budgetFuncs.has(obj):
					extra = append(extra, callgraph.Event{Kind: callgraph.BudgetCheck, Instr: call, What: obj.Name()})
				case c.routeFuncs.has(obj):
					extra = append(extra, callgraph.Event{Kind: callgraph.RouteSelection, Instr: call, Value: call, What: obj.Name()})
				}
			}
		}
		fe := byFn[fn]
		if len(extra) == 0 {
			if fe != nil {
				out = append(out, fe)
			}
			continue
		}
		merged := &callgraph.FuncEvents{Fn: fn}
		if fe != nil {
			merged.Events = append(merged.Events, fe.Events...)
		}
		merged.Events = append(merged.Events, extra...)
		out = append(out, merged)
	}
	return out
}

func calleeObj(call *ssa.Call) *types.Func {
	if call.Call.IsInvoke() {
		return call.Call.Method
	}
	if fn := call.Call.StaticCallee(); fn != nil {
		if obj, ok := fn.Object().(*types.Func); ok {
			return obj.Origin()
		}
	}
	return nil
}

func (c *budgetOrder) check(pass *analysis.Pass, rep *reporter, res *callgraph.Result, fe *callgraph.FuncEvents) {
	var budgets, routes []callgraph.Event
	for _, e := range fe.Events {
		if e.Kind == callgraph.BudgetCheck {
			budgets = append(budgets, e)
		} else {
			routes = append(routes, e)
		}
	}
	var fanouts []fanOut
	if len(budgets) > 0 {
		fanouts = findFanOuts(fe.Fn, res.CallIO)
	}
	for _, b := range budgets {
		if !b.Instr.Pos().IsValid() {
			continue
		}
		reported := false
		for _, r := range routes {
			if r.Value == nil || !before(r.Instr, b.Instr) {
				continue
			}
			if !usedAfter(fe.Fn, b.Instr, r, res.CallIO) {
				continue
			}
			start, end := rep.callRange(b.Instr.Pos())
			line := pass.Fset.Position(r.Instr.Pos()).Line
			rep.report(analysis.Diagnostic{
				Pos: start, End: end,
				Message: fmt.Sprintf("budget check %s runs after replica selection %s at line %d; check the budget before choosing a route (budget → route → call)",
					rep.exprText(b.Instr.Pos()), rep.exprText(r.Instr.Pos()), line),
				Related: []analysis.RelatedInformation{{Pos: r.Instr.Pos(), Message: "replica selected here"}},
			})
			reported = true
			break
		}
		if reported {
			continue
		}
		for _, f := range fanouts {
			if !f.precedes(b.Instr) {
				continue
			}
			start, end := rep.callRange(b.Instr.Pos())
			rep.report(analysis.Diagnostic{
				Pos: start, End: end,
				Message: fmt.Sprintf("budget check %s runs after the fan-out at line %d has started the calls it should limit; check the budget before starting them (budget → route → call)",
					rep.exprText(b.Instr.Pos()), pass.Fset.Position(f.pos).Line),
				Related: []analysis.RelatedInformation{{Pos: f.pos, Message: "fan-out starts here"}},
			})
			break
		}
	}
}

// index returns the position of instr in its block.
func index(instr ssa.Instruction) int {
	for i, x := range instr.Block().Instrs {
		if x == instr {
			return i
		}
	}
	return -1
}

// before reports whether a can run before b in one call of the function:
// b is reachable from a.
func before(a, b ssa.Instruction) bool {
	return pathAvoiding(a, b, nil)
}

// pathAvoiding reports whether some path runs from just after from to
// to without running avoid on the way.
func pathAvoiding(from, to, avoid ssa.Instruction) bool {
	fb, tb := from.Block(), to.Block()
	fi, ti := index(from), index(to)
	ai := -1
	var ab *ssa.BasicBlock
	if avoid != nil {
		ab, ai = avoid.Block(), index(avoid)
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
func usedAfter(fn *ssa.Function, b ssa.Instruction, r callgraph.Event, io func(ssa.Instruction) bool) bool {
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok || instr == b || instr == r.Instr || !usesRoute(ci.Common(), r.Value, io(instr)) {
				continue
			}
			if pathAvoiding(b, instr, r.Instr) {
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
		if fn.Pkg != nil && callgraph.IsStd(fn.Pkg.Pkg.Path()) && !io {
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
	loop       *callgraph.Loop // the loop it runs in, if any
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
			return f.instr.Block() == bb && index(f.instr) < index(b) ||
				f.instr.Block() != bb && f.instr.Block().Dominates(bb)
		}
		return f.loop.Header.Dominates(bb)
	}
	if f.instr.Block() == bb {
		return index(f.instr) < index(b)
	}
	return f.instr.Block().Dominates(bb)
}

// findFanOuts finds the go statements and errgroup.Go calls of fn, and
// the loops over a collection that call a method on each element.
func findFanOuts(fn *ssa.Function, io func(ssa.Instruction) bool) []fanOut {
	loops := callgraph.NaturalLoops(fn)
	loopOf := func(b *ssa.BasicBlock) *callgraph.Loop {
		var best *callgraph.Loop
		for _, l := range loops {
			if l.Contains(b) && (best == nil || l.Size() < best.Size()) {
				best = l
			}
		}
		return best
	}
	// One goroutine (a reader, a watcher) is no fan-out: it takes a loop
	// that starts one per replica, or several starts (a hedged pair).
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
		for _, instr := range blk.Instrs {
			switch x := instr.(type) {
			case *ssa.Go:
				if l := loopOf(blk); l != nil || len(starts) > 1 {
					out = append(out, fanOut{instr: x, loop: l, pos: x.Pos()})
				}
			case *ssa.Call:
				if isStart(x) {
					if l := loopOf(blk); l != nil || len(starts) > 1 {
						out = append(out, fanOut{instr: x, loop: l, pos: x.Pos()})
					}
					continue
				}
				if l := loopOf(blk); l != nil && elementCall(x, l) && io(x) && !exitsEarly(fn, l) {
					out = append(out, fanOut{instr: x, loop: l, pos: x.Pos(), sequential: true})
				}
			}
		}
	}
	return out
}

// isStart: a go statement or errgroup's Go or TryGo.
func isStart(instr ssa.Instruction) bool {
	switch x := instr.(type) {
	case *ssa.Go:
		return true
	case *ssa.Call:
		obj := calleeObj(x)
		return obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == "golang.org/x/sync/errgroup" && (obj.Name() == "Go" || obj.Name() == "TryGo")
	}
	return false
}

// elementCall: a method call on the element a range loop is at.
func elementCall(c *ssa.Call, l *callgraph.Loop) bool {
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
func loopIndex(v ssa.Value, l *callgraph.Loop) bool {
	if b, ok := v.(*ssa.BinOp); ok {
		v = b.X
	}
	p, ok := v.(*ssa.Phi)
	return ok && p.Block() == l.Header
}

// exitsEarly: a loop that can leave from its body (return, break) is a
// failover or a search over the collection, not a fan-out to all of it.
func exitsEarly(fn *ssa.Function, l *callgraph.Loop) bool {
	for _, b := range fn.Blocks {
		if !l.Contains(b) || b == l.Header {
			continue
		}
		for _, s := range b.Succs {
			if !l.Contains(s) {
				return true
			}
		}
		if len(b.Instrs) > 0 {
			if _, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
				return true
			}
		}
	}
	return false
}

// exprText is the source text of what a call calls (r.limiter.Allow) or
// of the slice a selection indexes (r.replicas[...]).
func (r *reporter) exprText(pos token.Pos) string {
	if c, ok := r.callAt(pos); ok {
		return types.ExprString(c.Fun)
	}
	if ix, ok := r.indexAt(pos); ok {
		return types.ExprString(ix.X) + "[...]"
	}
	return "call"
}

func (r *reporter) indexAt(pos token.Pos) (*ast.IndexExpr, bool) {
	if r.indexes == nil {
		r.indexes = map[token.Pos]*ast.IndexExpr{}
		for _, f := range r.pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				if ix, ok := n.(*ast.IndexExpr); ok {
					r.indexes[ix.Lbrack] = ix
				}
				return true
			})
		}
	}
	ix, ok := r.indexes[pos]
	return ix, ok
}

// funcList is a comma-separated list of pkg/path.Func or
// pkg/path.Type.Method, validated when set.
type funcList []string

func (l *funcList) String() string { return strings.Join(*l, ",") }

func (l *funcList) Set(s string) error {
	var out []string
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		slash := strings.LastIndexByte(item, '/')
		rest := item[slash+1:]
		parts := strings.Split(rest, ".")
		if len(parts) < 2 || len(parts) > 3 {
			return fmt.Errorf("%q: want pkg/path.Func or pkg/path.Type.Method", item)
		}
		for _, p := range parts {
			if p == "" || !token.IsIdentifier(p) && p != parts[0] {
				return fmt.Errorf("%q: want pkg/path.Func or pkg/path.Type.Method", item)
			}
		}
		out = append(out, item)
	}
	*l = out
	return nil
}

// has reports whether fn is one of the listed functions.
func (l funcList) has(fn *types.Func) bool {
	if fn.Pkg() == nil {
		return false
	}
	name := fn.Pkg().Path() + "."
	sig, _ := fn.Type().(*types.Signature)
	if sig != nil && sig.Recv() != nil {
		t := sig.Recv().Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			name += n.Obj().Name() + "."
		}
	}
	name += fn.Name()
	for _, s := range l {
		if s == name {
			return true
		}
	}
	return false
}
