package callgraph

import (
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/bound"
	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// The bounds domain: how many attempts a library value carries (a
// BackOff, a retry policy, a configured client, a connection), by the
// catalog's Value rules. This is the one value-tracing skeleton that
// every library and client shares:
//
//	v := unwrap(v)                 conversions, captured variables
//	phi                            the worst of its edges
//	x.field, package variable      the worst of every value the package stores there
//	call of F                      F's rule: derived from an argument or the receiver
//	                               (wrappers, setter chains), then its count and time
//	                               limit arguments, its options, the fields stored into
//	                               the result and the setters called on its variables
//	composite literal of T         T's rule, with the fields the literal sets
//	slice literal                  its length (a slice of backoff delays)
//
// What a value carries is a count (exactly n calls, unknown, or no cap)
// and whether a time limit or a context can end it; an owner with no cap
// that a limit ends has an unknown bound, one with no cap and no limit is
// unbounded. Untraced values (parameters, results of unknown calls) say
// nothing; an entry decides what that means (Attempts.Always).

// state is what the rules say about one value.
type state struct {
	ok        bool        // traced to a rule that says something
	count     bound.Bound // Known, Unknown, or Unbounded (no count cap)
	limit     bool        // a time limit or a context can end it
	limitFrom bound.Source
	family    string // the client family of the value, when it is a client
	via       string // what messages call the retry when the value is used
	// param is 1 + the index of the function parameter an untraced
	// value comes from, or 0.
	param int
	// noWrites: the value's retries leave writes alone (a transport whose
	// retry loop re-sends GET only).
	noWrites bool
	// methods: the RPC methods the value retries (a gRPC service config
	// that names them); nil for every method. except: the methods it does
	// not retry (a mongo client with SetRetryWrites(false) retries its
	// reads only).
	methods []string
	except  []string
	// made is the "file:line" of the call that made the client value
	// (its rule names a family), and madePos its position when it is in
	// this package.
	made    string
	madePos token.Pos
	// pace: how the value waits between attempts (retrydelay).
	pace catalog.Pace
	// class: what the value's retries go round on, when its rule or the
	// loop of its transport says (0: its family's, clientClass).
	class catalog.Class
	// untraced: an entry's default for a value not traced
	// (Attempts.Always): its callers may know better (handed.go).
	untraced bool
}

// bound is the attempt bound the state gives an owner.
func (s state) bound() bound.Bound {
	if s.count.Kind == bound.Unbounded && s.limit {
		return bound.Unknowable(s.limitFrom)
	}
	return s.count
}

// worse reports whether s should replace t as the worst of two values.
func (s state) worse(t state) bool {
	if s.ok != t.ok {
		return s.ok
	}
	return s.bound().Worse(t.bound())
}

func fromBase(b catalog.Base) state {
	st := state{ok: b.Count != catalog.Nothing, limit: b.Limit, limitFrom: b.From, pace: b.Pace}
	switch b.Count {
	case catalog.Exactly:
		st.count = bound.Of(b.N, b.From)
	case catalog.Unlimited:
		st.count = bound.Unlimited(b.From)
	default:
		st.count = bound.Unknowable(b.From)
	}
	return st
}

// values evaluates library values, with a memo per value (and per field
// or package variable) that also cuts cycles through phis and stores.
type values struct {
	p    *pipeline
	memo map[ssa.Value]*state
	keys map[types.Object]*state
}

func newValues(p *pipeline) *values {
	return &values{p: p, memo: map[ssa.Value]*state{}, keys: map[types.Object]*state{}}
}

// forget drops what was evaluated: once the owners of the package are
// known, a transport of the package may turn out to retry.
func (vs *values) forget() {
	vs.memo, vs.keys = map[ssa.Value]*state{}, map[types.Object]*state{}
}

// maxTrace bounds the work per value: a value made of more steps than
// this is taken as untraced.
const maxTrace = 24

// of evaluates v.
func (vs *values) of(v ssa.Value) state { return vs.eval(v, 0) }

func (vs *values) eval(v ssa.Value, depth int) state {
	if v == nil || depth > maxTrace {
		return state{}
	}
	v = ssax.Unwrap(v)
	if st, ok := vs.memo[v]; ok {
		return *st // a cycle sees the zero state: untraced
	}
	vs.memo[v] = &state{}
	st := vs.evalOnce(v, depth)
	vs.memo[v] = &st
	return st
}

func (vs *values) evalOnce(v ssa.Value, depth int) state {
	switch x := v.(type) {
	case *ssa.Phi:
		var best state
		for i, e := range x.Edges {
			if st := vs.eval(e, depth+1); i == 0 || st.worse(best) {
				best = st
			}
		}
		return best
	case *ssa.UnOp:
		if a := capturedVar(x); a != nil {
			// a variable a closure captures, stored more than once (ctx =
			// workflow.WithActivityOptions(ctx, ao) before defer func() {
			// ... ctx ... }()): the worst of what is stored, like a phi.
			var best state
			i := 0
			for _, r := range *a.Referrers() {
				if st, ok := r.(*ssa.Store); ok && st.Addr == a {
					if sv := vs.eval(st.Val, depth+1); i == 0 || sv.worse(best) {
						best = sv
					}
					i++
				}
			}
			return best
		}
		if a, ok := x.X.(*ssa.Alloc); ok && x.Op == token.MUL && a.Heap {
			// the same variable read in the function that declares it:
			// the store that dominates the read.
			if val := storeBefore(a, x); val != nil {
				return vs.eval(val, depth+1)
			}
		}
	case *ssa.Parameter:
		if st, ok := vs.transport(x.Type()); ok {
			return st // p.Transport = p, with p of a transport type that retries
		}
		if st, ok := vs.handedOff(x, depth); ok {
			return st // func(ctx workflow.Context) {...} run by workflow.Go(ctx, ...)
		}
		return state{param: ssax.ParamIndex(x.Parent(), x)}
	case *ssa.Const:
		if !x.IsNil() {
			// a zero struct literal of a type with a rule: aws.NopRetryer{}
			if rs := catalog.ValuesOf(names.TypeKey(x.Type())); len(rs) > 0 && rs[0].Type != "" {
				return vs.apply(rs[0], nil, nil, depth)
			}
		}
		if x.IsNil() {
			if sl, ok := x.Type().Underlying().(*types.Slice); ok {
				if r := catalog.SliceValue(types.TypeString(sl.Elem(), nil)); r != nil {
					return vs.apply(r, v, nil, depth)
				}
			}
		}
		return state{}
	case *ssa.TypeAssert:
		if !x.CommaOk {
			return vs.eval(x.X, depth+1) // the value asserted back: c.(*redis.Client)
		}
	case *ssa.Extract:
		if ta, ok := x.Tuple.(*ssa.TypeAssert); ok && x.Index == 0 {
			return vs.eval(ta.X, depth+1) // c, ok := v.(*redis.Client)
		}
	case *ssa.Slice:
		if sl, ok := x.Type().Underlying().(*types.Slice); ok {
			if r := catalog.SliceValue(types.TypeString(sl.Elem(), nil)); r != nil {
				return vs.apply(r, v, nil, depth)
			}
		}
	}
	if st, ok := vs.transport(v.Type()); ok {
		return st // a value of a transport type whose RoundTrip retries
	}
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL && ssax.LoadedField(v) == nil && ssax.GlobalOf(v) == nil {
		// the struct a client pointer points to: the receiver of a value
		// method (opensearchapi's func (c Client) Search) is *c; a local
		// variable stored once (one a closure also captures)
		// (a struct variable is read field by field below, not here)
		x := u.X
		if a, ok := x.(*ssa.Alloc); ok {
			x = nil
			if _, isStruct := v.Type().Underlying().(*types.Struct); !isStruct {
				x = ssax.SingleStore(a)
			}
		}
		if st := vs.eval(x, depth+1); st.ok {
			return st
		}
	}
	if g := ssax.GlobalOf(v); g != nil {
		if rs := catalog.ValuesOf(names.VarKey(g)); len(rs) > 0 {
			return vs.apply(rs[0], v, nil, depth)
		}
		return vs.stored(g, depth)
	}
	if f := ssax.LoadedField(v); f != nil {
		if base := ssax.FieldBase(v); base != nil && f.Embedded() && catalog.ClientPart(names.TypeKey(base.Type()), f.Name()) {
			return vs.eval(base, depth+1) // the embedded part of a client that holds its calls (c.cmdable)
		}
		if base := ssax.FieldBase(v); base != nil {
			if r := catalog.FieldOfValue(names.TypeKey(base.Type())); r != nil {
				// a field of a client carries the client's attempts: es.API.Index
				if st := vs.eval(base, depth+1); st.ok && (r.Family == "" || st.family == r.Family) {
					return st
				}
			}
		}
		if base := ssax.FieldBase(v); f.Name() == "Transport" && base != nil && isType(base.Type(), "net/http.Client") {
			// the transport of a retrying client: c.StandardClient().Transport
			if st := vs.eval(base, depth+1); st.ok && st.family == catalog.FamilyRetryingHTTP {
				return st
			}
		}
		return vs.stored(f, depth)
	}
	if c := ssax.AsCall(v); c != nil {
		if e, ok := v.(*ssa.Extract); ok && e.Index > 0 && ruleOfCall(&c.Call) != nil {
			return state{} // a rule describes the first result (not the error beside it)
		}
		if r := ruleOfCall(&c.Call); r != nil {
			return vs.apply(r, c, &c.Call, depth)
		}
		return vs.returned(c, v, depth)
	}
	if a := ssax.LocalStruct(v); a != nil {
		if rs := catalog.ValuesOf(names.TypeKey(a.Type())); len(rs) > 0 {
			return vs.apply(rs[0], a, nil, depth)
		}
		if f := vs.delegates(a.Type()); f != "" {
			if fv, found := ssax.StoredField(a, f); found {
				return vs.eval(fv, depth+1) // a wrapper retries as the transport it wraps
			}
		}
	}
	return state{}
}

// delegates returns the field of a wrapping transport type that its
// RoundTrip hands every request to, in this package or by its fact:
//
//	type authTransport struct{ base http.RoundTripper }
//	func (t *authTransport) RoundTrip(r *http.Request) (*http.Response, error) { ...; return t.base.RoundTrip(r) }
func (vs *values) delegates(t types.Type) string {
	fn := roundTripOf(t)
	if fn == nil {
		return ""
	}
	if node := vs.p.g.Of(fn); node != nil {
		return delegateField(node.Fn)
	}
	if f := vs.p.fact(fn); f != nil {
		return f.Delegates
	}
	return ""
}

// delegateField: the receiver field of type http.RoundTripper whose
// RoundTrip a RoundTrip method calls, or "".
func delegateField(fn *ssa.Function) string {
	if fn == nil || fn.Name() != "RoundTrip" || fn.Signature.Recv() == nil || len(fn.Params) == 0 {
		return ""
	}
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok || !ci.Common().IsInvoke() || ci.Common().Method.Name() != "RoundTrip" {
				continue
			}
			if f := ssax.LoadedField(ci.Common().Value); f != nil && types.TypeString(f.Type(), nil) == "net/http.RoundTripper" && isFieldOf(fn.Params[0].Type(), f) {
				return f.Name()
			}
		}
	}
	return ""
}

