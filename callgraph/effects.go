package callgraph

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// The effects domain: which nodes reach remote I/O (network, RPC,
// database; local files do not count) and which wait (sleep, timers).
// A retry loop must repeat something that can fail outside the process:
// the loop reaches I/O or waits between attempts.
//
// A ref's own effect comes from the catalog (the callee is a std or
// transport function, a retry library that sleeps, a client that does
// I/O), from a write (a write goes to a remote service), or from the
// callee's fact; a node's effect is the union over its refs and its
// targets. The lattice is two booleans that only go from false to true,
// so the fixed point is reached (graph.Solve).

type effects struct {
	p *pipeline
	// io and waits are by node ID; direct is the effect a ref has by
	// itself, by ref ID (set by the domains that make such refs).
	io, waits []bool
	directIO  map[int]bool
	// cancel memoises cancels by function: 1 no, 2 yes (0 not yet).
	cancel map[*ssa.Function]int8
}

// markIO records that ref r does remote I/O by itself.
func (e *effects) markIO(r *graph.Ref) {
	if e.directIO == nil {
		e.directIO = map[int]bool{}
	}
	e.directIO[r.ID] = true
}

// own returns the effect a ref has by itself (not through a local node).
func (e *effects) own(r *graph.Ref) (io, waits bool) {
	if e.directIO[r.ID] {
		io = true
	}
	if r.Ext != nil {
		switch catalog.EffectOf(names.Key(r.Ext)) {
		case catalog.IO:
			io = true
		case catalog.Wait:
			waits = true
		}
		for _, en := range entriesOf(r.Ext) {
			io = io || en.IO
		}
		if f := e.p.factOf(r); f != nil {
			io, waits = io || f.IO, waits || f.Waits
		}
	} else if r.Callee != nil && r.Local == nil {
		// An interface method the catalog knows (net.Conn.Read).
		switch catalog.EffectOf(names.Key(r.Callee)) {
		case catalog.IO:
			io = true
		case catalog.Wait:
			waits = true
		}
		if f := e.p.factOf(r); f != nil { // known by its declaring package's fact
			io, waits = io || f.IO, waits || f.Waits
		}
	}
	return io, waits
}

// deadlineRef reports whether r reads a context or a clock
// (ctx.Err(), time.Since): a loop that tests it can end by time.
func (e *effects) deadlineRef(r *graph.Ref) bool {
	fn := r.Ext
	if fn == nil {
		fn = r.Callee
	}
	return fn != nil && r.Local == nil && catalog.EffectOf(names.Key(fn)) == catalog.Deadline
}

// refIO reports whether following r reaches remote I/O.
func (e *effects) refIO(r *graph.Ref) bool {
	if r.Local != nil && e.nodeIO(r.Local) {
		return true
	}
	io, _ := e.own(r)
	return io
}

// refWaits reports whether following r waits.
func (e *effects) refWaits(r *graph.Ref) bool {
	if r.Local != nil && e.nodeWaits(r.Local) {
		return true
	}
	_, w := e.own(r)
	return w
}

func (e *effects) nodeIO(n *graph.Node) bool    { return n.ID < len(e.io) && e.io[n.ID] }
func (e *effects) nodeWaits(n *graph.Node) bool { return n.ID < len(e.waits) && e.waits[n.ID] }

// solve computes the effects of every node, to a fixed point. A library
// or helper owner sleeps between attempts; a client owner does I/O.
func (e *effects) solve() {
	n := len(e.p.g.Nodes)
	e.io = append(e.io, make([]bool, n-len(e.io))...)
	e.waits = append(e.waits, make([]bool, n-len(e.waits))...)
	for _, s := range e.p.own.sites {
		if s.kind == Library || s.kind == Helper || s.kind == Client {
			e.waits[s.node.ID] = true
		}
		if s.io || s.kind == Client {
			e.io[s.node.ID] = true
		}
	}
	graph.Solve(e.p.g.SCCs(), e.p.noting(func(n *graph.Node) bool {
		io, waits := e.io[n.ID], e.waits[n.ID]
		for _, r := range n.Refs {
			io = io || e.refIO(r)
			waits = waits || e.refWaits(r)
		}
		if io != e.io[n.ID] || waits != e.waits[n.ID] {
			e.io[n.ID], e.waits[n.ID] = io, waits
			return true
		}
		return false
	}))
}

