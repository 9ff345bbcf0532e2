package callgraph

import (
	"go/constant"
	"go/token"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// retried returns the node that stands for what an owner repeats when it
// runs the operation t: t itself, or, when the library's outcome rule
// (catalog.Outcome) shows that some of t's calls sit on paths that can
// only end the attempts, a virtual node holding t's other refs. A wait
// condition that calls DetachVolume and then returns (false, err) on
// every path makes that call at most once per wait; polling the
// volume's state, which returns (false, nil) while it is not there yet,
// is what the wait repeats.
func (o *owners) retried(t *graph.Node, outcome catalog.Outcome) *graph.Node {
	if outcome == catalog.AnyOutcome || t.Fn == nil || len(t.Fn.Blocks) == 0 {
		return t
	}
	again := againBlocks(t.Fn, outcome)
	var kept []*graph.Ref
	for _, r := range t.Refs {
		if r.Block == nil || again[r.Block.Index] {
			kept = append(kept, r)
		}
	}
	if len(kept) == len(t.Refs) {
		return t
	}
	return o.p.g.NewView(t, kept)
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
func mayGoAgain(ret *ssa.Return, outcome catalog.Outcome) bool {
	switch outcome {
	case catalog.Condition:
		if len(ret.Results) != 2 {
			return true
		}
		if c, ok := ret.Results[0].(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.Bool && constant.BoolVal(c.Value) {
			return false // done
		}
		return !nonNilError(ret.Results[1], ret.Block())
	}
	return true
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
// v != nil holds.
func testedNonNil(v ssa.Value, b *ssa.BasicBlock) bool {
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
