package callgraph

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// Retry classes (catalog.Class): which outcomes an owner goes round on.
//
// A loop's class is read by the outcome flow of permanent.go, given a
// third kind: the class of the outcome call's error. The flow starts at
// the loop's header with every class possible (and no error), and each
// test of that error narrows the set on each side: err != nil, errors.Is
// with a sentinel (catalog.ErrorValueClass), errors.As into a type, a
// predicate (IsConflict(err): catalog.PredicateClass, or the body of a
// predicate of the package, or its ClassifierFact), a gRPC code of the
// error. What reaches the ways round is the class: the errors that reach
// them, and, where no error does, the statuses tested on the way (a 503
// that comes back as a response), or "not yet" (a state polled for). A
// test of the error the analysis cannot read makes the class Unread.
//
// A library owner's class is its row's (RetryOnConflict: conflicts) met
// with what its operation returns that goes round (opClass): a
// condition's (false, nil) is "not yet", an error returned is the class
// of the error at that return. The lattice is the powerset of outcomes,
// with Unread as "any failure": two layers multiply only when their
// failures meet (catalog.Shared), which is conservative exactly where a
// class is Unread.

// noErrorSet is the ErrorClass set of a nil error alone.
var noErrorSet = func() outcomeSet {
	var s outcomeSet
	s.add(catalog.NoError)
	return s
}()

// classSet is the ErrorClass set of a class.
func classSet(c catalog.Class) outcomeSet {
	var s outcomeSet
	for i := 0; i < catalog.NoError; i++ {
		if c&(1<<i) != 0 {
			s.add(i)
		}
	}
	return s
}

// setClass is the class of an ErrorClass set, without the nil error.
func setClass(s outcomeSet) catalog.Class {
	var c catalog.Class
	for i := 0; i < catalog.NoError; i++ {
		if s.has(i) {
			c |= 1 << i
		}
	}
	return c
}

// statusSetClass is the class of a set of statuses or codes.
func statusSetClass(k catalog.OutcomeKind, s outcomeSet) catalog.Class {
	var c catalog.Class
	lo, hi := catalog.Universe(k)
	for code := lo; code <= hi; code++ {
		if s.has(code) {
			c |= catalog.StatusClass(k, code)
		}
	}
	return c
}

// readErrTest reads a branch as a test of the outcome's error.
func (f *outcomeFlow) readErrTest(cond ssa.Value) (statusTest, bool) {
	if f.errTest == nil {
		return statusTest{}, false
	}
	return f.errTest(cond)
}

// classAt is the class of what reaches st.
func (f *outcomeFlow) classAt(st flowState) catalog.Class {
	if !st.reached {
		return 0
	}
	errs := st.set[2]
	if st.untested[2] {
		errs = universe(catalog.ErrorClass)
	}
	c := setClass(errs)
	if f.errsOnly != 0 {
		c &= f.errsOnly // what the outcome call can return as an error
	}
	if errs.has(catalog.NoError) {
		// No error on some way round: the statuses its response or code
		// came with, or a state not reached yet.
		switch {
		case !st.set[0].empty():
			c |= statusSetClass(catalog.HTTPStatus, st.set[0])
		case !st.set[1].empty():
			c |= statusSetClass(catalog.GRPCCode, st.set[1])
		default:
			c |= catalog.NotYet
		}
	}
	if f.unread(catalog.ErrorClass) {
		c |= catalog.Unread
	}
	return c
}

// classReader reads tests of one error value: isErr says whether a value
// is that error (through phis and captured variables).
type classReader struct {
	p     *pipeline
	isErr func(ssa.Value) bool
	scope func(*ssa.BasicBlock) bool
	depth int // of predicates read through their bodies
}