// isFieldOf reports whether f is a field of the struct t (or *t) names.
func isFieldOf(t types.Type, f *types.Var) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	s, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := 0; i < s.NumFields(); i++ {
		if s.Field(i).Origin() == f {
			return true
		}
	}
	return false
}

// transport: a named (non-interface) type whose RoundTrip method is a
// retry owner of its own body, in this package or by its fact:
//
//	func (t *retryTransport) RoundTrip(req *http.Request) (*http.Response, error) {
//		for i := 0; i < 3; i++ { resp, err := t.next.RoundTrip(req); ... }
//	}
//
// Every request sent through such a transport is retried.
func (vs *values) transport(t types.Type) (state, bool) {
	fn := roundTripOf(t)
	if fn == nil {
		return state{}, false
	}
	var layer Layer
	resends := false // its retry re-sends whatever request it is given
	if node := vs.p.g.Of(fn); node != nil {
		if w := vs.p.own.ownOf(node); w != nil && w.opArg == 0 && !w.ifIO {
			layer, resends = w.layer, vs.p.wr.resendsIn(node)
		}
	} else if f := vs.p.fact(fn); f != nil && f.OpArg == 0 && !f.OwnIfIO {
		layer, resends = f.Own, f.Resends.Kind != 0
	}
	if layer.Kind == 0 || !layer.Bound.Retries() {
		return state{}, false
	}
	return state{ok: true, count: layer.Bound, family: catalog.FamilyRetryingHTTP, via: names.Display(fn), noWrites: !resends, class: layer.Class}, true
}

