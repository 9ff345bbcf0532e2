package callgraph

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"
	"time"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// How a loop owner waits between its attempts (retrydelay). A library
// owner's pace is its value's (values.go: state.pace, from the rows); a
// loop's is read here from what its blocks do:
//
//   - NoWait: nothing in the loop can wait: no wait of package time, no
//     call that waits (by the effects domain, or by a name that says it:
//     backoff.Wait, limiter.Wait, sleepFor), no blocking receive or
//     select.
//   - Steady: every wait is one of package time (catalog.TimeWait) whose
//     duration is made of constants, fields (a configured delay is the
//     same every round), the loop's own variables and arithmetic on them
//     (time.Sleep(time.Second << attempt), min(c.backoff<<i, c.max)).
//   - Jittered: a duration has a random part (math/rand, a function
//     named for jitter).
//   - otherwise unknown: a wait of another function, a receive on a
//     channel that is no clock made in the loop, a duration from a
//     parameter (a caller may have given it a random part: when it is
//     the loop's only wait, own.paceArg, each call of the helper is
//     judged by what it hands over) or a call.

// waitWords are the words of a function name that says it waits.
var waitWords = []string{"wait", "sleep", "backoff", "delay", "pause", "throttle"}

// jitterWords are the words of a function name that says it randomises.
var jitterWords = []string{"jitter", "rand"}

// loopPace returns how loop l of node n waits between its attempts: its
// pace, the constant delay of a Steady loop's single wait ("1s"; "" when
// it is computed or there are several), and the parameter handed in as
// its only wait (paceRead.handed).
func (o *owners) loopPace(n *graph.Node, l *loopInfo) paceRead {
	return o.readPace(n, paceScope{
		// retryWithBackoff calling itself starts the next round
		in:      func(b *ssa.BasicBlock, i ssa.Instruction) bool { return l.in(b) && (l.again == nil || i != l.again) },
		inside:  func(r *graph.Ref) bool { return o.attemptWaits(l, r) },
		helpers: true,
	})
}

// paceScope is where a pace is read: the instructions between two
// attempts (in: a loop's blocks; the way to a proxy's second ServeHTTP),
// the calls that wait only inside the attempt (inside, or nil), and
// whether a helper's method that sleeps paces the loop (helpers:
// state.Continue()).
type paceScope struct {
	in      func(b *ssa.BasicBlock, i ssa.Instruction) bool
	inside  func(r *graph.Ref) bool
	helpers bool
}

// paceRead is what readPace finds: the pace, the constant delay of a
// single Steady wait, the positions of the time.Sleep calls (sorted),
// and handed, 1 + the index of the numeric parameter that is the only
// wait when that alone makes the pace unknown (time.Sleep(interval) in
// RetryRequest(op, times, interval): each caller's argument is the
// pace, own.paceArg), or 0.
type paceRead struct {
	pace   catalog.Pace
	delay  string
	sleeps []token.Pos
	handed int
}

// readPace reads the waits of node n within sc.
func (o *owners) readPace(n *graph.Node, sc paceScope) paceRead {
	waits, unknown, jittered := 0, false, false
	delay := ""
	clock := false // a receive or select on a clock's channel
	handed := 0    // the parameter of the one wait of unknown pace
	other := false // another cause of an unknown pace
	var sleeps []token.Pos
	read := map[ssa.Instruction]bool{}
	for _, r := range n.Refs {
		if !sc.in(r.Block, r.Instr) {
			continue
		}
		fn := r.Ext
		if fn == nil {
			fn = r.Callee
		}
		if fn != nil && r.Local == nil {
			if i := catalog.TimeWait(names.Key(fn)); i >= 0 {
				ci, ok := r.Instr.(ssa.CallInstruction)
				if !ok {
					unknown, other = true, true
					continue
				}
				waits++
				if names.Key(fn) == catalog.Sleep {
					sleeps = append(sleeps, ci.Pos())
				}
				d := ssax.Arg(ssax.Args(ci.Common()), i)
				switch durationPace(d, map[ssa.Value]bool{}, 0) {
				case catalog.Jittered:
					jittered = true
				case catalog.Steady:
					if k, ok := ssax.IntConst(d); ok {
						delay = time.Duration(k).String()
					}
				default:
					unknown = true
					if p := numericParam(d); p != nil {
						handed = ssax.ParamOf(n.Fn, p)
					} else {
						other = true
					}
				}
				continue
			}
		}
		if o.p.eff.refWaits(r) && (sc.inside == nil || !sc.inside(r)) {
			if sc.helpers {
				if p, d, ok := o.helperPace(r); ok {
					// a helper's method that sleeps (state.Continue()):
					// its waits are the loop's
					read[r.Instr] = true
					switch p {
					case catalog.Jittered:
						jittered = true
					case catalog.Steady:
						delay = d
					}
					waits++
					continue
				}
			}
			unknown, other = true, true
		}
	}
	for _, b := range n.Fn.Blocks {
		for _, in := range b.Instrs {
			if !sc.in(b, in) {
				continue
			}
			switch x := in.(type) {
			case ssa.CallInstruction:
				if fn := ssax.Callee(x.Common()); fn != nil && catalog.TimeWait(names.Key(fn)) < 0 && namedFor(fn.Name(), waitWords) && !read[x] {
					unknown, other = true, true // limiter.Wait, b.Backoff(): a wait of its own
				}
			case *ssa.UnOp:
				if x.Op != token.ARROW {
					continue
				}
				if isClockChan(x.X.Type()) {
					clock = true
				} else {
					unknown, other = true, true // a receive waits for another goroutine
				}
			case *ssa.Select:
				if !x.Blocking {
					continue
				}
				hasClock := false
				for _, st := range x.States {
					hasClock = hasClock || st.Dir == types.RecvOnly && isClockChan(st.Chan.Type())
				}
				if hasClock {
					clock = true
				} else {
					unknown, other = true, true
				}
			}
		}
	}
	sortPos(sleeps)
	switch {
	case clock && waits == 0, unknown:
		if other || clock || waits != 1 {
			handed = 0
		}
		return paceRead{pace: catalog.PaceUnknown, sleeps: sleeps, handed: handed} // a ticker or timer made before the loop
	case jittered:
		return paceRead{pace: catalog.Jittered, sleeps: sleeps}
	case waits > 1:
		return paceRead{pace: catalog.Steady, sleeps: sleeps} // several waits: no one delay to name
	case waits == 1:
		return paceRead{pace: catalog.Steady, delay: delay, sleeps: sleeps}
	}
	return paceRead{pace: catalog.NoWait, sleeps: sleeps}
}

