package callgraph

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/bound"
	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// Retry loops, found on the SSA form (part of the owners domain).
//
// A natural loop (a back edge to a block that dominates its source) is a
// retry loop when it has an outcome branch whose success side leaves the
// loop without coming back to the header, and whose failure side comes
// back to the header:
//
//	for i := 0; i < 3; i++ {          // header: i < 3
//		if err = call(); err == nil { // outcome branch: err == nil
//			break                     //   success leaves the loop
//		}
//		time.Sleep(d)                 //   failure goes round again
//	}
//
// Outcomes are an error compared with nil, a boolean result of a call
// (a done flag), and an HTTP status compared with a constant (the side
// that 200 takes is success, the side that 503 takes is failure). A loop
// over work items fails the test (success goes on to the next item), and
// so do server and ticker loops (they never leave on success) and read
// loops (they leave on io.EOF or on error, not on success).
//
// The repeated work must be able to fail for reasons outside the process:
// the loop reaches remote I/O, or it waits between attempts. Otherwise it
// is a search over local candidates, not a retry.

type loopInfo struct {
	*ssax.Loop
	// yield: the loop is the body of a range-over-func loop (ssax.Body):
	// going round is returning true, leaving is returning false.
	yield bool
	// freeArgs: a limit held in a free variable bound to a parameter of
	// the function that makes the closure counts as that parameter (an
	// iterator returned by a retry-timer factory).
	freeArgs bool
	outcome  ssa.Instruction // the call (or receive) whose failure goes round again
	poll     bool            // the outcome is a boolean: a poll for a state, not a retry of a failure
	op       []bool          // the retried operation: loop blocks that run before the outcome branch in an iteration
	// again: a recursive retry's call of itself (recursive.go), which
	// starts the next round: what it waits is no wait of this one.
	again ssa.Instruction
	// decider: the call of a helper's method that is handed the outcome
	// and decides whether to go round (uri := r.Next(resp, err))
	decider ssa.Instruction
}

func findLoops(fn *ssa.Function) []*loopInfo {
	var out []*loopInfo
	for _, l := range ssax.NaturalLoops(fn) {
		out = append(out, &loopInfo{Loop: l})
	}
	return out
}

func (l *loopInfo) in(b *ssa.BasicBlock) bool { return l.Contains(b) }

// round reports whether reaching b goes round the loop again: the header,
// or a range-over-func body's return true.
func (l *loopInfo) round(b *ssa.BasicBlock) bool {
	return b == l.Header || l.yield && ssax.ReturnsConst(b, true)
}

func (l *loopInfo) inOp(b *ssa.BasicBlock) bool {
	return b != nil && l.op != nil && b.Index < len(l.op) && l.op[b.Index]
}

// reaching returns the loop blocks from which blk is reached within one
// iteration (without passing the header again): what runs before the
// outcome is known. Other branches of the loop body (a heartbeat case
// of a select, say) are not part of the retried operation.
func (l *loopInfo) reaching(blk *ssa.BasicBlock) []bool {
	op := make([]bool, len(blk.Parent().Blocks))
	stack := []*ssa.BasicBlock{blk}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !l.in(b) || op[b.Index] {
			continue
		}
		op[b.Index] = true
		if b == l.Header {
			continue
		}
		stack = append(stack, b.Preds...)
	}
	return op
}

// leaves reports whether every path from start stays off the header and
// some path leaves the loop (an edge out, or a return).
func (l *loopInfo) leaves(start *ssa.BasicBlock) bool { return l.leavesPast(start, nil) }

// clockLeaves reports whether a read of a context or a clock (r, a
// deadline ref) can end the loop: a clock's reading (time.Since(start),
// time.Now().After(d)) must reach a branch with a side that leaves it. A
// test of the elapsed time that only logs (if time.Since(start) > 5*time.Second
// { log }) bounds nothing. A context's reads are taken as they are, and
// so is a reading that goes where the branch cannot be seen (stored,
// returned, sent).
func (l *loopInfo) clockLeaves(r *graph.Ref) bool {
	fn := r.Ext
	if fn == nil {
		fn = r.Callee
	}
	c, ok := r.Instr.(*ssa.Call)
	if !ok || fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "time" {
		return true
	}
	seen := map[ssa.Value]bool{}
	var reaches func(v ssa.Value, depth int) bool
	reaches = func(v ssa.Value, depth int) bool {
		if seen[v] {
			return false
		}
		seen[v] = true
		if depth > 8 {
			return true
		}
		refs := v.Referrers()
		if refs == nil {
			return true
		}
		for _, u := range *refs {
			switch x := u.(type) {
			case *ssa.If:
				if !l.in(x.Block()) {
					return true // the loop's own test, seen from outside: as before
				}
				for _, s := range x.Block().Succs {
					if l.leaves(s) {
						return true
					}
				}
			case *ssa.DebugRef:
			case *ssa.BinOp, *ssa.UnOp, *ssa.Convert, *ssa.ChangeType, *ssa.Phi, *ssa.MakeInterface, *ssa.Call:
				// a comparison, a conversion, a merge; time.Time.After(d)
				// or a helper that compares
				if reaches(x.(ssa.Value), depth+1) {
					return true
				}
			case *ssa.Store:
				if _, slot := x.Addr.(*ssa.IndexAddr); !slot || x.Val != v {
					return true
				}
				// an element of a variadic argument: a value logged or formatted
			default:
				return true // stored, returned, sent: the test is elsewhere
			}
		}
		return false
	}
	return reaches(c, 0)
}

// leavesPast is leaves, where a test of a result of call (resp == nil,
// len(msg.Answer) == 0) is passed on its side where the result is there:
// the other side is part of the failure (if err != nil || resp == nil {
// continue }).
func (l *loopInfo) leavesPast(start *ssa.BasicBlock, call ssa.Instruction) bool {
	if !l.in(start) {
		return true
	}
	seen := map[*ssa.BasicBlock]bool{}
	stack := []*ssa.BasicBlock{start}
	exits := false
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		if l.round(b) {
			return false
		}
		if _, ok := ssax.Last(b).(*ssa.Return); ok {
			exits = true
		}
		succs := b.Succs
		if call != nil {
			if iff, ok := ssax.Last(b).(*ssa.If); ok {
				if present, ok := resultTest(iff, call); ok {
					succs = b.Succs[present : present+1]
				}
			}
		}
		for _, s := range succs {
			if !l.in(s) {
				exits = true
				continue
			}
			stack = append(stack, s)
		}
	}
	return exits
}

// resultTest reads the branch as a test that a result of call is there
// (resp != nil, len(msg.Answer) > 0, name != ""), and returns the
// successor taken when it is.
func resultTest(iff *ssa.If, call ssa.Instruction) (int, bool) {
	c, ok := call.(*ssa.Call)
	if !ok {
		return 0, false
	}
	cond, flip := stripNots(iff.Cond)
	bin, ok := cond.(*ssa.BinOp)
	if !ok || bin.Op != token.EQL && bin.Op != token.NEQ {
		return 0, false
	}
	x, y := bin.X, bin.Y
	if _, isConst := x.(*ssa.Const); isConst {
		x, y = y, x
	}
	k, ok := y.(*ssa.Const)
	if !ok {
		return 0, false
	}
	empty := k.IsNil() || k.Value != nil && (k.Value.Kind() == constant.String && constant.StringVal(k.Value) == "" || k.Value.Kind() == constant.Int && constant.Sign(k.Value) == 0)
	if !empty {
		return 0, false
	}
	// The result itself, a field of it, or its length.
	v := x
	if lc, ok := v.(*ssa.Call); ok && isLen(lc) {
		v = lc.Call.Args[0]
	}
	for i := 0; i < 3; i++ {
		switch u := v.(type) {
		case *ssa.UnOp:
			if u.Op == token.MUL {
				if fa, ok := u.X.(*ssa.FieldAddr); ok {
					v = fa.X
					continue
				}
			}
		case *ssa.Field:
			v = u.X
			continue
		}
		break
	}
	if ex, ok := v.(*ssa.Extract); !ok || ex.Tuple != ssa.Value(c) || ssax.IsErrorType(ex.Type()) {
		if v != ssa.Value(c) || ssax.IsErrorType(c.Type()) {
			return 0, false
		}
	}
	// x == empty: the true side (0) is "not there".
	present := 1
	if bin.Op == token.NEQ {
		present = 0
	}
	if flip == 1 {
		present = 1 - present
	}
	return present, true
}