func (e *effects) fill(f *FuncFact, n *graph.Node) {
	f.IO, f.Waits = e.nodeIO(n), e.nodeWaits(n)
	f.Cancels = e.cancels(n.Fn, 0)
}

// cancelsRef reports whether the callee of r is a pause that ends early,
// with an error, when a signal arrives (see cancels): a loop that leaves
// on its error is bounded by the context it waits on.
func (e *effects) cancelsRef(r *graph.Ref) bool {
	if r.Local != nil {
		return e.cancels(r.Local.Fn, 0)
	}
	f := e.p.factOf(r)
	return f != nil && f.Cancels
}

// cancels reports whether fn returns an error and, on some select, a
// case that receives from a channel other than a clock's (ctx.Done())
// returns a non-nil error; or fn returns the error of a call to such a
// function (pause(ctx, d) { select { case <-ctx.Done(): return
// ctx.Err(); case <-t.C: return nil } }).
func (e *effects) cancels(fn *ssa.Function, depth int) bool {
	if fn == nil || len(fn.Blocks) == 0 || depth > 3 {
		return false
	}
	if v, ok := e.cancel[fn]; ok && v != 0 {
		return v == 2
	}
	if e.cancel == nil {
		e.cancel = map[*ssa.Function]int8{}
	}
	e.cancel[fn] = 1 // no, while it is being read (recursion)
	res := fn.Signature.Results()
	if res.Len() == 0 || !ssax.IsErrorType(res.At(res.Len()-1).Type()) {
		return false
	}
	last := res.Len() - 1
	yes := false
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			switch in := in.(type) {
			case *ssa.Select:
				for i, st := range in.States {
					if st.Dir != types.RecvOnly || isClockChan(st.Chan.Type()) {
						continue
					}
					if succ := selectCase(in, i); succ != nil && returnsError(succ, last) {
						yes = true
					}
				}
			case *ssa.Return:
				if c, ok := errorSource(in.Results[last]).(*ssa.Call); ok {
					if callee := c.Call.StaticCallee(); callee != nil && callee != fn && callee.Pkg == fn.Pkg {
						yes = yes || e.cancels(callee, depth+1)
					} else if obj := ssax.Callee(&c.Call); obj != nil {
						f := e.p.fact(obj)
						yes = yes || f != nil && f.Cancels
					}
				}
			}
		}
	}
	if yes {
		e.cancel[fn] = 2
	}
	return yes
}

// returnsError reports whether some path from start, without passing
// start again, returns a result i that is not a nil constant.
func returnsError(start *ssa.BasicBlock, i int) bool {
	seen := map[*ssa.BasicBlock]bool{}
	stack := []*ssa.BasicBlock{start}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		if ret, ok := ssax.Last(b).(*ssa.Return); ok && i < len(ret.Results) {
			if k, ok := ret.Results[i].(*ssa.Const); !ok || !k.IsNil() {
				return true
			}
		}
		stack = append(stack, b.Succs...)
	}
	return false
}

// errorSource is v without the conversions and extracts that pass an
// error on unchanged: the call that produced it, when one did.
func errorSource(v ssa.Value) ssa.Value {
	for i := 0; i < 4; i++ {
		switch u := v.(type) {
		case *ssa.Extract:
			v = u.Tuple
		case *ssa.ChangeInterface:
			v = u.X
		case *ssa.MakeInterface:
			v = u.X
		default:
			return v
		}
	}
	return v
}

// callIO reports whether any ref of the call instruction reaches I/O.
func (e *effects) callIO(n *graph.Node, instr any) bool {
	for _, r := range n.Refs {
		if r.Instr != nil && any(r.Instr) == instr && r.Call && e.refIO(r) {
			return true
		}
	}
	return false
}
