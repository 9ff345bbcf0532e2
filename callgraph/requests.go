package callgraph

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// Requests the caller decides (part of the writes domain). A helper that
// sends a request whose method is its parameter, or that sends the
// request it is given, is a write only where its callers pass a write:
//
//	func (c *API) call(ctx context.Context, method, path string) error { ... NewRequest(ctx, method, ...); c.hc.Do(req) }
//	func (c *Client) Do(req *http.Request) (*http.Response, error) { for ... { c.hc.Do(req) } }
//
//	api.call(ctx, http.MethodPost, "/deploy")     // a write, in api.call
//	api.call(ctx, http.MethodGet, "/status")      // none
//	c.Do(http.NewRequest(ctx, "POST", ".../comments", body)) // a write
//
// The role (1 + the parameter's index) passes on to wrappers that pass
// their own parameter there (graph.PassParams). When the helper itself
// retries the request (its loop, library call or straight-line retry
// re-sends what its caller decided), it is summarised as re-sending it
// (Resends), and a caller that passes a write gets a finding of its own,
// at its call, naming the helper and its retry.

type requestRoles struct {
	methodArg, requestArg map[*graph.Node]int   // 1 + the parameter's index
	tmpl                  map[*graph.Node]Write // where the request is sent (What empty)
	from                  map[*graph.Node]*graph.Ref
	resends               map[*graph.Node]Layer // the helper's own retry of the request
	decided               []decided
	// makes: 1 + the index of the method parameter of a helper that
	// returns the request it builds with that method
	// (c.NewRequest(ctx, method, path, body)); keyed: such a helper sets
	// an idempotency key on the request on some path.
	makes map[*graph.Node]int
	keyed map[*graph.Node]bool
	// refuses: the write methods ("PATCH,POST") that a helper's re-send
	// (resends) never sends again: its retry policy or its loop's tests
	// of the method rule them out.
	refuses map[*graph.Node]string
}

// decided is a call that passes a write to a helper: the write ref made
// for it in the caller, and the call of the helper.
type decided struct {
	write, call *graph.Ref
}

func newRoles() *requestRoles {
	return &requestRoles{methodArg: map[*graph.Node]int{}, requestArg: map[*graph.Node]int{},
		tmpl: map[*graph.Node]Write{}, from: map[*graph.Node]*graph.Ref{}, resends: map[*graph.Node]Layer{},
		makes: map[*graph.Node]int{}, keyed: map[*graph.Node]bool{}, refuses: map[*graph.Node]string{}}
}

// rootOf returns the function node a closure is written in (n itself for
// a named function): the function whose parameters the closure reads.
func rootOf(p *pipeline, n *graph.Node) *graph.Node {
	if n.Fn != nil && n.Fn.Parent() != nil {
		for _, f := range p.g.Funcs {
			if f.Fn == ssax.Root(n.Fn) {
				return f
			}
		}
	}
	return n
}

// method handles a request made with a method value: when it is a
// parameter of the function (or of the function the closure is written
// in) and no branch fixes it, the callers decide.
func (rr *requestRoles) method(p *pipeline, n *graph.Node, ci ssa.CallInstruction, wr Write, method ssa.Value) (Write, bool) {
	root := rootOf(p, n)
	idx := ssax.ParamOf(root.Fn, method)
	if idx == 0 {
		return Write{}, false
	}
	if _, known := guardedMethod(method, ci); known {
		return Write{}, false
	}
	if rr.methodArg[root] == 0 && rr.requestArg[root] == 0 {
		rr.methodArg[root], rr.tmpl[root] = idx, wr
		if _, ok := rr.from[root]; !ok {
			// The request made here with the method is sent by this
			// call: a helper that re-sends it (its Resends) re-sends
			// what root's callers decide.
			for _, r := range n.Refs {
				if r.Instr == ssa.Instruction(ci) && r.Call {
					rr.from[root] = r
					break
				}
			}
		}
	}
	wr.What, wr.callerDecides = "a request whose method is not a constant", true
	return wr, true
}

