package callgraph

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// retried returns the node that stands for what an owner repeats when it
// runs the operation t: t itself, or, when the library's outcome rule
// (catalog.Outcome) shows that some of t's calls sit on paths that can
// only end the attempts, a virtual node holding t's other refs. A wait
// condition that calls DetachVolume and then returns (false, err) on
// every path makes that call at most once per wait. A call whose failure
// ends the wait on every path (if err != nil { return false, err }) but
// whose success may go round again (polling a volume's state until it
// is available) is kept as a Success copy: the wait repeats it only
// while it works, so it multiplies no attempts on a failing dependency,
// but a write it makes is made again.
func (o *owners) retried(t *graph.Node, outcome catalog.Outcome) *graph.Node {
	if t.Fn == nil || len(t.Fn.Blocks) == 0 || outcome == catalog.AnyOutcome && !endsSome(t.Fn) {
		return t
	}
	again := againBlocks(t.Fn, outcome)
	return o.p.g.NewView(t, func(r *graph.Ref) *graph.Ref {
		switch {
		case r.Block == nil || r.Block.Parent() != t.Fn:
			return r
		case !again[r.Block.Index]:
			return nil
		}
		return successOnly(r, !failureRetried(r.Instr, outcome))
	})
}

// successOnly returns r, or, when the call it stands for is repeated only
// after it succeeded (once), a copy of it marked so: a poll of a state
// that ends when the call fails multiplies what it writes, not what it
// retries.
func successOnly(r *graph.Ref, once bool) *graph.Ref {
	if !once || !r.Call {
		return r
	}
	c := *r
	c.Of, c.Success = r, true
	return &c
}

// failureRetried reports whether, when the call fails, a return that may
// lead to another attempt can still be reached: the error it returns is
// followed as non-nil through the branches that test it. A call whose
// error is not looked at, or that returns none, may be retried.
func failureRetried(instr ssa.Instruction, outcome catalog.Outcome) bool {
	ci, ok := instr.(*ssa.Call)
	if !ok {
		return true
	}
	errv := errorResult(ci)
	if errv == nil || carriesStatus(ci) {
		return true
	}
	seen := map[int]bool{}
	work := []*ssa.BasicBlock{ci.Block()}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[b.Index] {
			continue
		}
		seen[b.Index] = true
		switch x := ssax.Last(b).(type) {
		case *ssa.Return:
			if outcome == catalog.Condition && len(x.Results) == 2 && x.Results[1] == errv {
				// (done, err) with err the failure: a library's wait ends
				// (a project's helper that records the error and goes
				// round is AnyOutcome: its (false, err) goes again).
				if c, ok := x.Results[0].(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.Bool {
					continue
				}
			}
			if mayGoAgain(x, outcome) {
				return true
			}
		case *ssa.If:
			if succ, ok := nonNilSucc(x, errv); ok {
				work = append(work, succ)
				continue
			}
			work = append(work, b.Succs...)
		default:
			work = append(work, b.Succs...)
		}
	}
	return false
}

// carriesStatus reports whether a result of the call carries a status
// (an *http.Response, a resty response: a field or method StatusCode):
// a failed answer comes back without an error, so a call can fail
// without its error being set.
func carriesStatus(ci *ssa.Call) bool {
	t := ci.Type()
	var ts []types.Type
	if tup, ok := t.(*types.Tuple); ok {
		for i := 0; i < tup.Len(); i++ {
			ts = append(ts, tup.At(i).Type())
		}
	} else {
		ts = append(ts, t)
	}
	for _, t := range ts {
		if obj, _, _ := types.LookupFieldOrMethod(t, true, nil, "StatusCode"); obj != nil {
			return true
		}
	}
	return false
}

// errorResult returns the error a call returns, as its last result, or
// nil when it returns none or the error is dropped.
func errorResult(ci *ssa.Call) ssa.Value {
	t := ci.Type()
	if tup, ok := t.(*types.Tuple); ok {
		if tup.Len() == 0 || !ssax.IsErrorType(tup.At(tup.Len()-1).Type()) {
			return nil
		}
		for _, r := range *ci.Referrers() {
			if ex, ok := r.(*ssa.Extract); ok && ex.Index == tup.Len()-1 {
				return ex
			}
		}
		return nil
	}
	if ssax.IsErrorType(t) {
		return ci
	}
	return nil
}

// nonNilSucc returns the successor an If takes when v is not nil, when
// the If tests v against nil.
func nonNilSucc(ifi *ssa.If, v ssa.Value) (*ssa.BasicBlock, bool) {
	cmp, ok := ifi.Cond.(*ssa.BinOp)
	if !ok || cmp.Op != token.NEQ && cmp.Op != token.EQL {
		return nil, false
	}
	other := cmp.Y
	switch v {
	case cmp.X:
	case cmp.Y:
		other = cmp.X
	default:
		return nil, false
	}
	if c, ok := other.(*ssa.Const); !ok || !c.IsNil() {
		return nil, false
	}
	if cmp.Op == token.NEQ {
		return ifi.Block().Succs[0], true
	}
	return ifi.Block().Succs[1], true
}

// againBlocks marks the blocks of fn from which a return that may lead
// to another attempt can be reached.
func againBlocks(fn *ssa.Function, outcome catalog.Outcome) []bool {
	again := make([]bool, len(fn.Blocks))
	var work []*ssa.BasicBlock
	for _, b := range fn.Blocks {
		if ret, ok := ssax.Last(b).(*ssa.Return); ok && mayGoAgain(ret, outcome) {
			again[b.Index] = true
			work = append(work, b)
		}
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, p := range b.Preds {
			if !again[p.Index] {
				again[p.Index] = true
				work = append(work, p)
			}
		}
	}
	return again
}

