package callgraph

import (
	"go/types"
	"sort"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// Clients kept in struct fields (part of the clients domain). A service
// client keeps its *http.Client in a field that a constructor fills from
// its argument, and its methods send with it:
//
//	func New(hc *http.Client) *API { return &API{hc: hc} }      // stores argument 0 in hc
//	func (a *API) Create(ctx context.Context) error { a.hc.Post(...) } // sends with field hc
//
//	a := api.New(retryablehttp.NewClient().StandardClient())
//	a.Create(ctx)   // a retry owner: the client in a.hc retries, and re-sends the POST
//
// Both roles are facts, so the constructor and the methods may be in
// another package than the call. A method that calls another method of
// its receiver inherits that method's field.

// FieldArg says that a constructor stores its argument Arg (1-based,
// receiver excluded) in field Field of the value it returns.
type FieldArg struct {
	Field string
	Arg   int
	// Opt: the field holds what the options argument Arg passes set in
	// this field of the settings struct they are applied to (handed.go:
	// settingsField), not the argument itself.
	Opt string
}

type fieldRoles struct {
	sends  map[*graph.Node]string
	stores map[*graph.Node][]FieldArg
}

// solveFields finds the methods that send with a client field of their
// receiver (to a fixed point through calls on the same receiver) and the
// constructors that store an argument in a field of what they return.
func (c *clients) solveFields() {
	fr := &c.fields
	fr.sends, fr.stores = map[*graph.Node]string{}, map[*graph.Node][]FieldArg{}
	funcs := c.p.g.Funcs
	for _, n := range funcs {
		c.p.visit(n.Fn)
		if f := c.sendsField(n); f != "" {
			fr.sends[n] = f
		} else if n.Fn.Signature.Recv() != nil && len(n.Fn.Params) > 0 {
			if f := c.sendsUntracedField(n); f != "" {
				fr.sends[n] = f // any client family (handed.go)
			}
		}
		if fa := storedArgs(n.Fn); len(fa) > 0 {
			fr.stores[n] = fa
		}
	}
	for round := 0; round <= len(funcs); round++ {
		changed := false
		for _, n := range funcs {
			if fr.sends[n] != "" || n.Fn.Signature.Recv() == nil || len(n.Fn.Params) == 0 {
				continue
			}
			for _, r := range n.Refs {
				if f := c.sendsFieldOf(r); f != "" && r.Call && sameReceiver(n.Fn, r.Common()) {
					fr.sends[n], changed = f, true
					break
				}
			}
		}
		if !changed {
			break
		}
	}
}

// sendsField: a call in method n that sends with a client read from a
// field of n's receiver (a.hc.Do(req), a.doer.Do(req), a.rt.RoundTrip(req)).
func (c *clients) sendsField(n *graph.Node) string {
	if n.Fn.Signature.Recv() == nil || len(n.Fn.Params) == 0 {
		return ""
	}
	recv := n.Fn.Params[0]
	for _, blk := range n.Fn.Blocks {
		for _, instr := range blk.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok || !sendsHTTP(ci.Common()) {
				continue
			}
			if f := fieldOfValue(ssax.Recv(ci.Common()), recv); f != "" {
				return f
			}
		}
	}
	return ""
}

// sendsHTTP: a call of an *http.Client's sends, or of a Do/Get/... or
// RoundTrip on an interface (a Doer, an http.RoundTripper).
func sendsHTTP(c *ssa.CallCommon) bool {
	fn := ssax.Callee(c)
	if fn == nil {
		return false
	}
	for _, e := range entriesOf(fn) {
		if e.Family == catalog.FamilyRetryingHTTP {
			return true
		}
	}
	if c.IsInvoke() {
		for _, e := range catalog.Patterns() {
			if e.AnyMethodOf == catalog.FamilyRetryingHTTP && e.Sends(fn.Name()) {
				return true
			}
		}
	}
	return false
}

// fieldOfValue returns the name of the field of recv that v is read
// from (recv.f, or (*recv).f), or "".
func fieldOfValue(v, recv ssa.Value) string {
	v = ssax.Unwrap(v)
	if u, ok := v.(*ssa.UnOp); ok {
		v = u.X
	}
	var base ssa.Value
	switch x := v.(type) {
	case *ssa.FieldAddr:
		base = x.X
	case *ssa.Field:
		base = x.X
	default:
		return ""
	}
	if u, ok := base.(*ssa.UnOp); ok {
		base = u.X
	}
	if base != recv {
		return ""
	}
	if f := ssax.FieldOf(v); f != nil {
		return f.Name()
	}
	return ""
}