// request handles a request that is not made here: a parameter of the
// function (or of the function the closure is written in).
func (rr *requestRoles) request(p *pipeline, n *graph.Node, ci ssa.CallInstruction, wr Write, req ssa.Value) Write {
	root := rootOf(p, n)
	idx := requestParam(root.Fn, req, 0)
	if idx == 0 {
		return Write{} // from a field or a call: its method is not known here
	}
	// if req.Method != http.MethodGet { return next.RoundTrip(req) }: the
	// branch says what reaches this call.
	isMethod := func(x ssa.Value) bool {
		f := ssax.LoadedField(x)
		return f != nil && f.Name() == "Method" && fieldOfRequest(x)
	}
	if m, known := guardedBlock(ci.Block(), isMethod); known {
		if m == "" {
			return Write{}
		}
		wr.What = m
		return wr
	}
	if rr.methodArg[root] == 0 && rr.requestArg[root] == 0 {
		rr.requestArg[root], rr.tmpl[root] = idx, wr
	}
	wr.What, wr.callerDecides = "a request made by the caller", true
	return wr
}

// roleOf returns the method and request roles of r's callee.
func (w *writes) roleOf(r *graph.Ref) (methodArg, requestArg int) {
	m := calleeRole(w.p, r, w.roles.methodArg, func(f *FuncFact) int { return f.MethodArg })
	q := calleeRole(w.p, r, w.roles.requestArg, func(f *FuncFact) int { return f.RequestArg })
	return m, q
}

func (w *writes) template(r *graph.Ref) Write {
	t := calleeRole(w.p, r, w.roles.tmpl, func(f *FuncFact) Write { return f.MethodWrite })
	if !t.IsZero() && calleeOpens(r) {
		t.Opens = true // what the helper is given opens a stream
	}
	return t
}

// decideRoles passes the roles on to wrappers, then makes a write at each
// call that passes one: a write method, or a request that is a write.
func (w *writes) decideRoles(funcs []*graph.Node) {
	rr := w.roles
	has := func(n *graph.Node) bool { return rr.methodArg[n] != 0 || rr.requestArg[n] != 0 }
	graph.PassParams(funcs, func(r *graph.Ref) int { m, _ := w.roleOf(r); return m }, has,
		func(n *graph.Node, i int, r *graph.Ref) bool {
			rr.methodArg[n], rr.tmpl[n], rr.from[n] = i, w.template(r), r
			return true
		})
	graph.PassParams(funcs, func(r *graph.Ref) int { _, q := w.roleOf(r); return q }, has,
		func(n *graph.Node, i int, r *graph.Ref) bool {
			rr.requestArg[n], rr.tmpl[n], rr.from[n] = i, w.template(r), r
			return true
		})
	for _, n := range funcs {
		for _, r := range append([]*graph.Ref(nil), n.Refs...) {
			if !r.Call {
				continue
			}
			ci, ok := r.Instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			m, q := w.roleOf(r)
			var wr Write
			switch {
			case m > 0:
				arg := ssax.Arg(r.Args(), m-1)
				if arg == nil || ssax.ParamOf(rootOf(w.p, n).Fn, arg) > 0 {
					continue // passed on: the callers decide
				}
				what, isWrite := w.methodWrite(arg)
				if !isWrite {
					continue
				}
				wr = w.template(r)
				wr.Kind, wr.What = HTTPWrite, what
			case q > 0:
				arg := ssax.Arg(r.Args(), q-1)
				if arg == nil || ssax.ParamOf(rootOf(w.p, n).Fn, arg) > 0 {
					continue // passed on: the callers decide
				}
				if wr = w.requestWrite(n, ci, w.template(r), arg); wr.IsZero() || wr.callerDecides {
					continue
				}
			default:
				continue
			}
			if calleeOpens(r) {
				wr.Opens = true
			}
			ref := graph.Ref{Block: r.Block, Instr: r.Instr, Pos: r.Pos, Call: true, Name: r.Name, Callee: r.Callee}
			w.addWrite(n, ref, wr)
			rr.decided = append(rr.decided, decided{write: n.Refs[len(n.Refs)-1], call: r})
		}
	}
}

