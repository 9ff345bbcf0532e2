package callgraph

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/bound"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// Straight-line retries (part of the owners domain): the same call made
// again on the failure path of its own first outcome, with the same
// request:
//
//	resp, err := c.Do(req)
//	if err != nil {                      // or err == ErrBusy, errors.Is(err, ...),
//		time.Sleep(backoff)              //    isRetryable(err), a net.Error's Timeout(),
//		resp, err = c.Do(req)            //    err.(*TempErr), resp.StatusCode >= 500
//	}
//
// A second call with a changed request is a corrective re-request after a
// definite answer (re-authenticate with pre-auth data, follow a region
// redirect, a new order after a 409), not a retry: its arguments must be
// the first call's (the same values, the same variables not written in
// between, or the same pure rebuild of them).

// callKey identifies "the same callee" for straight-line retries: the
// same function, or the same interface method on the same receiver.
type callKey struct {
	callee any
	recv   any
}

func keyOf(c *ssa.Call) (callKey, bool) {
	if c.Call.IsInvoke() {
		recv := any(c.Call.Value)
		if f := ssax.LoadedField(c.Call.Value); f != nil {
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

// straightOwners finds the straight-line retries of n. A deadline call
// is no attempt, as in loops (isDeadlineCall): ctx.Err() read again
// after it said the context ended (if ctx.Err() != nil { return
// dead(ctx.Err()) }) tells why, it tries nothing.
func (o *owners) straightOwners(n *graph.Node, allLoops []*loopInfo, loops []loopSite) {
	var calls []*ssa.Call
	byKey := map[callKey][]*ssa.Call{}
	for _, blk := range n.Fn.Blocks {
		for _, instr := range blk.Instrs {
			if c, ok := instr.(*ssa.Call); ok && !isDeadlineCall(c) {
				if k, ok := keyOf(c); ok {
					calls = append(calls, c)
					byKey[k] = append(byKey[k], c)
				}
			}
		}
	}
	if len(calls) < 2 {
		return
	}
	taken := map[*ssa.Call]bool{}
	for _, c1 := range calls {
		k1, _ := keyOf(c1)
		if taken[c1] || len(byKey[k1]) < 2 {
			continue
		}
		fails := failureBlocks(c1)
		var again []*ssa.Call
		var fail *ssa.BasicBlock
		for _, c2 := range byKey[k1] {
			if c2 == c1 || taken[c2] || inLoop(allLoops, c2.Block()) {
				continue // a loop owner covers it
			}
			f := dominating(fails, c2.Block())
			if f == nil || !sameRequest(c1, c2, f) || o.correctsBefore(n, f, c2) {
				continue
			}
			again, fail = append(again, c2), f
		}
		if len(again) == 0 || !o.repeatsOutside(n, c1, fail) {
			continue
		}
		for _, c := range again {
			taken[c] = true
		}
		taken[c1] = true
		o.straightSite(n, c1, again, loops)
	}
}

// correctsBefore reports whether some path from the failure block f to
// the call made again, c2, changes what that call asks for: it resets a
// cache (c.Invalidate(); mapper.Reset(); then the same lookup: fresh
// state after a stale answer), renews the credentials
// (p.retrieveNewToken(ctx), c.login(): new credentials after a 401), or
// repairs what the call checks (a call that does I/O with an argument of
// c2, go-getter's checksum(dst) after GetFile(dst, u): the download the
// failed check asked for, then the check again). Each is a corrective
// re-request, not a retry of a failure.
func (o *owners) correctsBefore(n *graph.Node, f *ssa.BasicBlock, c2 *ssa.Call) bool {
	from, before := reachable(f), reaching(c2)
	for _, b := range f.Parent().Blocks {
		if !from[b.Index] || !f.Dominates(b) {
			continue
		}
		for _, instr := range b.Instrs {
			if instr == ssa.Instruction(c2) {
				break
			}
			c, ok := instr.(ssa.CallInstruction)
			if !ok || !before(instr) {
				continue
			}
			name := calleeName(c.Common())
			if refreshWords[name] || o.repairs(n, c, c2) {
				return true
			}
			lower := strings.ToLower(name)
			for _, w := range authWords {
				if strings.Contains(lower, w) {
					return true
				}
			}
		}
	}
	return false
}

// repairs reports whether c does I/O with an argument of c2 (not its
// receiver, a context or a constant) that it hands on in a place other
// than c2's receiver: it changes what c2 looks at.
func (o *owners) repairs(n *graph.Node, c ssa.CallInstruction, c2 *ssa.Call) bool {
	if ssax.Callee(c.Common()) == ssax.Callee(&c2.Call) {
		return false
	}
	args2 := c2.Call.Args
	if !c2.Call.IsInvoke() && c2.Call.Signature().Recv() != nil && len(args2) > 0 {
		args2 = args2[1:]
	}
	shared := false
	for _, a := range c.Common().Args {
		if _, ok := a.(*ssa.Const); ok || isContext(a.Type()) {
			continue
		}
		for _, b := range args2 {
			if a == b {
				shared = true
			}
		}
	}
	return shared && o.p.eff.callIO(n, c)
}

// authWords are the words of a function name that says it renews
// credentials.
var authWords = []string{"token", "login", "auth", "credential", "session"}

var refreshWords = map[string]bool{"Invalidate": true, "Reset": true, "Refresh": true, "Reload": true, "Clear": true,
	"Flush": true, "Evict": true, "Purge": true, "Expire": true, "invalidate": true, "reset": true, "refresh": true, "reload": true}

// repeatsOutside: the first call does remote I/O, or the failure path
// waits before calling again.
func (o *owners) repeatsOutside(n *graph.Node, c1 *ssa.Call, fail *ssa.BasicBlock) bool {
	for _, r := range n.Refs {
		if r.Instr == ssa.Instruction(c1) && r.Call && o.p.eff.refIO(r) {
			return true
		}
		if r.Block != nil && fail.Dominates(r.Block) && o.p.eff.refWaits(r) {
			return true
		}
	}
	return false
}

// straightSite makes the site of a straight-line retry: its operation is
// the first call's refs, at the position of the second call.
func (o *owners) straightSite(n *graph.Node, c1 *ssa.Call, again []*ssa.Call, loops []loopSite) {
	s := o.newSite(n, Straight, loopVia[Straight], bound.Of(int64(1+len(again)), bound.Constant), again[0].Pos())
	s.layer.Class = o.p.straightClass(n.Fn, c1, again[0])
	calls := map[ssa.Instruction]bool{c1: true}
	for _, c := range again {
		calls[c] = true
	}
	for _, r := range append([]*graph.Ref(nil), n.Refs...) {
		if r.Instr == ssa.Instruction(c1) && r.Call {
			cp := *r
			cp.Pos, cp.Of, cp.Claimed = again[0].Pos(), r.Orig(), nil
			o.p.g.AddRef(s.node, cp)
		}
		if r.Call && calls[r.Instr] {
			o.cover(r, s)
		}
	}
	ref := o.siteRef(n, s, c1.Block(), nil, s.pos)
	o.straightOutcomes(n, c1, again[0], s)
	for _, ls := range loops {
		if ls.l.inOp(c1.Block()) {
			o.siteRef(ls.s.node, s, c1.Block(), nil, s.pos)
			o.cover(ref, ls.s)
		}
	}
	if o.ownOf(n) == nil {
		o.setOwn(n, &own{layer: s.layer})
	}
}

func dominating(blocks []*ssa.BasicBlock, b *ssa.BasicBlock) *ssa.BasicBlock {
	for _, f := range blocks {
		if f.Dominates(b) {
			return f
		}
	}
	return nil
}

// failureBlocks returns the blocks that start a failure path of call c's
// outcome: the side of a branch that its error (or its response's
// status) takes when the call failed, by the tests in the header comment.
func failureBlocks(c *ssa.Call) []*ssa.BasicBlock {
	var out []*ssa.BasicBlock
	for _, t := range outcomeTests(c) {
		for _, r := range *t.v.Referrers() {
			iff, ok := r.(*ssa.If)
			if !ok {
				continue
			}
			side := 1
			if t.failIfTrue {
				side = 0
			}
			out = append(out, iff.Block().Succs[side])
		}
		// if !isRetryable(err) { return err }; call again: the false side.
		for _, r := range *t.v.Referrers() {
			if u, ok := r.(*ssa.UnOp); ok && u.Op == token.NOT {
				for _, rr := range *u.Referrers() {
					if iff, ok := rr.(*ssa.If); ok {
						side := 0
						if t.failIfTrue {
							side = 1
						}
						out = append(out, iff.Block().Succs[side])
					}
				}
			}
		}
	}
	return out
}

// test is a boolean made from a call's outcome, and which truth value
// means the call failed.
type test struct {
	v          ssa.Value
	failIfTrue bool
}

// outcomeTests lists the booleans that test call c's error or response.
func outcomeTests(c *ssa.Call) []test {
	var errs, resps, codes []ssa.Value
	results := []ssa.Value{c}
	if t, ok := c.Type().(*types.Tuple); ok {
		results = nil
		for _, r := range *c.Referrers() {
			if e, ok := r.(*ssa.Extract); ok {
				if ssax.IsErrorType(t.At(e.Index).Type()) {
					errs = append(errs, e)
				} else if isType(t.At(e.Index).Type(), "net/http.Response") {
					resps = append(resps, e)
				} else if helperStatus(e) != nil {
					codes = append(codes, e) // code, err := util.SendRequest(q)
				}
			}
		}
	}
	for _, v := range results {
		if ssax.IsErrorType(v.Type()) {
			errs = append(errs, v)
		}
	}
	var out []test
	for _, e := range errs {
		out = append(out, errorTests(e)...)
	}
	for _, r := range resps {
		out = append(out, statusTests(r)...)
	}
	for _, code := range codes {
		out = append(out, codeTests(code)...)
	}
	return out
}

// errorTests: err != nil, err == ErrX (a sentinel), a predicate of the
// error (errors.Is, errors.As, os.IsTimeout, isRetryable(err)), a type
// assertion of it (ok of err.(T), and a Timeout() or Temporary() of what
// it asserts). A predicate for a definite answer (os.IsNotExist) is no
// failure to retry.
func errorTests(e ssa.Value) []test {
	var out []test
	for _, r := range *e.Referrers() {
		switch x := r.(type) {
		case *ssa.BinOp:
			if x.Op != token.EQL && x.Op != token.NEQ {
				continue
			}
			// err != nil and err == ErrX are failures when true; err ==
			// nil and err != ErrX when false.
			other := x.Y
			if other == e {
				other = x.X
			}
			fail := x.Op == token.NEQ
			if !ssax.IsNil(other) {
				if answerValue(other) {
					continue // err == sql.ErrNoRows: an answer, not a failure
				}
				fail = x.Op == token.EQL
			}
			out = append(out, test{x, fail})
		case *ssa.Call:
			if b, ok := x.Type().(*types.Basic); ok && b.Kind() == types.Bool && !definiteAnswer(&x.Call) {
				out = append(out, test{x, true})
			}
		case *ssa.TypeAssert:
			if !x.CommaOk {
				continue
			}
			for _, rr := range *x.Referrers() {
				ex, ok := rr.(*ssa.Extract)
				if !ok {
					continue
				}
				if ex.Index == 1 {
					out = append(out, test{ex, true})
					continue
				}
				for _, rrr := range *ex.Referrers() {
					if c, ok := rrr.(*ssa.Call); ok && c.Call.IsInvoke() && (c.Call.Method.Name() == "Timeout" || c.Call.Method.Name() == "Temporary") {
						out = append(out, test{c, true})
					}
				}
			}
		}
	}
	return out
}

// definiteAnswer: predicates that say the operation was answered, not
// that it failed to get through.
func definiteAnswer(c *ssa.CallCommon) bool {
	fn := ssax.Callee(c)
	if fn == nil {
		return false
	}
	switch names.Key(fn) {
	case "os.IsExist", "os.IsPermission":
		return true
	}
	return answerCall(c)
}

// statusTests: resp.StatusCode compared with a constant, failing on the
// side that a 503 takes.
func statusTests(resp ssa.Value) []test {
	var out []test
	var refs []ssa.Instruction
	for _, a := range ssax.Aliases(resp) {
		if a == resp || ssax.Loaded(a) == resp {
			refs = append(refs, *a.Referrers()...)
		}
	}
	for _, r := range refs {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok || ssax.FieldOf(fa) == nil || ssax.FieldOf(fa).Name() != "StatusCode" {
			continue
		}
		for _, rr := range *fa.Referrers() {
			if load, ok := rr.(*ssa.UnOp); ok && load.Op == token.MUL {
				out = append(out, codeTests(load)...)
			}
		}
	}
	return out
}

// codeTests: an HTTP status (a load of StatusCode, or the int a helper
// returns) compared with a constant, failing on the side that a 503
// takes.
func codeTests(code ssa.Value) []test {
	var out []test
	for _, bin := range comparisonsOf(code, 0) {
		x, y, op := bin.X, bin.Y, bin.Op
		if _, isConst := x.(*ssa.Const); isConst {
			x, y, op = y, x, mirror(op)
		}
		k, ok := y.(*ssa.Const)
		if !ok || k.Value == nil {
			continue
		}
		e, ok := ssax.ExprOf(x, func(v ssa.Value) bool { return v == code })
		if !ok {
			continue
		}
		if ok200, okFail, ok := statusSides(e, op, k.Value); ok && ok200 != okFail {
			out = append(out, test{bin, okFail})
		}
	}
	return out
}

// comparisonsOf returns the comparisons of v, or of a value computed
// from it by conversions and arithmetic with constants
// (resp.StatusCode/100 == 5), with a constant.
func comparisonsOf(v ssa.Value, depth int) []*ssa.BinOp {
	var out []*ssa.BinOp
	if depth > 4 || v.Referrers() == nil {
		return nil
	}
	for _, r := range *v.Referrers() {
		switch x := r.(type) {
		case *ssa.BinOp:
			switch x.Op {
			case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
				out = append(out, x)
			default:
				out = append(out, comparisonsOf(x, depth+1)...)
			}
		case *ssa.Convert:
			out = append(out, comparisonsOf(x, depth+1)...)
		case *ssa.ChangeType:
			out = append(out, comparisonsOf(x, depth+1)...)
		}
	}
	return out
}

// sameRequest reports whether c2 sends what c1 sent: each argument is
// the same value, the same constant, a read of the same variable that
// nothing on the failure path (from fail) writes or hands out by
// address, or the same pure rebuild of such arguments.
func sameRequest(c1, c2 *ssa.Call, fail *ssa.BasicBlock) bool {
	a1, a2 := c1.Call.Args, c2.Call.Args
	if len(a1) != len(a2) {
		return false
	}
	p := path{fail, c2}
	for i := range a1 {
		if !p.same(a1[i], a2[i], 0) {
			return false
		}
	}
	return true
}

// path is the failure path up to the second call.
type path struct {
	fail   *ssa.BasicBlock
	second ssa.Instruction
}

func (p path) same(x, y ssa.Value, depth int) bool {
	if x == y {
		// A local passed by address must not change on the way
		// (setPreAuth(&req) before the second exchange).
		if a, ok := x.(*ssa.Alloc); ok {
			return !p.written(a)
		}
		return true
	}
	if depth > 4 {
		return false
	}
	switch a := x.(type) {
	case *ssa.Const:
		b, ok := y.(*ssa.Const)
		if !ok || !types.Identical(a.Type(), b.Type()) {
			return false
		}
		if a.Value == nil || b.Value == nil {
			return a.Value == nil && b.Value == nil // nil and zero values
		}
		return a.Value.ExactString() == b.Value.ExactString()
	case *ssa.FieldAddr:
		return p.sameAddr(x, y, depth)
	case *ssa.UnOp:
		b, ok := y.(*ssa.UnOp)
		if !ok || a.Op != b.Op {
			return false
		}
		if a.Op == token.MUL {
			return p.sameAddr(a.X, b.X, depth) && !p.written(a.X)
		}
		return p.same(a.X, b.X, depth+1)
	case *ssa.MakeInterface:
		b, ok := y.(*ssa.MakeInterface)
		return ok && p.same(a.X, b.X, depth+1)
	case *ssa.ChangeType:
		b, ok := y.(*ssa.ChangeType)
		return ok && p.same(a.X, b.X, depth+1)
	case *ssa.Extract:
		b, ok := y.(*ssa.Extract)
		return ok && a.Index == b.Index && p.same(a.Tuple, b.Tuple, depth+1)
	case *ssa.Slice:
		// The variadic arguments, built anew for each call.
		b, ok := y.(*ssa.Slice)
		if !ok {
			return false
		}
		ea, eb := ssax.VariadicArgs(a), ssax.VariadicArgs(b)
		if len(ea) != len(eb) {
			return false
		}
		for i := range ea {
			if !p.same(ea[i], eb[i], depth+1) {
				return false
			}
		}
		return true
	case *ssa.Call:
		// A rebuild: the same function of the same arguments
		// (req, _ := http.NewRequest(...) again).
		b, ok := y.(*ssa.Call)
		if !ok || a.Call.IsInvoke() || b.Call.IsInvoke() || a.Call.Value != b.Call.Value {
			if !ok || !a.Call.IsInvoke() || !b.Call.IsInvoke() || a.Call.Method != b.Call.Method || !p.same(a.Call.Value, b.Call.Value, depth+1) {
				return false
			}
		}
		if len(a.Call.Args) != len(b.Call.Args) {
			return false
		}
		for i := range a.Call.Args {
			if !p.same(a.Call.Args[i], b.Call.Args[i], depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// sameAddr: the same variable, or the same field of the same value
// (c.hc read twice).
func (p path) sameAddr(x, y ssa.Value, depth int) bool {
	if x == y {
		return true
	}
	if la, ok := x.(*ssa.Alloc); ok {
		lb, ok := y.(*ssa.Alloc)
		return ok && p.sameLiteral(la, lb, depth)
	}
	a, ok1 := x.(*ssa.FieldAddr)
	b, ok2 := y.(*ssa.FieldAddr)
	return ok1 && ok2 && a.Field == b.Field && p.same(a.X, b.X, depth+1)
}

// sameLiteral: two struct literals of one type built with the same field
// values (kafka.Message{Value: v} written out again for the second call).
func (p path) sameLiteral(a, b *ssa.Alloc, depth int) bool {
	if !types.Identical(a.Type(), b.Type()) || depth > 4 {
		return false
	}
	fa, fb := literalFields(a), literalFields(b)
	if fa == nil || fb == nil || len(fa) != len(fb) {
		return false
	}
	for i, va := range fa {
		vb, ok := fb[i]
		if !ok || !p.same(va, vb, depth+1) {
			return false
		}
	}
	return true
}

// literalFields returns the values stored into the fields of a struct
// literal's variable, by field index, or nil when it is used otherwise
// than by those stores and loads.
func literalFields(a *ssa.Alloc) map[int]ssa.Value {
	refs := a.Referrers()
	if refs == nil {
		return nil
	}
	out := map[int]ssa.Value{}
	for _, r := range *refs {
		switch x := r.(type) {
		case *ssa.FieldAddr:
			frefs := x.Referrers()
			if frefs == nil {
				return nil
			}
			for _, fr := range *frefs {
				st, ok := fr.(*ssa.Store)
				if !ok || st.Addr != x {
					return nil
				}
				if _, dup := out[x.Field]; dup {
					return nil
				}
				out[x.Field] = st.Val
			}
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return nil
			}
		case *ssa.DebugRef:
		default:
			return nil
		}
	}
	return out
}

// written reports whether the variable at addr is stored to, or its
// address passed to a call, on the failure path before the second call.
func (p path) written(addr ssa.Value) bool {
	refs := addr.Referrers()
	if refs == nil {
		return true
	}
	for _, r := range *refs {
		if r == p.second || !p.fail.Dominates(r.Block()) {
			continue
		}
		switch x := r.(type) {
		case *ssa.Store:
			if x.Addr == addr {
				return true
			}
		case ssa.CallInstruction:
			return true // &v handed to a function that may change it
		case *ssa.FieldAddr:
			if p.written(x) {
				return true // a field of it written on the way
			}
		case *ssa.IndexAddr:
			if p.written(x) {
				return true
			}
		}
	}
	return false
}
