package callgraph

import (
	"encoding/json"
	"go/token"
	"go/types"
	"math/bits"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// Which outcomes a retry goes round on (permanentretry). A loop owner's
// tests of an HTTP status or a gRPC code (catalog.StatusSources) are
// followed from its header to the edges that go round again: each block
// holds the set of statuses that can reach it, each comparison with a
// constant narrows the set on each side, and what reaches a way round is
// what the loop retries. A path that passes no status test (the error
// side of the call) retries no status; a test the flow cannot read (the
// status handed to a function) takes its path out of the count, so a
// classification that is not understood is never reported. The same flow
// runs over a classifier function handed to a library
// (catalog.Classifiers: retryablehttp's CheckRetry, resty's retry
// conditions), from its entry to its returns of true.

// outcomeSet is a set of outcomes of one kind, by code.
type outcomeSet [10]uint64 // 640 bits: HTTP statuses up to 599, gRPC codes

func (s *outcomeSet) add(c int)     { s[c/64] |= 1 << (c % 64) }
func (s outcomeSet) has(c int) bool { return c >= 0 && c < 640 && s[c/64]&(1<<(c%64)) != 0 }
func (s outcomeSet) empty() bool    { return s == outcomeSet{} }
func (s outcomeSet) count() (n int) {
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

func (s *outcomeSet) union(o outcomeSet) {
	for i := range s {
		s[i] |= o[i]
	}
}

// universe is every outcome of a kind: every status, every code, or
// every class an error can have and no error.
func universe(k catalog.OutcomeKind) outcomeSet {
	if k == catalog.ErrorClass {
		s := classSet(catalog.AnyError)
		s.add(catalog.NoError)
		return s
	}
	var s outcomeSet
	lo, hi := catalog.Universe(k)
	for c := lo; c <= hi; c++ {
		s.add(c)
	}
	return s
}

// filter keeps the outcomes of s for which keep holds.
func (s outcomeSet) filter(k catalog.OutcomeKind, keep func(int) bool) outcomeSet {
	var out outcomeSet
	lo, hi := catalog.Universe(k)
	for c := lo; c <= hi; c++ {
		if s.has(c) && keep(c) {
			out.add(c)
		}
	}
	return out
}

// The kinds the flow follows, by index: the statuses and codes that
// permanentretry reads, and the class of the outcome's error
// (classes.go), which only a flow given that error follows.
var flowKinds = [3]catalog.OutcomeKind{catalog.HTTPStatus, catalog.GRPCCode, catalog.ErrorClass}

func kindIndex(k catalog.OutcomeKind) int {
	switch k {
	case catalog.GRPCCode:
		return 1
	case catalog.ErrorClass:
		return 2
	}
	return 0
}

// flowState is what can reach a block: per kind, the outcomes that a
// path through a test of that kind lets through, and whether some path
// passed no test of it yet.
type flowState struct {
	set      [3]outcomeSet
	untested [3]bool
	reached  bool
}

// merge adds o to st and reports whether st grew.
func (st *flowState) merge(o flowState) bool {
	before := *st
	st.reached = st.reached || o.reached
	for i := range st.set {
		st.set[i].union(o.set[i])
		st.untested[i] = st.untested[i] || o.untested[i]
	}
	return *st != before
}

// narrow applies a test of kind k to st: keep says which outcomes pass
// (nil: the test cannot be read, and its paths leave the count).
func (st flowState) narrow(k catalog.OutcomeKind, keep func(int) bool) flowState {
	i := kindIndex(k)
	if keep == nil {
		st.set[i], st.untested[i] = outcomeSet{}, false
		return st
	}
	s := st.set[i]
	if st.untested[i] {
		s = universe(k)
	}
	st.set[i], st.untested[i] = s.filter(k, keep), false
	return st
}

// statusTest is a branch condition read as a test of an outcome.
type statusTest struct {
	kind catalog.OutcomeKind
	keep func(code int) bool // on the true side; nil when it cannot be read
	pos  token.Pos
	// also: a test of a second kind the same branch makes (a gRPC code
	// of the outcome's error narrows its class too).
	also *statusTest
}

// testOf reads cond as a test of a status or code in scope.
func testOf(cond ssa.Value, scope func(*ssa.BasicBlock) bool) (statusTest, bool) {
	return testAt(cond, scope, 0)
}

// testAt is testOf inside depth predicates read through their bodies.
func testAt(cond ssa.Value, scope func(*ssa.BasicBlock) bool, depth int) (statusTest, bool) {
	cond, flip := stripNots(cond)
	switch c := cond.(type) {
	case *ssa.BinOp:
		switch c.Op {
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
		default:
			return statusTest{}, false
		}
		x, y, op := c.X, c.Y, c.Op
		if _, isConst := x.(*ssa.Const); isConst {
			x, y, op = y, x, mirror(op)
		}
		k, e, ok := statusValue(x, scope)
		if !ok {
			return statusTest{}, false
		}
		n, isConst := y.(*ssa.Const)
		if !isConst || n.Value == nil {
			return statusTest{kind: k, pos: c.Pos()}, true
		}
		keep := func(code int) bool {
			v, ok := e.EvalInt(int64(code))
			if !ok {
				return false
			}
			r, ok := ssax.Compare(v, op, n.Value)
			return ok && r != (flip == 1)
		}
		// A test the analysis cannot compute (a string compared with a
		// number cannot compile; an expression of the code that no code
		// gives a value for) is one it cannot read.
		if v, ok := e.EvalInt(503); !ok {
			keep = nil
		} else if _, ok := ssax.Compare(v, op, n.Value); !ok {
			keep = nil
		}
		return statusTest{kind: k, pos: c.Pos(), keep: keep}, true
	case *ssa.Call:
		// retryable(err), with a body of the package that switches on
		// status.Code(err): the codes it says true for.
		if t, ok := predicateTest(c, depth); ok {
			if flip == 1 {
				for p := &t; p != nil; p = p.also {
					if keep := p.keep; keep != nil {
						p.keep = func(code int) bool { return !keep(code) }
					}
				}
			}
			return t, true
		}
		// isRetryable(resp.StatusCode): a classification not read here.
		for _, a := range c.Call.Args {
			if k, _, ok := statusValue(a, scope); ok {
				return statusTest{kind: k, pos: c.Pos()}, true
			}
		}
	}
	return statusTest{}, false
}

// predicateTest reads a call of a predicate of the package that takes
// an error or a response (retryable(err) switching on status.Code(err),
// shouldRetry(resp) testing resp.StatusCode) as a test of the outcomes
// its body says true for: the status flow from its entry, met at its
// returns of true. A path that returns true before any test of the kind
// (if err != nil { return true }: no status there) adds none; a
// decision the flow cannot read keeps the call unread (nil keep), as
// before. One level deep: a predicate's own predicates are
// not opened.
func predicateTest(c *ssa.Call, depth int) (statusTest, bool) {
	fn := c.Call.StaticCallee()
	if depth > 0 || fn == nil || fn.Synthetic != "" || !classifierShape(fn) {
		return statusTest{}, false
	}
	all := func(*ssa.BasicBlock) bool { return true }
	f := newFlowAt(fn, all, nil, nil, depth+1)
	var kinds []catalog.OutcomeKind
	for _, k := range flowKinds[:2] {
		for _, t := range f.tests {
			if t.kind == k {
				kinds = append(kinds, k)
				break
			}
		}
	}
	if len(kinds) == 0 {
		return statusTest{}, false
	}
	f.solve(fn.Blocks[0])
	got := f.retriedAtReturns(0)
	var out *statusTest
	for i := len(kinds) - 1; i >= 0; i-- {
		k := kinds[i]
		t := statusTest{kind: k, pos: c.Pos(), also: out}
		if !f.unread(k) {
			j := kindIndex(k)
			// A path that returns true before any test of the kind (the
			// error side, where there is no status) says nothing of it.
			set := got.set[j]
			t.keep = set.has
		}
		out = &t
	}
	return *out, true
}

// statusValue reports whether v is an outcome read in scope (a
// response's StatusCode, status.Code(err), a codes.Code), maybe
// converted and combined with constants (resp.StatusCode/100,
// code%100), and what it computes from the outcome.
func statusValue(v ssa.Value, scope func(*ssa.BasicBlock) bool) (catalog.OutcomeKind, ssax.Expr, bool) {
	var kind catalog.OutcomeKind
	e, ok := ssax.ExprOf(v, func(v ssa.Value) bool {
		kind = statusBase(v, scope)
		return kind != 0
	})
	return kind, e, ok
}

// statusBase is the kind of outcome v reads in scope, or 0.
func statusBase(v ssa.Value, scope func(*ssa.BasicBlock) bool) catalog.OutcomeKind {
	instr, ok := v.(ssa.Instruction)
	if !ok || instr.Block() == nil || !scope(instr.Block()) {
		return 0
	}
	switch x := v.(type) {
	case *ssa.BinOp:
		return 0 // arithmetic on an outcome: statusValue unwinds it
	case *ssa.UnOp:
		if x.Op != token.MUL {
			return 0
		}
		if k := catalog.StatusOf(fieldKey(x.X), true); k != 0 {
			return k
		}
	case *ssa.Field:
		if k := catalog.StatusOf(fieldKey(x), true); k != 0 {
			return k
		}
	case *ssa.Call:
		if fn := ssax.Callee(&x.Call); fn != nil {
			if k := catalog.StatusOf(names.Key(fn), false); k != 0 {
				return k
			}
		}
		if returnsStatus(x.Call.StaticCallee(), 0) {
			return catalog.HTTPStatus
		}
	case *ssa.Extract:
		// code, err := api.request(...): a helper of the package that
		// returns its response's status as an int.
		if c, ok := x.Tuple.(*ssa.Call); ok && returnsStatus(c.Call.StaticCallee(), x.Index) {
			return catalog.HTTPStatus
		}
	}
	if names.TypeKey(v.Type()) == catalog.GRPCCodeType {
		return catalog.GRPCCode
	}
	return 0
}

// returnsStatus reports whether result i of fn, a function with a body,
// is an HTTP status: an integer that some return takes from a response's
// StatusCode (resp.StatusCode, or int(resp.StatusCode)) and every other
// return sets to a constant (0 beside an error). A function of another
// package says so in its fact (FuncFact.Status).
func returnsStatus(fn *ssa.Function, i int) bool { return returnsStatusAt(fn, i, 0) }

// returnsStatusAt is returnsStatus through at most two helpers that
// return another's status (return request(ctx, c.hc, url)).
func returnsStatusAt(fn *ssa.Function, i, calls int) bool {
	if fn != nil && len(fn.Blocks) == 0 {
		return importedStatus(fn, i)
	}
	if fn == nil || i >= fn.Signature.Results().Len() {
		return false
	}
	if b, ok := fn.Signature.Results().At(i).Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
		return false
	}
	status := false
	var read func(v ssa.Value, depth int) bool
	read = func(v ssa.Value, depth int) bool {
		for {
			switch x := v.(type) {
			case *ssa.Convert:
				v = x.X
				continue
			case *ssa.ChangeType:
				v = x.X
				continue
			}
			break
		}
		switch x := v.(type) {
		case *ssa.Const:
			return true
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return false
			}
			if catalog.StatusOf(fieldKey(x.X), true) == catalog.HTTPStatus {
				status = true
				return true
			}
			if a, ok := x.X.(*ssa.Alloc); ok && depth <= 4 {
				// A result slot (a function with defers): every value
				// stored into it.
				stored := false
				for _, ref := range *a.Referrers() {
					if st, ok := ref.(*ssa.Store); ok && st.Addr == a {
						if !read(st.Val, depth+1) {
							return false
						}
						stored = true
					}
				}
				return stored
			}
		case *ssa.Field:
			if catalog.StatusOf(fieldKey(x), true) == catalog.HTTPStatus {
				status = true
				return true
			}
		case *ssa.Extract:
			if c, ok := x.Tuple.(*ssa.Call); ok && calls < 2 && c.Call.StaticCallee() != fn && returnsStatusAt(c.Call.StaticCallee(), x.Index, calls+1) {
				status = true
				return true
			}
		case *ssa.Phi:
			if depth > 4 {
				return false
			}
			for _, e := range x.Edges {
				if !read(e, depth+1) {
					return false
				}
			}
			return true
		}
		return false
	}
	for _, b := range fn.Blocks {
		if ret, ok := ssax.Last(b).(*ssa.Return); ok && i < len(ret.Results) {
			if !read(returnedValue(ret.Results[i]), 0) {
				return false
			}
		}
	}
	return status
}