// findResends records, for every helper whose own retry owner re-sends a
// request its callers decide, that owner's layer; wrappers inherit it
// from the helper they pass their role to.
func (w *writes) findResends() {
	rr := w.roles
	for _, s := range w.p.own.sites {
		root := rootOf(w.p, s.fn)
		if _, ok := rr.resends[root]; ok || rr.methodArg[root] == 0 && rr.requestArg[root] == 0 {
			continue
		}
		if w.resendsDecided(s.node.Refs, root, map[*graph.Node]bool{}) && !w.goesRoundIdempotent(s, root) && !s.changesRequest || w.clientResends(s) {
			rr.resends[root] = s.layer
			if m := w.refusedBy(s, root); m != "" {
				rr.refuses[root] = m
			}
		}
	}
	for round := 0; round <= len(rr.from); round++ {
		changed := false
		for n, r := range rr.from {
			if _, ok := rr.resends[n]; ok {
				continue
			}
			if l := w.resendsVia(r); l.Kind != 0 {
				rr.resends[n], changed = l, true
				if m := calleeRole(w.p, r, rr.refuses, func(f *FuncFact) string { return f.Refuses }); m != "" {
					rr.refuses[n] = m
				}
			}
		}
		if !changed {
			break
		}
	}
}

// resendsVia is the re-sending owner of the callee a role was passed to
// through r. An interface call runs one implementation at the end of a
// chain of decorators (graph.Ref.Decorates), and every decorator: it
// re-sends when a decorator does, or when every implementation that ends
// the chain does (which one runs is decided where the value is made).
func (w *writes) resendsVia(r *graph.Ref) Layer {
	if r.Alts <= 1 {
		return w.calleeResends(r)
	}
	var l Layer
	every := true
	for _, o := range append([]*graph.Ref{r}, r.Alternatives()...) {
		ol := w.calleeResends(o)
		switch {
		case o.Decorates():
			if ol.Kind != 0 {
				return ol
			}
		case ol.Kind == 0:
			every = false
		case l.Kind == 0:
			l = ol
		}
	}
	if !every {
		return Layer{}
	}
	return l
}

// goesRoundIdempotent: every way round a retry loop passes a comparison
// of the method its callers decide that rules out POST and PATCH
// (if status >= 500 && method == "GET" { continue }): the loop re-sends
// reads only.
func (w *writes) goesRoundIdempotent(s *site, root *graph.Node) bool {
	if len(s.latches) == 0 {
		return false
	}
	is := w.methodOf(root)
	guarded := true
	for _, b := range s.latches {
		if m, known := guardedBlock(b, is); !known || m != "" {
			guarded = false
			break
		}
	}
	if guarded {
		return true
	}
	// The test may sit in a predicate of the package handed the method
	// (if !c.shouldRetry(attempts, req.Method, status) { return err }),
	// read it from a context value, or look it up in a map of methods:
	// the flow of the method through the function (methodflow.go).
	return !w.latchMethods(s, is).writes()
}

// methodOf tells which values are the method of the request a retry in
// root sends: a Method field, or the parameter root's callers hand the
// method in (roles.methodArg).
func (w *writes) methodOf(root *graph.Node) func(ssa.Value) bool {
	return func(x ssa.Value) bool {
		x = ssax.Unwrap(x)
		if f := ssax.LoadedField(x); f != nil && f.Name() == "Method" {
			return true
		}
		i := w.roles.methodArg[root]
		return i > 0 && ssax.ParamOf(root.Fn, x) == i
	}
}

// latchMethods is the set of methods that can go round the loop of site
// s again: the union, over its latches, of the methods that reach them
// (is tells which values are the method).
func (w *writes) latchMethods(s *site, is func(ssa.Value) bool) methodSet {
	mf := &methodFlow{w: w, is: func(x ssa.Value) bool { return is(x) || w.methodInContext(x) }}
	in := map[*ssa.Function]map[*ssa.BasicBlock]methodSet{}
	var out methodSet
	for _, b := range s.latches {
		fn := b.Parent()
		if in[fn] == nil {
			in[fn] = mf.run(fn)
		}
		if m, reached := in[fn][b]; reached {
			out = out.join(m)
		}
	}
	return out
}