// sameReceiver: a method call on the caller's own receiver.
func sameReceiver(fn *ssa.Function, c *ssa.CallCommon) bool {
	if c == nil {
		return false
	}
	r := ssax.Recv(c)
	if r == nil {
		return false
	}
	r = ssax.Unwrap(r)
	if u, ok := r.(*ssa.UnOp); ok {
		r = u.X
	}
	return r == fn.Params[0]
}

// storedArgs: the fields of the struct fn returns that hold one of its
// parameters; or, for a functional option (fn returns a function), the
// fields of the struct the option is applied to that it sets from one of
// fn's parameters:
//
//	func WithHTTPClient(c *http.Client) Option { return func(a *API) { a.hc = c } }
func storedArgs(fn *ssa.Function) []FieldArg {
	res := fn.Signature.Results()
	if res.Len() == 0 {
		return nil
	}
	_, isFunc := res.At(0).Type().Underlying().(*types.Signature)
	if p, ok := res.At(0).Type().Underlying().(*types.Pointer); !isFunc && (!ok || !isStruct(p.Elem())) {
		return nil
	}
	seen := map[string]bool{}
	var out []FieldArg
	add := func(base ssa.Value) {
		ssax.EachFieldAddr(base, func(fa *ssa.FieldAddr, f *types.Var) bool {
			for _, r := range *fa.Referrers() {
				if st, ok := r.(*ssa.Store); ok && st.Addr == fa {
					if i := ssax.ParamOf(fn, ssax.Unwrap(st.Val)); i > 0 && !seen[f.Name()] && canHoldClient(f.Type()) {
						seen[f.Name()] = true
						out = append(out, FieldArg{Field: f.Name(), Arg: i})
					} else if i, opt := settingsField(fn, st.Val); i > 0 && !seen[f.Name()] && canHoldClient(f.Type()) {
						seen[f.Name()] = true
						out = append(out, FieldArg{Field: f.Name(), Arg: i, Opt: opt})
					}
				}
			}
			return true
		})
	}
	for _, blk := range fn.Blocks {
		ret, ok := ssax.Last(blk).(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		switch x := ssax.Unwrap(ret.Results[0]).(type) {
		case *ssa.Alloc:
			if !isFunc {
				add(x)
			}
		case *ssa.MakeClosure:
			if body, ok := x.Fn.(*ssa.Function); ok && isFunc && len(body.Params) > 0 {
				add(body.Params[0])
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Field < out[j].Field })
	return out
}

// canHoldClient: a pointer, an interface or a struct (not a string or a
// number).
func canHoldClient(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Interface, *types.Struct:
		return true
	}
	return false
}

func isStruct(t types.Type) bool {
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

// sendsFieldOf returns the field role of r's callee.
func (c *clients) sendsFieldOf(r *graph.Ref) string {
	return calleeRole(c.p, r, c.fields.sends, func(f *FuncFact) string { return f.SendsField })
}

// storesOf returns the constructor roles of a function.
func (c *clients) storesOf(fn *types.Func) []FieldArg {
	if n := c.p.g.Of(fn); n != nil {
		return c.fields.stores[n]
	}
	if f := c.p.fact(fn); f != nil {
		return f.StoresArgs
	}
	return nil
}

// inField evaluates the client in field name of the value v: a value a
// constructor made from its argument, a literal that sets the field, or
// what the package stores into the field of a variable or field holding
// the value.
func (vs *values) inField(v ssa.Value, name string, depth int) state {
	if v == nil || depth > maxTrace {
		return state{}
	}
	v = ssax.Unwrap(v)
	if phi, ok := v.(*ssa.Phi); ok {
		var best state
		for i, e := range phi.Edges {
			if st := vs.inField(e, name, depth+1); i == 0 || st.worse(best) {
				best = st
			}
		}
		return best
	}
	if key := storeKey(v); key != nil {
		var best state
		for i, sv := range vs.p.g.StoresTo(key) {
			if st := vs.inField(sv.Val, name, depth+1); i == 0 || st.worse(best) {
				best = st
			}
		}
		return best
	}
	if c := ssax.AsCall(v); c != nil {
		if fn := ssax.StaticCallee(&c.Call); fn != nil {
			for _, fa := range vs.p.cls.storesOf(fn) {
				if fa.Field == name && fa.Opt != "" {
					return vs.byOption(&c.Call, fa.Opt, depth) // the settings its options set
				}
				if fa.Field == name {
					return vs.eval(ssax.Arg(ssax.Args(&c.Call), fa.Arg-1), depth+1)
				}
			}
			// New(WithHTTPClient(c)): an option among the arguments sets the field.
			return vs.byOption(&c.Call, name, depth)
		}
		return state{}
	}
	if a := ssax.LocalStruct(v); a != nil {
		if fv, found := ssax.StoredField(a, name); found {
			return vs.eval(fv, depth+1)
		}
	}
	return state{}
}

// byOption evaluates the value an option among the arguments of a
// constructor call stores in field name (the last option that does).
func (vs *values) byOption(c *ssa.CallCommon, name string, depth int) state {
	var st state
	args := ssax.Args(c)
	var opts []ssa.Value
	for i, a := range args {
		if c.Signature().Variadic() && i == len(args)-1 {
			opts = append(opts, ssax.VariadicArgs(a)...)
		} else if _, ok := a.Type().Underlying().(*types.Signature); ok {
			opts = append(opts, a)
		}
	}
	for _, o := range opts {
		oc := ssax.AsCall(o)
		if oc == nil {
			continue
		}
		fn := ssax.StaticCallee(&oc.Call)
		if fn == nil {
			continue
		}
		for _, fa := range vs.p.cls.storesOf(fn) {
			if fa.Field == name {
				st = vs.eval(ssax.Arg(ssax.Args(&oc.Call), fa.Arg-1), depth+1)
			}
		}
	}
	return st
}

// storeKey returns the field or package variable v is read from.
func storeKey(v ssa.Value) types.Object {
	if f := ssax.LoadedField(v); f != nil {
		return f
	}
	if g := ssax.GlobalOf(v); g != nil {
		return g
	}
	return nil
}

// fieldSite makes a call of a method that sends with a client field of
// its receiver, or of a helper that sends with a client parameter
// (DoRequestWithClient(ctx, c.HTTPClient, req)), a retry owner when the
// client there retries: its operation is the call itself, so what it
// sends (a POST) is what the client re-sends.
func (o *owners) fieldSite(n *graph.Node, blk *ssa.BasicBlock, ci ssa.CallInstruction) bool {
	common := ci.Common()
	fn := ssax.StaticCallee(common)
	if fn == nil || common.IsInvoke() {
		return false
	}
	var field string
	arg := 0
	if node := o.p.g.Of(fn); node != nil {
		field, arg = o.p.cls.fields.sends[node], o.p.cls.arg[node]
	} else if f := o.p.fact(fn); f != nil {
		field, arg = f.SendsField, f.ClientArg
	}
	var st state
	switch {
	case field != "":
		st = o.p.vals.inField(ssax.Recv(common), field, 0)
	case arg > 0:
		st = o.p.vals.of(ssax.Arg(ssax.Args(common), arg-1))
	default:
		return false
	}
	if !st.ok || st.family == "" || !st.bound().Retries() {
		return false
	}
	if st.family != catalog.FamilyRetryingHTTP && (field == "" || o.pricedInCallee(fn, common, field)) {
		return false // another family: only where the callee makes no layer of it (handed.go)
	}
	s := o.newSite(n, Client, st.via, st.bound(), ci.Pos())
	s.layer.Class = clientClass(nil, st)
	if field == "" {
		s.layer.Func, s.inCallee = names.Display(fn), true // the helper retries inside, with the client it is given
	}
	s.io, s.noWrites = true, st.noWrites
	o.claimCall(n, ci, s)
	for _, r := range n.Refs {
		if r.Instr == ssa.Instruction(ci) && o.p.wr.isWrite(r) {
			o.p.g.Share(s.node, r) // the write the caller's request makes of the call
		}
	}
	r := graph.Ref{Block: blk, Instr: ci, Pos: ci.Pos(), Call: true}
	if callee := common.StaticCallee(); callee != nil && o.p.g.Resolve(&r, callee) {
		o.p.g.AddRef(s.node, r)
	}
	o.siteRef(n, s, blk, ci, ci.Pos())
	o.markSited(ci)
	o.inLoops(n, s, blk, ci)
	return true
}