// roundTripOf returns the RoundTrip method of a named, non-interface
// type (its generic origin), or nil.
func roundTripOf(t types.Type) *types.Func {
	n := names.Named(t)
	if n == nil || types.IsInterface(n) {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, n.Obj().Pkg(), "RoundTrip")
	if fn, ok := obj.(*types.Func); ok {
		return fn.Origin()
	}
	return nil
}

// returned evaluates what a function returns when no rule describes it:
// a function of this package (its return values, an untraced parameter
// replaced by the argument the call passes), or an imported one by its
// fact (Returns).
func (vs *values) returned(c *ssa.Call, v ssa.Value, depth int) state {
	callee := ssax.StaticCallee(&c.Call)
	if callee == nil {
		return state{}
	}
	idx := 0
	if e, ok := ssax.Unwrap(v).(*ssa.Extract); ok {
		idx = e.Index
	}
	node := vs.p.g.Of(callee)
	if node == nil {
		if f := vs.p.fact(callee); f != nil && idx == 0 && f.Returns.Family != "" {
			return state{ok: true, count: f.Returns.Bound, family: f.Returns.Family, via: f.Returns.Via, made: f.Returns.Made, class: f.Returns.Class}
		} else if f != nil && idx == 0 && f.ReturnsArg > 0 {
			return vs.eval(ssax.Arg(ssax.Args(&c.Call), f.ReturnsArg-1), depth+1) // handed back unchanged
		}
		return state{}
	}
	return vs.returns(node.Fn, idx, ssax.Args(&c.Call), depth)
}

// returns is the worst of what fn returns as result idx; an untraced
// parameter is replaced by the argument args passes (when args is known).
func (vs *values) returns(fn *ssa.Function, idx int, args []ssa.Value, depth int) state {
	var best state
	first := true
	for _, blk := range fn.Blocks {
		ret, ok := ssax.Last(blk).(*ssa.Return)
		if !ok || idx >= len(ret.Results) {
			continue
		}
		st := vs.eval(ret.Results[idx], depth+1)
		if !st.ok && st.param > 0 && args != nil {
			// return c: the caller's argument.
			st = vs.eval(ssax.Arg(args, st.param-1), depth+1)
		}
		if first || st.worse(best) {
			best, first = st, false
		}
	}
	best.param = 0
	return best
}

// stored evaluates a field or package variable: the worst of the values
// the package stores into it.
func (vs *values) stored(key types.Object, depth int) state {
	if st, ok := vs.keys[key]; ok {
		return *st
	}
	if v, ok := key.(*types.Var); ok && v.IsField() && v.Pkg() != vs.p.pass.Pkg {
		// A field of another package: what its fact says it holds.
		var ff FieldFact
		st := state{}
		if vs.p.pass.ImportObjectFact(v.Origin(), &ff) {
			st = state{ok: true, count: ff.Value.Bound, family: ff.Value.Family, via: ff.Value.Via, made: ff.Value.Made, class: ff.Value.Class}
		}
		vs.keys[key] = &st
		return st
	}
	vs.keys[key] = &state{}
	var best state
	for i, st := range vs.p.g.StoresTo(key) {
		if st := vs.eval(st.Val, depth+1); i == 0 || st.worse(best) {
			best = st
		}
	}
	best.param = 0
	vs.keys[key] = &best
	return best
}

// ruleOfCall returns the value rule of the function a call makes its
// value with, or nil.
func ruleOfCall(c *ssa.CallCommon) *catalog.Value {
	fn := ssax.Callee(c)
	if fn != nil {
		for _, r := range catalog.ValuesOf(names.Key(fn)) {
			if resultMatches(r, c) && r.Covers(fn.Name()) {
				return r
			}
		}
		if r := shapedValue(fn); r != nil {
			return r
		}
	}
	// A function value of a named type of a library: es.Search() of the
	// typed API.
	if n := ssax.FuncType(c); n != nil {
		if r := catalog.FuncTypeValue(n.Obj().Pkg().Path()); r != nil {
			return r
		}
	}
	// A generated client's constructor: its only argument is the
	// connection.
	if len(c.Args) == 1 && !c.IsInvoke() {
		for _, r := range catalog.ConnValues() {
			for _, t := range r.ConnArg {
				if names.TypeKey(c.Args[0].Type()) == t {
					return r
				}
			}
		}
	}
	return nil
}

// resultMatches checks a wildcard rule's Result against the call.
func resultMatches(r *catalog.Value, c *ssa.CallCommon) bool {
	if r.Result == "" {
		return true
	}
	sig := c.Signature()
	if sig == nil || sig.Results().Len() == 0 {
		return false
	}
	key := names.TypeKey(sig.Results().At(0).Type())
	if len(r.Result) > 2 && r.Result[len(r.Result)-2:] == ".*" {
		pkg := r.Result[:len(r.Result)-2]
		return len(key) > len(pkg) && key[:len(pkg)] == pkg && key[len(pkg)] == '.'
	}
	return key == r.Result
}

// argOf returns argument a of call c (the receiver for catalog.Receiver,
// the last argument for catalog.Last), or nil.
func argOf(c *ssa.CallCommon, a catalog.Arg) ssa.Value {
	if c == nil {
		return nil
	}
	switch a {
	case catalog.Receiver:
		return ssax.Recv(c)
	case catalog.FuncValue:
		if c.IsInvoke() || c.StaticCallee() != nil {
			return nil
		}
		return c.Value
	case catalog.Last:
		if len(c.Args) == 0 {
			return nil
		}
		return c.Args[len(c.Args)-1]
	}
	return ssax.Arg(ssax.Args(c), a.Index())
}