// fieldKey is the catalog key of the field a FieldAddr or Field selects
// ("net/http.Response.StatusCode"), or "".
func fieldKey(v ssa.Value) string {
	f := ssax.FieldOf(v)
	if f == nil {
		return ""
	}
	var base types.Type
	switch x := v.(type) {
	case *ssa.FieldAddr:
		base = x.X.Type()
	case *ssa.Field:
		base = x.X.Type()
	}
	return names.TypeKey(base) + "." + f.Name()
}

// outcomeFlow runs the status flow over the blocks of fn in scope.
type outcomeFlow struct {
	// errsOnly: the errors the outcome call can return (0: any).
	errsOnly catalog.Class
	fn       *ssa.Function
	scope    func(*ssa.BasicBlock) bool
	stop     func(*ssa.BasicBlock) bool // blocks whose reaching ends a path (a loop's header)
	in       []flowState
	tests    map[*ssa.BasicBlock]statusTest
	// deciders: blocks that branch on a call's boolean result; unreadK:
	// the kinds whose statuses reach one (apply).
	deciders map[*ssa.BasicBlock]bool
	unreadK  [3]bool
	// errTest, when set, reads a branch as a test of the outcome's error
	// (classes.go) before testOf reads it as a status test.
	errTest func(cond ssa.Value) (statusTest, bool)
	// atStop is what reaches the stop blocks.
	atStop flowState
	// depth: of predicates read through their bodies (predicateTest).
	depth int
}

