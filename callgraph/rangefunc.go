package callgraph

import (
	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/bound"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// Range-over-func retry loops: an iterator that yields once per attempt
// and waits between yields (a retry timer), and a loop body that leaves on
// success and goes on after a failure:
//
//	for range c.newRetryTimer(ctx, maxRetries, unit, cap, jitter) {
//		resp, err = c.do(req)
//		if err == nil {
//			return resp, nil
//		}
//	}
//
// SSA builds the body as a synthetic function (ssax.IsYield) that the
// iterator calls: continue is "return true", break and return are
// "return false". The body is a loop headed by its entry (yieldLoop) for
// the outcome search of loops.go; its attempts are the iterator's yields
// (yieldBound).

// yieldLoop returns the body of a range-over-func loop as a loop, or nil
// when fn is no such body.
func yieldLoop(fn *ssa.Function) *loopInfo {
	if !ssax.IsYield(fn) || len(fn.Blocks) == 0 {
		return nil
	}
	return &loopInfo{Loop: ssax.Body(fn), yield: true}
}

// yieldBound returns the attempts of the range-over-func loop whose body
// is y: the yields of its iterator, when the iterator is a closure
// returned by a function of this package whose loop calls yield (the
// count of that loop, or the argument of the factory call that sets it);
// otherwise the iterator decides when to stop and the count is unknown.
func (o *owners) yieldBound(y *ssa.Function) bound.Bound {
	unknown := bound.Unknowable(bound.ExitCondition)
	call := rangeCall(y)
	if call == nil {
		return unknown
	}
	factory := ssax.AsCall(call.Call.Value)
	if factory == nil {
		return unknown
	}
	iter := returnedFunc(factory.Call.StaticCallee())
	if iter == nil || len(iter.Params) == 0 {
		return unknown
	}
	n := o.p.g.OfFunc(iter)
	for _, l := range findLoops(iter) {
		call := callIn(l, iter.Params[0])
		if call == nil {
			continue
		}
		l.outcome = call // an attempt is a yield: count the checks after it
		deadline := false
		if n != nil {
			for _, r := range n.Refs {
				deadline = deadline || l.in(r.Block) && o.p.eff.deadlineRef(r)
			}
		}
		l.freeArgs = true
		bd, arg, add := loopBound(iter, l, deadline, nil)
		if arg > 0 {
			a := ssax.Arg(ssax.Args(&factory.Call), arg-1)
			if k, ok := ssax.IntConst(a); ok {
				return bound.Of(k+add, bound.Argument)
			}
			if ssax.LoadedField(a) != nil {
				return bound.Unknowable(bound.Field)
			}
		}
		return bd
	}
	return unknown
}

// rangeCall returns the call iter(body) that runs the range-over-func
// body y, in the function that holds the loop.
func rangeCall(y *ssa.Function) *ssa.Call {
	parent := y.Parent()
	if parent == nil {
		return nil
	}
	for _, b := range parent.Blocks {
		for _, instr := range b.Instrs {
			c, ok := instr.(*ssa.Call)
			if !ok || len(c.Call.Args) != 1 || c.Call.IsInvoke() {
				continue
			}
			switch a := c.Call.Args[0].(type) {
			case *ssa.MakeClosure:
				if a.Fn == y {
					return c
				}
			case *ssa.Function:
				if a == y {
					return c
				}
			}
		}
	}
	return nil
}

// returnedFunc returns the function literal that fn returns on every
// path, or nil.
func returnedFunc(fn *ssa.Function) *ssa.Function {
	if fn == nil {
		return nil
	}
	var out *ssa.Function
	for _, b := range fn.Blocks {
		ret, ok := ssax.Last(b).(*ssa.Return)
		if !ok || len(ret.Results) != 1 {
			continue
		}
		var f *ssa.Function
		switch v := ssax.Unwrap(ret.Results[0]).(type) {
		case *ssa.MakeClosure:
			f, _ = v.Fn.(*ssa.Function)
		case *ssa.Function:
			f = v
		}
		if f == nil || out != nil && f != out {
			return nil
		}
		out = f
	}
	return out
}

// callIn returns the loop's call of the function value v, or nil.
func callIn(l *loopInfo, v ssa.Value) *ssa.Call {
	for _, b := range v.Parent().Blocks {
		if !l.in(b) {
			continue
		}
		for _, instr := range b.Instrs {
			if c, ok := instr.(*ssa.Call); ok && c.Call.Value == v {
				return c
			}
		}
	}
	return nil
}
