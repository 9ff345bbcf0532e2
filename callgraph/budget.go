package callgraph

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// Budget checks and route selections, for the budgetorder check.
//
// A budget check decides whether a new attempt may start (a rate limiter,
// a semaphore, a circuit breaker, a retry token bucket); a route
// selection chooses the replica, endpoint or shard for an attempt. Both
// are recognised from the library APIs of the catalog, from the names of
// project types and functions, from //retrylint:budget and
// //retrylint:route directives, and from thin helpers: a function that
// performs a check and returns its verdict (one bool or error result), or
// performs a selection and returns what it chose, and does no remote I/O
// itself. Helpers are exported as facts, so tryAcquire() and pickReplica()
// in another package count like the calls they wrap.

// EventKind tells budget checks from route selections.
type EventKind uint8

const (
	// BudgetCheck decides whether an attempt may start.
	BudgetCheck EventKind = iota + 1
	// RouteSelection chooses the target of an attempt.
	RouteSelection
)

// Event is a budget check or a route selection in a function.
type Event struct {
	Kind  EventKind
	Instr ssa.Instruction // the call, or the index into the replica slice
	Value ssa.Value       // for a selection: what it chose (the call's result, the element)
	What  string          // the API or helper: "rate.Limiter.Allow", "lb.pickReplica"
}

// FuncEvents lists the events of one function, in instruction order.
type FuncEvents struct {
	Fn     *ssa.Function
	Events []Event
}

// budgetAPIs are the budget checks of the catalog (§15), by funcKey.
var budgetAPIs = map[string]bool{
	"golang.org/x/time/rate.Limiter.Allow":                                              true,
	"golang.org/x/time/rate.Limiter.AllowN":                                             true,
	"golang.org/x/time/rate.Limiter.Wait":                                               true,
	"golang.org/x/time/rate.Limiter.WaitN":                                              true,
	"golang.org/x/sync/semaphore.Weighted.Acquire":                                      true,
	"golang.org/x/sync/semaphore.Weighted.TryAcquire":                                   true,
	"github.com/sony/gobreaker.TwoStepCircuitBreaker.Allow":                             true,
	"github.com/sony/gobreaker/v2.TwoStepCircuitBreaker.Allow":                          true,
	"github.com/afex/hystrix-go/hystrix.CircuitBreaker.AllowRequest":                    true,
	"github.com/avast/retry-go/v5.FixedTokenBucketThrottleManager.AllowRetry":           true,
	"github.com/avast/retry-go/v5.ThrottleManager.AllowRetry":                           true,
	"github.com/aws/aws-sdk-go-v2/aws/retry.Standard.GetRetryToken":                     true,
	"github.com/aws/aws-sdk-go-v2/aws/retry.RateLimiter.GetToken":                       true,
	"github.com/aws/aws-sdk-go-v2/aws/ratelimit.TokenRateLimit.GetToken":                true,
	"github.com/failsafe-go/failsafe-go/circuitbreaker.CircuitBreaker.TryAcquirePermit": true,
	"github.com/failsafe-go/failsafe-go/ratelimiter.RateLimiter.AcquirePermit":          true,
	"github.com/failsafe-go/failsafe-go/ratelimiter.RateLimiter.AcquirePermits":         true,
	"github.com/failsafe-go/failsafe-go/ratelimiter.RateLimiter.TryAcquirePermit":       true,
	"github.com/failsafe-go/failsafe-go/ratelimiter.RateLimiter.TryAcquirePermits":      true,
	"github.com/failsafe-go/failsafe-go/bulkhead.Bulkhead.AcquirePermit":                true,
	"github.com/failsafe-go/failsafe-go/bulkhead.Bulkhead.TryAcquirePermit":             true,
	"github.com/failsafe-go/failsafe-go/budget.Budget.TryAcquireRetryPermit":            true,
}