// writeMethods are the methods of requests that are writes (SPEC).
var writeMethods = []string{"CONNECT", "PATCH", "POST"}

// refused lists the write methods that m does not hold ("PATCH,POST"),
// or "" when it holds every one.
func refused(m methodSet) string {
	var out []string
	for _, w := range writeMethods {
		if !m.has(w) {
			out = append(out, w)
		}
	}
	return strings.Join(out, ",")
}

// refusedBy is what the retry of site s, which re-sends the request its
// callers decide, refuses to send again: the methods its loop never
// goes round with, or that the retry policy of the client it calls
// refuses (if m == http.MethodPost { return false, nil }, the method
// read from a context value).
func (w *writes) refusedBy(s *site, root *graph.Node) string {
	if s.kind == Client {
		for _, r := range s.fn.Refs {
			if r.Pos != s.pos || !r.Call {
				continue
			}
			if ci, ok := r.Instr.(ssa.CallInstruction); ok {
				recv := ssax.Recv(ci.Common())
				if recv == nil {
					return ""
				}
				field := catalog.RetryPolicyField(names.TypeKey(recv.Type()))
				if field == "" {
					return ""
				}
				if policy := w.policyOf(recv, field); policy != nil && len(policy.Blocks) > 0 {
					return refused(w.policyMethods(policy))
				}
				return ""
			}
		}
		return ""
	}
	if len(s.latches) == 0 {
		return ""
	}
	is := w.methodOf(root)
	return refused(w.latchMethods(s, is))
}

// refuses reports whether the helper r calls, which re-sends what its
// callers decide, never sends a request of method what again.
func (w *writes) refuses(r *graph.Ref, what string) bool {
	list := calleeRole(w.p, r, w.roles.refuses, func(f *FuncFact) string { return f.Refuses })
	for _, m := range strings.Split(list, ",") {
		if m != "" && m == what {
			return true
		}
	}
	return false
}

// clientResends: a client that retries by itself sends, at its own
// call, a request whose method the callers decide
// (c.hc.Do(req) with req built from a method parameter); unless it
// retries GETs only or its retry policy refuses POST and PATCH.
func (w *writes) clientResends(s *site) bool {
	if s.kind != Client || s.noWrites {
		return false
	}
	root := rootOf(w.p, s.fn)
	for _, r := range s.fn.Refs {
		if r.Pos != s.pos || !r.Call {
			continue
		}
		ci, ok := r.Instr.(ssa.CallInstruction)
		if !ok {
			continue
		}
		wr, ok := w.calls[r.ID]
		if (!ok || !wr.callerDecides) && !w.passesRole(root, r) {
			continue
		}
		covered, _ := w.policyGap(ssax.Recv(ci.Common()))
		return !covered
	}
	return false
}

// findMakers records the helpers that return a request built with their
// method parameter: every request they return is made by a request
// constructor of the catalog (or another such helper) from that
// parameter.
func (w *writes) findMakers(funcs []*graph.Node) {
	for round := 0; round < 3; round++ {
		for _, n := range funcs {
			if w.roles.makes[n] > 0 || n.Fn.Signature.Results().Len() == 0 {
				continue
			}
			if !isType(n.Fn.Signature.Results().At(0).Type(), "net/http.Request") && !isType(n.Fn.Signature.Results().At(0).Type(), catalog.RetryableHTTPRequest) {
				continue
			}
			param := 0
			ok := true
			for _, blk := range n.Fn.Blocks {
				ret, isRet := ssax.Last(blk).(*ssa.Return)
				if !isRet || len(ret.Results) == 0 {
					continue
				}
				for _, v := range returnedValues(ret.Results[0]) {
					if ssax.IsNil(v) {
						continue
					}
					m := w.madeWith(v)
					p := ssax.ParamOf(n.Fn, m)
					if m == nil || p == 0 || param != 0 && p != param {
						ok = false
					}
					param = p
				}
			}
			if ok && param > 0 {
				w.roles.makes[n] = param
				w.roles.keyed[n] = setsKeyOnReturn(n.Fn)
			}
		}
	}
}