func newOutcomeFlow(fn *ssa.Function, scope, stop func(*ssa.BasicBlock) bool) *outcomeFlow {
	return newFlow(fn, scope, stop, nil)
}

// newFlow is newOutcomeFlow with errTest reading the tests of the
// outcome's error (nil: no error is followed).
func newFlow(fn *ssa.Function, scope, stop func(*ssa.BasicBlock) bool, errTest func(ssa.Value) (statusTest, bool)) *outcomeFlow {
	return newFlowAt(fn, scope, stop, errTest, 0)
}

// newFlowAt is newFlow inside depth predicates read through their bodies.
func newFlowAt(fn *ssa.Function, scope, stop func(*ssa.BasicBlock) bool, errTest func(ssa.Value) (statusTest, bool), depth int) *outcomeFlow {
	f := &outcomeFlow{fn: fn, scope: scope, stop: stop, in: make([]flowState, len(fn.Blocks)),
		tests: map[*ssa.BasicBlock]statusTest{}, deciders: map[*ssa.BasicBlock]bool{}, errTest: errTest, depth: depth}
	for _, b := range fn.Blocks {
		if !scope(b) {
			continue
		}
		if iff, ok := ssax.Last(b).(*ssa.If); ok {
			if t, ok := f.readErrTest(iff.Cond); ok {
				f.tests[b] = t
			} else if t, ok := testAt(iff.Cond, scope, depth); ok {
				f.tests[b] = t
			} else if cond, _ := stripNots(iff.Cond); ssax.AsCall(cond) != nil {
				f.deciders[b] = true
			}
		}
	}
	return f
}

// edge is the state on the edge from b to its successor i.
func (f *outcomeFlow) edge(b *ssa.BasicBlock, i int) flowState {
	st := f.in[b.Index]
	if fs, ok := f.flagEdge(b, i, 0); ok {
		st = fs
	}
	return f.apply(b, i, st)
}