// test reads cond as a test of the error: the set of its classes (and
// NoError) on the true side.
func (r *classReader) test(cond ssa.Value) (statusTest, bool) {
	cond, flip := stripNots(cond)
	keepClass := func(c catalog.Class, flip int) func(int) bool {
		return func(code int) bool {
			in := code != catalog.NoError && c&(1<<code) != 0
			return in != (flip == 1)
		}
	}
	unread := statusTest{kind: catalog.ErrorClass, pos: cond.Pos()}
	switch c := cond.(type) {
	case *ssa.BinOp:
		if c.Op != token.EQL && c.Op != token.NEQ {
			return r.codeTest(c, flip)
		}
		x, y := c.X, c.Y
		if ssax.IsNil(x) {
			x, y = y, x
		}
		if ssax.IsNil(y) && r.isErr(x) {
			// err == nil: true is no error; err != nil: true is any.
			k := func(code int) bool { return (code == catalog.NoError) == (c.Op == token.EQL) != (flip == 1) }
			return statusTest{kind: catalog.ErrorClass, pos: c.Pos(), keep: k}, true
		}
		if ssax.IsNil(y) {
			// client.IgnoreNotFound(err) != nil: an error of another class.
			if call, ok := x.(*ssa.Call); ok {
				if fn := ssax.Callee(&call.Call); fn != nil {
					args := ssax.Args(&call.Call)
					if drop, ok := catalog.ErrorFilter(names.Key(fn)); ok && len(args) > 0 && r.isErr(args[0]) {
						k := func(code int) bool {
							passed := code != catalog.NoError && drop&(1<<code) == 0
							return passed == (c.Op == token.NEQ) != (flip == 1)
						}
						return statusTest{kind: catalog.ErrorClass, pos: c.Pos(), keep: k}, true
					}
				}
			}
		}
		if r.isErr(y) {
			x, y = y, x
		}
		if r.isErr(x) && ssax.IsErrorType(y.Type()) {
			// err == ErrConflict: a comparison with a sentinel.
			cls := sentinelClass(y)
			if c.Op == token.NEQ {
				flip = 1 - flip
			}
			return statusTest{kind: catalog.ErrorClass, pos: c.Pos(), keep: keepClass(cls, flip)}, true
		}
		if t, ok := r.fieldTest(c, flip, keepClass); ok {
			return t, true
		}
		return r.codeTest(c, flip)
	case *ssa.Call:
		args := ssax.Args(&c.Call)
		fn := ssax.Callee(&c.Call)
		if fn == nil {
			if r.takesErr(args) {
				return unread, true // a predicate held in a variable or a field
			}
			return statusTest{}, false
		}
		key := errorsKey(fn)
		switch key {
		case "strings.Contains", "strings.HasPrefix", "strings.HasSuffix":
			// strings.Contains(err.Error(), "no matches for kind"): the
			// class the message names.
			if len(args) == 2 && r.isErrText(args[0]) {
				if text, ok := ssax.StringConst(args[1]); ok {
					return statusTest{kind: catalog.ErrorClass, pos: c.Pos(), keep: keepClass(catalog.TextClass(text), flip)}, true
				}
				return unread, true
			}
			return statusTest{}, false
		case "errors.Is":
			if len(args) == 2 && r.isErr(args[0]) {
				return statusTest{kind: catalog.ErrorClass, pos: c.Pos(), keep: keepClass(sentinelClass(args[1]), flip)}, true
			}
			return statusTest{}, false
		case "errors.As":
			if len(args) == 2 && r.isErr(args[0]) {
				cls := targetClass(args[1])
				if cls == 0 {
					return unread, true
				}
				return statusTest{kind: catalog.ErrorClass, pos: c.Pos(), keep: keepClass(cls, flip)}, true
			}
			return statusTest{}, false
		}
		if !r.takesErr(args) {
			if m := r.errMethod(c); m != 0 {
				return statusTest{kind: catalog.ErrorClass, pos: c.Pos(), keep: keepClass(m, flip)}, true
			}
			return statusTest{}, false
		}
		if cls := r.predicate(fn); cls != 0 && cls&catalog.Unread == 0 {
			return statusTest{kind: catalog.ErrorClass, pos: c.Pos(), keep: keepClass(cls, flip)}, true
		}
		return unread, true
	case *ssa.Extract:
		// ne, ok := err.(net.Error): ok says the error is of the type.
		if ta, ok := c.Tuple.(*ssa.TypeAssert); ok && c.Index == 1 && r.isErr(ta.X) {
			if cls := typeClass(ta.AssertedType); cls != 0 {
				return statusTest{kind: catalog.ErrorClass, pos: c.Pos(), keep: keepClass(cls, flip)}, true
			}
			return unread, true
		}
	}
	return statusTest{}, false
}

// codeTest reads a comparison of the error's gRPC code
// (status.Code(err) == codes.Unavailable): a status test that narrows the
// error's class too.
func (r *classReader) codeTest(c *ssa.BinOp, flip int) (statusTest, bool) {
	t, ok := testOf(c, r.scope)
	if !ok || t.kind != catalog.GRPCCode || !r.codeOfErr(c) {
		return statusTest{}, false
	}
	cls := statusTest{kind: catalog.ErrorClass, pos: c.Pos()}
	if t.keep != nil {
		keep := t.keep
		cls.keep = func(code int) bool {
			lo, hi := catalog.Universe(catalog.GRPCCode)
			for g := lo; g <= hi; g++ {
				if !keep(g) {
					continue
				}
				if g == 0 && code == catalog.NoError || g != 0 && code != catalog.NoError && catalog.StatusClass(catalog.GRPCCode, g)&(1<<code) != 0 {
					return true
				}
			}
			return false
		}
		if flip == 1 {
			inner := cls.keep
			cls.keep = func(code int) bool { return !inner(code) }
			t.keep = func(code int) bool { return !keep(code) }
		}
	}
	t.also = &cls
	return t, true
}