// apply evaluates rule r for the value v, made by call c (nil for a
// literal, a package variable or a slice).
func (vs *values) apply(r *catalog.Value, v ssa.Value, c *ssa.CallCommon, depth int) state {
	var st state
	switch {
	case r.From != 0 || r.FromField != "":
		var src state
		if r.From != 0 {
			if a := argOf(c, r.From); r.Nil.Count != catalog.Nothing && a != nil && ssax.IsNil(ssax.Unwrap(a)) {
				src = fromBase(r.Nil) // the library's default config
			} else {
				src = vs.eval(a, depth+1)
			}
		} else if a := ssax.LocalStruct(v); a != nil {
			if fv, found := ssax.StoredField(a, r.FromField); found {
				if r.FromResult {
					src = vs.funcResult(fv, depth+1)
				} else {
					src = vs.eval(fv, depth+1)
					// hc := &http.Client{Transport: t}; hc.Transport =
					// middleware.NewRetryTransport(hc.Transport, cfg): a
					// store after the literal counts too (the worst).
					for _, later := range laterStores(a, r.FromField, fv) {
						if s := vs.eval(later, depth+1); s.worse(src) {
							src = s
						}
					}
				}
			}
		} else if r.FieldStores && v != nil {
			src = vs.storedInto(v, r.FromField, depth+1)
		}
		if src.ok {
			st = src
		} else {
			st = fromBase(r.Untraced)
			st.param = src.param
		}
		if r.Base.Count != catalog.Nothing {
			b := fromBase(r.Base)
			st.ok, st.count = true, b.count
		}
		if r.Pace != catalog.PaceUnknown {
			st.pace = r.Pace // a jitter wrapped around the waits
		} else if r.Base.Pace != catalog.PaceUnknown {
			st.pace = r.Base.Pace
		}
		if r.Base.Limit {
			st.limit, st.limitFrom = true, r.Base.From
		}
	default:
		st = fromBase(r.Base)
	}
	if r.Safe {
		st.noWrites = true // safe unless an option takes it away
	}
	for _, in := range r.Sets {
		vs.setInt(&st, in, v, c)
	}
	if r.StepCap != nil {
		capSteps(&st, r.StepCap, v)
	}
	if r.Opts != 0 {
		vs.options(&st, argOf(c, r.Opts), r.Options, depth)
	}
	if r.Ctx != 0 && contextCanEnd(argOf(c, r.Ctx)) {
		st.limit, st.limitFrom = true, bound.Context
	}
	if c != nil {
		vs.setters(&st, v, depth)
	}
	if r.Family != "" {
		st.family, st.class = r.Family, r.Class
		if c != nil && c.Pos().IsValid() {
			st.made, st.madePos = vs.p.posString(c.Pos()), c.Pos()
		}
	}
	if r.Via != "" {
		st.via = r.Via
	}
	return st
}

// laterStores returns the values stored into field name of the object
// base points to, in this function, other than first (the literal's):
// the stores that install a value after the object is made.
func laterStores(base ssa.Value, name string, first ssa.Value) []ssa.Value {
	var out []ssa.Value
	ssax.EachFieldAddr(base, func(fa *ssa.FieldAddr, f *types.Var) bool {
		if f.Name() != name {
			return true
		}
		for _, rr := range *fa.Referrers() {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == fa && st.Val != first {
				out = append(out, st.Val)
			}
		}
		return true
	})
	return out
}

// handedOff evaluates a parameter of a function literal that its
// enclosing function hands to a call that runs it with one of the call's
// own arguments (catalog.Handoff): the worst of those arguments.
func (vs *values) handedOff(p *ssa.Parameter, depth int) (state, bool) {
	fn := p.Parent()
	encl := fn.Parent()
	if encl == nil || fn.Signature.Recv() != nil {
		return state{}, false
	}
	param := -1
	for i, q := range fn.Params {
		if q == p {
			param = i
		}
	}
	var best state
	found := false
	for _, b := range encl.Blocks {
		for _, instr := range b.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			callee := ssax.Callee(ci.Common())
			if callee == nil {
				continue
			}
			for _, h := range catalog.HandoffsOf(names.Key(callee)) {
				if h.Param != param || !isFunc(argOf(ci.Common(), h.Fn), fn) {
					continue
				}
				st := vs.eval(argOf(ci.Common(), h.Arg), depth+1)
				if !found || st.worse(best) {
					best, found = st, true
				}
			}
		}
	}
	return best, found
}

// capturedVar returns the local variable a load reads through a
// closure's free variable, or nil.
func capturedVar(u *ssa.UnOp) *ssa.Alloc {
	fv, ok := u.X.(*ssa.FreeVar)
	if !ok || u.Op != token.MUL {
		return nil
	}
	a, _ := ssax.Captured(fv).(*ssa.Alloc)
	return a
}

// storeBefore returns the value of the last store into a before load,
// on the load's dominator tree (the nearest store in its block, then in
// the blocks that dominate it), or nil.
func storeBefore(a *ssa.Alloc, load ssa.Instruction) ssa.Value {
	b := load.Block()
	stop := load
	for b != nil {
		var last ssa.Value
		for _, instr := range b.Instrs {
			if instr == stop {
				break
			}
			if st, ok := instr.(*ssa.Store); ok && st.Addr == a {
				last = st.Val
			}
		}
		if last != nil {
			return last
		}
		b, stop = b.Idom(), nil
	}
	return nil
}

// isFunc reports whether v is fn, or a closure of fn.
func isFunc(v ssa.Value, fn *ssa.Function) bool {
	switch x := ssax.Unwrap(v).(type) {
	case *ssa.Function:
		return x == fn
	case *ssa.MakeClosure:
		return x.Fn == fn
	}
	return false
}

// setInt applies an integer that sets the count or the time limit: an
// argument of c, or a field stored into v.
func (vs *values) setInt(st *state, in catalog.Int, v ssa.Value, c *ssa.CallCommon) {
	var x ssa.Value
	switch {
	case in.Means == catalog.Length:
		n, ok := sliceLen(v)
		if !ok {
			st.ok, st.count = true, bound.Unknowable(in.From)
			return
		}
		st.ok, st.count = true, bound.Of(n+1, in.From)
		return
	case in.Key != "":
		base := v
		if in.Arg != 0 {
			base = argOf(c, in.Arg)
		}
		val, found := mapKey(base, in.Key)
		if !found {
			if in.Means == catalog.Safe && vs.handedToLocal(base) {
				st.noWrites = true // a helper of the package may set it
			}
			return // not set: the base stands
		}
		x = val
	case in.Field != "":
		base := v
		if in.Arg != 0 {
			base = argOf(c, in.Arg) // a field of an argument: the options a constructor is given
		}
		if a := ssax.LocalStruct(base); a != nil {
			base = a
		}
		val, found := storedPath(base, in.Field)
		if !found {
			if in.Means == catalog.Stops {
				st.limit = false // no Stop: the time limit never ends it
			}
			if in.Means == catalog.Safe && vs.handedToLocal(base) {
				st.noWrites = true // a helper of the package may set it
			}
			return // not set: the base stands
		}
		x = val
	default:
		x = argOf(c, in.Arg)
	}
	setIntValue(st, in, x)
}

