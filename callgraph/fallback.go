package callgraph

import (
	"go/token"
	"go/types"
	"sort"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// Fallbacks (fallbackretry). A fallback is what runs when an operation
// has failed for good: the function handed to a library's fallback
// (catalog.Fallbacks: hystrix.Do's third argument, failsafe's
// fallback.NewWithFunc), the code after a loop owner that has run out of
// attempts, and the side of a budget check that refuses. A fallback
// should answer locally (a cached or default value, an error); one that
// reaches a retry owner is another layer of retries on a dependency that
// is failing, and one that calls a dependency adds a call to it.
//
// For the hand-written forms, a call counts when its result takes the
// place of the operation's (it goes into a return, or into a variable
// the operation's result is in too), whether it only does remote I/O or
// reaches a retry owner: a call that records the failure (marking a job
// failed, a notification), reads state for the failure message, or
// nudges a controller is no fallback. A retry owner written in the
// fallback always counts. A layer that goes round on answers only (a
// conflict retry) adds no attempt on a failing dependency: its call is
// judged as plain I/O.

// FallbackKind is the form of a fallback.
type FallbackKind uint8

const (
	// LibraryFallback: the function handed to a library's fallback.
	LibraryFallback FallbackKind = iota + 1
	// Exhausted: the code after a loop owner that ran out of attempts.
	Exhausted
	// Refused: the side of a budget check that refuses.
	Refused
)

// Fallback is a call in a fallback that reaches a retry owner or calls
// a dependency.
type Fallback struct {
	Pos   token.Pos // the call in the fallback
	Kind  FallbackKind
	Of    string    // "hystrix.Do", "for loop", "rate.Limiter.Allow"
	OfPos token.Pos // the library call, the loop, the budget check
	// Callee is the function called; Chain the retry owners it reaches
	// (outermost first) and Path the calls from Callee to the first, or
	// no Chain when it only calls a dependency.
	Callee string
	Chain  []Layer
	Path   []Hop
	// Site: the call is a retry owner itself (Chain[0]), a library call
	// or a client that retries written in the fallback.
	Site bool
}

// Fallbacks returns the package's fallbacks that call out, in source order.
func (r *Result) Fallbacks() []*Fallback { return r.fallbacks }

// findFallbacks fills the Result with the calls of the package's
// fallbacks that reach a retry owner or remote I/O.
func (p *pipeline) findFallbacks() {
	seen := map[token.Pos]bool{}
	add := func(f *Fallback) {
		if f.Pos.IsValid() && !seen[f.Pos] {
			seen[f.Pos] = true
			p.res.fallbacks = append(p.res.fallbacks, f)
		}
	}
	// Library fallbacks.
	for _, n := range p.g.Funcs {
		if n.Fn == nil {
			continue
		}
		for _, b := range n.Fn.Blocks {
			for _, instr := range b.Instrs {
				ci, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				callee := ssax.Callee(ci.Common())
				if callee == nil {
					continue
				}
				row, ok := catalog.FallbackOf(names.Key(callee))
				if !ok {
					continue
				}
				arg := ssax.Arg(ssax.Args(ci.Common()), row.Arg)
				for _, fn := range p.g.ValueTargets(arg) {
					base := Fallback{Kind: LibraryFallback, Of: row.Via, OfPos: ci.Pos()}
					if fnode := p.g.OfFunc(fn); fnode != nil {
						for _, f := range p.fallbackCalls(fnode, fnode.Refs, base, false, true) {
							add(f)
						}
						continue
					}
					// A function of another package: what its fact says.
					if obj, ok := fn.Object().(*types.Func); ok {
						if f := p.fact(obj.Origin()); f != nil && (len(f.Chain) > 0 || f.IO) {
							base.Pos, base.Callee, base.Chain, base.Path = ci.Pos(), names.Display(obj), f.Chain, f.Path
							add(&base)
						}
					}
				}
			}
		}
	}
	// The code after a loop that ran out of attempts.
	for _, s := range p.own.sites {
		if s.loop == nil || !(s.io || p.eff.nodeIO(s.node)) {
			continue
		}
		refs := regionRefs(s.fn, s.loop.exhaustedRegion(s.fn.Fn), token.NoPos)
		if refs == nil {
			continue
		}
		// After a failover loop, another target is one more replica of
		// the failover, not a layer on top: only a retry there counts.
		io := s.kind != FailoverLoop
		for _, f := range p.fallbackCalls(s.fn, refs, Fallback{Kind: Exhausted, Of: s.layer.Via, OfPos: s.pos}, true, io) {
			add(f)
		}
	}
	// The failure side of a call that retries (a library, a helper, a
	// client) once it returned its error.
	for _, s := range p.own.sites {
		if s.kind != Library && s.kind != Helper && s.kind != Client || !(s.io || p.eff.nodeIO(s.node)) {
			continue
		}
		refs := regionRefs(s.fn, p.own.outsideRetryLoops(s, failedCallRegion(s.fn.Fn, s.pos)), s.pos)
		if refs == nil {
			continue
		}
		for _, f := range p.fallbackCalls(s.fn, refs, Fallback{Kind: Exhausted, Of: s.layer.Via, OfPos: s.pos}, true, true) {
			add(f)
		}
	}
	// The side of a budget check that refuses.
	for _, n := range p.g.Funcs {
		if n.Fn == nil {
			continue
		}
		for _, e := range p.bud.eventsOf(n) {
			if e.kind != BudgetCheck {
				continue
			}
			refs := regionRefs(n, refusedRegion(e.instr), token.NoPos)
			if refs == nil {
				continue
			}
			for _, f := range p.fallbackCalls(n, refs, Fallback{Kind: Refused, Of: e.what, OfPos: e.instr.Pos()}, true, true) {
				add(f)
			}
		}
	}
	sortFallbacks(p.res.fallbacks)
}

// regionRefs returns the refs of n in the blocks of region, but the one
// at skip (the retrying call itself), or nil.
func regionRefs(n *graph.Node, region []bool, skip token.Pos) []*graph.Ref {
	if region == nil {
		return nil
	}
	var refs []*graph.Ref
	for _, r := range n.Refs {
		if r.Block != nil && region[r.Block.Index] && (!skip.IsValid() || r.Pos != skip) {
			refs = append(refs, r)
		}
	}
	return refs
}

// markDominated marks in region the blocks of fn that root dominates and
// keep accepts (nil: all of them), making region when it is nil.
func markDominated(region []bool, fn *ssa.Function, root *ssa.BasicBlock, keep func(*ssa.BasicBlock) bool) []bool {
	if region == nil {
		region = make([]bool, len(fn.Blocks))
	}
	for _, b := range fn.Blocks {
		if root.Dominates(b) && (keep == nil || keep(b)) {
			region[b.Index] = true
		}
	}
	return region
}

func sortFallbacks(fs []*Fallback) {
	sort.SliceStable(fs, func(i, j int) bool { return fs[i].Pos < fs[j].Pos })
}

// fallbackCalls returns the calls among refs (and inside the closures
// they make) that reach a retry owner or, when io says so, do remote
// I/O; with replacing, a call that only does I/O counts when its result
// replaces the operation's (replaces).
func (p *pipeline) fallbackCalls(home *graph.Node, refs []*graph.Ref, base Fallback, replacing, io bool) []*Fallback {
	var out []*Fallback
	type cand struct {
		chain []Layer
		path  []Hop
	}
	cands := map[*graph.Ref]cand{}
	for _, r := range graph.Leads(refs, home, func(r *graph.Ref) bool {
		if r.Async || r.Switched || r.Claimed != nil {
			return false // a claimed call is judged through the site that stands for it
		}
		ch, path := p.chains.candidate(r)
		if len(ch) > 0 && failsafe(ch) {
			ch, path = nil, nil // it goes round on answers only: a call like any other
		}
		cands[r] = cand{ch, path}
		if len(ch) > 0 {
			// In a hand-written fallback, what answers in place of the
			// operation (its result or its error returned), or a retry
			// owner written there; a call whose
			// result goes elsewhere (a diagnostic read for the failure
			// message, a record of the failure, a corrective nudge) is
			// no answer for the operation.
			return !replacing || replaces(r.Instr) || returned(r.Instr) || r.Local != nil && p.own.siteOfNode(r.Local) != nil
		}
		if r.Local != nil && !r.Call {
			return p.eff.refIO(r) // a closure: look inside
		}
		return io && r.Call && p.eff.refIO(r) && (!replacing || replaces(r.Instr))
	}) {
		f := base
		f.Pos, f.Callee = r.Pos, r.Name
		if in := p.own.siteOfNode(r.Local); r.Local != nil && in != nil {
			f.Site, f.Callee = true, in.layer.Via // the call is a retry owner itself
		}
		if c := cands[r]; len(c.chain) > 0 {
			f.Chain = c.chain
			if len(c.path) > 0 {
				f.Path = c.path[1:]
			}
		}
		out = append(out, &f)
	}
	return out
}

// failsafe reports whether every layer of a chain goes round on
// answers only (conflicts, not found, not yet): such a layer adds no
// attempt on a dependency that is failing.
func failsafe(ch []Layer) bool {
	for _, l := range ch {
		if l.Class.Failed() != 0 {
			return false
		}
	}
	return true
}

// returned reports whether a call's outcome, its error too, is what its
// function returns right away (return get(ctx, c, backup)): the call
// answers for the operation. An error returned after a test of it (if
// err != nil { return err }) only passes the fallback's own failure on.
func returned(instr ssa.Instruction) bool {
	v, ok := instr.(ssa.Value)
	if !ok || v.Referrers() == nil {
		return false
	}
	here := func(u ssa.Instruction) bool {
		_, ok := u.(*ssa.Return)
		return ok && u.Block() == instr.Block()
	}
	for _, u := range *v.Referrers() {
		if here(u) {
			return true
		}
		if x, ok := u.(*ssa.Extract); ok && x.Referrers() != nil {
			for _, w := range *x.Referrers() {
				if here(w) {
					return true
				}
			}
		}
	}
	return false
}

// replaces reports whether a call's result (other than an error) goes
// into a return or into a variable set on other paths too (a phi): it
// takes the place of the failed operation's result.
func replaces(instr ssa.Instruction) bool {
	v, ok := instr.(ssa.Value)
	if !ok {
		return false
	}
	var flows func(v ssa.Value, depth int) bool
	flows = func(v ssa.Value, depth int) bool {
		if depth > 4 || v.Referrers() == nil {
			return false
		}
		for _, u := range *v.Referrers() {
			switch x := u.(type) {
			case *ssa.Return, *ssa.Phi:
				return true
			case *ssa.Extract:
				if !ssax.IsErrorType(x.Type()) && flows(x, depth+1) {
					return true
				}
			case *ssa.MakeInterface, *ssa.ChangeType, *ssa.Convert:
				if flows(x.(ssa.Value), depth+1) {
					return true
				}
			}
		}
		return false
	}
	if t, ok := v.Type().(*types.Tuple); ok {
		if t.Len() == 0 {
			return false
		}
		return flows(v, 0)
	}
	if v.Type() == nil || ssax.IsErrorType(v.Type()) {
		return false
	}
	return flows(v, 0)
}

// exhaustedRegion marks the blocks of fn after loop l that run only once
// it has run out of attempts: those below an exit that no success
// takes, and those on the failure side of a test, after the loop, of the
// error of a call in it. nil when there are none.
func (l *loopInfo) exhaustedRegion(fn *ssa.Function) []bool {
	if l.yield {
		return nil
	}
	// The success sides of the outcome tests in the loop.
	var success []*ssa.BasicBlock
	for _, b := range fn.Blocks {
		if !l.in(b) {
			continue
		}
		iff, ok := ssax.Last(b).(*ssa.If)
		if !ok {
			continue
		}
		if s, _, ok := outcomeOf(iff.Cond, l.in); ok {
			success = append(success, b.Succs[s])
		}
	}
	if len(success) == 0 {
		return nil
	}
	successExit := func(from, to *ssa.BasicBlock) bool {
		for _, s := range success {
			if s == to || l.in(s) && len(s.Preds) == 1 && s.Dominates(from) {
				return true
			}
		}
		return false
	}
	var region []bool
	outside := func(b *ssa.BasicBlock) bool { return !l.in(b) }
	mark := func(root *ssa.BasicBlock) { region = markDominated(region, fn, root, outside) }
	after := map[*ssa.BasicBlock]bool{} // blocks outside reached from an exit
	var stack []*ssa.BasicBlock
	for _, b := range fn.Blocks {
		if l.in(b) || len(b.Preds) == 0 {
			continue
		}
		exhausted, fromLoop := true, false
		for _, pr := range b.Preds {
			if !l.in(pr) {
				exhausted = false
				continue
			}
			fromLoop = true
			if successExit(pr, b) {
				exhausted = false
			}
		}
		if fromLoop {
			stack = append(stack, b)
			if exhausted {
				mark(b)
			}
		}
	}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if l.in(b) || after[b] {
			continue
		}
		after[b] = true
		stack = append(stack, b.Succs...)
	}
	for _, b := range fn.Blocks {
		if !after[b] {
			continue
		}
		iff, ok := ssax.Last(b).(*ssa.If)
		if !ok {
			continue
		}
		cmp, ok := iff.Cond.(*ssa.BinOp)
		if !ok {
			continue
		}
		for _, v := range []ssa.Value{cmp.X, cmp.Y} {
			if !ssax.IsErrorType(v.Type()) || errorCall(v, l.in, 0) == nil {
				continue
			}
			if fail, ok := nonNilSucc(iff, v); ok && len(fail.Preds) == 1 {
				mark(fail)
			}
		}
	}
	return region
}