// failureLeaves reports whether the call returns an error that the loop
// tests, and every test of it leaves the loop when it is not nil (and no
// result carries a status, which could fail without an error): the loop
// repeats the call only after it worked.
func (l *loopInfo) failureLeaves(call ssa.Instruction) bool {
	ci, ok := call.(*ssa.Call)
	if !ok {
		return false
	}
	errv := errorResult(ci)
	if errv == nil || carriesStatus(ci) {
		return false
	}
	tested := false
	for _, b := range ci.Parent().Blocks {
		if !l.in(b) {
			continue
		}
		iff, ok := ssax.Last(b).(*ssa.If)
		if !ok {
			continue
		}
		if succ, ok := nonNilSucc(iff, errv); ok {
			if !l.leaves(succ) {
				return false
			}
			tested = true
		}
	}
	return tested
}

// returns reports whether some path from start reaches the header while
// staying inside the loop.
func (l *loopInfo) returns(start *ssa.BasicBlock) bool { return l.goesRound(start, false) }

// returnsUnanswered is returns for the failure side of an outcome test:
// a way round through the side of a test that finds the error to be an
// answer (a NotFound: the next element is tried because this one is
// gone, not because the call failed) does not count.
func (l *loopInfo) returnsUnanswered(start *ssa.BasicBlock) bool { return l.goesRound(start, true) }

// failureGoesRound is returnsUnanswered for the failure side of the test
// of call's outcome, without passing a block that only a nil error of
// call reaches: a loop whose failure goes round only through a later
// success of the same call (consul's monitorLock: goto RETRY retries the
// read a few times, and goto WAIT repeats it only after it worked) is no
// retry of its own; the loop the failure goes round is.
func (l *loopInfo) failureGoesRound(start *ssa.BasicBlock, call ssa.Instruction) bool {
	var avoid map[*ssa.BasicBlock]bool
	if ci, ok := call.(*ssa.Call); ok {
		if errv := errorResult(ci); errv != nil {
			for _, b := range ci.Parent().Blocks {
				iff, ok := ssax.Last(b).(*ssa.If)
				if !ok || !l.in(b) {
					continue
				}
				if fail, ok := nonNilSucc(iff, errv); ok {
					for _, s := range b.Succs {
						if s != fail && s != start && len(s.Preds) == 1 {
							if avoid == nil {
								avoid = map[*ssa.BasicBlock]bool{}
							}
							avoid[s] = true
						}
					}
				}
			}
		}
	}
	return l.goesRoundAvoiding(start, true, avoid)
}

// goesRound reports whether some path from start reaches the header
// while staying inside the loop, skipping answer sides if told to.
func (l *loopInfo) goesRound(start *ssa.BasicBlock, skipAnswers bool) bool {
	return l.goesRoundAvoiding(start, skipAnswers, nil)
}

// goesRoundAvoiding is goesRound with blocks that do not count as a way
// round.
func (l *loopInfo) goesRoundAvoiding(start *ssa.BasicBlock, skipAnswers bool, avoid map[*ssa.BasicBlock]bool) bool {
	seen := map[*ssa.BasicBlock]bool{}
	stack := []*ssa.BasicBlock{start}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !l.in(b) || seen[b] || avoid[b] {
			continue
		}
		if l.round(b) {
			return true
		}
		seen[b] = true
		if iff, ok := ssax.Last(b).(*ssa.If); ok && skipAnswers {
			if s := answerSide(iff); s >= 0 {
				stack = append(stack, b.Succs[1-s])
				continue
			}
		}
		stack = append(stack, b.Succs...)
	}
	return false
}

// waitsBack reports whether every way round the loop through the branch
// in blk and its successor start waits: blk itself waits, or every path
// from start back to the header (the header included) passes through a
// block that waits.
func (l *loopInfo) waitsBack(blk, start *ssa.BasicBlock, waits func(*ssa.BasicBlock) bool) bool {
	return waits(blk) || l.everyWayRound(start, waits)
}

// everyWayRound reports whether every path from start back to the
// header (the header included) passes through a block for which pass
// holds; paths that leave the loop do not count.
func (l *loopInfo) everyWayRound(start *ssa.BasicBlock, pass func(*ssa.BasicBlock) bool) bool {
	seen := map[*ssa.BasicBlock]bool{}
	stack := []*ssa.BasicBlock{start}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !l.in(b) || seen[b] || pass(b) {
			continue
		}
		if l.round(b) {
			return false
		}
		seen[b] = true
		stack = append(stack, b.Succs...)
	}
	return true
}

// exitSide returns which successor of a branch in the loop leaves it
// (0 or 1) while the other goes round again, or -1.
func (l *loopInfo) exitSide(blk *ssa.BasicBlock) int {
	switch {
	case l.leaves(blk.Succs[0]) && l.returns(blk.Succs[1]):
		return 0
	case l.leaves(blk.Succs[1]) && l.returns(blk.Succs[0]):
		return 1
	}
	return -1
}

// outcomeOf classifies the condition of an If: which successor is the
// success side (0 or 1), and the call whose outcome it tests. inScope
// limits the calls considered.
func outcomeOf(cond ssa.Value, inScope func(*ssa.BasicBlock) bool) (success int, call ssa.Instruction, ok bool) {
	cond, flip := stripNots(cond)
	switch c := cond.(type) {
	case *ssa.BinOp:
		switch c.Op {
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
		default:
			return 0, nil, false
		}
		x, y := c.X, c.Y
		if ssax.IsNil(x) {
			x, y = y, x
		}
		if ssax.IsNil(y) && ssax.IsErrorType(x.Type()) && (c.Op == token.EQL || c.Op == token.NEQ) {
			call := errorCall(x, inScope, 0)
			if call == nil {
				return 0, nil, false
			}
			// err == nil: true is success; err != nil: false is success.
			s := 0
			if c.Op == token.NEQ {
				s = 1
			}
			return s ^ flip, call, true
		}
		return statusOutcome(c, flip, inScope)
	case *ssa.Extract, *ssa.Call:
		if !types.Identical(cond.Type(), types.Typ[types.Bool]) {
			return 0, nil, false
		}
		call := ssax.AsCall(cond)
		if call == nil || !inScope(call.Block()) || isDeadlineCall(call) {
			return 0, nil, false
		}
		// ok, _ := s.shouldRetry(err, resp, n), isRetryable(err): true
		// asks for another try. (errors.Is(err, ErrX) says nothing by
		// itself: the sentinel may be a failure or a "not yet" answer of
		// a poll, such as io.ErrNoProgress.)
		if asksRetry(call) {
			// The attempt is the call whose error the predicate is given;
			// an error read from data (a response's per-item errors in a
			// loop over them) is no attempt's outcome.
			for _, a := range ssax.Args(&call.Call) {
				if ssax.IsErrorType(a.Type()) || types.Implements(a.Type(), errorIface) {
					if src := errorCall(ssax.Unwrap(a), inScope, 0); src != nil {
						return 1 ^ flip, src, true
					}
					return 0, nil, false
				}
			}
			return 1 ^ flip, call, true
		}
		return flip, call, true
	case *ssa.Phi:
		if s, call, ok := flagOutcome(c, flip, inScope); ok {
			return s, call, true
		}
		if s, call, ok := askedAgain(c, flip, inScope); ok {
			return s, call, true
		}
		return retryFlag(c, flip, inScope)
	}
	return 0, nil, false
}