// capSteps counts the calls of a backoff whose steps end when its delay
// passes its cap, as apimachinery's ExponentialBackoff runs them: call,
// then (unless it was the last step) a step that multiplies the delay
// and, past the cap, sets the steps to 0.
func capSteps(st *state, sc *catalog.StepCap, v ssa.Value) {
	if st.count.Kind != bound.Known {
		return
	}
	base := v
	if a := ssax.LocalStruct(v); a != nil {
		base = a
	}
	num := func(field string) (float64, bool) {
		x, found := storedPath(base, field)
		if !found {
			return 0, true // the zero value
		}
		c, ok := ssax.Unwrap(x).(*ssa.Const)
		if !ok || c.Value == nil {
			return 0, false
		}
		f, _ := constant.Float64Val(constant.ToFloat(c.Value))
		return f, true
	}
	d, ok1 := num(sc.Duration)
	f, ok2 := num(sc.Factor)
	capv, ok3 := num(sc.Cap)
	if !ok1 || !ok2 || !ok3 || capv <= 0 || f == 0 {
		return
	}
	steps, calls := st.count.N, int64(0)
	for steps > 0 {
		calls++
		if steps == 1 {
			break
		}
		steps--
		d *= f
		if d > capv {
			steps = 0
		}
	}
	if calls < st.count.N {
		st.count = bound.Of(calls, st.count.From)
	}
}

// handedToLocal reports whether v (or a local variable it is kept in)
// is passed to a function of this package, which may set its fields
// (configure(cfg)): a safe setting not stored here may be stored there.
func (vs *values) handedToLocal(v ssa.Value) bool {
	for _, alias := range ssax.Aliases(v) {
		refs := alias.Referrers()
		if refs == nil {
			continue
		}
		for _, r := range *refs {
			ci, ok := r.(ssa.CallInstruction)
			if !ok {
				continue
			}
			callee := ssax.StaticCallee(ci.Common())
			if callee == nil || callee.Pkg() != vs.p.pass.Pkg {
				continue
			}
			for _, a := range ssax.Args(ci.Common()) {
				if ssax.Unwrap(a) == alias {
					return true
				}
			}
		}
	}
	return false
}

// storedPath returns the value stored into the field path ("Retry.MaxRetries",
// through embedded and nested structs) of what base points to: a store
// through the chain of field addresses, or into a struct literal stored
// in the first field.
func storedPath(base ssa.Value, path string) (ssa.Value, bool) {
	if base == nil {
		return nil, false
	}
	first, rest, nested := strings.Cut(path, ".")
	if !nested {
		return ssax.StoredField(base, first)
	}
	var val ssa.Value
	found := false
	ssax.EachFieldAddr(base, func(fa *ssa.FieldAddr, f *types.Var) bool {
		if f.Name() != first {
			return true
		}
		if v, ok := storedPath(fa, rest); ok {
			val, found = v, true
			return false
		}
		return true
	})
	if found {
		return val, true
	}
	if v, ok := ssax.StoredField(base, first); ok {
		if a := ssax.LocalStruct(v); a != nil {
			return storedPath(a, rest)
		}
	}
	return nil, false
}

// setIntValue applies the integer x that in describes.
func setIntValue(st *state, in catalog.Int, x ssa.Value) {
	x = pointee(x)
	if in.Query != "" {
		q, ok := queryOption(x, in.Query)
		if !ok {
			return // not in the connection string: the base stands
		}
		x = q
	}
	switch in.Means {
	case catalog.Keeps:
		if b, isConst := ssax.BoolConst(x); isConst && !b {
			st.except = append(st.except, in.Except...)
		}
		return
	case catalog.OneIf:
		if n, isConst := ssax.IntConst(x); isConst && n == in.Equals {
			st.ok, st.count = true, bound.Of(1, in.From)
		}
		return
	case catalog.Jitter:
		st.pace = catalog.PaceUnknown // a configured factor
		if sign, ok := ssax.NumSign(x); ok && sign == 0 {
			st.pace = catalog.Steady
		} else if ok {
			st.pace = catalog.Jittered
		}
		return
	case catalog.Backoff:
		st.pace = catalog.PaceUnknown // a function of the code's own
		if fn := ssax.FuncOf(x); fn != nil {
			st.pace = catalog.PaceOf(names.Key(fn))
		}
		return
	}
	if in.Means == catalog.Safe {
		if b, isConst := ssax.BoolConst(x); b || !isConst {
			st.noWrites = true // set to true, or to what may be true
		}
		return
	}
	n, isConst := ssax.IntConst(x)
	if isConst && n == 0 && in.ZeroIgnored {
		return // not set: the base stands
	}
	if isConst && n < 0 && in.NegOne {
		st.ok, st.count = true, bound.Of(1, in.From)
		return
	}
	if isConst && n < 0 && in.NegIgnored {
		return // not passed on: the base stands
	}
	if in.Means == catalog.Disables {
		switch b, ok := ssax.BoolConst(x); {
		case ok && b:
			st.ok, st.count = true, bound.Of(1, in.From)
		case !ok && x != nil:
			st.ok, st.count = true, bound.Unknowable(in.From)
		}
		return
	}
	switch in.Means {
	case catalog.Total, catalog.Retries:
		st.ok = true
		switch {
		case !isConst:
			st.count = bound.Unknowable(in.From)
		case n <= 0 && in.NonPosDefault > 0:
			st.count = bound.Of(in.NonPosDefault, bound.Default)
		case n == 0 && in.ZeroUnlimited, n < 0 && in.NegUnlimited:
			st.count = bound.Unlimited(in.From)
		case in.Means == catalog.Retries:
			st.count = bound.Of(n+1, in.From)
		default:
			st.count = bound.Of(n, in.From)
		}
	case catalog.Elapsed:
		st.limit = !isConst || n != 0
		st.limitFrom = in.From
	case catalog.Limit:
		st.limit, st.limitFrom = true, in.From
	}
}

// sliceLen returns the length of a slice literal (or nil).
func sliceLen(v ssa.Value) (int64, bool) {
	switch x := ssax.Unwrap(v).(type) {
	case *ssa.Const:
		return 0, x.IsNil()
	case *ssa.Slice:
		if a, ok := x.X.(*ssa.Alloc); ok && x.Low == nil && x.High == nil {
			if p, ok := a.Type().Underlying().(*types.Pointer); ok {
				if arr, ok := p.Elem().Underlying().(*types.Array); ok {
					return arr.Len(), true
				}
			}
		}
	}
	return 0, false
}