// routeAPIs are the route selections of the catalog (§16), by funcKey.
var routeAPIs = map[string]bool{
	"google.golang.org/grpc/balancer.Picker.Pick":                  true,
	"github.com/go-kit/kit/sd/lb.Balancer.Endpoint":                true,
	"go-micro.dev/v4/selector.Selector.Select":                     true,
	"go-micro.dev/v5/selector.Selector.Select":                     true,
	"github.com/micro/go-micro/v2/client/selector.Selector.Select": true,
	"resty.dev/v3.LoadBalancer.Next":                               true,
	"resty.dev/v3.LoadBalancer.NextWithContext":                    true,
}

var (
	budgetMethods = []string{"Allow", "AllowN", "TryAcquire", "Acquire", "Withdraw", "TryWithdraw", "Spend", "Take", "Admit"}
	budgetTypes   = []string{"budget", "limiter", "bucket", "breaker", "throttle", "semaphore", "quota"}
	routeVerbs    = []string{"pick", "choose", "select", "next"}
	routeTypes    = []string{"balancer", "picker", "selector", "ring", "pool"}
	routeNouns    = []string{"replica", "endpoint", "shard", "node", "backend", "peer"}
)

func containsAny(s string, words []string) bool {
	s = strings.ToLower(s)
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

func hasPrefixAny(s string, words []string) bool {
	s = strings.ToLower(s)
	for _, w := range words {
		if strings.HasPrefix(s, w) {
			return true
		}
	}
	return false
}

// budgetByName: a budget method on a budget-named type.
func budgetByName(fn *types.Func) bool {
	recv := recvTypeName(fn)
	if recv == "" || !containsAny(recv, budgetTypes) {
		return false
	}
	for _, m := range budgetMethods {
		if fn.Name() == m {
			return true
		}
	}
	return false
}

// routeByName: pick/choose/select/next on a balancer-like type, or a
// selection verb with a replica-like noun in the name.
func routeByName(fn *types.Func) bool {
	name := fn.Name()
	if !hasPrefixAny(name, routeVerbs) {
		return false
	}
	if recv := recvTypeName(fn); recv != "" && containsAny(recv, routeTypes) {
		return true
	}
	return containsAny(name, routeNouns)
}

// apiKind classifies a callee by the catalog, the naming rules and the
// directives of this package.
func (b *builder) apiKind(fn *types.Func) (EventKind, string) {
	if fn.Pkg() == nil {
		return 0, ""
	}
	key := funcKey(fn)
	if k, ok := b.dirKinds[fn]; ok {
		return k, objName(fn)
	}
	switch {
	case budgetAPIs[key]:
		return BudgetCheck, objName(fn)
	case routeAPIs[key]:
		return RouteSelection, objName(fn)
	case isStd(fn.Pkg().Path()):
		return 0, ""
	case budgetByName(fn):
		return BudgetCheck, objName(fn)
	case routeByName(fn):
		return RouteSelection, objName(fn)
	}
	return 0, ""
}

// recordIO remembers which calls reach remote I/O, for Result.CallIO.
func (b *builder) recordIO() {
	b.res.ioCalls = map[ssa.Instruction]bool{}
	for _, n := range b.funcNodes() {
		for _, r := range n.refs {
			if r.call && r.instr != nil && refIO(r) {
				b.res.ioCalls[r.instr] = true
			}
		}
	}
}

// classifyEvents finds the budget checks and route selections of every
// function, then the thin helpers, to a fixed point (a helper of a helper
// is a helper; each round only adds), and records the helpers in the
// nodes for the facts.
func (b *builder) classifyEvents() {
	fns := b.funcNodes()
	for round := 0; round <= len(fns); round++ {
		changed := false
		for _, n := range fns {
			n.events = b.eventsOf(n)
			if n.fn.Parent() != nil || n.helper != 0 {
				continue
			}
			if obj, ok := n.fn.Object().(*types.Func); ok {
				if k, ok := b.dirKinds[obj]; ok {
					// Declared by a directive: callers in other packages
					// learn it from the fact.
					n.helper, n.helperOf, changed = k, "directive", true
					continue
				}
			}
			if n.io {
				continue
			}
			for _, e := range n.events {
				if helperShape(n.fn, e.Kind) && flowsToReturn(e.Instr) {
					n.helper, n.helperOf, changed = e.Kind, e.What, true
					break
				}
			}
		}
		if !changed {
			break
		}
	}
	for _, n := range fns {
		if len(n.events) > 0 {
			b.res.Funcs = append(b.res.Funcs, &FuncEvents{Fn: n.fn, Events: n.events})
		}
	}
}

// flowsToReturn reports whether the verdict of a check (or what a
// selection chose) is returned by its function: func tryAcquire() bool
// { return sem.TryAcquire(1) }. A function that merely checks somewhere
// inside and returns something else is no helper.
func flowsToReturn(instr ssa.Instruction) bool {
	v, ok := instr.(ssa.Value)
	if !ok {
		return false
	}
	seen := map[ssa.Value]bool{}
	stack := []ssa.Value{v}
	for len(stack) > 0 && len(seen) < 64 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		refs := x.Referrers()
		if refs == nil {
			continue
		}
		for _, r := range *refs {
			switch y := r.(type) {
			case *ssa.Return:
				return true
			case *ssa.If:
				// if !lim.Allow() { return false }: the branch decides
				// what is returned.
				for _, succ := range y.Block().Succs {
					if n := len(succ.Instrs); n > 0 {
						if _, ok := succ.Instrs[n-1].(*ssa.Return); ok {
							return true
						}
					}
				}
			case *ssa.Extract, *ssa.UnOp, *ssa.BinOp, *ssa.Phi, *ssa.ChangeType, *ssa.MakeInterface, *ssa.Convert, *ssa.FieldAddr, *ssa.Field, *ssa.IndexAddr:
				stack = append(stack, y.(ssa.Value))
			case *ssa.Store:
				if a, ok := y.Addr.(*ssa.Alloc); ok && y.Val == x {
					stack = append(stack, a)
				}
			}
		}
	}
	return false
}