// askedAgain: a boolean set on each path by a call that asks whether to
// retry (ok, err := c.CheckRetry(ctx, resp, doErr); if a response
// handler failed { ok, err = c.CheckRetry(ctx, resp, respErr) }; if !ok
// { break }): every edge says the same side is success, and the attempt
// is the edges' call that runs before the others (the request's, not
// the handler's that reads its answer).
func askedAgain(phi *ssa.Phi, flip int, inScope func(*ssa.BasicBlock) bool) (int, ssa.Instruction, bool) {
	if !types.Identical(phi.Type(), types.Typ[types.Bool]) {
		return 0, nil, false
	}
	side := -1
	var calls []ssa.Instruction
	for _, e := range phi.Edges {
		c := ssax.AsCall(e)
		if c == nil || !asksRetry(c) {
			return 0, nil, false
		}
		s, call, ok := outcomeOf(e, inScope)
		if !ok || side >= 0 && s != side {
			return 0, nil, false
		}
		side = s
		calls = append(calls, call)
	}
	if len(calls) == 0 {
		return 0, nil, false
	}
	first := calls[0]
	for _, c := range calls[1:] {
		if c.Block() != first.Block() && c.Block().Dominates(first.Block()) ||
			c.Block() == first.Block() && ssax.Index(c) < ssax.Index(first) {
			first = c
		}
	}
	return side ^ flip, first, true
}

// retryFlag: a boolean variable named for retrying, set on several paths
// (elastic-transport-go's shouldRetry, set on an error and on each
// status of a list): true goes round. The attempt is the nearest call
// before the test that returns an error.
func retryFlag(phi *ssa.Phi, flip int, inScope func(*ssa.BasicBlock) bool) (int, ssa.Instruction, bool) {
	name := strings.ToLower(phi.Comment)
	if !types.Identical(phi.Type(), types.Typ[types.Bool]) || !strings.Contains(name, "retry") {
		return 0, nil, false
	}
	for b := phi.Block(); b != nil && inScope(b); b = b.Idom() {
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			c, ok := b.Instrs[i].(*ssa.Call)
			if !ok || b == phi.Block() && i > ssax.Index(phi) {
				continue
			}
			if t, ok := c.Type().(*types.Tuple); ok && t.Len() > 0 && ssax.IsErrorType(t.At(t.Len()-1).Type()) || ssax.IsErrorType(c.Type()) {
				return 1 ^ flip, c, true
			}
		}
	}
	return 0, nil, false
}

// calleeName is the name of the function or interface method c calls,
// or "" for a call of a function value.
func calleeName(c *ssa.CallCommon) string {
	if fn := ssax.Callee(c); fn != nil {
		return fn.Name()
	}
	if c.IsInvoke() {
		return c.Method.Name()
	}
	return ""
}

// asksRetry: a boolean function or method named for retrying
// (shouldRetry, isRetryable, canRetry, retriable): true means try again.
func asksRetry(c *ssa.Call) bool {
	name := calleeName(&c.Call)
	if name == "" {
		name = funcValueName(&c.Call)
	}
	name = strings.ToLower(name)
	return strings.Contains(name, "retry") || strings.Contains(name, "retriable") // retryable too
}

// funcValueName names the function value a dynamic call calls: the field
// it is loaded from (a client's policy callback, c.CheckRetry(ctx, resp,
// err)), else its named function type (a CheckRetry), else the parameter
// or free variable it is (shouldRetry func(error) bool); "" otherwise.
func funcValueName(c *ssa.CallCommon) string {
	if c.IsInvoke() || c.StaticCallee() != nil {
		return ""
	}
	if f := ssax.LoadedField(c.Value); f != nil {
		return f.Name()
	}
	if n := ssax.FuncType(c); n != nil {
		return n.Obj().Name()
	}
	switch v := ssax.Unwrap(c.Value).(type) {
	case *ssa.Parameter:
		return v.Name()
	case *ssa.FreeVar:
		return v.Name()
	}
	return ""
}

// flagOutcome: a boolean variable set on the two sides of an outcome test
// (shouldRetry := false; if err != nil { shouldRetry = true }; if
// !shouldRetry { break }). The phi's value on the success side of that
// test says which side of the flag is success.
func flagOutcome(phi *ssa.Phi, flip int, inScope func(*ssa.BasicBlock) bool) (int, ssa.Instruction, bool) {
	if !types.Identical(phi.Type(), types.Typ[types.Bool]) || len(phi.Edges) != 2 {
		return 0, nil, false
	}
	var vals [2]bool
	for i, e := range phi.Edges {
		c, ok := e.(*ssa.Const)
		if !ok || c.Value == nil || c.Value.Kind() != constant.Bool {
			return 0, nil, false
		}
		vals[i] = constant.BoolVal(c.Value)
	}
	if vals[0] == vals[1] {
		return 0, nil, false
	}
	blk := phi.Block()
	d := blk.Idom()
	if d == nil {
		return 0, nil, false
	}
	iff, ok := ssax.Last(d).(*ssa.If)
	if !ok {
		return 0, nil, false
	}
	s, call, ok := outcomeOf(iff.Cond, inScope)
	if !ok {
		return 0, nil, false
	}
	succ := d.Succs[s]
	for i, p := range blk.Preds {
		if succ == blk && p == d || succ != blk && succ.Dominates(p) {
			// The flag is vals[i] on success: the true side of a test of
			// the flag is success when vals[i] is true.
			side := 1
			if vals[i] {
				side = 0
			}
			return side ^ flip, call, true
		}
	}
	return 0, nil, false
}

// errorCall traces an error value back to the call in scope that
// returned it, through phis; an error received from a channel (the
// outcome of an attempt run in a goroutine) counts too.
func errorCall(v ssa.Value, inScope func(*ssa.BasicBlock) bool, depth int) ssa.Instruction {
	if depth > 6 {
		return nil
	}
	switch x := v.(type) {
	case *ssa.Phi:
		for _, e := range x.Edges {
			if c := errorCall(e, inScope, depth+1); c != nil {
				return c
			}
		}
		return nil
	case *ssa.Extract, *ssa.Call:
		c := ssax.AsCall(x)
		if c == nil || !inScope(c.Block()) || isDeadlineCall(c) {
			return nil
		}
		return c
	case *ssa.UnOp:
		if x.Op == token.ARROW && !x.CommaOk && inScope(x.Block()) {
			return x
		}
		if x.Op == token.MUL && inScope(x.Block()) {
			// err captured by a closure (or the body of a range-over-func
			// loop): the value last stored before the load, in its block.
			if v := storedBefore(x); v != nil {
				return errorCall(v, inScope, depth+1)
			}
			if v := ssax.Loaded(x); v != ssa.Value(x) {
				return errorCall(v, inScope, depth+1) // err captured by a deferred closure
			}
		}
	}
	return nil
}

// storedBefore returns the value stored to the address a load reads, by
// the last store before it in the load's block, or nil.
func storedBefore(load *ssa.UnOp) ssa.Value {
	var v ssa.Value
	for _, instr := range load.Block().Instrs {
		if instr == load {
			return v
		}
		if st, ok := instr.(*ssa.Store); ok && st.Addr == load.X {
			v = st.Val
		}
	}
	return nil
}

// isDeadlineCall: ctx.Err() is a stop condition, not an outcome.
func isDeadlineCall(c *ssa.Call) bool {
	fn := ssax.Callee(&c.Call)
	return fn != nil && isDeadlineFunc(fn)
}

// statusOutcome handles resp.StatusCode, or a value computed from it
// with constants (resp.StatusCode/100), compared with a constant.
func statusOutcome(c *ssa.BinOp, flip int, inScope func(*ssa.BasicBlock) bool) (int, ssa.Instruction, bool) {
	x, y, op := c.X, c.Y, c.Op
	if _, isConst := x.(*ssa.Const); isConst {
		x, y = y, x
		op = mirror(op)
	}
	k, ok := y.(*ssa.Const)
	if !ok || k.Value == nil {
		return 0, nil, false
	}
	e, ok := ssax.ExprOf(x, func(v ssa.Value) bool { return isStatusLoad(v) || helperStatus(v) != nil })
	if !ok {
		return 0, nil, false
	}
	var call ssa.Instruction
	if hc := helperStatus(e.Base); hc != nil {
		if inScope(hc.Block()) {
			call = hc // code, err := api.request(...): the helper's call is the attempt
		}
	} else {
		fa := e.Base.(*ssa.UnOp).X.(*ssa.FieldAddr)
		if rc := responseCall(ssax.Loaded(fa.X), inScope, 0); rc != nil {
			call = rc
		}
	}
	if call == nil {
		return 0, nil, false
	}
	ok200, okFail, ok := statusSides(e, op, k.Value)
	if !ok || ok200 == okFail {
		return 0, nil, false
	}
	s := 1
	if ok200 {
		s = 0
	}
	return s ^ flip, call, true
}