// options applies functional options in order, so that the last one to
// set the count wins. A single value that is not a slice is one option
// (failsafe's Compose(policy)).
func (vs *values) options(st *state, arg ssa.Value, rules []catalog.Option, depth int) {
	if arg == nil {
		return
	}
	opts := vs.optionValues(arg, 0)
	if _, isSlice := arg.Type().Underlying().(*types.Slice); !isSlice {
		opts = []ssa.Value{arg}
	}
	type final struct {
		rule *catalog.Option
		o    ssa.Value
	}
	var finals []final
	for _, o := range opts {
		for i := range rules {
			if rule := &rules[i]; optionMatches(rule, o) {
				if rule.Final {
					finals = append(finals, final{rule, o})
					break
				}
				vs.option(st, rule, o, depth)
				if !rule.Closure {
					break // an option function may set several fields
				}
			}
		}
	}
	for _, f := range finals {
		if f.rule.OfFamily == "" || st.family == f.rule.OfFamily {
			vs.option(st, f.rule, f.o, depth)
		}
	}
}

// optionValues returns the option values a slice of options can hold:
// the elements of a literal, of both sides of an append, of a slice of
// it, and of what the package stores in the field it is loaded from
// (a generated Google Cloud client's opts = append(c.CallOptions.Get[:n:n],
// opts...), with the defaults set in a CallOptions literal).
func (vs *values) optionValues(v ssa.Value, depth int) []ssa.Value {
	if v == nil || depth > 6 {
		return nil
	}
	v = ssax.Unwrap(v)
	if elems := ssax.VariadicArgs(v); elems != nil {
		return elems
	}
	switch x := v.(type) {
	case *ssa.Slice:
		if _, lit := x.X.(*ssa.Alloc); !lit {
			return vs.optionValues(x.X, depth+1)
		}
		return nil
	case *ssa.Call:
		if b, ok := x.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" && len(x.Call.Args) == 2 {
			return append(vs.optionValues(x.Call.Args[0], depth+1), vs.optionValues(x.Call.Args[1], depth+1)...)
		}
		return nil
	case *ssa.Phi:
		var out []ssa.Value
		for _, e := range x.Edges {
			out = append(out, vs.optionValues(e, depth+1)...)
		}
		return out
	}
	if f := ssax.LoadedField(v); f != nil {
		var out []ssa.Value
		for _, st := range vs.p.g.StoresTo(f) {
			out = append(out, vs.optionValues(st.Val, depth+1)...)
		}
		return out
	}
	if gv := ssax.GlobalOf(v); gv != nil {
		// options kept in a package variable: var pollingOptions =
		// []retry.Option{retry.Attempts(100), ...}
		var out []ssa.Value
		for _, st := range vs.p.g.StoresTo(gv) {
			out = append(out, vs.optionValues(st.Val, depth+1)...)
		}
		return out
	}
	return nil
}

func optionMatches(rule *catalog.Option, o ssa.Value) bool {
	if rule.Closure {
		_, ok := o.Type().Underlying().(*types.Signature)
		return ok
	}
	if rule.TypeIn != "" {
		n := names.Named(ssax.Unwrap(o).Type())
		return n != nil && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == rule.TypeIn
	}
	c := ssax.AsCall(o)
	if c == nil {
		return false
	}
	fn := ssax.Callee(&c.Call)
	return fn != nil && catalog.CanonicalKey(names.Key(fn)) == rule.Func
}

func (vs *values) option(st *state, rule *catalog.Option, o ssa.Value, depth int) {
	var oc *ssa.CallCommon
	if c := ssax.AsCall(o); c != nil {
		oc = &c.Call
	}
	switch {
	case rule.Closure:
		vs.closureOption(st, rule, o, depth)
	case rule.ServiceConfig != 0:
		serviceConfig(st, argOf(oc, rule.ServiceConfig))
	case rule.Cap != 0:
		capAttempts(st, argOf(oc, rule.Cap))
	case rule.Set != nil:
		vs.setInt(st, *rule.Set, o, oc)
	case rule.Fixed != nil:
		b := fromBase(*rule.Fixed)
		st.ok, st.count = true, b.count
	case rule.Ctx != 0:
		if contextCanEnd(argOf(oc, rule.Ctx)) {
			st.limit, st.limitFrom = true, bound.Context
		}
	case rule.Pace != 0:
		st.pace = vs.eval(argOf(oc, rule.Pace), depth+1).pace
	case rule.Unsafe:
		st.noWrites = false
	case rule.Value != 0:
		var cands []ssa.Value
		switch {
		case rule.Value == catalog.Receiver:
			cands = []ssa.Value{o}
		case rule.Each:
			cands = ssax.VariadicArgs(argOf(oc, rule.Value))
		default:
			cands = []ssa.Value{argOf(oc, rule.Value)}
		}
		if rule.Merge {
			for _, x := range cands {
				if got := vs.eval(x, depth+1); got.ok {
					got.family, got.via = st.family, st.via
					*st = got
				}
			}
			return // a value that sets nothing keeps what was set
		}
		for _, x := range cands {
			var got state
			if rule.Result {
				got = vs.funcResult(x, depth+1)
			} else {
				got = vs.eval(x, depth+1)
			}
			// One value decides (a NopRetryer turns the retries off); of
			// several, the first that retries.
			if got.ok && (got.bound().Retries() || rule.Value == catalog.Receiver || len(cands) == 1) {
				*st = got
				return
			}
		}
		if rule.Value == catalog.Receiver {
			// An option of the right type whose value cannot be traced:
			// it retries, but how often is not known.
			*st = state{ok: true, count: bound.Unknowable(bound.NoSource), family: st.family, via: st.via}
		}
	}
}

// closureOption applies an option function that sets fields of the
// options struct it is given:
//
//	func(o *s3.Options) { o.RetryMaxAttempts = 1 }
//	func(o *s3.Options) { o.Retryer = aws.NopRetryer{} }
//
// The function is a literal, or what a helper of the package returns.
func (vs *values) closureOption(st *state, rule *catalog.Option, o ssa.Value, depth int) {
	for _, fn := range vs.funcsOf(o) {
		if len(fn.Params) == 0 {
			continue
		}
		switch {
		case rule.Set != nil:
			if x, found := ssax.StoredField(fn.Params[0], rule.Set.Field); found {
				setIntValue(st, *rule.Set, x)
			}
		case rule.Field != "":
			if x, found := ssax.StoredField(fn.Params[0], rule.Field); found {
				if got := vs.eval(x, depth+1); got.ok {
					got.family, got.via = st.family, st.via
					*st = got
				}
			}
		}
	}
}

