package callgraph

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// Startup switches (part of the owners domain): a debug or test-only path
// that runs only when an environment variable was set when the process
// started. client-go's list consistency detector polls with
// wait.PollUntilContextCancel, but only behind
//
//	var enabled = false
//	func init() { enabled, _ = strconv.ParseBool(os.Getenv("KUBE_...")) }
//	func IsEnabled() bool { return enabled }
//
//	if !IsEnabled() { return }; CheckDataConsistency(...)
//
// A package variable of type bool that is set only in init functions (and
// in functions whose name says they are for tests), from a value made
// with os.Getenv or os.LookupEnv, is a switch; so is a function of one
// return of it (across packages by its fact, Switch). A call in a block
// that only the switch's on side reaches is marked Switched: chains and
// writes do not follow it, effects still do.

type switches struct {
	p      *pipeline
	vars   map[*ssa.Global]bool
	getter map[*graph.Node]bool
}

func (sw *switches) solve() {
	sw.vars, sw.getter = map[*ssa.Global]bool{}, map[*graph.Node]bool{}
	stores := map[*ssa.Global][]*ssa.Store{}
	for _, n := range sw.p.g.Funcs {
		for _, blk := range n.Fn.Blocks {
			for _, instr := range blk.Instrs {
				if st, ok := instr.(*ssa.Store); ok {
					if g, ok := st.Addr.(*ssa.Global); ok && isBool(g.Type()) {
						stores[g] = append(stores[g], st)
					}
				}
			}
		}
	}
	for g, sts := range stores {
		fromEnv, other := false, false
		for _, st := range sts {
			fn := ssax.Root(st.Parent())
			switch {
			case (fn.Name() == "init" || strings.HasPrefix(fn.Name(), "init#")) && fn.Signature.Recv() == nil:
				if envValue(st.Val, 0) {
					fromEnv = true
				}
			case strings.Contains(strings.ToLower(fn.Name()), "fortest"):
			default:
				other = true
			}
		}
		if fromEnv && !other {
			sw.vars[g] = true
		}
	}
	for _, n := range sw.p.g.Funcs {
		if sw.returnsSwitch(n.Fn) {
			sw.getter[n] = true
		}
	}
	for _, n := range sw.p.g.Funcs {
		sw.mark(n)
	}
}

func isBool(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}

// envValue: v is made from os.Getenv or os.LookupEnv within a few steps
// (strconv.ParseBool(os.Getenv(k)), os.Getenv(k) == "true").
func envValue(v ssa.Value, depth int) bool {
	if v == nil || depth > 4 {
		return false
	}
	switch x := ssax.Unwrap(v).(type) {
	case *ssa.Extract:
		return envValue(x.Tuple, depth+1)
	case *ssa.Call:
		if fn := ssax.Callee(&x.Call); fn != nil {
			if k := names.Key(fn); k == "os.Getenv" || k == "os.LookupEnv" {
				return true
			}
		}
		for _, a := range ssax.Args(&x.Call) {
			if envValue(a, depth+1) {
				return true
			}
		}
	case *ssa.BinOp:
		return envValue(x.X, depth+1) || envValue(x.Y, depth+1)
	case *ssa.UnOp:
		return envValue(x.X, depth+1)
	}
	return false
}

// returnsSwitch: fn's only result is a switch.
func (sw *switches) returnsSwitch(fn *ssa.Function) bool {
	if fn.Signature.Results().Len() != 1 || !isBool(fn.Signature.Results().At(0).Type()) {
		return false
	}
	found := false
	for _, blk := range fn.Blocks {
		if ret, ok := ssax.Last(blk).(*ssa.Return); ok {
			if !sw.isSwitch(ret.Results[0]) {
				return false
			}
			found = true
		}
	}
	return found
}

// isSwitch: a load of a switch variable, or a call of a switch getter.
func (sw *switches) isSwitch(v ssa.Value) bool {
	v = ssax.Unwrap(v)
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		if g, ok := u.X.(*ssa.Global); ok {
			return sw.vars[g]
		}
	}
	if c := ssax.AsCall(v); c != nil {
		if fn := ssax.StaticCallee(&c.Call); fn != nil {
			if node := sw.p.g.Of(fn); node != nil {
				return sw.getter[node]
			}
			if f := sw.p.fact(fn); f != nil {
				return f.Switch
			}
		}
	}
	return false
}

// mark sets Switched on the refs of n in blocks that only the on side of
// a switch test reaches.
func (sw *switches) mark(n *graph.Node) {
	var on []*ssa.BasicBlock
	for _, blk := range n.Fn.Blocks {
		iff, ok := ssax.Last(blk).(*ssa.If)
		if !ok {
			continue
		}
		cond, side := iff.Cond, 0
		for {
			u, ok := cond.(*ssa.UnOp)
			if !ok || u.Op != token.NOT {
				break
			}
			cond, side = u.X, 1-side
		}
		if sw.isSwitch(cond) {
			on = append(on, blk.Succs[side])
		}
	}
	if len(on) == 0 {
		return
	}
	for _, r := range n.Refs {
		if r.Block == nil {
			continue
		}
		for _, b := range on {
			if b.Dominates(r.Block) && len(b.Preds) == 1 {
				r.Switched = true
			}
		}
	}
}

func (sw *switches) fill(f *FuncFact, n *graph.Node) { f.Switch = sw.getter[n] }