// helperStatus returns the call when v is the HTTP status a helper
// returns as an int (code, err := util.SendRequest(q); of this package
// or, by its fact, another: returnsStatus), or nil.
func helperStatus(v ssa.Value) *ssa.Call {
	x, ok := v.(*ssa.Extract)
	if !ok {
		return nil
	}
	c, ok := x.Tuple.(*ssa.Call)
	if !ok || !returnsStatus(c.Call.StaticCallee(), x.Index) {
		return nil
	}
	return c
}

// isStatusLoad reports whether v loads the StatusCode of an
// *http.Response.
func isStatusLoad(v ssa.Value) bool {
	u, ok := v.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return false
	}
	fa, ok := u.X.(*ssa.FieldAddr)
	if !ok {
		return false
	}
	f := ssax.FieldOf(fa)
	return f != nil && f.Name() == "StatusCode" && isType(fa.X.Type(), "net/http.Response")
}

// statusSides evaluates "e op k" for a 200 and for the statuses a
// client goes round on (503, 429, 500, 502, 504, 408): ok is false when
// 200 cannot be computed or no failure status takes the other side, and
// then okFail is the side a failure takes (resp.StatusCode == 429 is as
// much a failure test as resp.StatusCode >= 500).
func statusSides(e ssax.Expr, op token.Token, k constant.Value) (ok200, okFail, ok bool) {
	side := func(code int64) (bool, bool) {
		v, ok := e.EvalInt(code)
		if !ok {
			return false, false
		}
		return ssax.Compare(v, op, k)
	}
	ok200, ok1 := side(200)
	if !ok1 {
		return false, false, false
	}
	for _, code := range failureStatuses {
		if f, ok := side(code); ok && f != ok200 {
			return ok200, f, true
		}
	}
	return ok200, ok200, true
}

// failureStatuses are the statuses of a failure a client goes round on,
// the commonest first.
var failureStatuses = []int64{503, 429, 500, 502, 504, 408}

// responseCall traces a response back to the call in scope that
// returned it, through phis (resp set by one of several calls in a
// switch on the method).
func responseCall(v ssa.Value, inScope func(*ssa.BasicBlock) bool, depth int) *ssa.Call {
	if phi, ok := v.(*ssa.Phi); ok && depth < 4 {
		for _, e := range phi.Edges {
			if c := responseCall(e, inScope, depth+1); c != nil {
				return c
			}
		}
		return nil
	}
	c := ssax.AsCall(v)
	if c == nil || !inScope(c.Block()) {
		return nil
	}
	return c
}

func mirror(op token.Token) token.Token {
	switch op {
	case token.LSS:
		return token.GTR
	case token.GTR:
		return token.LSS
	case token.LEQ:
		return token.GEQ
	case token.GEQ:
		return token.LEQ
	}
	return op
}

// compare reports "a op b" for a comparison operator, and false for
// any other operator.
func compare(op token.Token, a, b int64) bool {
	r, ok := ssax.CompareInts(a, op, b)
	return ok && r
}

// isBoolOutcome reports whether the branch tests a boolean result (a
// flag or the done of a (done, err) condition), not an error or a status.
func isBoolOutcome(cond ssa.Value, call ssa.Instruction) bool {
	for {
		u, ok := cond.(*ssa.UnOp)
		if !ok || u.Op != token.NOT {
			break
		}
		cond = u.X
	}
	if _, ok := call.(*ssa.Call); !ok {
		return false
	}
	c := ssax.AsCall(cond)
	if c != nil && asksRetry(c) {
		return false // "retry?" is no poll's "done?"
	}
	return types.Identical(cond.Type(), types.Typ[types.Bool]) && c != nil
}

// induction is a header phi whose value from inside the loop is itself
// plus a constant step.
type induction struct {
	init, step int64
	initOK     bool
	// field and add: the start is read from a field (a configured
	// count), plus add
	field *types.Var
	add   int64
}

// fieldDefaults says what count the analysed package itself stores in a
// field, when every store of it is the same constant: k, and where
// ("Admin.Retry.Max = 5 in sarama.NewConfig").
type fieldDefaults func(f *types.Var) (k int64, where string, ok bool)

func (l *loopInfo) inductions() map[ssa.Value]induction {
	ind := map[ssa.Value]induction{}
	for _, instr := range l.Header.Instrs {
		phi, ok := instr.(*ssa.Phi)
		if !ok {
			break
		}
		var in induction
		found := false
		for i, e := range phi.Edges {
			if l.in(l.Header.Preds[i]) {
				bin, ok := e.(*ssa.BinOp)
				if !ok || (bin.Op != token.ADD && bin.Op != token.SUB) || bin.X != phi {
					found = false
					break
				}
				k, ok := ssax.IntConst(bin.Y)
				if !ok || k == 0 {
					found = false
					break
				}
				if bin.Op == token.SUB {
					k = -k
				}
				in.step, found = k, true
			} else if n, ok := ssax.IntConst(e); ok {
				in.init, in.initOK = n, true
			} else if f, add := fieldPlus(e); f != nil {
				in.field, in.add = f, add
			}
		}
		if found {
			ind[phi] = in
		}
	}
	return ind
}

// loopBound computes the attempts of a retry loop from its counters (the
// bounds domain for loops).
//
// A counter check is a comparison of an induction variable (or of it
// plus a constant) with a limit, one side of which leaves the loop. With
// constant start, step and limit the attempts are counted by running the
// counter: the check on iteration j leaves the loop, and the attempts
// are j when the outcome call runs before the check, j-1 when the check
// runs first. A parameter limit is solved the same way for two limits,
// giving "argument + k" for callers that pass a constant. Without a
// counter, a deadline (a context or a clock tested in the loop) makes the
// count unknown, and so does an exit decided by a method the analysis
// cannot see; otherwise the loop is unbounded.
func loopBound(fn *ssa.Function, l *loopInfo, hasDeadline bool, defs fieldDefaults) (bd bound.Bound, boundArg int, boundAdd int64) {
	ind := l.inductions()
	var best bound.Bound
	haveBest := false
	for _, blk := range fn.Blocks {
		if !l.in(blk) {
			continue
		}
		iff, ok := ssax.Last(blk).(*ssa.If)
		if !ok {
			continue
		}
		cmp, ok := iff.Cond.(*ssa.BinOp)
		if !ok {
			continue
		}
		side := l.exitSide(blk)
		if side < 0 {
			continue
		}
		c, ok := counterCheck(cmp, ind)
		if !ok {
			continue
		}
		// The comparison leaves the loop when it is true if the true side
		// (successor 0) leaves.
		c.exitWhenTrue = side == 0
		c.checkFirst = l.outcome == nil || blk.Dominates(l.outcome.Block())
		cand, arg, add := c.bound(fn, l.freeArgs, defs)
		if arg > 0 {
			boundArg, boundAdd = arg, add
		}
		if !haveBest || cand.Kind == bound.Known && (best.Kind != bound.Known || cand.N < best.N) {
			best, haveBest = cand, true
		}
	}
	if haveBest {
		return best, boundArg, boundAdd
	}
	if hasDeadline {
		return bound.Unknowable(bound.Context), 0, 0
	}
	if src := statefulExit(fn, l, ind); src != bound.NoSource {
		return bound.Unknowable(src), 0, 0
	}
	return bound.Unlimited(bound.NoSource), 0, 0
}

// attempts counts the attempts for a constant limit by running the
// counter: the check on iteration j leaves the loop.
func (c counter) attempts(limit int64) (int64, bool) {
	if !c.in.initOK {
		return 0, false
	}
	for j := int64(1); j <= 1<<20; j++ {
		v := c.in.init + (j-1)*c.in.step + c.off
		if compare(c.op, v, limit) == c.exitWhenTrue {
			if c.checkFirst {
				return j - 1, true
			}
			return j, true
		}
	}
	return 0, false
}