// setsKeyOnReturn: fn sets an idempotency header on a request it
// returns (stripe-go's NewRequest adds one to every write it builds with
// params).
func setsKeyOnReturn(fn *ssa.Function) bool {
	for _, blk := range fn.Blocks {
		ret, ok := ssax.Last(blk).(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		for _, v := range phiValues(ret.Results[0]) {
			if _, ok := idempotencyKey(v); ok {
				return true
			}
		}
	}
	return false
}

// keyedBy: the request comes from a helper that sets an idempotency key.
func (w *writes) keyedBy(fn *types.Func) bool {
	if n := w.p.g.Of(fn); n != nil {
		return w.roles.keyed[n]
	}
	if f := w.p.fact(fn); f != nil {
		return f.MakesKeyed
	}
	return false
}

// returnedValues: v, or the values the phis it is made of join (each
// read through a variable stored once).
func returnedValues(v ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, x := range phiValues(v) {
		if _, ok := x.(*ssa.Phi); !ok {
			out = append(out, ssax.Loaded(x))
		}
	}
	return out
}

// phiValues returns v and, for a phi, the values its edges join, the
// phis among them included, each once.
func phiValues(v ssa.Value) []ssa.Value {
	var out []ssa.Value
	seen := map[ssa.Value]bool{}
	var walk func(ssa.Value)
	walk = func(v ssa.Value) {
		v = ssax.Unwrap(v)
		if v == nil || seen[v] {
			return
		}
		seen[v] = true
		out = append(out, v)
		if phi, ok := v.(*ssa.Phi); ok {
			for _, e := range phi.Edges {
				walk(e)
			}
		}
	}
	walk(v)
	return out
}

// madeWith returns the method a request value is made with: the method
// argument of a request constructor, or of a helper that makes one.
func (w *writes) madeWith(req ssa.Value) ssa.Value { return w.madeWithDepth(req, 0) }

func (w *writes) madeWithDepth(req ssa.Value, depth int) ssa.Value {
	src := sameRequestOf(req)
	if _, ok := src.(*ssa.Phi); ok && depth < 4 {
		// one request variable set on several paths (with a body, without
		// one): made with one method value on each of them
		var method ssa.Value
		for _, v := range returnedValues(src) {
			if ssax.IsNil(v) {
				continue
			}
			m := w.madeWithDepth(v, depth+1)
			if m == nil || method != nil && m != method {
				return nil
			}
			method = m
		}
		return method
	}
	c := ssax.AsCall(src)
	if c == nil {
		return nil
	}
	fn := ssax.Callee(&c.Call)
	if fn == nil {
		return nil
	}
	if arg := catalog.RequestMethodArg(names.Key(fn)); arg != 0 {
		return ssax.Unwrap(ssax.Arg(c.Call.Args, arg.Index()))
	}
	if i := w.makesOf(fn); i > 0 {
		return ssax.Unwrap(ssax.Arg(ssax.Args(&c.Call), i-1))
	}
	return nil
}

// makesOf returns the maker role of fn: from its node, or its fact.
func (w *writes) makesOf(fn *types.Func) int {
	if n := w.p.g.Of(fn); n != nil {
		return w.roles.makes[n]
	}
	if f := w.p.fact(fn); f != nil {
		return f.MakesRequest
	}
	return 0
}

// requestParam returns 1 + the index of the parameter a request value
// is, also through copies with the same method (req =
// req.WithContext(ctx) on some paths), or 0.
func requestParam(fn *ssa.Function, v ssa.Value, depth int) int {
	if depth > 6 || v == nil {
		return 0
	}
	if i := ssax.ParamOf(fn, v); i > 0 {
		return i
	}
	if c := sameRequestOf(v); c != ssax.Unwrap(v) {
		return requestParam(fn, c, depth+1)
	}
	if phi, ok := ssax.Unwrap(v).(*ssa.Phi); ok {
		idx := 0
		for _, e := range phi.Edges {
			i := requestParam(fn, e, depth+1)
			if i == 0 || idx != 0 && i != idx {
				return 0
			}
			idx = i
		}
		return idx
	}
	return 0
}

// passesRole: the call passes root's own method or request parameter on
// to a callee that sends it (DoRequestWithClient(ctx, c.HTTPClient, req)
// in a Do(ctx, req) of root).
func (w *writes) passesRole(root *graph.Node, r *graph.Ref) bool {
	m, q := w.roleOf(r)
	if m > 0 && w.roles.methodArg[root] > 0 && ssax.ParamOf(root.Fn, ssax.Arg(r.Args(), m-1)) == w.roles.methodArg[root] {
		return true
	}
	return q > 0 && w.roles.requestArg[root] > 0 && requestParam(root.Fn, ssax.Arg(r.Args(), q-1), 0) == w.roles.requestArg[root]
}

// resendsIn reports whether a retry owner of function n re-sends the
// request n's callers decide.
func (w *writes) resendsIn(n *graph.Node) bool {
	for _, s := range w.p.own.sites {
		if rootOf(w.p, s.fn) == n && w.resendsDecided(s.node.Refs, n, map[*graph.Node]bool{}) {
			return true
		}
	}
	return false
}

// resendsDecided reports whether a site's operation sends a request the
// callers of root decide: directly, or in a closure written in root.
func (w *writes) resendsDecided(refs []*graph.Ref, root *graph.Node, seen map[*graph.Node]bool) bool {
	for _, r := range refs {
		if wr, ok := w.calls[r.Orig().ID]; ok && wr.callerDecides {
			return true
		}
		if r.Call && r.Block != nil && r.Block.Parent() == root.Fn && w.passesRole(root, r) {
			return true // api.request(ctx, method, uri, body) in the loop: the callers decide
		}
		if t := r.Local; t != nil && t.Body() != nil && t.Body().Parent() != nil && ssax.Root(t.Body()) == root.Fn && !seen[t] {
			seen[t] = true
			if w.resendsDecided(t.Refs, root, seen) {
				return true
			}
		}
	}
	return false
}

// calleeResends returns the retry layer with which r's callee re-sends
// the request its caller decides, if it does.
func (w *writes) calleeResends(r *graph.Ref) Layer {
	return calleeRole(w.p, r, w.roles.resends, func(f *FuncFact) Layer { return f.Resends })
}

// retried lists the calls that pass a write to a helper that re-sends it.
func (w *writes) retried() []*RetriedWrite {
	var out []*RetriedWrite
	seen := map[ssa.Instruction]bool{}
	for _, d := range w.roles.decided {
		if seen[d.call.Instr] {
			continue // another implementation of the same interface call
		}
		if l := w.resendsVia(d.call); l.Kind != 0 {
			seen[d.call.Instr] = true
			if wr := w.calls[d.write.ID]; !wr.Opens && !w.refuses(d.call, wr.What) {
				out = append(out, &RetriedWrite{Pos: d.call.Pos, Helper: d.call.Name, Layer: l, Write: wr})
			}
		}
	}
	return out
}

func (rr *requestRoles) fill(f *FuncFact, n *graph.Node) {
	f.MethodArg, f.RequestArg, f.MethodWrite, f.Resends = rr.methodArg[n], rr.requestArg[n], rr.tmpl[n], rr.resends[n]
	f.MakesRequest, f.MakesKeyed = rr.makes[n], rr.keyed[n]
	if f.Resends.Kind != 0 {
		f.Refuses = rr.refuses[n]
	}
}

// fieldOfRequest: x is a load of a field of an *http.Request.
func fieldOfRequest(x ssa.Value) bool {
	x = ssax.Unwrap(x)
	if u, ok := x.(*ssa.UnOp); ok {
		x = u.X
	}
	fa, ok := x.(*ssa.FieldAddr)
	return ok && isType(fa.X.Type(), "net/http.Request")
}