// helperShape: a budget helper returns one bool or error; a route helper
// returns what it chose (at least one result).
func helperShape(fn *ssa.Function, k EventKind) bool {
	res := fn.Signature.Results()
	switch k {
	case BudgetCheck:
		if res.Len() != 1 {
			return false
		}
		t := res.At(0).Type()
		return isErrorType(t) || types.Identical(t.Underlying(), types.Typ[types.Bool])
	case RouteSelection:
		return res.Len() >= 1
	}
	return false
}

// eventsOf lists the events of n's body in instruction order.
func (b *builder) eventsOf(n *node) []Event {
	var out []Event
	for _, blk := range n.fn.Blocks {
		for _, instr := range blk.Instrs {
			if e, ok := b.eventAt(n, instr); ok {
				out = append(out, e)
			}
		}
	}
	return out
}

func (b *builder) eventAt(n *node, instr ssa.Instruction) (Event, bool) {
	switch x := instr.(type) {
	case *ssa.Call:
		return b.callEvent(x)
	case *ssa.IndexAddr:
		if randomIndex(x.Index, 0) && isSliceOrArray(x.X.Type()) {
			return Event{Kind: RouteSelection, Instr: x, Value: x, What: "random index"}, true
		}
	case *ssa.Index:
		if randomIndex(x.Index, 0) {
			return Event{Kind: RouteSelection, Instr: x, Value: x, What: "random index"}, true
		}
	}
	return Event{}, false
}

func isSliceOrArray(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Slice, *types.Array:
		return true
	case *types.Pointer:
		_, ok := u.Elem().Underlying().(*types.Array)
		return ok
	}
	return false
}