// bound is what one counter check says: a constant limit is counted; a
// parameter limit solved for two limits gives "argument + k"; a length
// (a failover loop over replicas) or a field is unknown.
func (c counter) bound(fn *ssa.Function, freeArgs bool, defs fieldDefaults) (bd bound.Bound, boundArg int, boundAdd int64) {
	if k, ok := ssax.IntConst(c.limit); ok {
		if n, ok := c.attempts(k); ok {
			return bound.Of(n, bound.Constant), 0, 0
		}
		if c.in.field != nil {
			// for left := cfg.Retry.Max + 1; ; { ...; left--; if left <= 0 {...} }
			if defs != nil {
				if d, where, ok := defs(c.in.field); ok {
					dc := c
					dc.in.init, dc.in.initOK = d+c.in.add, true
					if n, ok := dc.attempts(k); ok && n > 1 {
						return bound.OfDefault(n, where), 0, 0
					}
				}
			}
			return bound.Unknowable(bound.Field), 0, 0
		}
		return bound.Unknowable(bound.Constant), 0, 0
	}
	limit, of := c.limit, fn
	if freeArgs {
		if p := ssax.CapturedParam(limit); p != nil {
			limit, of = p, fn.Parent()
		}
	}
	if p, ok := limit.(*ssa.Parameter); ok && c.in.initOK {
		a10, ok1 := c.attempts(10)
		a20, ok2 := c.attempts(20)
		if ok1 && ok2 && a20-a10 == 10 {
			if idx := ssax.ParamIndex(of, p); idx > 0 {
				return bound.Unknowable(bound.Argument), idx, a10 - 10
			}
		}
		return bound.Unknowable(bound.Argument), 0, 0
	}
	switch {
	case isLen(c.limit):
		// A failover over a slice literal ([]string{ns}, []string{a, b})
		// has the literal's length; any other slice is unknown.
		if n, ok := literalLen(c.limit); ok && c.in.initOK {
			if a, ok := c.attempts(n); ok {
				return bound.Of(a, bound.Replicas), 0, 0
			}
		}
		return bound.Unknowable(bound.Replicas), 0, 0
	case ssax.LoadedField(c.limit) != nil:
		// for i := 0; i < c.MaxRetries; i++: the package's own default
		if defs != nil {
			if d, where, ok := defs(ssax.LoadedField(c.limit)); ok {
				if n, ok := c.attempts(d); ok && n > 1 {
					return bound.OfDefault(n, where), 0, 0
				}
			}
		}
		return bound.Unknowable(bound.Field), 0, 0
	}
	return bound.Unknowable(bound.NoSource), 0, 0
}

// counter is a comparison of an induction variable (plus off) with a
// limit: i < limit, i+1 <= limit, limit > i.
type counter struct {
	in    induction
	off   int64
	op    token.Token
	limit ssa.Value
	// exitWhenTrue: the loop leaves when the comparison holds;
	// checkFirst: the check runs before the outcome call in an iteration.
	exitWhenTrue, checkFirst bool
}

func counterCheck(cmp *ssa.BinOp, ind map[ssa.Value]induction) (counter, bool) {
	switch cmp.Op {
	case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
	default:
		return counter{}, false
	}
	try := func(x, y ssa.Value, op token.Token) (counter, bool) {
		base, off := x, int64(0)
		if _, ok := ind[base]; !ok {
			// i+1 < n, or n-- then n <= 0 (a countdown checked after the
			// decrement).
			if bin, ok := x.(*ssa.BinOp); ok && (bin.Op == token.ADD || bin.Op == token.SUB) {
				if k, ok := ssax.IntConst(bin.Y); ok {
					if bin.Op == token.SUB {
						k = -k
					}
					base, off = bin.X, k
				}
			}
		}
		in, ok := ind[base]
		if !ok {
			// remain := limit - i; if remain <= k { break }: the count
			// left, tested against k, is i + k >= limit.
			if c, ok := remaining(x, y, op, ind); ok {
				return c, true
			}
		}
		return counter{in: in, off: off, op: op, limit: y}, ok
	}
	if c, ok := try(cmp.X, cmp.Y, cmp.Op); ok {
		return c, true
	}
	return try(cmp.Y, cmp.X, mirror(cmp.Op)) // written the other way round: limit > i
}

// remaining reads "limit - i op k" (go-retryablehttp's remain :=
// c.RetryMax - i; if remain <= 0), with i an induction variable (plus a
// constant) and k a constant, as the counter "i + k mirror(op) limit".
func remaining(x, y ssa.Value, op token.Token, ind map[ssa.Value]induction) (counter, bool) {
	bin, ok := x.(*ssa.BinOp)
	if !ok || bin.Op != token.SUB {
		return counter{}, false
	}
	k, ok := ssax.IntConst(y)
	if !ok {
		return counter{}, false
	}
	base, off := bin.Y, int64(0)
	if b, ok := base.(*ssa.BinOp); ok && (b.Op == token.ADD || b.Op == token.SUB) {
		if c, ok := ssax.IntConst(b.Y); ok {
			if _, isInd := ind[b.X]; isInd {
				if b.Op == token.SUB {
					c = -c
				}
				base, off = b.X, c
			}
		}
	}
	in, ok := ind[base]
	if !ok {
		return counter{}, false
	}
	// limit - (i + off) op k  <=>  i + off + k mirror(op) limit
	return counter{in: in, off: off + k, op: mirror(op), limit: bin.X}, true
}

// fieldPlus splits a field's value plus or minus a constant (cfg.Max + k)
// into the field and k; the field is nil when v is not read from one.
func fieldPlus(v ssa.Value) (*types.Var, int64) {
	var k int64
	if bin, ok := v.(*ssa.BinOp); ok && (bin.Op == token.ADD || bin.Op == token.SUB) {
		if c, ok := ssax.IntConst(bin.Y); ok {
			v, k = bin.X, c
			if bin.Op == token.SUB {
				k = -k
			}
		}
	}
	return ssax.LoadedField(v), k
}

// literalLen is the length of the slice len is called on, when it is a
// slice of a local array literal ([]string{ns}).
func literalLen(v ssa.Value) (int64, bool) {
	c, ok := v.(*ssa.Call)
	if !ok || len(c.Call.Args) != 1 {
		return 0, false
	}
	sl, ok := c.Call.Args[0].(*ssa.Slice)
	if !ok || sl.Low != nil || sl.High != nil {
		return 0, false
	}
	a, ok := sl.X.(*ssa.Alloc)
	if !ok {
		return 0, false
	}
	p, ok := a.Type().Underlying().(*types.Pointer)
	if !ok {
		return 0, false
	}
	arr, ok := p.Elem().Underlying().(*types.Array)
	if !ok {
		return 0, false
	}
	return arr.Len(), true
}

func isLen(v ssa.Value) bool {
	c, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	b, ok := c.Call.Value.(*ssa.Builtin)
	return ok && b.Name() == "len"
}

// statefulExit says why the loop can also leave on the answer of a call:
// a method (r.IsNextRetry(err), budget.Allow()), a counter or a budget
// that the analysis cannot see (ExitCondition), or a function handed the
// loop's count (waitForRetry(n, ...), CountedCall); the loop is not
// unbounded then. A plain function of the error alone (errors.Is,
// isRetryable) does not count: it ends the loop for some errors, never
// for the transient ones. NoSource when there is no such exit.
func statefulExit(fn *ssa.Function, l *loopInfo, ind map[ssa.Value]induction) bound.Source {
	for _, blk := range fn.Blocks {
		if !l.in(blk) {
			continue
		}
		iff, ok := ssax.Last(blk).(*ssa.If)
		if !ok || !(l.leaves(blk.Succs[0]) || l.leaves(blk.Succs[1])) {
			continue
		}
		cond := iff.Cond
		if u, ok := cond.(*ssa.UnOp); ok && u.Op == token.NOT {
			cond = u.X
		}
		if bin, ok := cond.(*ssa.BinOp); ok && (bin.Op == token.EQL || bin.Op == token.NEQ) {
			// err := retry.Before(ctx); err != nil: an error from another
			// method (a retry policy, a limiter) that ends the loop.
			x := bin.X
			if ssax.IsNil(x) {
				x = bin.Y
			}
			if phi, ok := x.(*ssa.Phi); ok && phi.Block() == l.Header && !ssax.IsErrorType(phi.Type()) && nextFromCall(l, phi) {
				// for b := c.LeastLoaded(); b != nil; b = c.LeastLoaded():
				// the loop goes on while a call hands out another one.
				return bound.ExitCondition
			}
			if !ssax.IsErrorType(x.Type()) {
				continue
			}
			cond = x
		}
		c := ssax.AsCall(cond)
		if c == nil || ssa.Instruction(c) == l.outcome {
			continue
		}
		if c.Call.IsInvoke() {
			return bound.ExitCondition
		}
		if fn := c.Call.StaticCallee(); fn != nil && fn.Signature.Recv() != nil {
			return bound.ExitCondition
		}
		if countsFor(c, ind) {
			return bound.CountedCall
		}
	}
	return bound.NoSource
}