// apply narrows st by the status test of b, for its successor i.
func (f *outcomeFlow) apply(b *ssa.BasicBlock, i int, st flowState) flowState {
	if f.deciders[b] {
		// A call decides after a status test (shouldRetry :=
		// determineRetry(err, resp)): the statuses that reach it are
		// classified where the flow does not look.
		for j, k := range flowKinds[:2] {
			if !st.set[j].empty() {
				f.unreadK[kindIndex(k)] = true
			}
		}
	}
	t, ok := f.tests[b]
	if !ok || len(b.Succs) != 2 {
		return st
	}
	for ; ok; t, ok = deref(t.also) {
		switch {
		case t.keep == nil:
			st = st.narrow(t.kind, nil)
		case i == 0:
			st = st.narrow(t.kind, t.keep)
		default:
			keep := t.keep
			st = st.narrow(t.kind, func(c int) bool { return !keep(c) })
		}
	}
	return st
}

func deref(t *statusTest) (statusTest, bool) {
	if t == nil {
		return statusTest{}, false
	}
	return *t, true
}

// flagEdge is the state on b's successor i when b branches on a
// boolean phi of its own (shouldRetry set to true or false on the paths
// that join in b): only the paths that set the value the side needs
// bring their state. ok is false when b branches on no such phi.
func (f *outcomeFlow) flagEdge(b *ssa.BasicBlock, i, depth int) (flowState, bool) {
	iff, ok := ssax.Last(b).(*ssa.If)
	if !ok || len(b.Succs) != 2 {
		return flowState{}, false
	}
	cond, flip := stripNots(iff.Cond)
	phi, ok := cond.(*ssa.Phi)
	if !ok || phi.Block() != b || !isBool(phi.Type()) {
		return flowState{}, false
	}
	want := (i == 0) != (flip == 1)
	return f.flagIn(phi, want, depth), true
}

// flagIn is what reaches phi's block on the paths where phi is want.
func (f *outcomeFlow) flagIn(phi *ssa.Phi, want bool, depth int) flowState {
	var st flowState
	b := phi.Block()
	for j, e := range phi.Edges {
		if j >= len(b.Preds) {
			break
		}
		pred := b.Preds[j]
		if !f.scope(pred) || !f.in[pred.Index].reached {
			continue
		}
		k := predIndex(pred, b)
		if c, ok := ssax.BoolConst(e); ok {
			if c == want {
				st.merge(f.apply(pred, k, f.in[pred.Index]))
			}
			continue
		}
		if inner, ok := e.(*ssa.Phi); ok && inner.Block() == pred && isBool(inner.Type()) && depth < 4 {
			st.merge(f.apply(pred, k, f.flagIn(inner, want, depth+1)))
			continue
		}
		st.merge(f.apply(pred, k, f.in[pred.Index]))
	}
	return st
}

// solve runs the flow from start, where nothing was tested yet, to its
// fixed point (the sets only grow).
func (f *outcomeFlow) solve(start *ssa.BasicBlock) {
	f.in[start.Index] = flowState{untested: [3]bool{true, true, f.errTest != nil}, reached: true}
	if f.errTest == nil {
		f.in[start.Index].set[2] = noErrorSet // no error followed: as if none
	}
	for round, changed := 0, true; changed && round < 64; round++ {
		changed = false
		for _, b := range f.fn.Blocks {
			if !f.scope(b) || !f.in[b.Index].reached {
				continue
			}
			for i, s := range b.Succs {
				o := f.edge(b, i)
				if f.stop != nil && f.stop(s) {
					f.atStop.merge(o)
					continue
				}
				if !f.scope(s) || s == start {
					continue
				}
				if f.in[s.Index].merge(o) {
					changed = true
				}
			}
		}
	}
}

// unread reports whether some test of kind k cannot be read (the status
// handed to a function): the classification is not known, and the flow,
// which does not follow the correlation of tests on one path, could
// count statuses that function sends elsewhere.
func (f *outcomeFlow) unread(k catalog.OutcomeKind) bool {
	if f.unreadK[kindIndex(k)] {
		return true
	}
	for _, t := range f.tests {
		if t.kind == k && t.keep == nil {
			return true
		}
	}
	return false
}

// permanentIn returns the first kind (HTTP, then gRPC) whose permanent
// outcomes reach st, skipping the kinds the flow could not read, and
// those outcomes (the first few and how many more).
func (f *outcomeFlow) permanentIn(st flowState) (catalog.OutcomeKind, []string, int) {
	for _, k := range flowKinds[:2] {
		if f.unread(k) {
			continue
		}
		if list, more := outcomeList(k, st.set[kindIndex(k)], false); len(list) > 0 {
			return k, list, more
		}
	}
	return 0, nil, 0
}

// firstTest returns the position of the earliest test of kind k.
func (f *outcomeFlow) firstTest(k catalog.OutcomeKind) token.Pos {
	pos := token.NoPos
	for _, t := range f.tests {
		if t.kind == k && (pos == token.NoPos || t.pos < pos) {
			pos = t.pos
		}
	}
	return pos
}