// mayGoAgain reports whether the return may lead to another attempt.
// An error marked permanent ends the attempts whatever the outcome rule.
func mayGoAgain(ret *ssa.Return, outcome catalog.Outcome) bool {
	if len(ret.Results) > 0 && permanent(ret.Results[len(ret.Results)-1], 0) {
		return false
	}
	switch outcome {
	case catalog.Condition:
		if len(ret.Results) != 2 {
			return true
		}
		// (In a function with defers, the results are read back from
		// their variables: returnedValue.)
		if c, ok := returnedValue(ret.Results[0]).(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.Bool && constant.BoolVal(c.Value) {
			return false // done
		}
		return !nonNilError(returnedValue(ret.Results[1]), ret.Block())
	}
	// An operation that returns an error ends the attempts when it
	// returns a nil one: what runs only on the way to that return is done
	// once per run, however often the attempts before it failed.
	return !returnsNilError(ret)
}

// returnsNilError: the last result is an error and the constant nil.
func returnsNilError(ret *ssa.Return) bool {
	if len(ret.Results) == 0 {
		return false
	}
	last := ret.Results[len(ret.Results)-1]
	return ssax.IsErrorType(last.Type()) && ssax.IsNil(last)
}

// endsSome reports whether some return of fn ends the attempts under the
// AnyOutcome rule: an error marked permanent or a nil error.
func endsSome(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		if ret, ok := ssax.Last(b).(*ssa.Return); ok && !mayGoAgain(ret, catalog.AnyOutcome) {
			return true
		}
	}
	return false
}

// permanent reports whether the error v is marked to end the retry
// (catalog.PermanentMarker): the result of a marking function
// (backoff.Permanent(err), retry.Unrecoverable(err)), or a value of a
// marker type (retry.FatalError{Underlying: err}, &PermanentError{}).
func permanent(v ssa.Value, depth int) bool {
	if depth > 3 || !ssax.IsErrorType(v.Type()) && depth == 0 {
		return false
	}
	switch x := v.(type) {
	case *ssa.MakeInterface:
		return markerType(x.X.Type()) || permanent(x.X, depth+1)
	case *ssa.Call:
		if fn := ssax.StaticCallee(&x.Call); fn != nil && catalog.PermanentMarker(names.Key(fn)) {
			return true
		}
		if markerType(x.Type()) {
			return true
		}
		// A wrapper of a marked error (errors.WithStack(FatalError{...}))
		// still carries the mark to errors.As.
		for _, a := range x.Call.Args {
			if ssax.IsErrorType(a.Type()) && permanent(a, depth+1) {
				return true
			}
		}
		return false
	case *ssa.UnOp:
		return x.Op == token.MUL && markerType(x.Type())
	}
	return false
}

// markerType: t or what it points to is a marker type.
func markerType(t types.Type) bool {
	key := names.TypeKey(t)
	return key != "" && catalog.PermanentMarker(key)
}

// nonNilError reports whether v is an error value that cannot be nil in
// block b: a boxed value (an interface holding even a nil pointer is not
// nil), a new error (fmt.Errorf, errors.New), or a value tested non-nil
// on the only way into b.
func nonNilError(v ssa.Value, b *ssa.BasicBlock) bool {
	switch x := v.(type) {
	case *ssa.MakeInterface:
		return true
	case *ssa.Call:
		if fn := x.Call.StaticCallee(); fn != nil {
			if obj := fn.Object(); obj != nil && obj.Pkg() != nil {
				switch obj.Pkg().Path() + "." + obj.Name() {
				case "fmt.Errorf", "errors.New":
					return true
				}
			}
		}
	}
	return testedNonNil(v, b)
}

// testedNonNil reports whether every way into b passes a branch on which
// v != nil holds. A load of a variable (one of the function's, or one a
// closure captured: if err != nil { return false, err } loads err twice)
// is tested by a test of another load of it that the same stores reach.
func testedNonNil(v ssa.Value, b *ssa.BasicBlock) bool {
	if testedNonNilValue(v, b) {
		return true
	}
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL || load.X.Referrers() == nil {
		return false
	}
	vals, complete := ssax.LastStores(load.X, load)
	for _, other := range *load.X.Referrers() {
		o, ok := other.(*ssa.UnOp)
		if !ok || o == load || o.Op != token.MUL || o.Block() == nil || !testedNonNilValue(o, b) {
			continue
		}
		ovals, ocomplete := ssax.LastStores(load.X, o)
		if complete == ocomplete && sameValues(vals, ovals) {
			return true
		}
	}
	return false
}

func sameValues(a, b []ssa.Value) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		found := false
		for _, y := range b {
			if x == y {
				found = true
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// testedNonNilValue is testedNonNil for v itself.
func testedNonNilValue(v ssa.Value, b *ssa.BasicBlock) bool {
	refs := v.Referrers()
	if refs == nil {
		return false
	}
	for _, ref := range *refs {
		cmp, ok := ref.(*ssa.BinOp)
		if !ok || cmp.Op != token.NEQ && cmp.Op != token.EQL {
			continue
		}
		other := cmp.Y
		if other == v {
			other = cmp.X
		}
		if c, ok := other.(*ssa.Const); !ok || !c.IsNil() {
			continue
		}
		for _, use := range *cmp.Referrers() {
			ifi, ok := use.(*ssa.If)
			if !ok {
				continue
			}
			succ := ifi.Block().Succs[0] // taken when v != nil
			if cmp.Op == token.EQL {
				succ = ifi.Block().Succs[1]
			}
			if len(succ.Preds) == 1 && succ.Dominates(b) {
				return true
			}
		}
	}
	return false
}