// countsFor reports whether the call is handed the loop's counter (or
// the counter plus a step): a function that decides from the count
// whether to go on (if err := waitForRetry(n, ...); err != nil).
func countsFor(c *ssa.Call, ind map[ssa.Value]induction) bool {
	for _, a := range c.Call.Args {
		if bin, ok := a.(*ssa.BinOp); ok && (bin.Op == token.ADD || bin.Op == token.SUB) {
			a = bin.X
		}
		if _, ok := ind[a]; ok {
			return true
		}
	}
	return false
}

// inLoop reports whether b is in one of the loops: a call made again
// there is that loop's to judge (a loop owner covers the calls of its
// body, and a poll or retry loop of its own repeats a second call), not
// a straight-line retry.
func inLoop(loops []*loopInfo, b *ssa.BasicBlock) bool {
	for _, l := range loops {
		if l.in(b) {
			return true
		}
	}
	return false
}

// changesRequest: every round of the loop sends a changed request: a
// variable carried round the loop, changed on the way round and not its
// counter, goes into what the attempt sends (the next port after "port
// unavailable": databaseConfig["port"] = port; c.Create(ctx, databaseConfig)).
// Such a loop is a corrective re-request, not a re-send of the same
// write. Failover loops over replicas change the target, not the
// request, and are not asked.
func (l *loopInfo) changesRequest(fn *ssa.Function, isIO func(ssa.Instruction) bool) bool {
	call, ok := l.outcome.(ssa.CallInstruction)
	if !ok || l.yield {
		return false
	}
	args := map[ssa.Value]bool{}
	sent := map[ssa.Value]bool{} // the arguments of the calls that do remote I/O only
	addArgs := func(c ssa.CallInstruction, into map[ssa.Value]bool) {
		for _, a := range ssax.Args(c.Common()) {
			if !isContext(a.Type()) {
				a = ssax.Unwrap(a)
				into[a] = true
				if u, ok := a.(*ssa.UnOp); ok && u.Op == token.MUL {
					into[u.X] = true // a struct passed by value, loaded from its variable
				}
			}
		}
	}
	addArgs(call, args)
	var ioCall ssa.CallInstruction
	if isIO(call) {
		addArgs(call, sent)
		ioCall = call
	}
	// What the loop sends: also the arguments of its calls that do
	// remote I/O (the outcome may be a decoding of the answer,
	// kerr.ErrorForCode(resp.ErrorCode)).
	for _, b := range fn.Blocks {
		if !l.in(b) {
			continue
		}
		for _, instr := range b.Instrs {
			if c, ok := instr.(ssa.CallInstruction); ok && isIO(instr) {
				addArgs(c, args)
				addArgs(c, sent)
			}
		}
	}
	for _, instr := range l.Header.Instrs {
		phi, ok := instr.(*ssa.Phi)
		if !ok {
			break
		}
		if isBool(phi.Type()) || isContext(phi.Type()) || ssax.IsErrorType(phi.Type()) || compared(phi) || !changedRound(l, phi) {
			continue
		}
		if counts(l, phi) {
			// attempts++ handed to a policy (if !c.shouldRetry(attempts,
			// 0)) that sends nothing: a counter, unless it goes into what
			// is sent (page++ into the URL).
			if flowsInto(phi, sent, ioCall, 0) {
				return true
			}
			continue
		}
		if flowsInto(phi, args, call, 0) {
			return true
		}
	}
	return false
}

// isContext: context.Context, also through an alias of it
// (golang.org/x/net/context.Context).
func isContext(t types.Type) bool {
	return types.TypeString(types.Unalias(t), nil) == "context.Context"
}

// compared: the value, or the value plus or minus a constant, is
// compared (a counter tested against a bound: tries++; if tries < 3).
func compared(v ssa.Value) bool {
	return comparedAt(v, 0)
}

func comparedAt(v ssa.Value, depth int) bool {
	refs := v.Referrers()
	if refs == nil || depth > 2 {
		return false
	}
	for _, r := range *refs {
		b, ok := r.(*ssa.BinOp)
		if !ok {
			continue
		}
		switch b.Op {
		case token.LSS, token.LEQ, token.GTR, token.GEQ, token.EQL, token.NEQ:
			return true
		case token.ADD, token.SUB:
			if _, isConst := b.Y.(*ssa.Const); isConst && comparedAt(b, depth+1) {
				return true
			}
		}
	}
	return false
}

// counts: every way round that changes the phi adds a constant to it
// (attempts++): the phi counts the rounds.
func counts(l *loopInfo, phi *ssa.Phi) bool {
	changed := false
	for i, e := range phi.Edges {
		if !l.in(phi.Block().Preds[i]) || e == ssa.Value(phi) {
			continue
		}
		b, ok := e.(*ssa.BinOp)
		if !ok || b.Op != token.ADD && b.Op != token.SUB || b.X != ssa.Value(phi) {
			return false
		}
		if _, isConst := b.Y.(*ssa.Const); !isConst {
			return false
		}
		changed = true
	}
	return changed
}

// changedRound: some way round gives the phi another value than itself,
// and not one a call returned (a new connection or broker is a
// reconnect: the same request again).
func changedRound(l *loopInfo, phi *ssa.Phi) bool {
	for i, e := range phi.Edges {
		if !l.in(phi.Block().Preds[i]) || e == ssa.Value(phi) {
			continue
		}
		if c := ssax.AsCall(e); c != nil {
			continue // a value a call returns: a new connection, broker or token is the same request again
		}
		return true
	}
	return false
}

// flowsInto: v, or what is made from it, is an argument of call or is
// written into one (a map entry, a field, an element).
func flowsInto(v ssa.Value, args map[ssa.Value]bool, call ssa.CallInstruction, depth int) bool {
	if depth > 4 {
		return false
	}
	if args[v] {
		return true
	}
	refs := v.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		switch x := r.(type) {
		case *ssa.MapUpdate:
			if x.Value == v && args[ssax.Unwrap(x.Map)] {
				return true
			}
		case *ssa.Store:
			if x.Val == v {
				if base := ssax.FieldBase(x.Addr); base != nil && (args[ssax.Unwrap(base)] || flowsInto(ssax.Unwrap(base), args, call, depth+1)) {
					return true // req.Mechanism = name; send(appendReq(req))
				}
				if ia, ok := x.Addr.(*ssa.IndexAddr); ok && args[ssax.Unwrap(ia.X)] {
					return true
				}
				if args[x.Addr] {
					return true // a := appendReq(req); send(a), a in a variable
				}
			}
		case *ssa.MakeInterface, *ssa.Convert, *ssa.ChangeType:
			if flowsInto(x.(ssa.Value), args, call, depth+1) {
				return true
			}
		case *ssa.BinOp:
			if flowsInto(x, args, call, depth+1) {
				return true
			}
		case *ssa.Call:
			if ssa.CallInstruction(x) == call {
				return true
			}
			if flowsInto(x, args, call, depth+1) {
				return true
			}
		}
	}
	return false
}

// nextFromCall: every way round gives the phi a value a call returns.
func nextFromCall(l *loopInfo, phi *ssa.Phi) bool {
	found := false
	for i, e := range phi.Edges {
		if !l.in(phi.Block().Preds[i]) {
			continue
		}
		if ssax.AsCall(e) == nil {
			return false
		}
		found = true
	}
	return found
}

var errorIface = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// stripNots removes the ! around a condition: the condition, and 1 when
// an odd number of them was removed.
func stripNots(cond ssa.Value) (ssa.Value, int) {
	flip := 0
	for i := 0; i < 4; i++ {
		u, isNot := cond.(*ssa.UnOp)
		if !isNot || u.Op != token.NOT {
			break
		}
		cond, flip = u.X, 1-flip
	}
	return cond, flip
}