// funcsOf returns the functions a func-typed value can be: a function
// or closure literal, a function of the package, or the functions a
// helper of the package returns (one level).
func (vs *values) funcsOf(v ssa.Value) []*ssa.Function {
	switch x := ssax.Unwrap(v).(type) {
	case *ssa.Function:
		return []*ssa.Function{x}
	case *ssa.MakeClosure:
		if fn, ok := x.Fn.(*ssa.Function); ok {
			return []*ssa.Function{fn}
		}
		return nil
	}
	c := ssax.AsCall(v)
	if c == nil {
		return nil
	}
	callee := ssax.StaticCallee(&c.Call)
	if callee == nil {
		return nil
	}
	node := vs.p.g.Of(callee)
	if node == nil {
		return nil
	}
	var out []*ssa.Function
	for _, blk := range node.Fn.Blocks {
		if ret, ok := ssax.Last(blk).(*ssa.Return); ok && len(ret.Results) == 1 {
			switch r := ssax.Unwrap(ret.Results[0]).(type) {
			case *ssa.Function:
				out = append(out, r)
			case *ssa.MakeClosure:
				if fn, ok := r.Fn.(*ssa.Function); ok {
					out = append(out, fn)
				}
			}
		}
	}
	return out
}

// funcResult evaluates what a function value returns
// (config.WithRetryer(func() aws.Retryer { return ... })): the worst of
// the functions it can be.
func (vs *values) funcResult(v ssa.Value, depth int) state {
	var best state
	for i, fn := range vs.funcsOf(v) {
		if st := vs.returns(fn, 0, nil, depth+1); i == 0 || st.worse(best) {
			best = st
		}
	}
	return best
}

// setters applies the setter methods called on the variables a value
// made by a call is kept in (c := resty.New(); c.SetRetryCount(3)), in
// the order of their uses.
func (vs *values) setters(st *state, v ssa.Value, depth int) {
	if v == nil {
		return // a call in a go or defer statement has no value
	}
	for _, alias := range ssax.Aliases(firstResult(v)) {
		refs := alias.Referrers()
		if refs == nil {
			continue
		}
		for _, r := range *refs {
			call, ok := r.(*ssa.Call)
			if !ok || ssax.Recv(&call.Call) != alias {
				continue
			}
			rule := ruleOfCall(&call.Call)
			if rule == nil || !rule.Setter {
				continue
			}
			for _, in := range rule.Sets {
				vs.setInt(st, in, call, &call.Call)
			}
			if rule.Base.Count != catalog.Nothing {
				b := fromBase(rule.Base)
				st.ok, st.count = true, b.count
			}
			if rule.Base.Limit {
				st.limit, st.limitFrom = true, rule.Base.From
			}
			if rule.Opts != 0 {
				vs.options(st, argOf(&call.Call, rule.Opts), rule.Options, depth) // c.SetRetry(storage.WithPolicy(storage.RetryNever))
			}
			if rule.Family != "" {
				st.family, st.class = rule.Family, rule.Class
			}
		}
	}
}

// contextCanEnd reports whether a context can end: any context but
// context.Background() and context.TODO(), which never do.
func contextCanEnd(ctx ssa.Value) bool {
	if ctx == nil {
		return false
	}
	// ctx := context.Background() captured by the retried closure lives
	// in a heap variable stored once.
	ctx = ssax.Loaded(ssax.Unwrap(ctx))
	if c := ssax.AsCall(ctx); c != nil {
		if fn := ssax.Callee(&c.Call); fn != nil && catalog.NeverEnds(names.Key(fn)) {
			return false
		}
	}
	return true
}

// attempts evaluates an entry's attempts at call c: the bound, the state
// behind it, and whether the call is a retry owner at all.
func (vs *values) attempts(a *catalog.Attempts, c *ssa.CallCommon, call ssa.Value) (bound.Bound, state, bool) {
	var st state
	switch {
	case a.Self != nil:
		st = vs.apply(a.Self, call, c, 0)
	case a.Of != 0:
		st = vs.of(argOf(c, a.Of))
		if !st.ok {
			ct := clientType(argOf(c, a.Of))
			if !a.Always || len(a.AlwaysTypes) > 0 && !typeIn(names.TypeKey(ct), a.AlwaysTypes) && !wrapsClient(ct, a.AlwaysTypes) {
				return bound.Bound{}, st, false
			}
			st = state{ok: true, count: bound.Unknowable(bound.NoSource), param: st.param, family: a.Family, untraced: true}
			if a.Untraced != (bound.Bound{}) {
				st.count = a.Untraced
			}
			if n := names.Named(ct); n != nil && len(a.AlwaysTypes) > 0 && n.Obj().Pkg() != nil {
				st.via = names.TypeDisplay(n) // redis.UniversalClient
			}
		}
		if a.Family != "" && st.family != a.Family {
			return bound.Bound{}, st, false
		}
	default:
		st = state{ok: true, count: a.Fixed, pace: a.Pace}
	}
	if a.Opts != 0 {
		before := st.count
		vs.options(&st, argOf(c, a.Opts), a.Options, 0)
		if st.count != before {
			st.untraced = false // the call's own options set it
		}
	}
	if a.Ctx != 0 && contextCanEnd(argOf(c, a.Ctx)) {
		st.limit, st.limitFrom = true, bound.Context
	}
	if !st.ok {
		return bound.Bound{}, st, false
	}
	return st.bound(), st, true
}

// clientType is the type of a client value: of the client a
// catalog.ClientPart is loaded from (c.cmdable), else its own.
func clientType(v ssa.Value) types.Type {
	if v == nil {
		return types.Typ[types.Invalid]
	}
	v = ssax.Unwrap(v)
	if f := ssax.LoadedField(v); f != nil && f.Embedded() {
		if base := ssax.FieldBase(v); base != nil && catalog.ClientPart(names.TypeKey(base.Type()), f.Name()) {
			return base.Type()
		}
	}
	return v.Type()
}

// wrapsClient reports whether ct is an interface of the program that one
// of the client types keys names implements, a wrapper interface of the
// library's commands (var _ I = (*redis.Client)(nil)): a value held in
// it is such a client, of unknown origin. The client types are looked up
// in the packages of the interface's results (*redis.StringCmd).
func wrapsClient(ct types.Type, keys []string) bool {
	iface, ok := ct.Underlying().(*types.Interface)
	n := names.Named(ct)
	if !ok || n == nil || iface.NumMethods() == 0 {
		return false
	}
	for i := 0; i < iface.NumMethods(); i++ {
		pkg := resultPkg(iface.Method(i))
		if pkg == nil || pkg == n.Obj().Pkg() {
			continue
		}
		for _, key := range keys {
			dot := strings.LastIndex(key, ".")
			if dot < 0 || catalog.Canonical(pkg.Path()) != key[:dot] {
				continue
			}
			tn, ok := pkg.Scope().Lookup(key[dot+1:]).(*types.TypeName)
			if !ok || types.IsInterface(tn.Type()) {
				continue
			}
			if types.Implements(tn.Type(), iface) || types.Implements(types.NewPointer(tn.Type()), iface) {
				return true
			}
		}
	}
	return false
}

