package callgraph

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// Retry loops and straight-line retries, found on the SSA form.
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
	header  *ssa.BasicBlock
	blocks  []bool
	outcome ssa.Instruction // the call (or receive) whose failure goes round again
	op      []bool          // the retried operation: loop blocks that run before the outcome branch in an iteration
}

func (l *loopInfo) inOp(b *ssa.BasicBlock) bool {
	return b != nil && l.op != nil && b.Index < len(l.op) && l.op[b.Index]
}

// reaching returns the loop blocks from which blk is reached within one
// iteration (without passing the header again): what runs before the
// outcome is known. Other branches of the loop body (a heartbeat case
// of a select, say) are not part of the retried operation.
func (l *loopInfo) reaching(blk *ssa.BasicBlock) []bool {
	op := make([]bool, len(l.blocks))
	stack := []*ssa.BasicBlock{blk}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !l.in(b) || op[b.Index] {
			continue
		}
		op[b.Index] = true
		if b == l.header {
			continue
		}
		stack = append(stack, b.Preds...)
	}
	return op
}

// findLoops returns the natural loops of fn, one per header.
func findLoops(fn *ssa.Function) []*loopInfo {
	var loops []*loopInfo
	byHeader := map[*ssa.BasicBlock]*loopInfo{}
	for _, blk := range fn.Blocks {
		for _, h := range blk.Succs {
			if !h.Dominates(blk) {
				continue
			}
			l := byHeader[h]
			if l == nil {
				l = &loopInfo{header: h, blocks: make([]bool, len(fn.Blocks))}
				l.blocks[h.Index] = true
				byHeader[h] = l
				loops = append(loops, l)
			}
			// Everything that reaches the latch without passing the header.
			stack := []*ssa.BasicBlock{blk}
			for len(stack) > 0 {
				b := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if l.blocks[b.Index] {
					continue
				}
				l.blocks[b.Index] = true
				stack = append(stack, b.Preds...)
			}
		}
	}
	return loops
}

// Loop is a natural loop of a function: a header that dominates the
// sources of its back edges, and the blocks that reach them.
type Loop struct {
	Header *ssa.BasicBlock
	blocks []bool
	size   int
}

// Contains reports whether b is in the loop.
func (l *Loop) Contains(b *ssa.BasicBlock) bool {
	return b != nil && b.Index < len(l.blocks) && l.blocks[b.Index]
}

// Size is the number of blocks in the loop.
func (l *Loop) Size() int { return l.size }

// NaturalLoops returns the natural loops of fn, one per header.
func NaturalLoops(fn *ssa.Function) []*Loop {
	var out []*Loop
	for _, l := range findLoops(fn) {
		n := 0
		for _, in := range l.blocks {
			if in {
				n++
			}
		}
		out = append(out, &Loop{Header: l.header, blocks: l.blocks, size: n})
	}
	return out
}

func (l *loopInfo) in(b *ssa.BasicBlock) bool {
	return b != nil && b.Index < len(l.blocks) && l.blocks[b.Index]
}

// leaves reports whether every path from start stays off the header and
// some path leaves the loop (an edge out, or a return).
func (l *loopInfo) leaves(start *ssa.BasicBlock) bool {
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
		if b == l.header {
			return false
		}
		if len(b.Instrs) > 0 {
			if _, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
				exits = true
			}
		}
		for _, s := range b.Succs {
			if !l.in(s) {
				exits = true
				continue
			}
			stack = append(stack, s)
		}
	}
	return exits
}

// returns reports whether some path from start reaches the header while
// staying inside the loop.
func (l *loopInfo) returns(start *ssa.BasicBlock) bool {
	seen := map[*ssa.BasicBlock]bool{}
	stack := []*ssa.BasicBlock{start}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !l.in(b) || seen[b] {
			continue
		}
		if b == l.header {
			return true
		}
		seen[b] = true
		stack = append(stack, b.Succs...)
	}
	return false
}