// Permanent is a retry that goes round on permanent outcomes, or after
// its context ended.
type Permanent struct {
	Pos token.Pos // the loop, the call that installs a classifier or sets the codes
	// Owner names what retries: "for loop", "retryablehttp.Client.CheckRetry",
	// "retry.WithCodes", "grpc service config".
	Owner string
	// Outcomes are the permanent outcomes retried, in order ("400",
	// "codes.NotFound"), and More how many more there are.
	Outcomes []string
	More     int
	// Test is the test that lets them through (the first status
	// comparison, the context's Err or Done), when known.
	Test token.Pos
	// Ctx: another attempt follows once the owner's context has ended.
	Ctx bool
}

// PermanentRetries returns the package's retries of permanent outcomes
// and after an ended context, in source order.
func (r *Result) PermanentRetries() []*Permanent { return r.permanent }

// outcomeList names the permanent outcomes of a set, the first few and
// how many more. A set whose only permanent outcomes are answers (404,
// 409, codes.NotFound, codes.AlreadyExists) is a wait for a state when
// answers is false: none.
func outcomeList(k catalog.OutcomeKind, s outcomeSet, answers bool) ([]string, int) {
	perm := s.filter(k, func(c int) bool { return catalog.Permanent(k, c) })
	if !answers && perm.filter(k, func(c int) bool { return !catalog.StateAnswer(k, c) }).empty() {
		return nil, 0
	}
	var out []string
	lo, hi := catalog.Universe(k)
	every := true
	for c := lo; c <= hi; c++ {
		if perm.has(c) {
			out = append(out, catalog.OutcomeName(k, c))
		} else if catalog.Permanent(k, c) {
			every = false
		}
	}
	if every && k == catalog.HTTPStatus {
		return []string{"every 4xx status but 408, 425 and 429"}, 0
	}
	const shown = 4
	if len(out) > shown {
		return out[:shown], len(out) - shown
	}
	return out, 0
}

// loopPermanent returns what loop l of fn retries that is permanent.
func (l *loopInfo) loopPermanent(fn *ssa.Function) (catalog.OutcomeKind, []string, int, token.Pos) {
	if l.yield {
		return 0, nil, 0, token.NoPos
	}
	f := newOutcomeFlow(fn, l.in, func(b *ssa.BasicBlock) bool { return b == l.Header })
	if len(f.tests) == 0 {
		return 0, nil, 0, token.NoPos // nothing narrows: no path retries a status
	}
	f.solve(l.Header)
	k, list, more := f.permanentIn(f.atStop)
	return k, list, more, f.firstTest(k)
}

// afterContextEnd returns the test after which loop l goes round although
// the context it was given has ended (ctx.Err() != nil, a select case on
// ctx.Done()) on every path, or NoPos. A context made in the loop (a
// timeout per attempt) ending is no end of the owner's.
func (l *loopInfo) afterContextEnd(fn *ssa.Function) token.Pos {
	if l.yield || l.checksFirst() {
		return token.NoPos
	}
	for _, b := range fn.Blocks {
		if !l.in(b) {
			continue
		}
		switch last := ssax.Last(b).(type) {
		case *ssa.If:
			if side, pos := l.contextEndSide(last.Cond); side >= 0 && l.mustGoRound(b.Succs[side]) && !l.setsExitFlag(b.Succs[side]) {
				return pos
			}
		}
		for _, instr := range b.Instrs {
			sel, ok := instr.(*ssa.Select)
			if !ok {
				continue
			}
			for i, st := range sel.States {
				if st.Dir != types.RecvOnly || !l.outerContextCall(st.Chan, "Done") {
					continue
				}
				if cb := selectCase(sel, i); cb != nil && l.mustGoRound(cb) && !l.setsExitFlag(cb) {
					return sel.Pos()
				}
			}
		}
	}
	return token.NoPos
}

// checksFirst reports whether every round of the loop tests the context
// it was given before it calls anything else, and leaves the loop when the
// context has ended (a select with a ctx.Done() case that returns, or
// if ctx.Err() != nil { return }, at the top of the loop): a round that
// goes on after the end makes no attempt.
func (l *loopInfo) checksFirst() bool {
	seen := map[*ssa.BasicBlock]bool{}
	for b := l.Header; b != nil && l.in(b) && !seen[b]; {
		seen[b] = true
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case *ssa.Select:
				for i, st := range x.States {
					if st.Dir == types.RecvOnly && l.outerContextCall(st.Chan, "Done") {
						if cb := selectCase(x, i); cb != nil && l.leaves(cb) {
							return true
						}
					}
				}
			case *ssa.Call:
				if !l.outerContextCall(x, "Done") && !l.outerContextCall(x, "Err") {
					return false // something else runs first
				}
			case ssa.CallInstruction:
				return false
			}
		}
		var next *ssa.BasicBlock
		switch last := ssax.Last(b).(type) {
		case *ssa.If:
			if side, _ := l.contextEndSide(last.Cond); side >= 0 && l.leaves(b.Succs[side]) {
				return true
			}
			// A test of something else (the loop's own condition): the
			// round goes on along its side in the loop.
			for _, succ := range b.Succs {
				if l.in(succ) {
					if next != nil {
						return false
					}
					next = succ
				}
			}
		case *ssa.Jump:
			next = b.Succs[0]
		}
		b = next
	}
	return false
}