func typeIn(key string, keys []string) bool {
	key = catalog.CanonicalKey(key)
	for _, k := range keys {
		if k == key {
			return true
		}
	}
	return false
}

// storedInto evaluates what the package stores in field name of the
// value v a constructor made: through v itself (rp.Transport = t) or
// through the variable or field v is kept in (p.proxy =
// NewSingleHostReverseProxy(u); p.proxy.Transport = t). The worst of
// those stores.
func (vs *values) storedInto(v ssa.Value, name string, depth int) state {
	keys := map[types.Object]bool{}
	vars := map[ssa.Value]bool{} // local variables v is kept in (also captured by closures)
	if refs := v.Referrers(); refs != nil {
		for _, r := range *refs {
			if st, ok := r.(*ssa.Store); ok && st.Val == v {
				if k := ssax.StoreKey(st.Addr); k != nil {
					keys[k] = true
				}
				if a, ok := st.Addr.(*ssa.Alloc); ok {
					vars[a] = true
				}
			}
		}
	}
	inVar := func(base ssa.Value) bool {
		u, ok := base.(*ssa.UnOp)
		if !ok || u.Op != token.MUL {
			return false
		}
		if fv, ok := u.X.(*ssa.FreeVar); ok {
			return vars[ssax.Captured(fv)]
		}
		return vars[u.X]
	}
	field, _, _ := types.LookupFieldOrMethod(v.Type(), true, nil, name)
	f, ok := field.(*types.Var)
	if !ok {
		return state{}
	}
	var best state
	first := true
	for _, st := range vs.p.g.StoresTo(f.Origin()) {
		fa, ok := st.Addr.(*ssa.FieldAddr)
		if !ok {
			continue
		}
		if base := fa.X; ssax.Unwrap(base) != v && !keys[storeKey(base)] && !inVar(base) {
			continue
		}
		if s := vs.eval(st.Val, depth+1); first || s.worse(best) {
			best, first = s, false
		}
	}
	best.param = 0
	return best
}

// pointee sees through a library helper that returns a pointer to its
// argument (the AWS SDK v1's aws.Int(0) in aws.Config{MaxRetries: ...}).
func pointee(x ssa.Value) ssa.Value {
	if c := ssax.AsCall(x); c != nil && len(c.Call.Args) == 1 {
		if fn := ssax.Callee(&c.Call); fn != nil && catalog.PointerTo(names.Key(fn)) {
			return c.Call.Args[0]
		}
	}
	return x
}

// queryOption returns the value of the query option name of a constant
// connection string ("mongodb://h/db?retryWrites=false"), compared
// without case, as a constant: a bool for true and false, an integer for
// a number.
func queryOption(x ssa.Value, name string) (ssa.Value, bool) {
	s, ok := ssax.StringConst(x)
	if !ok {
		return nil, false
	}
	_, query, found := strings.Cut(s, "?")
	if !found {
		return nil, false
	}
	for _, kv := range strings.FieldsFunc(query, func(r rune) bool { return r == '&' || r == ';' }) {
		k, v, _ := strings.Cut(kv, "=")
		if !strings.EqualFold(k, name) {
			continue
		}
		switch strings.ToLower(v) {
		case "true":
			return ssa.NewConst(constant.MakeBool(true), types.Typ[types.Bool]), true
		case "false":
			return ssa.NewConst(constant.MakeBool(false), types.Typ[types.Bool]), true
		}
		if n, err := strconv.ParseInt(v, 10, 64); err == nil {
			return ssa.NewConst(constant.MakeInt64(n), types.Typ[types.Int]), true
		}
		return x, true // set, but to what is not read
	}
	return nil, false
}

// mapKey returns the value stored under the constant key of a
// string-keyed map (&kafka.ConfigMap{"message.send.max.retries": 0}, or
// m["k"] = v, or m.SetKey("k", v) afterwards): the last such store the
// package makes into the map base is, or points to.
func mapKey(base ssa.Value, key string) (ssa.Value, bool) {
	if base == nil {
		return nil, false
	}
	var maps []ssa.Value
	switch x := ssax.Unwrap(base).(type) {
	case *ssa.Alloc: // &ConfigMap{...}: the map stored into the variable
		if v := ssax.SingleStore(x); v != nil {
			maps = append(maps, v, x)
		}
	case *ssa.UnOp:
		if a, ok := x.X.(*ssa.Alloc); ok && x.Op == token.MUL {
			if v := ssax.SingleStore(a); v != nil {
				maps = append(maps, v, a)
			}
		}
	default:
		maps = append(maps, x)
	}
	var val ssa.Value
	found := false
	for _, m := range maps {
		for _, alias := range ssax.Aliases(m) {
			refs := alias.Referrers()
			if refs == nil {
				continue
			}
			for _, r := range *refs {
				switch u := r.(type) {
				case *ssa.MapUpdate:
					if k, ok := ssax.StringConst(u.Key); ok && u.Map == alias && k == key {
						val, found = u.Value, true
					}
				case *ssa.Call:
					if ssax.Recv(&u.Call) != alias || len(u.Call.Args) < 3 {
						continue
					}
					if fn := ssax.Callee(&u.Call); fn == nil || fn.Name() != "SetKey" && fn.Name() != "Set" {
						continue
					}
					if k, ok := ssax.StringConst(u.Call.Args[1]); ok && k == key {
						val, found = u.Call.Args[2], true
					}
				}
			}
		}
	}
	return val, found
}

// firstResult is the first result of a call that returns a tuple (c, err
// := api.NewClient(cfg): the Extract the client is), else v itself.
func firstResult(v ssa.Value) ssa.Value {
	c, ok := v.(*ssa.Call)
	if !ok {
		return v
	}
	if _, tuple := c.Type().(*types.Tuple); !tuple || c.Referrers() == nil {
		return v
	}
	for _, r := range *c.Referrers() {
		if e, ok := r.(*ssa.Extract); ok && e.Index == 0 {
			return e
		}
	}
	return v
}