// outcomeOf classifies the condition of an If: which successor is the
// success side (0 or 1), and the call whose outcome it tests. inLoop
// limits the calls considered.
func outcomeOf(cond ssa.Value, inLoop func(*ssa.BasicBlock) bool) (success int, call ssa.Instruction, ok bool) {
	flip := 0
	for i := 0; i < 4; i++ {
		u, isNot := cond.(*ssa.UnOp)
		if !isNot || u.Op != token.NOT {
			break
		}
		cond, flip = u.X, 1-flip
	}
	switch c := cond.(type) {
	case *ssa.BinOp:
		if c.Op != token.EQL && c.Op != token.NEQ && c.Op != token.LSS && c.Op != token.LEQ && c.Op != token.GTR && c.Op != token.GEQ {
			return 0, nil, false
		}
		x, y := c.X, c.Y
		if isNilConst(x) {
			x, y = y, x
		}
		if isNilConst(y) && isErrorType(x.Type()) && (c.Op == token.EQL || c.Op == token.NEQ) {
			call := errorCall(x, inLoop, 0)
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
		return statusOutcome(c, flip, inLoop)
	case *ssa.Extract, *ssa.Call:
		if !types.Identical(cond.Type(), types.Typ[types.Bool]) {
			return 0, nil, false
		}
		call := asCall(cond)
		if call == nil || !inLoop(call.Block()) || isDeadlineCall(call) {
			return 0, nil, false
		}
		return flip, call, true
	}
	return 0, nil, false
}

func isNilConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.IsNil()
}

// errorCall traces an error value back to the call in the loop that
// returned it, through phis; an error received from a channel (the
// outcome of an attempt run in a goroutine) counts too.
func errorCall(v ssa.Value, inLoop func(*ssa.BasicBlock) bool, depth int) ssa.Instruction {
	if depth > 6 {
		return nil
	}
	switch x := v.(type) {
	case *ssa.Phi:
		for _, e := range x.Edges {
			if c := errorCall(e, inLoop, depth+1); c != nil {
				return c
			}
		}
		return nil
	case *ssa.Extract, *ssa.Call:
		c := asCall(x)
		if c == nil || !inLoop(c.Block()) || isDeadlineCall(c) {
			return nil
		}
		return c
	case *ssa.UnOp:
		if x.Op == token.ARROW && !x.CommaOk && inLoop(x.Block()) {
			return x
		}
	}
	return nil
}

// isDeadlineCall: ctx.Err() is a stop condition, not an outcome.
func isDeadlineCall(c *ssa.Call) bool {
	fn := calleeOf(&c.Call)
	return fn != nil && isDeadlineFunc(fn)
}

// statusOutcome handles resp.StatusCode compared with a constant.
func statusOutcome(c *ssa.BinOp, flip int, inLoop func(*ssa.BasicBlock) bool) (int, ssa.Instruction, bool) {
	x, y, op := c.X, c.Y, c.Op
	if _, isConst := x.(*ssa.Const); isConst {
		x, y = y, x
		op = mirror(op)
	}
	k, ok := intConst(y)
	if !ok {
		return 0, nil, false
	}
	u, ok := x.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return 0, nil, false
	}
	fa, ok := u.X.(*ssa.FieldAddr)
	if !ok {
		return 0, nil, false
	}
	f := fieldOf(fa)
	if f == nil || f.Name() != "StatusCode" || !namedIn(fa.X.Type(), "net/http", "Response") {
		return 0, nil, false
	}
	call := asCall(fa.X)
	if call == nil || !inLoop(call.Block()) {
		return 0, nil, false
	}
	ok200, ok503 := compare(op, 200, k), compare(op, 503, k)
	if ok200 == ok503 {
		return 0, nil, false
	}
	s := 1
	if ok200 {
		s = 0
	}
	return s ^ flip, call, true
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

func compare(op token.Token, a, b int64) bool {
	return constant.Compare(constant.MakeInt64(a), op, constant.MakeInt64(b))
}