// codeOfErr reports whether a comparison reads the gRPC code of the
// error: status.Code(err), or the Code of status.FromError(err) or
// status.Convert(err).
func (r *classReader) codeOfErr(c *ssa.BinOp) bool {
	for _, v := range []ssa.Value{c.X, c.Y} {
		for i := 0; i < 3; i++ {
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
		call, ok := v.(*ssa.Call)
		if !ok {
			continue
		}
		args := ssax.Args(&call.Call)
		fn := ssax.Callee(&call.Call)
		if fn == nil {
			continue
		}
		switch names.Key(fn) {
		case "google.golang.org/grpc/status.Code":
			if len(args) == 1 && r.isErr(args[0]) {
				return true
			}
		case "google.golang.org/grpc/status.Status.Code":
			if len(args) == 1 {
				recv := args[0]
				if ex, ok := recv.(*ssa.Extract); ok {
					recv = ex.Tuple
				}
				if made, ok := recv.(*ssa.Call); ok {
					if mf := ssax.Callee(&made.Call); mf != nil && (names.Key(mf) == "google.golang.org/grpc/status.FromError" || names.Key(mf) == "google.golang.org/grpc/status.Convert") {
						if ma := ssax.Args(&made.Call); len(ma) == 1 && r.isErr(ma[0]) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// takesErr reports whether one of args is the error.
func (r *classReader) takesErr(args []ssa.Value) bool {
	for _, a := range args {
		if r.isErr(a) {
			return true
		}
	}
	return false
}

// errMethod reads ne.Timeout() and ne.Temporary() of a net.Error the
// error was asserted to.
func (r *classReader) errMethod(c *ssa.Call) catalog.Class {
	var recv ssa.Value
	var name string
	switch {
	case c.Call.IsInvoke():
		recv, name = c.Call.Value, c.Call.Method.Name()
	default:
		return 0
	}
	if ex, ok := recv.(*ssa.Extract); ok && ex.Index == 0 {
		recv = ex.Tuple
	}
	ta, ok := recv.(*ssa.TypeAssert)
	if !ok || !r.isErr(ta.X) {
		return 0
	}
	switch name {
	case "Timeout":
		return catalog.Timeout
	case "Temporary":
		return catalog.Transport | catalog.Timeout | catalog.Unavailable
	}
	return 0
}

// isErrText reports whether v is the error's message: err.Error().
func (r *classReader) isErrText(v ssa.Value) bool {
	c, ok := v.(*ssa.Call)
	return ok && c.Call.IsInvoke() && c.Call.Method.Name() == "Error" && len(c.Call.Args) == 0 && r.isErr(c.Call.Value)
}

// predicate is the class a predicate on errors says true for: its row or
// name, the body of a function of this package, or an imported
// ClassifierFact; Unread when none says.
func (r *classReader) predicate(fn *types.Func) catalog.Class {
	if c := catalog.PredicateClass(names.Key(fn)); c != 0 {
		return c
	}
	if fn.Pkg() == r.p.pass.Pkg {
		if r.depth < 3 {
			if sfn := r.p.ssaFunc(fn); sfn != nil {
				return r.p.predicateClass(sfn, r.depth+1)
			}
		}
		return catalog.Unread
	}
	var cf ClassifierFact
	if r.p.pass.ImportObjectFact(fn.Origin(), &cf) && cf.Class != 0 {
		return cf.Class
	}
	return catalog.Unread
}

// errorsKey is the key of fn, with the errors packages (std's, x/xerrors,
// pkg/errors, cockroachdb/errors) named "errors".
func errorsKey(fn *types.Func) string {
	if fn.Pkg() != nil && fn.Signature().Recv() == nil && strings.HasSuffix(fn.Pkg().Path(), "errors") {
		switch fn.Name() {
		case "Is", "As":
			return "errors." + fn.Name()
		}
	}
	return names.Key(fn)
}

// sentinelClass is the class of an error value compared with or passed to
// errors.Is: a package-level error, a constant of an error type
// (syscall.ECONNRESET, go-redis's Nil), or a new error (an answer).
func sentinelClass(v ssa.Value) catalog.Class {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	switch x := v.(type) {
	case *ssa.Const:
		if s, ok := ssax.StringConst(x); ok && catalog.AnswerConst(names.TypeKey(x.Type()), s) {
			return catalog.NotFound
		}
		if key := names.TypeKey(x.Type()); key != "" {
			return catalog.ErrorValueClass(key)
		}
	case *ssa.UnOp:
		if g, ok := x.X.(*ssa.Global); ok && x.Op == token.MUL && g.Pkg != nil {
			return catalog.ErrorValueClass(g.Pkg.Pkg.Path() + "." + g.Name())
		}
	}
	if key := names.TypeKey(v.Type()); key != "" && !ssax.IsErrorType(v.Type()) {
		return catalog.ErrorValueClass(key)
	}
	return catalog.OtherAnswer
}

// targetClass is the class of the errors errors.As finds in a target
// (&t): the class of t's type, 0 when its name says none.
func targetClass(v ssa.Value) catalog.Class {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	p, ok := v.Type().Underlying().(*types.Pointer)
	if !ok {
		return 0
	}
	return typeClass(p.Elem())
}

// typeClass is the class of the errors of a type: network errors are
// transport failures or timeouts; otherwise what its name says, 0 when
// it says none (a type that carries any status, such as a StatusError).
func typeClass(t types.Type) catalog.Class {
	switch names.TypeKey(t) {
	case "net.Error", "net.OpError", "net.DNSError", "net/url.Error", "os.SyscallError", "net.AddrError":
		return catalog.Transport | catalog.Timeout
	}
	if c := catalog.ErrorTypeClass(names.TypeKey(t)); c != 0 {
		return c
	}
	n := names.Named(t)
	if n == nil {
		return 0
	}
	return catalog.NameClass(n.Obj().Name())
}

// assertedField reports whether v is read from a field of the error
// asserted to a type (se.ErrStatus.Reason, with se from
// err.(*errors.StatusError)).
func (r *classReader) assertedField(v ssa.Value) bool {
	field := false
	for i := 0; i < 6; i++ {
		switch x := v.(type) {
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return false
			}
			v = x.X
		case *ssa.FieldAddr:
			v, field = x.X, true
		case *ssa.Field:
			v, field = x.X, true
		case *ssa.ChangeType:
			v = x.X
		case *ssa.Extract:
			ta, ok := x.Tuple.(*ssa.TypeAssert)
			return ok && x.Index == 0 && field && r.isErr(ta.X)
		case *ssa.TypeAssert:
			return field && r.isErr(x.X)
		default:
			return false
		}
	}
	return false
}

// fieldTest reads a comparison of a field of the asserted error with a
// constant: a reason (a string: its words, "Conflict") or an HTTP
// status code (an integer).
func (r *classReader) fieldTest(c *ssa.BinOp, flip int, keep func(catalog.Class, int) func(int) bool) (statusTest, bool) {
	x, y := c.X, c.Y
	if _, ok := x.(*ssa.Const); ok {
		x, y = y, x
	}
	k, ok := y.(*ssa.Const)
	if !ok || k.Value == nil || !r.assertedField(x) {
		return statusTest{}, false
	}
	var cls catalog.Class
	if s, ok := ssax.StringConst(k); ok {
		cls = catalog.TextClass(s)
	} else if n, ok := ssax.IntConst(k); ok && n >= 100 && n <= 599 {
		cls = catalog.StatusClass(catalog.HTTPStatus, int(n))
	} else {
		return statusTest{}, false
	}
	if c.Op == token.NEQ {
		flip = 1 - flip
	}
	return statusTest{kind: catalog.ErrorClass, pos: c.Pos(), keep: keep(cls, flip)}, true
}

// ssaFunc is the SSA function of a declared function of the package.
func (p *pipeline) ssaFunc(fn *types.Func) *ssa.Function {
	for _, f := range p.funcs {
		if f.Object() == fn {
			return f
		}
	}
	return nil
}

// predicateClass is the class a predicate of the package (a bool first
// result, an error parameter) returns true for: the flow from its entry
// with the parameter as the error, met at its returns of true (or of a
// test of the error, read as such).
func (p *pipeline) predicateClass(fn *ssa.Function, depth int) catalog.Class {
	if len(fn.Blocks) == 0 || fn.Signature.Results().Len() == 0 || !isBool(fn.Signature.Results().At(0).Type()) {
		return catalog.Unread
	}
	var param ssa.Value
	for _, prm := range fn.Params {
		if ssax.IsErrorType(prm.Type()) {
			param = prm
			break
		}
	}
	if param == nil {
		return catalog.Unread
	}
	all := func(*ssa.BasicBlock) bool { return true }
	r := &classReader{p: p, scope: all, depth: depth, isErr: func(v ssa.Value) bool { return sameValue(v, param, 0) }}
	f := newFlow(fn, all, nil, r.test)
	f.solve(fn.Blocks[0])
	var c catalog.Class
	for _, b := range fn.Blocks {
		ret, ok := ssax.Last(b).(*ssa.Return)
		if !ok || len(ret.Results) == 0 || !f.in[b.Index].reached {
			continue
		}
		v := returnedValue(ret.Results[0])
		if phi, ok := v.(*ssa.Phi); ok && phi.Block() == b {
			for i, e := range phi.Edges {
				c |= r.trueClass(f, f.edge(b.Preds[i], predIndex(b.Preds[i], b)), e)
			}
			continue
		}
		c |= r.trueClass(f, f.in[b.Index], v)
	}
	if f.unread(catalog.ErrorClass) {
		c |= catalog.Unread
	}
	if c == 0 {
		return catalog.OtherAnswer // true for nothing the flow can name
	}
	return c &^ catalog.NotYet
}

// trueClass is what a return of v in state st says true for: all of st
// for a constant true, st narrowed by a test returned (return
// IsConflict(err)), nothing for false.
func (r *classReader) trueClass(f *outcomeFlow, st flowState, v ssa.Value) catalog.Class {
	if b, ok := ssax.BoolConst(v); ok {
		if !b {
			return 0
		}
		return f.classAt(st) &^ catalog.NotYet
	}
	if t, ok := r.test(v); ok {
		if t.keep == nil {
			return catalog.Unread
		}
		return f.classAt(st.narrow(t.kind, t.keep)) &^ catalog.NotYet
	}
	if t, ok := testOf(v, r.scope); ok && t.keep != nil {
		return f.classAt(st.narrow(t.kind, t.keep)) &^ catalog.NotYet
	}
	return catalog.Unread
}

// sameValue reports whether v is x, through phis whose every edge is x
// or a phi of such, and loads of a local that only x was stored in.
func sameValue(v, x ssa.Value, depth int) bool {
	if v == x {
		return true
	}
	if depth > 4 {
		return false
	}
	switch y := v.(type) {
	case *ssa.Phi:
		for _, e := range y.Edges {
			if !sameValue(e, x, depth+1) {
				return false
			}
		}
		return len(y.Edges) > 0
	case *ssa.UnOp:
		if y.Op == token.MUL {
			if s := storedBefore(y); s != nil {
				return sameValue(s, x, depth+1)
			}
		}
	}
	return false
}

// loopClass is the class of loop l of fn: what reaches its ways round.
func (p *pipeline) loopClass(fn *ssa.Function, l *loopInfo) catalog.Class {
	if l.yield || l.decider != nil {
		return catalog.Unread // the helper handed the outcome decides
	}
	call, _ := l.outcome.(*ssa.Call)
	var r *classReader
	_, isRecv := l.outcome.(*ssa.UnOp) // err = <-done: the error a goroutine sent
	if call != nil && errorResult(call) != nil || isRecv && l.outcome != nil && ssax.IsErrorType(l.outcome.(ssa.Value).Type()) {
		r = &classReader{p: p, scope: l.in, isErr: func(v ssa.Value) bool {
			return errorCall(v, l.in, 0) == l.outcome
		}}
	}
	var test func(ssa.Value) (statusTest, bool)
	if r != nil {
		test = r.test
	}
	stop := func(b *ssa.BasicBlock) bool { return b == l.Header }
	f := newFlow(fn, l.in, stop, test)
	f.errsOnly = callErrors(call)
	f.solve(l.Header)
	c := f.classAt(f.atStop)
	if f.atStop.reached && (f.atStop.untested[2] || f.atStop.set[2].has(catalog.NoError)) && !l.poll {
		// The outcome call worked and the loop went round: another call
		// of the round failed (a write after the dial), or a state was
		// not reached. The failures of the round's other calls that do
		// I/O and reach the way round count.
		if other := p.otherFailures(fn, l, call, stop); other != 0 {
			c = c&^catalog.NotYet | other
		}
	}
	if l.poll && c&catalog.AnyError == 0 {
		c |= catalog.NotYet
	}
	return c
}

// callErrors is the class of the errors the outcome call can return
// (catalog.CallErrors: an http.Client's error is a transport error or a
// timeout, never a status), or 0 when any.
func callErrors(call *ssa.Call) Class {
	if call == nil {
		return 0
	}
	if fn := ssax.Callee(&call.Call); fn != nil {
		return catalog.CallErrors(names.Key(fn))
	}
	return 0
}

// otherFailures is the class of the errors of the calls of loop l other
// than outcome that do I/O and reach a way round non-nil.
func (p *pipeline) otherFailures(fn *ssa.Function, l *loopInfo, outcome *ssa.Call, stop func(*ssa.BasicBlock) bool) Class {
	node := p.g.OfFunc(fn)
	if node == nil {
		return 0
	}
	var c Class
	n := 0
	for _, b := range fn.Blocks {
		if !l.in(b) {
			continue
		}
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok || call == outcome || errorResult(call) == nil || isDeadlineCall(call) || !p.eff.callIO(node, call) || n == 8 {
				continue
			}
			n++
			scope := func(x *ssa.BasicBlock) bool { return l.in(x) && call.Block().Dominates(x) }
			r := &classReader{p: p, scope: scope, isErr: func(v ssa.Value) bool { return errorCall(v, scope, 0) == ssa.Instruction(call) }}
			f := newFlow(fn, scope, stop, r.test)
			f.solve(call.Block())
			if f.atStop.reached {
				errs := f.atStop.set[2]
				if f.atStop.untested[2] {
					errs = universe(catalog.ErrorClass)
				}
				c |= setClass(errs)
				if f.unread(catalog.ErrorClass) {
					c |= catalog.Unread
				}
			}
		}
	}
	return c
}

// Class is what a retry owner goes round on (catalog.Class).
type Class = catalog.Class

// opClasses is what an operation handed to a retry owner returns on the
// returns that can lead to another attempt: onNil, the causes behind its
// returns of no error that are not done ((false, nil) of a condition: the
// failures it swallowed, the statuses it saw, or "not yet"); onErr, the
// classes of the errors it returns (a call's error, wrapped or not, as
// far as the tests on the way narrow it; a new error is the statuses
// seen, or "not yet"; a sentinel its own class).
type opClasses struct {
	onNil, onErr Class
}

// unknownOp is what an operation the analysis cannot read may return.
var unknownOp = opClasses{onNil: catalog.NotYet | catalog.Unread, onErr: catalog.AnyError | catalog.Unread}

// combine is the class of an owner that goes round on class c around an
// operation that returns o: a "not yet" owner (a poll, a condition
// helper) goes round on whatever made the operation answer (false, nil);
// an owner of errors goes round on the errors it takes that the
// operation returns.
func (o opClasses) combine(c Class) Class {
	if c == 0 {
		c = catalog.Unread
	}
	var out Class
	if c&catalog.NotYet != 0 || c&catalog.Unread != 0 {
		out |= o.onNil
	}
	if c&catalog.Unread != 0 {
		out |= o.onErr | catalog.Unread
	} else {
		out |= o.onErr & c
		if o.onErr&catalog.Unread != 0 {
			out |= c & catalog.AnyError // what an unread error may be, as far as c takes it
		}
	}
	return out
}

// opClassesOf reads an operation's function (nil: unknown). marker is the
// library's retry marker (sethvargo's RetryableError: only errors it
// wraps go round).
func (p *pipeline) opClassesOf(fn *ssa.Function, outcome catalog.Outcome, marker string) opClasses {
	for i := 0; i < 4 && fn != nil; i++ {
		// return readyOrNot(ctx, url), a method value's wrapper: the
		// function it hands the outcome of is the operation.
		g := delegate(fn)
		if g == nil || g.Pkg == nil || g.Pkg.Pkg != p.pass.Pkg || len(g.Blocks) == 0 {
			break // a function of another package is read as the call it is
		}
		fn = g
	}
	if fn == nil || len(fn.Blocks) == 0 || fn.Pkg == nil || fn.Pkg.Pkg != p.pass.Pkg {
		return unknownOp
	}
	all := func(*ssa.BasicBlock) bool { return true }
	fl := p.newOpFlows(fn)
	swallowed := fl.swallowed
	var out opClasses
	if outcome == catalog.Condition && !canBeDone(fn) {
		// A condition that is never done (every return is (false, …)):
		// the poll is a periodic runner, each round a new operation, not
		// an attempt at one.
		return opClasses{onNil: catalog.NotYet}
	}
	for _, b := range fn.Blocks {
		ret, ok := ssax.Last(b).(*ssa.Return)
		if !ok || !mayGoAgain(ret, outcome) {
			continue
		}
		var errv ssa.Value
		if n := len(ret.Results); n > 0 && ssax.IsErrorType(ret.Results[n-1].Type()) {
			errv = returnedValue(ret.Results[n-1])
		}
		if outcome == catalog.Condition || errv == nil {
			// (false, nil): no error, not done; (false, err) goes round
			// only when err is nil.
			var returned []*ssa.Call
			if errv != nil {
				returned, _ = errSources(errv, 0)
			}
			c, seen := swallowed(b, returned)
			if outcome == catalog.Condition && len(ret.Results) == 2 {
				done := returnedValue(ret.Results[0])
				// return le.tryAcquireOrRenew(ctx), nil: what makes that
				// function say false goes round.
				if g := boolCallee(done); g != nil && p.depth < 3 {
					p.depth++
					fc, fseen := p.falseClass(g)
					p.depth--
					c |= fc
					seen = seen || fseen
				}
				// return resp.StatusCode == 200, nil: the statuses for
				// which done is false go round.
				if t, ok := testOf(done, all); ok && t.keep != nil {
					var set outcomeSet
					lo, hi := catalog.Universe(t.kind)
					for code := lo; code <= hi; code++ {
						if !t.keep(code) {
							set.add(code)
						}
					}
					c |= statusSetClass(t.kind, set)
					seen = true
				}
			}
			if !seen {
				c |= catalog.NotYet
			}
			out.onNil |= c
			continue
		}
		if ssax.IsNil(errv) {
			continue // a nil error ends an operation of errors
		}
		if marker != "" {
			mc := ssax.AsCall(errv)
			if mc == nil {
				continue
			}
			if callee := ssax.Callee(&mc.Call); callee == nil || names.Key(callee) != marker {
				continue
			}
		}
		out.onErr |= p.returnedClass(fn, b, errv, fl.flowOf, func(b *ssa.BasicBlock) (Class, bool) { return swallowed(b, nil) })
	}
	return out
}

// delegate returns the function fn hands its outcome to: every return of
// fn returns the results of one static call (a closure that returns
// readyOrNot(ctx, url), a bound method's wrapper), or nil.
func delegate(fn *ssa.Function) *ssa.Function {
	var call *ssa.Call
	for _, b := range fn.Blocks {
		ret, ok := ssax.Last(b).(*ssa.Return)
		if !ok {
			continue
		}
		for _, r := range ret.Results {
			var c *ssa.Call
			switch x := returnedValue(r).(type) {
			case *ssa.Extract:
				c, _ = x.Tuple.(*ssa.Call)
			case *ssa.Call:
				c = x
			}
			if c == nil || call != nil && c != call {
				return nil
			}
			call = c
		}
	}
	if call == nil {
		return nil
	}
	return call.Call.StaticCallee()
}

// opFlows are the flows of an operation's calls whose errors it may
// return or swallow: one per call that reaches a dependency (a parse
// error swallowed is no failure retried) or whose error it returns.
type opFlows struct {
	flows []callFlow
}

type callFlow struct {
	call *ssa.Call
	f    *outcomeFlow
	// asserted: the blocks of assertions that end the test when the
	// call's error is set (assertions.go).
	asserted []*ssa.BasicBlock
}

func (p *pipeline) newOpFlows(fn *ssa.Function) *opFlows {
	all := func(*ssa.BasicBlock) bool { return true }
	node := p.g.OfFunc(fn)
	returned := map[*ssa.Call]bool{}
	for _, b := range fn.Blocks {
		if ret, ok := ssax.Last(b).(*ssa.Return); ok && len(ret.Results) > 0 {
			srcs, _ := errSources(returnedValue(ret.Results[len(ret.Results)-1]), 0)
			for _, c := range srcs {
				returned[c] = true
			}
		}
	}
	o := &opFlows{}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			c, ok := instr.(*ssa.Call)
			if !ok || errorResult(c) == nil || isDeadlineCall(c) || len(o.flows) == 16 {
				continue
			}
			if !returned[c] && (node == nil || !p.eff.callIO(node, c)) {
				continue
			}
			call := c
			r := &classReader{p: p, scope: all, isErr: func(v ssa.Value) bool { return errorCall(v, all, 0) == ssa.Instruction(call) }}
			// The blocks the call's block reaches, not only those it
			// dominates: an error swallowed in a loop over items
			// (continue) reaches the return after the loop, which a
			// round with no items also reaches.
			reach := reachable(call.Block())
			f := newFlow(fn, func(b *ssa.BasicBlock) bool { return reach[b.Index] }, nil, r.test)
			f.solve(call.Block())
			o.flows = append(o.flows, callFlow{call, f, p.assertedAt(call)})
		}
	}
	return o
}

// reachable is the set of blocks, by index, that a path from b reaches
// (b included).
func reachable(b *ssa.BasicBlock) []bool {
	seen := make([]bool, len(b.Parent().Blocks))
	stack := []*ssa.BasicBlock{b}
	seen[b.Index] = true
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range x.Succs {
			if !seen[s.Index] {
				seen[s.Index] = true
				stack = append(stack, s)
			}
		}
	}
	return seen
}

// flowOf is the flow of call c, or nil.
func (o *opFlows) flowOf(c *ssa.Call) *outcomeFlow {
	for _, cf := range o.flows {
		if cf.call == c {
			return cf.f
		}
	}
	return nil
}

// swallowed is what reaches block b of the calls' errors (but those of
// the calls whose error is returned there) and of the statuses seen;
// seen says a status was.
func (o *opFlows) swallowed(b *ssa.BasicBlock, returned []*ssa.Call) (Class, bool) {
	var c Class
	seen := false
	for _, cf := range o.flows {
		st := cf.f.in[b.Index]
		if slices.Contains(returned, cf.call) || dominated(b, cf.asserted) {
			// The error the condition returns: when it is set, the wait
			// ends; when it is not, no failure of it goes round.
			st.set[2], st.untested[2] = noErrorSet, false
		}
		if !st.reached {
			continue
		}
		errs := st.set[2]
		if st.untested[2] {
			errs = universe(catalog.ErrorClass)
		}
		c |= setClass(errs)
		if !st.set[0].empty() {
			c |= statusSetClass(catalog.HTTPStatus, st.set[0])
			seen = true
		} else if !st.set[1].empty() {
			c |= statusSetClass(catalog.GRPCCode, st.set[1])
			seen = true
		}
		if cf.f.unread(catalog.ErrorClass) {
			c |= catalog.Unread
		}
	}
	return c, seen
}

// dominated reports whether one of blocks dominates b.
func dominated(b *ssa.BasicBlock, blocks []*ssa.BasicBlock) bool {
	for _, a := range blocks {
		if a.Dominates(b) {
			return true
		}
	}
	return false
}

// boolCallee is the function of the package whose bool result v is, or
// nil.
func boolCallee(v ssa.Value) *ssa.Function {
	c, ok := v.(*ssa.Call)
	if !ok || !isBool(c.Type()) {
		return nil
	}
	g := c.Call.StaticCallee()
	if g == nil || len(g.Blocks) == 0 {
		return nil
	}
	return g
}

// falseClass is what makes a function of the package that returns a
// bool return false: the failures of its calls it swallows there, the
// statuses it saw, or "not yet"; seen says a failure or status was.
func (p *pipeline) falseClass(g *ssa.Function) (Class, bool) {
	if g.Pkg == nil || g.Pkg.Pkg != p.pass.Pkg {
		return catalog.NotYet | catalog.Unread, true
	}
	fl := p.newOpFlows(g)
	var c Class
	seen := false
	for _, b := range g.Blocks {
		ret, ok := ssax.Last(b).(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		if v, isConst := ssax.BoolConst(returnedValue(ret.Results[0])); isConst && v {
			continue
		}
		k, s := fl.swallowed(b, nil)
		if k&catalog.AnyError == 0 && !s {
			k |= catalog.NotYet // false for a state, on this return
		}
		c |= k
		seen = true
	}
	return c, seen
}

// canBeDone reports whether a condition (done bool, err error) has a
// return whose done may be true.
func canBeDone(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		ret, ok := ssax.Last(b).(*ssa.Return)
		if !ok || len(ret.Results) != 2 {
			continue
		}
		if v, isConst := ssax.BoolConst(returnedValue(ret.Results[0])); !isConst || v {
			return true
		}
	}
	return false
}

// returnedClass is the class of the error v returned in block b.
func (p *pipeline) returnedClass(fn *ssa.Function, b *ssa.BasicBlock, v ssa.Value, flowOf func(*ssa.Call) *outcomeFlow, seen func(*ssa.BasicBlock) (Class, bool)) Class {
	srcs, fresh := errSources(v, 0)
	var c Class
	for _, src := range srcs {
		f := flowOf(src)
		if f == nil {
			c |= catalog.AnyError | catalog.Unread
			continue
		}
		st := f.in[b.Index]
		if !st.reached {
			st = flowState{untested: [3]bool{true, true, true}, reached: true}
		}
		errs := st.set[2]
		if st.untested[2] {
			errs = universe(catalog.ErrorClass)
		}
		c |= setClass(errs)
		if f.unread(catalog.ErrorClass) {
			c |= catalog.Unread
		}
	}
	for _, s := range fresh {
		if s != 0 {
			c |= s
			continue
		}
		// A new error: what the operation saw on the way, or a state it
		// reports (errors.New("not ready")).
		if st, ok := seen(b); ok {
			c |= st & (catalog.Failures | catalog.Answers)
		} else {
			c |= catalog.NotYet
		}
	}
	return c
}

// errSources returns the calls whose error v is or wraps (fmt.Errorf with
// %w, errors.Wrap, a helper given the error), and, for what v makes
// anew, the class of each: a sentinel's, or 0 for a new error.
func errSources(v ssa.Value, depth int) (calls []*ssa.Call, fresh []Class) {
	if depth > 5 {
		return nil, []Class{catalog.Unread}
	}
	switch x := v.(type) {
	case *ssa.Phi:
		for _, e := range x.Edges {
			if ssax.IsNil(e) {
				continue
			}
			c, f := errSources(e, depth+1)
			calls, fresh = append(calls, c...), append(fresh, f...)
		}
		return calls, fresh
	case *ssa.MakeInterface:
		return errSources(x.X, depth+1)
	case *ssa.ChangeInterface:
		return errSources(x.X, depth+1)
	case *ssa.UnOp:
		if x.Op == token.MUL {
			if g, ok := x.X.(*ssa.Global); ok && g.Pkg != nil {
				return nil, []Class{catalog.ErrorValueClass(g.Pkg.Pkg.Path() + "." + g.Name())}
			}
			// err, a variable of this function or one the closure
			// captured: what the stores that reach the load put there.
			vals, _ := ssax.LastStores(x.X, x)
			for _, s := range vals {
				if ssax.IsNil(s) {
					continue
				}
				c, f := errSources(s, depth+1)
				calls, fresh = append(calls, c...), append(fresh, f...)
			}
			if len(vals) > 0 {
				return calls, fresh
			}
		}
	case *ssa.Extract:
		if c, ok := x.Tuple.(*ssa.Call); ok {
			return []*ssa.Call{c}, nil
		}
	case *ssa.Call:
		if errorResult(x) == ssa.Value(x) || len(x.Call.Args) > 0 {
			// A wrapper: the errors among its arguments; a call of its
			// own (a new error, or the error of an attempt).
			var wrapped []ssa.Value
			for _, a := range ssax.Args(&x.Call) {
				if ssax.IsErrorType(a.Type()) && !ssax.IsNil(a) {
					wrapped = append(wrapped, a)
				}
				for _, va := range ssax.VariadicArgs(a) {
					switch x := va.(type) {
					case *ssa.MakeInterface:
						if ssax.IsErrorType(x.X.Type()) {
							va = x.X // fmt.Errorf("...: %w", err) with err a concrete error
						}
					case *ssa.ChangeInterface:
						if ssax.IsErrorType(x.X.Type()) {
							va = x.X // fmt.Errorf("...: %w", err) with err an error: any <- error
						}
					}
					if ssax.IsErrorType(va.Type()) && !ssax.IsNil(va) {
						wrapped = append(wrapped, va)
					}
				}
			}
			if len(wrapped) == 0 {
				if fn := ssax.Callee(&x.Call); fn != nil && isNewError(fn) {
					return nil, []Class{0}
				}
				return []*ssa.Call{x}, nil
			}
			for _, a := range wrapped {
				c, f := errSources(a, depth+1)
				calls, fresh = append(calls, c...), append(fresh, f...)
			}
			return calls, fresh
		}
	case *ssa.Const:
		if key := names.TypeKey(x.Type()); key != "" {
			return nil, []Class{catalog.ErrorValueClass(key)}
		}
	}
	return nil, []Class{0}
}

// isNewError: functions that make an error from a message.
func isNewError(fn *types.Func) bool {
	switch names.Key(fn) {
	case "errors.New", "fmt.Errorf", "github.com/pkg/errors.New", "github.com/pkg/errors.Errorf":
		return true
	}
	return false
}

// clientClass is what a client owner retries by itself: its value's
// class when the value says (a service config's codes, a project
// transport's loop, a classifier it was given), else its entry's, else
// its family's.
func clientClass(e *catalog.Entry, st state) Class {
	switch {
	case st.class != 0:
		return st.class
	case e != nil && e.Class != 0:
		return e.Class
	case st.family != "":
		return catalog.FamilyClass(st.family)
	}
	return catalog.Unread
}

// opsClass is the class of an owner that goes round on class c around
// an operation that is one of fns (every one may be the one run): the
// union of what each makes it retry; unknownOp without any.
func (p *pipeline) opsClass(fns []*ssa.Function, outcome catalog.Outcome, marker string, c Class) Class {
	if len(fns) == 0 {
		return unknownOp.combine(c)
	}
	var out Class
	for _, fn := range fns {
		out |= p.opClassesOf(fn, outcome, marker).combine(c)
	}
	return out
}

// straightClass is the class of a straight-line retry: what of the first
// call's outcome reaches the second call.
func (p *pipeline) straightClass(fn *ssa.Function, c1, c2 *ssa.Call) Class {
	start := c1.Block()
	scope := func(b *ssa.BasicBlock) bool { return start.Dominates(b) }
	var test func(ssa.Value) (statusTest, bool)
	if errorResult(c1) != nil {
		r := &classReader{p: p, scope: scope, isErr: func(v ssa.Value) bool { return errorCall(v, scope, 0) == ssa.Instruction(c1) }}
		test = r.test
	}
	if c2.Block() == start {
		return catalog.Unread
	}
	f := newFlow(fn, scope, func(b *ssa.BasicBlock) bool { return b == c2.Block() }, test)
	f.solve(start)
	if c := f.classAt(f.atStop); c != 0 {
		return c
	}
	return catalog.Unread
}

// classify reads the class of each library owner made before the
// effects were known (its operation's calls that do I/O are what it
// retries), and gives the functions that are such an owner for their
// callers the same class.
func (o *owners) classify() {
	for _, s := range o.sites {
		if s.entry == nil || s.kind != Library || s.layer.Class != 0 {
			continue
		}
		o.p.visit(s.fn.Fn)
		s.layer.Class = o.libraryClass(s)
	}
	for _, w := range o.owns {
		for _, s := range o.sites {
			if s.entry != nil && w.layer.same(s.layer) {
				w.layer.Class = s.layer.Class
			}
		}
	}
}

// libraryClass is the class of a library owner: its row's (or its
// predicate's) met with what its operation returns.
func (o *owners) libraryClass(s *site) Class {
	e := s.entry
	c := e.Class
	if c == 0 {
		c = catalog.Unread
	}
	if s.classArg != nil {
		c = o.p.predicatesClass(s.classArg)
	}
	if e.Outcome == catalog.Commits {
		return c // it goes round on its own commit's conflicts, not on what the operation returns
	}
	if s.op == nil || ssax.ParamOf(s.fn.Fn, s.op) > 0 {
		// The operation comes from the callers: they meet it with theirs.
		return c
	}
	if got := o.p.opsClass(o.p.g.ValueTargets(s.op), e.Outcome, catalog.RetryMarker(e.Key), c); got != 0 {
		return got
	}
	// An operation that returns nothing the row goes round on that the
	// analysis can see (a stand-in that returns only permanent errors):
	// the row's class, as when the operation is not seen.
	return c
}

// predicatesClass is the class of the predicate value v (a function of
// the package or another, or a literal): what it says true for.
func (p *pipeline) predicatesClass(v ssa.Value) Class {
	fns := p.g.ValueTargets(v)
	if len(fns) == 0 {
		if fn := ssax.FuncOf(v); fn != nil {
			if c := catalog.PredicateClass(names.Key(fn)); c != 0 {
				return c
			}
			var cf ClassifierFact
			if p.pass.ImportObjectFact(fn.Origin(), &cf) && cf.Class != 0 {
				return cf.Class
			}
		}
		return catalog.Unread
	}
	var c Class
	for _, fn := range fns {
		if obj, ok := fn.Object().(*types.Func); ok && fn.Pkg != nil && fn.Pkg.Pkg != p.pass.Pkg {
			if k := catalog.PredicateClass(names.Key(obj)); k != 0 {
				c |= k
				continue
			}
			var cf ClassifierFact
			if p.pass.ImportObjectFact(obj.Origin(), &cf) && cf.Class != 0 {
				c |= cf.Class
				continue
			}
			c |= catalog.Unread
			continue
		}
		c |= p.predicateClass(fn, 0)
	}
	return c
}

// Multiplying returns the layers of chain (outermost first) that an
// owner of class c multiplies: the longest start of the chain whose every
// layer shares a failure with c and with the layers above it. A layer
// that goes round only on answers (a conflict retry, a poll on a state)
// ends it; nil when the first layer does.
func Multiplying(c Class, chain []Layer) []Layer {
	shared := c.Failed()
	for i, l := range chain {
		shared &= l.Class.Failed()
		if shared == 0 {
			if i == 0 {
				return nil
			}
			return chain[:i:i]
		}
	}
	return chain
}

// SharedFailures returns the failures every layer of chain goes round
// on (an Unread layer may go round on any), and the layers whose class
// could not be read.
func SharedFailures(chain []Layer) (Class, []Layer) {
	shared := catalog.Failures
	var unread []Layer
	for _, l := range chain {
		shared &= l.Class.Failed()
		if !l.Class.Read() {
			unread = append(unread, l)
		}
	}
	return shared, unread
}

// The outcomes of a Class (catalog.Class), for the checks and their tests.
const (
	ClassTransport   = catalog.Transport
	ClassTimeout     = catalog.Timeout
	ClassUnavailable = catalog.Unavailable
	ClassServerError = catalog.ServerError
	ClassThrottled   = catalog.Throttled
	ClassAborted     = catalog.Aborted
	ClassConflict    = catalog.Conflict
	ClassNotFound    = catalog.NotFound
	ClassExists      = catalog.Exists
	ClassNotYet      = catalog.NotYet
	ClassOtherAnswer = catalog.OtherAnswer
	ClassUnread      = catalog.Unread
	ClassFailures    = catalog.Failures
	ClassAnyError    = catalog.AnyError
)