// randomIndex: rand.Intn(n), rand.Int63n(n) and the like, or a
// round-robin counter atomic.AddUint64(&c, 1) % n.
func randomIndex(v ssa.Value, depth int) bool {
	if depth > 6 {
		return false
	}
	switch x := v.(type) {
	case *ssa.Convert:
		return randomIndex(x.X, depth+1)
	case *ssa.BinOp:
		return randomIndex(x.X, depth+1)
	case *ssa.Call:
		fn := calleeOf(&x.Call)
		if fn == nil || fn.Pkg() == nil {
			return false
		}
		switch fn.Pkg().Path() {
		case "math/rand", "math/rand/v2":
			return true
		case "sync/atomic":
			return strings.HasPrefix(fn.Name(), "Add") || fn.Name() == "Add"
		}
	}
	return false
}

// callEvent classifies one call.
func (b *builder) callEvent(c *ssa.Call) (Event, bool) {
	common := &c.Call
	if tf := b.pass.Fset.File(c.Pos()); tf != nil && c.Pos().IsValid() {
		line := tf.Line(c.Pos())
		for _, l := range []int{line, line - 1} {
			if d, ok := b.dirLines[lineKey{tf, l}]; ok {
				b.res.Attached[d] = true
				k := BudgetCheck
				if d.Kind == "route" {
					k = RouteSelection
				}
				e := Event{Kind: k, Instr: c, What: "directive"}
				if k == RouteSelection {
					e.Value = c
				}
				return e, true
			}
		}
	}
	if !common.IsInvoke() && common.StaticCallee() == nil {
		// next, err := sel.Select(svc); node, err := next(): calling the
		// Next that a selector returned is the selection.
		if e := asCall(common.Value); e != nil {
			if fn := calleeOf(&e.Call); fn != nil {
				if k, _ := b.apiKind(fn); k == RouteSelection && fn.Name() == "Select" {
					return Event{Kind: RouteSelection, Instr: c, Value: c, What: objName(fn) + " next"}, true
				}
			}
		}
		return Event{}, false
	}
	fn := calleeOf(common)
	if fn == nil || fn.Pkg() == nil {
		return Event{}, false // error.Error and other universe methods
	}
	fn = fn.Origin()
	if funcKey(fn) == "golang.org/x/time/rate.Limiter.Reserve" || funcKey(fn) == "golang.org/x/time/rate.Limiter.ReserveN" {
		if reservationInspected(c) {
			return Event{Kind: BudgetCheck, Instr: c, What: objName(fn)}, true
		}
		return Event{}, false
	}
	k, what := b.apiKind(fn)
	if k == RouteSelection && fn.Name() == "Select" {
		if t, ok := c.Type().(*types.Tuple); ok && t.Len() > 0 {
			if _, isFunc := t.At(0).Type().Underlying().(*types.Signature); isFunc {
				return Event{}, false // go-micro: the Next it returns selects
			}
		}
	}
	if k == 0 {
		// A helper: local, or imported with a fact.
		if t, ok := b.byObj[fn]; ok && t.helper != 0 {
			k, what = t.helper, t.name
		} else if fn.Pkg() != b.pass.Pkg && !isStd(fn.Pkg().Path()) {
			var f FuncFact
			if b.pass.ImportObjectFact(fn, &f) {
				switch {
				case f.Budget != "":
					k, what = BudgetCheck, objName(fn)
				case f.Route != "":
					k, what = RouteSelection, objName(fn)
				}
			}
		}
	}
	if k == 0 {
		return Event{}, false
	}
	e := Event{Kind: k, Instr: c, What: what}
	if k == RouteSelection {
		e.Value = c
	}
	return e, true
}

// reservationInspected: r := lim.Reserve(); r.OK() / r.Delay() decide.
func reservationInspected(c *ssa.Call) bool {
	for _, r := range *c.Referrers() {
		cc, ok := r.(*ssa.Call)
		if !ok {
			continue
		}
		if fn := calleeOf(&cc.Call); fn != nil {
			switch fn.Name() {
			case "OK", "Delay", "DelayFrom":
				return true
			}
		}
	}
	return false
}