// outsideRetryLoops takes out of the failure region of call site s the
// blocks of a retry loop of its function around the call: a failure
// there that goes round is the loop's next attempt (go-redis's
// ClusterClient.Watch following a MOVED to another node), judged as the
// loop's operation, not a fallback. The blocks that leave the loop stay.
func (o *owners) outsideRetryLoops(s *site, region []bool) []bool {
	if region == nil || s.fn.Fn == nil || len(s.fn.Fn.Blocks) == 0 {
		return region
	}
	at := s.fn.Fn.Blocks[0]
	for _, b := range s.fn.Fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(*ssa.Call); ok && c.Pos() == s.pos {
				at = b
			}
		}
	}
	for _, l := range o.sites {
		if l.fn != s.fn || l.loop == nil || !l.loop.in(at) {
			continue
		}
		for i, b := range s.fn.Fn.Blocks {
			if i < len(region) && region[i] && l.loop.in(b) {
				region[i] = false
			}
		}
	}
	return region
}

// failedCallRegion marks the blocks of fn that run only once the
// retrying call at pos has returned an error: the non-nil side of a test
// of that error, and the true side of a predicate on it
// (needFallback(err)). nil when there are none.
func failedCallRegion(fn *ssa.Function, pos token.Pos) []bool {
	var call *ssa.Call
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(*ssa.Call); ok && c.Pos() == pos {
				call = c
			}
		}
	}
	if call == nil {
		return nil
	}
	errv := errorResult(call)
	if errv == nil {
		return nil
	}
	var region []bool
	mark := func(root *ssa.BasicBlock) {
		if len(root.Preds) == 1 {
			region = markDominated(region, fn, root, nil)
		}
	}
	for _, u := range *errv.Referrers() {
		switch x := u.(type) {
		case *ssa.BinOp:
			for _, w := range *x.Referrers() {
				if iff, ok := w.(*ssa.If); ok {
					if fail, ok := nonNilSucc(iff, errv); ok {
						mark(fail)
					}
				}
			}
		case *ssa.Call:
			if !isBool(x.Type()) {
				continue
			}
			for _, w := range *x.Referrers() {
				if iff, ok := w.(*ssa.If); ok && iff.Cond == ssa.Value(x) {
					mark(iff.Block().Succs[0])
				}
			}
		}
	}
	return region
}