// loopBound computes the attempts of a retry loop from its counters.
//
// An induction variable is a header phi whose value from inside the loop
// is itself plus a constant. A counter check is a comparison of it (or of
// it plus a constant) with a limit, one side of which leaves the loop.
// With constant start, step and limit the attempts are counted by
// running the counter: the check on iteration j leaves the loop, and the
// attempts are j when the outcome call runs before the check, j-1 when
// the check runs first. A parameter limit is solved the same way for two
// limits, giving "argument + k" for callers that pass a constant.
func loopBound(fn *ssa.Function, l *loopInfo, hasDeadline bool) (bd Bound, boundArg int, boundAdd int64) {
	type induction struct {
		init, step int64
		initOK     bool
	}
	ind := map[ssa.Value]induction{}
	for _, instr := range l.header.Instrs {
		phi, ok := instr.(*ssa.Phi)
		if !ok {
			break
		}
		var in induction
		found := false
		for i, e := range phi.Edges {
			pred := l.header.Preds[i]
			if l.in(pred) {
				bin, ok := e.(*ssa.BinOp)
				if !ok || (bin.Op != token.ADD && bin.Op != token.SUB) || bin.X != phi {
					found = false
					break
				}
				k, ok := intConst(bin.Y)
				if !ok || k == 0 {
					found = false
					break
				}
				if bin.Op == token.SUB {
					k = -k
				}
				in.step, found = k, true
			} else if n, ok := intConst(e); ok {
				in.init, in.initOK = n, true
			}
		}
		if found {
			ind[phi] = in
		}
	}
	best := Bound{}
	haveBest := false
	for _, blk := range fn.Blocks {
		if !l.in(blk) || len(blk.Instrs) == 0 {
			continue
		}
		iff, ok := blk.Instrs[len(blk.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		cmp, ok := iff.Cond.(*ssa.BinOp)
		if !ok {
			continue
		}
		exitWhen := -1
		switch {
		case l.leaves(blk.Succs[0]) && l.returns(blk.Succs[1]):
			exitWhen = 1 // true leaves
		case l.leaves(blk.Succs[1]) && l.returns(blk.Succs[0]):
			exitWhen = 0
		}
		if exitWhen < 0 {
			continue
		}
		x, y, op := cmp.X, cmp.Y, cmp.Op
		var off int64
		base := x
		if _, ok := ind[base]; !ok {
			if bin, ok := x.(*ssa.BinOp); ok && bin.Op == token.ADD {
				if k, ok := intConst(bin.Y); ok {
					base, off = bin.X, k
				}
			}
		}
		in, ok := ind[base]
		if !ok {
			// Maybe written the other way round: limit > i.
			x, y, op = y, x, mirror(op)
			base, off = x, 0
			if bin, ok := x.(*ssa.BinOp); ok && bin.Op == token.ADD {
				if k, ok := intConst(bin.Y); ok {
					base, off = bin.X, k
				}
			}
			if in, ok = ind[base]; !ok {
				continue
			}
		}
		checkFirst := l.outcome == nil || blk.Dominates(l.outcome.Block())
		count := func(limit int64) (int64, bool) {
			if !in.initOK {
				return 0, false
			}
			for j := int64(1); j <= 1<<20; j++ {
				v := in.init + (j-1)*in.step + off
				res := compare(op, v, limit)
				if (res && exitWhen == 1) || (!res && exitWhen == 0) {
					if checkFirst {
						return j - 1, true
					}
					return j, true
				}
			}
			return 0, false
		}
		var cand Bound
		if k, ok := intConst(y); ok {
			if n, ok := count(k); ok {
				cand = KnownBound(n, "constant")
			} else {
				cand = UnknownBound("constant")
			}
		} else if p, ok := y.(*ssa.Parameter); ok && in.initOK {
			a10, ok1 := count(10)
			a20, ok2 := count(20)
			cand = UnknownBound("argument")
			if ok1 && ok2 && a20-a10 == 10 {
				for i, q := range fn.Params {
					if q == p {
						idx := i
						if fn.Signature.Recv() != nil {
							idx--
						}
						if idx >= 0 {
							boundArg, boundAdd = idx+1, a10-10
						}
					}
				}
			}
		} else if isLen(y) {
			cand = UnknownBound("replicas")
		} else if loadedField(y) != nil {
			cand = UnknownBound("field")
		} else {
			cand = UnknownBound("")
		}
		if !haveBest || cand.Kind == Known && (best.Kind != Known || cand.N < best.N) {
			best, haveBest = cand, true
		}
	}
	if haveBest {
		return best, boundArg, boundAdd
	}
	if hasDeadline {
		return UnknownBound("context"), 0, 0
	}
	if statefulExit(fn, l) {
		return UnknownBound("exit condition"), 0, 0
	}
	return UnboundedBound(""), 0, 0
}

func isLen(v ssa.Value) bool {
	c, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	b, ok := c.Call.Value.(*ssa.Builtin)
	return ok && b.Name() == "len"
}

// statefulExit reports whether the loop can also leave on the answer of
// a method call (r.IsNextRetry(err), budget.Allow()): a counter or a
// budget that the analysis cannot see, so the loop is not unbounded. A
// plain function of the error (errors.Is, isRetryable) does not count:
// it ends the loop for some errors, never for the transient ones.
func statefulExit(fn *ssa.Function, l *loopInfo) bool {
	for _, blk := range fn.Blocks {
		if !l.in(blk) || len(blk.Instrs) == 0 {
			continue
		}
		iff, ok := blk.Instrs[len(blk.Instrs)-1].(*ssa.If)
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
			if isNilConst(x) {
				x = bin.Y
			}
			if !isErrorType(x.Type()) {
				continue
			}
			cond = x
		}
		c := asCall(cond)
		if c == nil || ssa.Instruction(c) == l.outcome {
			continue
		}
		if c.Call.IsInvoke() {
			return true
		}
		if fn := c.Call.StaticCallee(); fn != nil && fn.Signature.Recv() != nil {
			return true
		}
	}
	return false
}