// answerSide returns the successor of the If that is taken when it finds
// an error to be an answer rather than a failure (catalog.AnswerName: the
// thing is not there, or not ready yet), or -1: errors.As into a
// NotFound fault, errors.Is with an ErrNotExist, a predicate such as
// IsNotFound(err), err == sql.ErrNoRows.
func answerSide(iff *ssa.If) int {
	cond, flip := stripNots(iff.Cond)
	switch c := cond.(type) {
	case *ssa.Call:
		if answerCall(&c.Call) {
			return flip
		}
	case *ssa.BinOp:
		if c.Op != token.EQL && c.Op != token.NEQ || !ssax.IsErrorType(c.X.Type()) {
			return -1
		}
		if answerValue(c.X) || answerValue(c.Y) {
			if c.Op == token.NEQ {
				flip = 1 - flip
			}
			return flip
		}
	}
	return -1
}

// answerCall reports whether a call tests that an error is an answer:
// errors.As into an answer type, errors.Is with an answer, or a predicate
// named for one that takes an error (IsNotFound(err), os.IsNotExist).
func answerCall(c *ssa.CallCommon) bool {
	fn := ssax.Callee(c)
	if fn == nil {
		return false
	}
	args := ssax.Args(c)
	key := fn.Name()
	if fn.Pkg() != nil && fn.Signature().Recv() == nil && strings.HasSuffix(fn.Pkg().Path(), "errors") {
		key = "errors." + key // std's errors, x/xerrors, pkg/errors, cockroachdb/errors
	}
	switch key {
	case "errors.As":
		return len(args) == 2 && answerTarget(args[1])
	case "errors.Is":
		return len(args) == 2 && answerValue(args[1])
	}
	if !catalog.AnswerName(fn.Name()) {
		return false
	}
	for _, a := range args {
		if ssax.IsErrorType(a.Type()) {
			return true
		}
	}
	return false
}

// answerTarget: the target of errors.As is a pointer to a variable of an
// answer type (&notFound with notFound *types.GlobalClusterNotFoundFault).
func answerTarget(v ssa.Value) bool {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	p, ok := v.Type().Underlying().(*types.Pointer)
	if !ok {
		return false
	}
	n := names.Named(p.Elem()) // the variable's type, T or *T
	return n != nil && catalog.AnswerName(n.Obj().Name())
}

// answerValue: a load of a package-level error that is an answer, or a
// constant of an error type that is one (go-redis's redis.Nil).
func answerValue(v ssa.Value) bool {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	if c, ok := v.(*ssa.Const); ok && c.Value != nil {
		if s, isStr := ssax.StringConst(c); isStr {
			return catalog.AnswerConst(names.TypeKey(c.Type()), s)
		}
		return false
	}
	u, ok := v.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return false
	}
	g, ok := u.X.(*ssa.Global)
	if !ok || g.Pkg == nil {
		return false
	}
	return catalog.AnswerKey(g.Pkg.Pkg.Path() + "." + g.Name())
}

// asksAgain reports whether what the loop's attempt sends was read in the
// same round from new input: the outcome call's arguments, or those of a
// call in the loop that does remote I/O, come from a read of input
// (catalog.InputRead, a channel receive, or a function of the package
// whose body does one: a prompt, a workflow's ReceiveRequest). Such a
// loop asks again with a new answer (a prompt repeated until the input is
// valid), it does not retry what failed.
func (l *loopInfo) asksAgain(fn *ssa.Function, isIO func(ssa.Instruction) bool, fact func(*types.Func) bool) bool {
	call, ok := l.outcome.(ssa.CallInstruction)
	if !ok || l.yield {
		return false
	}
	calls := []ssa.CallInstruction{call}
	for _, b := range fn.Blocks {
		if !l.in(b) {
			continue
		}
		for _, instr := range b.Instrs {
			if c, ok := instr.(ssa.CallInstruction); ok && c != call && isIO(instr) {
				calls = append(calls, c)
			}
		}
	}
	for _, c := range calls {
		vals := ssax.Args(c.Common())
		if r := ssax.Recv(c.Common()); r != nil {
			vals = append(vals[:len(vals):len(vals)], r) // fut.Get(ctx, nil), fut made from the input
		}
		for _, a := range vals {
			if !isContext(a.Type()) && l.readInRound(a, fact, 0) {
				return true
			}
		}
	}
	return false
}

// readInRound reports whether v comes from a read of input made in the
// loop (through conversions, loads and the calls that transform it:
// strings.TrimSpace(text)).
func (l *loopInfo) readInRound(v ssa.Value, fact func(*types.Func) bool, depth int) bool {
	if depth > 6 || v == nil {
		return false
	}
	switch x := v.(type) {
	case *ssa.Extract:
		return l.readInRound(x.Tuple, fact, depth+1)
	case *ssa.UnOp:
		if x.Op == token.ARROW {
			return l.in(x.Block())
		}
		return l.readInRound(x.X, fact, depth+1)
	case *ssa.MakeInterface:
		return l.readInRound(x.X, fact, depth+1)
	case *ssa.ChangeType:
		return l.readInRound(x.X, fact, depth+1)
	case *ssa.Convert:
		return l.readInRound(x.X, fact, depth+1)
	case *ssa.Slice:
		// variadic arguments: the values stored into the array sliced
		// (ExecuteActivity(ctx, fn, email))
		if refs := x.X.Referrers(); refs != nil {
			for _, r := range *refs {
				ia, ok := r.(*ssa.IndexAddr)
				if !ok || ia.Referrers() == nil {
					continue
				}
				for _, rr := range *ia.Referrers() {
					if st, ok := rr.(*ssa.Store); ok && st.Addr == ia && l.readInRound(st.Val, fact, depth+1) {
						return true
					}
				}
			}
		}
	case *ssa.Call:
		if !l.in(x.Block()) {
			return false
		}
		if readsInput(&x.Call, fact, 0) {
			return true
		}
		for _, a := range x.Call.Args {
			if l.readInRound(a, fact, depth+1) {
				return true
			}
		}
	}
	return false
}

// readsInput reports whether the call reads input: an input read of the
// catalog, a function of another package whose fact says it reads, or a
// function of the package (or a closure) whose body makes one or
// receives from a channel, one level deep.
func readsInput(c *ssa.CallCommon, fact func(*types.Func) bool, depth int) bool {
	if readsInputCall(c, fact, depth) {
		return true
	}
	fn := c.StaticCallee()
	return fn != nil && len(fn.Blocks) > 0 && fn.Pkg != nil && !catalog.IsStd(fn.Pkg.Pkg.Path()) && receives(fn)
}

// readsInputCall is readsInput without channel receives.
func readsInputCall(c *ssa.CallCommon, fact func(*types.Func) bool, depth int) bool {
	callee := ssax.Callee(c)
	if callee != nil && (catalog.InputRead(names.Key(callee)) || fact(callee)) {
		return true
	}
	fn := c.StaticCallee()
	if fn == nil || depth > 1 || len(fn.Blocks) == 0 || fn.Pkg == nil || catalog.IsStd(fn.Pkg.Pkg.Path()) {
		return false
	}
	return readsInputFn(fn, fact, depth+1)
}

// readsInputFn reports whether fn's body reads input (not counting
// channel receives: a function that waits for a result it started is no
// reader of input), through calls down to the depth limit.
func readsInputFn(fn *ssa.Function, fact func(*types.Func) bool, depth int) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(ssa.CallInstruction); ok && readsInputCall(c.Common(), fact, depth) {
				return true
			}
		}
	}
	return false
}

// receives reports whether fn receives from a channel.
func receives(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if u, ok := instr.(*ssa.UnOp); ok && u.Op == token.ARROW {
				return true
			}
		}
	}
	return false
}

// sleeps returns the positions of the calls of catalog.Sleep in the
// loop's blocks: the waits between its attempts.
func (l *loopInfo) sleeps(fn *ssa.Function) []token.Pos {
	var out []token.Pos
	for _, b := range fn.Blocks {
		if !l.in(b) {
			continue
		}
		for _, in := range b.Instrs {
			if c, ok := in.(*ssa.Call); ok {
				if f := ssax.StaticCallee(&c.Call); f != nil && names.Key(f) == catalog.Sleep {
					out = append(out, c.Pos())
				}
			}
		}
	}
	return out
}