// refusedRegion marks the blocks that run only when the budget check
// instr refuses: the false side of a test of its boolean result, the
// non-nil side of a test of its error. nil when it is not tested so.
func refusedRegion(instr ssa.Instruction) []bool {
	v, ok := instr.(ssa.Value)
	if !ok || v.Referrers() == nil {
		return nil
	}
	fn := instr.Parent()
	var refused *ssa.BasicBlock
	test := func(x ssa.Value) {
		for _, u := range *x.Referrers() {
			switch y := u.(type) {
			case *ssa.If:
				if refused == nil {
					refused = y.Block().Succs[1] // if allow() {...} else {refused}
				}
			case *ssa.UnOp:
				if y.Op == token.NOT && y.Referrers() != nil {
					for _, w := range *y.Referrers() {
						if iff, ok := w.(*ssa.If); ok && refused == nil {
							refused = iff.Block().Succs[0]
						}
					}
				}
			case *ssa.BinOp:
				for _, w := range *y.Referrers() {
					if iff, ok := w.(*ssa.If); ok && refused == nil {
						if s, ok := nonNilSucc(iff, x); ok {
							refused = s
						}
					}
				}
			}
		}
	}
	switch {
	case isBool(v.Type()):
		test(v)
	case ssax.IsErrorType(v.Type()):
		test(v)
	default:
		if _, ok := v.Type().(*types.Tuple); ok {
			for _, u := range *v.Referrers() {
				if ex, ok := u.(*ssa.Extract); ok && (isBool(ex.Type()) || ssax.IsErrorType(ex.Type())) {
					test(ex)
				}
			}
		}
	}
	if refused == nil || len(refused.Preds) != 1 {
		return nil
	}
	return markDominated(nil, fn, refused, nil)
}