// contextEndSide returns the successor of a branch on cond that is taken
// when the loop's context has ended, and the test's position, or -1.
func (l *loopInfo) contextEndSide(cond ssa.Value) (int, token.Pos) {
	cond, flip := stripNots(cond)
	isEnd := func(v ssa.Value) bool {
		g := ssax.GlobalOf(v)
		return g != nil && g.Pkg() != nil && g.Pkg().Path() == "context" && (g.Name() == "Canceled" || g.Name() == "DeadlineExceeded")
	}
	switch c := cond.(type) {
	case *ssa.BinOp:
		x, y := c.X, c.Y
		if !l.outerContextCall(x, "Err") {
			x, y = y, x
		}
		if !l.outerContextCall(x, "Err") || !ssax.IsNil(y) && !isEnd(y) {
			return -1, token.NoPos
		}
		// ctx.Err() != nil, ctx.Err() == context.Canceled: true ended.
		if ssax.IsNil(y) == (c.Op == token.NEQ) && (c.Op == token.NEQ || c.Op == token.EQL) {
			return flip, c.Pos()
		}
		if c.Op == token.NEQ || c.Op == token.EQL {
			return 1 - flip, c.Pos()
		}
	case *ssa.Call:
		if fn := ssax.StaticCallee(&c.Call); fn != nil && names.Key(fn) == "errors.Is" && len(c.Call.Args) == 2 &&
			l.outerContextCall(c.Call.Args[0], "Err") && isEnd(c.Call.Args[1]) {
			return flip, c.Pos()
		}
	}
	return -1, token.NoPos
}

// outerContextCall reports whether v is a call of the method name of a
// context the loop was given: not one made in the loop (each attempt's
// own timeout), nor one carried round it. context.Cause(ctx) counts as
// ctx.Err(): it is nil until the context ends.
func (l *loopInfo) outerContextCall(v ssa.Value, name string) bool {
	c, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	var ctx ssa.Value
	switch {
	case c.Call.IsInvoke() && c.Call.Method.Name() == name && isContext(c.Call.Value.Type()):
		ctx = c.Call.Value
	case name == "Err" && len(c.Call.Args) == 1 && isContext(c.Call.Args[0].Type()):
		if fn := ssax.StaticCallee(&c.Call); fn == nil || names.Key(fn) != "context.Cause" {
			return false
		}
		ctx = c.Call.Args[0]
	default:
		return false
	}
	switch x := ctx.(type) {
	case *ssa.Parameter, *ssa.FreeVar, *ssa.Global:
		return true
	case *ssa.UnOp:
		return x.Op == token.MUL // a field or a captured variable read again each round
	case ssa.Instruction:
		return x.Block() != nil && !l.in(x.Block())
	}
	return false
}

// setsExitFlag reports whether the paths from start to the header set a
// flag that a test of the loop leaves on (done = true for "for !done",
// shouldLoop = false): the loop ends at its condition, not with another
// attempt.
func (l *loopInfo) setsExitFlag(start *ssa.BasicBlock) bool {
	fn := start.Parent()
	path := map[*ssa.BasicBlock]bool{}
	stack := []*ssa.BasicBlock{start}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !l.in(b) || path[b] {
			continue
		}
		path[b] = true
		if b != l.Header {
			stack = append(stack, b.Succs...)
		}
	}
	// The phis that take a constant on an edge from those paths, and the
	// phis they flow into.
	flag := map[ssa.Value]bool{}
	for changed := true; changed; {
		changed = false
		for _, b := range fn.Blocks {
			if !l.in(b) {
				continue
			}
			for _, instr := range b.Instrs {
				phi, ok := instr.(*ssa.Phi)
				if !ok || flag[phi] || !isBool(phi.Type()) {
					continue
				}
				for i, e := range phi.Edges {
					_, isConst := ssax.BoolConst(e)
					if isConst && i < len(b.Preds) && path[b.Preds[i]] || flag[e] {
						flag[phi], changed = true, true
						break
					}
				}
			}
		}
	}
	if len(flag) == 0 {
		return false
	}
	for _, b := range fn.Blocks {
		iff, ok := ssax.Last(b).(*ssa.If)
		if !ok || !l.in(b) {
			continue
		}
		cond, _ := stripNots(iff.Cond)
		if !flag[cond] {
			continue
		}
		for _, s := range b.Succs {
			if !l.in(s) {
				return true
			}
		}
	}
	return false
}

// mustGoRound reports whether every path from start reaches the header
// again without leaving the loop or returning.
func (l *loopInfo) mustGoRound(start *ssa.BasicBlock) bool {
	seen := map[*ssa.BasicBlock]bool{}
	stack := []*ssa.BasicBlock{start}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if b == l.Header {
			continue
		}
		if !l.in(b) {
			return false
		}
		if seen[b] {
			continue
		}
		seen[b] = true
		switch ssax.Last(b).(type) {
		case *ssa.Return, *ssa.Panic:
			return false
		}
		stack = append(stack, b.Succs...)
	}
	return true
}

// classifierRetries returns the permanent outcomes a classifier function
// asks to retry: what reaches its returns of true as the row's result.
func classifierRetries(fn *ssa.Function, row catalog.Classifier) ([]string, int) {
	if fn == nil || len(fn.Blocks) == 0 {
		return nil, 0
	}
	all := func(*ssa.BasicBlock) bool { return true }
	f := newOutcomeFlow(fn, all, nil)
	f.solve(fn.Blocks[0])
	_, list, more := f.permanentIn(f.retriedAtReturns(row.Result))
	return list, more
}