// stopsOnSignal reports whether a select in the loop leaves it when a
// channel that is no clock's is ready: a stop channel (stopc, done, a
// context's Done passed in) ends the attempts from outside, as a context
// does. A clock's channel made in the round (time.After(d), a Ticker's
// C) only paces them; a timer made before the loop that leaves it when
// it fires (case <-timer.C: return ErrTimeout) is a deadline.
func (l *loopInfo) stopsOnSignal(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		if !l.in(b) {
			continue
		}
		for _, in := range b.Instrs {
			sel, ok := in.(*ssa.Select)
			if !ok {
				continue
			}
			for i, st := range sel.States {
				if st.Dir != types.RecvOnly || isClockChan(st.Chan.Type()) && !l.timeUp(st.Chan) {
					continue
				}
				if succ := selectCase(sel, i); succ != nil && l.leaves(succ) {
					return true
				}
			}
		}
	}
	return false
}

// timeUp reports whether ch is a one-shot timer's channel made before the
// loop (timeup := time.After(timeout); a time.Timer's C, the timer made
// by time.NewTimer before the loop or handed in): it fires once, when
// the time is up, so a case on it that leaves is a deadline. A timer
// made in the loop paces the rounds, and a ticker fires every period.
func (l *loopInfo) timeUp(ch ssa.Value) bool {
	switch x := ch.(type) {
	case *ssa.Call:
		fn := ssax.Callee(&x.Call)
		return fn != nil && names.Key(fn) == "time.After" && !l.in(x.Block())
	case *ssa.UnOp: // *&t.C
		fa, ok := x.X.(*ssa.FieldAddr)
		if !ok || x.Op != token.MUL || types.TypeString(types.Unalias(fa.X.Type()), nil) != "*time.Timer" {
			return false
		}
		switch t := fa.X.(type) {
		case *ssa.Parameter, *ssa.FreeVar:
			return true
		case ssa.Instruction:
			return !l.in(t.Block())
		}
	}
	return false
}

// isClockChan reports whether a channel carries times (a timer's).
func isClockChan(t types.Type) bool {
	ch, ok := t.Underlying().(*types.Chan)
	return ok && types.TypeString(ch.Elem(), nil) == "time.Time"
}

// selectCase returns the block a select runs when case i is chosen: the
// true side of its "index == i" test.
func selectCase(sel *ssa.Select, i int) *ssa.BasicBlock {
	for _, r := range *sel.Referrers() {
		ex, ok := r.(*ssa.Extract)
		if !ok || ex.Index != 0 {
			continue
		}
		for _, u := range *ex.Referrers() {
			cmp, ok := u.(*ssa.BinOp)
			if !ok || cmp.Op != token.EQL {
				continue
			}
			if k, ok := ssax.IntConst(cmp.Y); !ok || k != int64(i) {
				continue
			}
			for _, w := range *cmp.Referrers() {
				if iff, ok := w.(*ssa.If); ok {
					return iff.Block().Succs[0]
				}
			}
		}
	}
	return nil
}

// dropsStale reports whether the outcome branch in blk is a checkout's
// test of a connection rather than the test of an attempt (rueidis's
// pool.Acquire: if !v.StopTimer() || v.Error() != nil { v.Close(); goto
// retry }). The tested call is a method of a value the round took
// without I/O of its own (popped from a pool's list, received from its
// channel of idle connections); the test does no I/O, so it reads the
// state the value holds; no call that does I/O used the value in the
// round before the test; and every way round from the failure side
// closes the value. The loop throws away a stale connection and takes
// another, each round a different one, and a connection it makes is
// handed out whatever it holds: nothing that failed is tried again.
//
// A value a call of the round made with I/O (a dial whose connection
// holds its error), a test that does I/O (a send on the connection, a
// ping), and a test after a send on the value (the error the send
// recorded) are attempts: such loops stay retries, closed connection or
// not. isIO says whether a call instruction of the function does I/O.
func (l *loopInfo) dropsStale(blk *ssa.BasicBlock, success int, call ssa.Instruction, isIO func(ssa.Instruction) bool) bool {
	c, ok := call.(*ssa.Call)
	if !ok || l.yield || isIO(c) {
		return false
	}
	recv := ssax.Recv(&c.Call)
	if recv == nil {
		return false
	}
	srcs, ok := sourcesOf(recv)
	if !ok || len(srcs) == 0 {
		return false
	}
	taken := map[ssa.Value]bool{}
	for _, s := range srcs {
		instr, ok := s.(ssa.Instruction)
		if !ok || instr.Block() == nil || !l.in(instr.Block()) {
			return false // not taken in the round: a parameter, a value from before the loop
		}
		if sc := ssax.AsCall(s); sc != nil && isIO(sc) {
			return false // made by the round's I/O: its state is that call's outcome
		}
		if l.receivesFromGo(s) {
			return false
		}
		taken[s] = true
	}
	uses := func(v ssa.Value) bool {
		vs, ok := sourcesOf(v)
		if !ok {
			return true
		}
		for _, s := range vs {
			if taken[s] {
				return true
			}
		}
		return false
	}
	// No I/O with the value before the test, in the blocks that lead to it.
	op := l.reaching(blk)
	for _, b := range blk.Parent().Blocks {
		if !op[b.Index] {
			continue
		}
		for _, instr := range b.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok || instr == call || !isIO(instr) {
				continue
			}
			if r := ssax.Recv(ci.Common()); r != nil && uses(r) {
				return false
			}
			for _, a := range ssax.Args(ci.Common()) {
				if uses(a) {
					return false
				}
			}
		}
	}
	closes := func(b *ssa.BasicBlock) bool {
		for _, instr := range b.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			if fn := ssax.Callee(ci.Common()); fn == nil || fn.Name() != "Close" {
				continue
			}
			if r := ssax.Recv(ci.Common()); r != nil && uses(r) {
				return true
			}
		}
		return false
	}
	// Every way round from the failure side closes the value.
	return l.everyWayRound(blk.Succs[1-success], closes)
}

// receivesFromGo: v is a receive (or a select's received value) in a
// round that starts a goroutine, whose attempt may be what is received
// (errorCall counts such a receive as an attempt's outcome).
func (l *loopInfo) receivesFromGo(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.UnOp:
		if x.Op != token.ARROW {
			return false
		}
	case *ssa.Extract:
		if _, ok := x.Tuple.(*ssa.Select); !ok {
			if u, ok := x.Tuple.(*ssa.UnOp); !ok || u.Op != token.ARROW {
				return false
			}
		}
	default:
		return false
	}
	for _, b := range v.(ssa.Instruction).Parent().Blocks {
		if !l.in(b) {
			continue
		}
		for _, instr := range b.Instrs {
			if _, ok := instr.(*ssa.Go); ok {
				return true
			}
		}
	}
	return false
}

// sourcesOf returns the values v can be: through conversions, phis and
// loads of a local variable (the stores that reach the load). ok is
// false when a source cannot be told: a variable whose address is
// passed on, or a chain too deep to follow.
func sourcesOf(v ssa.Value) ([]ssa.Value, bool) {
	var out []ssa.Value
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value, depth int) bool
	walk = func(v ssa.Value, depth int) bool {
		v = ssax.Unwrap(v)
		if seen[v] {
			return true
		}
		seen[v] = true
		if depth > 8 {
			return false
		}
		switch x := v.(type) {
		case *ssa.Phi:
			for _, e := range x.Edges {
				if !walk(e, depth+1) {
					return false
				}
			}
			return true
		case *ssa.UnOp:
			if a, ok := x.X.(*ssa.Alloc); ok && x.Op == token.MUL {
				vals, ok := ssax.ReachingStores(a, x)
				if !ok {
					return false
				}
				for _, s := range vals {
					if !walk(s, depth+1) {
						return false
					}
				}
				return true
			}
		}
		out = append(out, v)
		return true
	}
	if !walk(v, 0) {
		return nil, false
	}
	return out, true
}