// numericParam returns the numeric parameter a duration is, through
// conversions, or nil.
func numericParam(d ssa.Value) *ssa.Parameter {
	d = ssax.Unwrap(d)
	for {
		c, ok := d.(*ssa.Convert)
		if !ok {
			break
		}
		d = c.X
	}
	p, ok := d.(*ssa.Parameter)
	if !ok || !isNumber(p.Type()) {
		return nil
	}
	return p
}

// handedPace is the pace of the wait a call hands a retry helper, and
// its constant ("1s"), or "".
func handedPace(v ssa.Value) (catalog.Pace, string) {
	p := durationPace(v, map[ssa.Value]bool{}, 0)
	if p == catalog.Steady {
		if k, ok := ssax.IntConst(v); ok {
			return p, time.Duration(k).String()
		}
	}
	return p, ""
}

// attemptWaits reports whether r is a call of the attempt that waits
// only inside itself: a call in the loop's operation that does remote I/O
// (a client that backs off between its own tries, a function that
// reaches one) takes its time within the attempt, not between the
// loop's attempts.
func (o *owners) attemptWaits(l *loopInfo, r *graph.Ref) bool {
	return r.Call && l.op != nil && l.op[r.Block.Index] && o.p.eff.refIO(r)
}

// namedFor reports whether name contains one of words, case aside.
func namedFor(name string, words []string) bool {
	lower := strings.ToLower(name)
	for _, w := range words {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// durationPace says what a duration is made of: Steady for constants,
// the loop's own variables (a counter, a delay doubled each round) and
// arithmetic on them; Jittered when a random function goes into it;
// PaceUnknown for anything else (a parameter, a field, a call).
func durationPace(v ssa.Value, seen map[ssa.Value]bool, depth int) catalog.Pace {
	if v == nil || depth > 16 {
		return catalog.PaceUnknown
	}
	if seen[v] {
		return catalog.Steady // a cycle through the loop's variables adds nothing
	}
	seen[v] = true
	combine := func(vals ...ssa.Value) catalog.Pace {
		out := catalog.Steady
		for _, x := range vals {
			switch durationPace(x, seen, depth+1) {
			case catalog.Jittered:
				return catalog.Jittered
			case catalog.PaceUnknown:
				out = catalog.PaceUnknown
			}
		}
		return out
	}
	switch x := v.(type) {
	case *ssa.Const:
		if x.Value != nil && x.Value.Kind() != constant.Int && x.Value.Kind() != constant.Float {
			return catalog.PaceUnknown
		}
		return catalog.Steady
	case *ssa.BinOp:
		return combine(x.X, x.Y)
	case *ssa.UnOp:
		if x.Op == token.MUL && ssax.LoadedField(x) != nil {
			// A configured duration (c.cfg.RetryDelay): whatever it is
			// set to, it is the same every round.
			return catalog.Steady
		}
		if x.Op == token.MUL || x.Op == token.ARROW {
			return catalog.PaceUnknown // a variable of another function, a receive
		}
		return combine(x.X)
	case *ssa.Convert:
		return combine(x.X)
	case *ssa.ChangeType:
		return combine(x.X)
	case *ssa.Phi:
		// The loop's own variables: a value set before the loop and
		// changed on the way round. A phi of another place merges what
		// its edges are.
		return combine(x.Edges...)
	case *ssa.Call:
		if b, ok := x.Call.Value.(*ssa.Builtin); ok && (b.Name() == "min" || b.Name() == "max") {
			return combine(x.Call.Args...)
		}
		fn := ssax.Callee(&x.Call)
		if fn == nil {
			return catalog.PaceUnknown
		}
		if fn.Pkg() != nil && catalog.Random(fn.Pkg().Path()) || namedFor(fn.Name(), jitterWords) {
			return catalog.Jittered
		}
		if fn.Pkg() != nil && fn.Pkg().Path() == "math" || names.Key(fn) == "time.Duration.Seconds" {
			return combine(x.Call.Args...) // math.Pow(2, n), math.Min
		}
		if f := x.Call.StaticCallee(); f != nil && pureArith(f) {
			return combine(x.Call.Args...) // the project's minDuration(2*step, max)
		}
	}
	return catalog.PaceUnknown
}

// pureArith reports whether f is a small function that computes its
// results from its parameters alone (a project's min, max or clamp of
// durations): no calls, no loads or stores, a few blocks.
func pureArith(f *ssa.Function) bool {
	if len(f.Blocks) == 0 || len(f.Blocks) > 6 || len(f.FreeVars) > 0 {
		return false
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			switch x := in.(type) {
			case *ssa.BinOp, *ssa.Phi, *ssa.If, *ssa.Jump, *ssa.Return, *ssa.Convert, *ssa.ChangeType, *ssa.DebugRef:
			case *ssa.UnOp:
				if x.Op == token.MUL || x.Op == token.ARROW {
					return false
				}
			default:
				return false
			}
		}
	}
	return true
}

// movesOn reports whether a loop site's attempt runs a route selection or
// a budget check (the budget domain's events in its operation's blocks):
// a loop that picks its target anew each round fails over; one that asks
// a budget before each round is held by it.
func (p *pipeline) movesOn(s *site) bool {
	if s.blocks == nil || p.bud == nil {
		return false
	}
	in := func(b *ssa.BasicBlock) bool { return b != nil && b.Index < len(s.blocks) && s.blocks[b.Index] }
	for _, e := range p.bud.events[s.fn] {
		if in(e.instr.Block()) {
			return true
		}
	}
	// hosts[i%len(hosts)]: an element picked by a variable of the loop.
	for _, b := range s.fn.Fn.Blocks {
		if !in(b) {
			continue
		}
		for _, instr := range b.Instrs {
			var idx ssa.Value
			switch x := instr.(type) {
			case *ssa.IndexAddr:
				idx = x.Index
			case *ssa.Index:
				idx = x.Index
			case *ssa.Lookup:
				idx = x.Index
			}
			if idx != nil && loopVariable(idx, in, 0) {
				return true
			}
		}
	}
	return false
}

// loopVariable reports whether v is computed from a phi of the blocks
// in (a variable the loop carries round: its counter, a cursor).
func loopVariable(v ssa.Value, in func(*ssa.BasicBlock) bool, depth int) bool {
	if depth > 6 {
		return false
	}
	switch x := v.(type) {
	case *ssa.Phi:
		return in(x.Block())
	case *ssa.BinOp:
		return loopVariable(x.X, in, depth+1) || loopVariable(x.Y, in, depth+1)
	case *ssa.Convert:
		return loopVariable(x.X, in, depth+1)
	case *ssa.ChangeType:
		return loopVariable(x.X, in, depth+1)
	}
	return false
}

// restartsOnCancel reports whether the loop goes round when an error is
// context.Canceled (err == context.Canceled, errors.Is(err,
// context.Canceled)): it starts again after another goroutine cancelled
// the attempt (dskit's MultiClient after a switch to a new primary), not
// after the dependency failed, so it needs no wait.
func (l *loopInfo) restartsOnCancel(fn *ssa.Function) bool {
	isCanceled := func(v ssa.Value) bool {
		g := ssax.GlobalOf(v)
		return g != nil && g.Pkg() != nil && g.Pkg().Path() == "context" && g.Name() == "Canceled"
	}
	for _, b := range fn.Blocks {
		if !l.in(b) {
			continue
		}
		iff, ok := ssax.Last(b).(*ssa.If)
		if !ok {
			continue
		}
		side := -1
		switch c := ssax.Unwrap(iff.Cond).(type) {
		case *ssa.BinOp:
			if c.Op == token.EQL && (isCanceled(c.X) || isCanceled(c.Y)) {
				side = 0
			} else if c.Op == token.NEQ && (isCanceled(c.X) || isCanceled(c.Y)) {
				side = 1
			}
		case *ssa.Call:
			if f := ssax.StaticCallee(&c.Call); f != nil && names.Key(f) == "errors.Is" && len(c.Call.Args) == 2 && isCanceled(c.Call.Args[1]) {
				side = 0
			}
		}
		if side >= 0 && !l.leaves(b.Succs[side]) {
			return true
		}
	}
	return false
}