// retriedAtReturns is what the solved flow of a classifier asks to retry
// at its returns of result i: each return's state narrowed by what it
// returns (retriedAt), a phi of returns read per edge.
func (f *outcomeFlow) retriedAtReturns(i int) flowState {
	all := func(*ssa.BasicBlock) bool { return true }
	var got flowState
	for _, b := range f.fn.Blocks {
		ret, ok := ssax.Last(b).(*ssa.Return)
		if !ok || i >= len(ret.Results) || !f.in[b.Index].reached {
			continue
		}
		v := returnedValue(ret.Results[i])
		if phi, ok := v.(*ssa.Phi); ok && phi.Block() == b {
			for j, e := range phi.Edges {
				got.merge(retriedAt(f.edge(b.Preds[j], predIndex(b.Preds[j], b)), e, all, f.depth))
			}
			continue
		}
		got.merge(retriedAt(f.in[b.Index], v, all, f.depth))
	}
	return got
}

// returnedValue is what a return returns: in a function with defers,
// the value stored to the result's local just before.
func returnedValue(v ssa.Value) ssa.Value {
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		if _, local := u.X.(*ssa.Alloc); local {
			if s := storedBefore(u); s != nil {
				return s
			}
		}
	}
	return v
}

// retriedBy is what a return of v in state st asks to retry: all of st
// for a constant true, st narrowed by a status test returned (return
// resp.StatusCode >= 500), or nothing.
func retriedBy(st flowState, v ssa.Value, scope func(*ssa.BasicBlock) bool) flowState {
	return retriedAt(st, v, scope, 0)
}

// retriedAt is retriedBy inside depth predicates read through their
// bodies.
func retriedAt(st flowState, v ssa.Value, scope func(*ssa.BasicBlock) bool, depth int) flowState {
	if b, ok := ssax.BoolConst(v); ok {
		if b {
			return st
		}
		return flowState{}
	}
	t, ok := testAt(v, scope, depth)
	if !ok || t.keep == nil {
		return flowState{}
	}
	return st.narrow(t.kind, t.keep)
}

// predIndex is the index of succ among b's successors.
func predIndex(b, succ *ssa.BasicBlock) int {
	for i, s := range b.Succs {
		if s == succ {
			return i
		}
	}
	return 0
}

// classifierOf is what a classifier retries that is permanent: read
// from its body in this package, from its fact in another.
func (p *pipeline) classifierOf(fn *ssa.Function, row catalog.Classifier) ([]string, int) {
	if fn.Pkg != nil && fn.Pkg.Pkg == p.pass.Pkg && len(fn.Blocks) > 0 {
		return classifierRetries(fn, row)
	}
	if obj, ok := fn.Object().(*types.Func); ok && row.Result == 0 && obj.Pkg() != p.pass.Pkg {
		var cf ClassifierFact
		if p.pass.ImportObjectFact(obj.Origin(), &cf) {
			return cf.Retries, cf.More
		}
	}
	return nil, 0
}

// classifierShape: a function whose first result is a bool, with a
// parameter of a type a status is read from or an error: a possible
// classifier for another package to hand a library.
func classifierShape(fn *ssa.Function) bool {
	if fn == nil || len(fn.Blocks) == 0 {
		return false
	}
	sig := fn.Signature
	if sig.Results().Len() == 0 || !isBool(sig.Results().At(0).Type()) {
		return false
	}
	for i := 0; i < sig.Params().Len(); i++ {
		t := sig.Params().At(i).Type()
		if ssax.IsErrorType(t) || strings.HasSuffix(names.TypeKey(t), ".Response") {
			return true
		}
	}
	return false
}

// serviceConfigPermanent returns the permanent codes a gRPC service
// config's retryPolicy retries (retryableStatusCodes).
func serviceConfigPermanent(s string) ([]string, int) {
	var sc struct {
		MethodConfig []struct {
			RetryPolicy *struct {
				Codes []any `json:"retryableStatusCodes"`
			} `json:"retryPolicy"`
		} `json:"methodConfig"`
	}
	if json.Unmarshal([]byte(s), &sc) != nil {
		return nil, 0
	}
	var set outcomeSet
	for _, mc := range sc.MethodConfig {
		if mc.RetryPolicy == nil {
			continue
		}
		for _, c := range mc.RetryPolicy.Codes {
			var name string
			switch x := c.(type) {
			case string:
				name = x
			case float64:
				name = strconv.Itoa(int(x))
			}
			if n, ok := catalog.ServiceConfigCode(name); ok {
				set.add(n)
			}
		}
	}
	return outcomeList(catalog.GRPCCode, set, true)
}

// findPermanent fills the Result with the classifiers, code lists and
// service configs of the package that retry permanent outcomes; loop
// owners get theirs in owners.loopOwners.
func (p *pipeline) findPermanent() {
	add := func(pos token.Pos, owner string, list []string, more int) {
		if len(list) > 0 && pos.IsValid() {
			p.res.permanent = append(p.res.permanent, &Permanent{Pos: pos, Owner: owner, Outcomes: list, More: more})
		}
	}
	for _, fn := range p.funcs {
		p.visit(fn)
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				switch x := instr.(type) {
				case ssa.CallInstruction:
					c := x.Common()
					callee := ssax.Callee(c)
					if callee == nil {
						continue
					}
					key := names.Key(callee)
					if row, ok := catalog.ClassifierOf(key, false); ok {
						for _, f := range p.g.ValueTargets(ssax.Arg(ssax.Args(c), row.Arg)) {
							list, more := p.classifierOf(f, row)
							add(x.Pos(), row.Via, list, more)
						}
					}
					if row, ok := catalog.CodeListOf(key); ok {
						var set outcomeSet
						for i, a := range ssax.Args(c) {
							if i < row.First {
								continue
							}
							for _, e := range append(ssax.VariadicArgs(a), a) {
								if n, ok := ssax.IntConst(e); ok {
									set.add(int(n))
								}
							}
						}
						list, more := outcomeList(row.Kind, set, true)
						add(x.Pos(), row.Via, list, more)
					}
					if i, ok := catalog.ServiceConfigArg(key); ok {
						if s, ok := ssax.StringConst(ssax.Arg(ssax.Args(c), i)); ok {
							list, more := serviceConfigPermanent(s)
							add(x.Pos(), "grpc service config", list, more)
						}
					}
				case *ssa.Store:
					if row, ok := catalog.ClassifierOf(fieldKey(x.Addr), true); ok {
						pos := x.Pos()
						if !pos.IsValid() {
							pos = x.Val.Pos() // a field of a composite literal: the function
						}
						for _, fn := range p.g.ValueTargets(x.Val) {
							list, more := p.classifierOf(fn, row)
							if !pos.IsValid() {
								pos = fn.Pos()
							}
							add(pos, row.Via, list, more)
						}
					}
				}
			}
		}
	}
}

// loopOutcomes records what a loop owner retries that it should not: the
// permanent outcomes its tests let round (not for a failover loop: another
// replica may answer otherwise), and another attempt after its context
// ended.
func (o *owners) loopOutcomes(n *graph.Node, l *loopInfo, kind OwnerKind, via string, pos token.Pos) {
	res := o.p.res
	if kind != FailoverLoop {
		if _, list, more, test := l.loopPermanent(n.Fn); len(list) > 0 {
			res.permanent = append(res.permanent, &Permanent{Pos: pos, Owner: via, Outcomes: list, More: more, Test: test})
		}
	}
	if test := l.afterContextEnd(n.Fn); test.IsValid() {
		res.permanent = append(res.permanent, &Permanent{Pos: pos, Owner: via, Test: test, Ctx: true})
	}
}

// opOutcomes records the permanent outcomes a library owner's operation,
// a function of this package, fails with: the statuses that reach its
// returns of an error the library retries (any error not marked
// permanent, or, for a library that retries only marked errors, one
// wrapped by its marker).
func (o *owners) opOutcomes(s *site, op ssa.Value, e *catalog.Entry) {
	if e.Outcome != catalog.AnyOutcome {
		return
	}
	marker := catalog.RetryMarker(e.Key)
	for _, fn := range o.p.g.ValueTargets(op) {
		if fn.Pkg == nil || fn.Pkg.Pkg != o.p.pass.Pkg || len(fn.Blocks) == 0 {
			continue
		}
		if list, more, test := opPermanent(fn, marker); len(list) > 0 {
			o.p.res.permanent = append(o.p.res.permanent, &Permanent{Pos: s.pos, Owner: s.layer.Via, Outcomes: list, More: more, Test: test})
		}
	}
}

// opPermanent returns the permanent outcomes that reach the returns of
// fn that ask for another attempt.
func opPermanent(fn *ssa.Function, marker string) ([]string, int, token.Pos) {
	all := func(*ssa.BasicBlock) bool { return true }
	f := newOutcomeFlow(fn, all, nil)
	if len(f.tests) == 0 {
		return nil, 0, token.NoPos
	}
	f.solve(fn.Blocks[0])
	var got flowState
	for _, b := range fn.Blocks {
		ret, ok := ssax.Last(b).(*ssa.Return)
		if !ok || len(ret.Results) == 0 || !f.in[b.Index].reached {
			continue
		}
		v := returnedValue(ret.Results[len(ret.Results)-1])
		if !ssax.IsErrorType(v.Type()) {
			continue
		}
		if marker != "" {
			c := ssax.AsCall(v)
			if c == nil {
				continue
			}
			if callee := ssax.Callee(&c.Call); callee == nil || names.Key(callee) != marker {
				continue
			}
		} else if ssax.IsNil(v) || permanent(v, 0) {
			continue
		}
		got.merge(f.in[b.Index])
	}
	k, list, more := f.permanentIn(got)
	return list, more, f.firstTest(k)
}

// straightOutcomes records the permanent outcomes a straight-line retry
// calls again on: the statuses of the first call's response that reach
// the second call, following the tests from the first call's block.
func (o *owners) straightOutcomes(n *graph.Node, c1, c2 *ssa.Call, s *site) {
	start := c1.Block()
	scope := func(b *ssa.BasicBlock) bool { return start.Dominates(b) }
	f := newOutcomeFlow(n.Fn, scope, func(b *ssa.BasicBlock) bool { return b == c2.Block() && b != start })
	if len(f.tests) == 0 || c2.Block() == start {
		return
	}
	f.solve(start)
	if k, list, more := f.permanentIn(f.atStop); len(list) > 0 {
		o.p.res.permanent = append(o.p.res.permanent, &Permanent{Pos: s.pos, Owner: s.layer.Via, Outcomes: list, More: more, Test: f.firstTest(k)})
	}
}
