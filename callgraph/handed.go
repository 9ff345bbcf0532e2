package callgraph

import (
	"go/types"
	"strings"
	"sync"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// Settings that travel with a value handed on (issue 34, shape 4). A
// client made by one package and kept by another in a field (a store's
// redis.UniversalClient, a service's heimdall client) retries as its
// maker configured it; the keeper's package sees only a constructor's
// parameter:
//
//	func NewStore(c redis.UniversalClient) *Store { return &Store{c: c} }
//	func (s *Store) Get(ctx context.Context, k string) (string, error) { return s.c.Get(ctx, k).Result() }
//
//	s := store.NewStore(redis.NewClient(&redis.Options{MaxRetries: -1}))   // one attempt
//
// The keeper prices a client of a library whose untraced values retry
// (Attempts.Always) at the library's default, and says in the method's
// fact which layer of its chain that is (FuncFact.FieldLayer) and which
// field of the receiver holds the client (SendsField). A caller that
// knows the value in that field (a constructor's StoresArgs, an option,
// a literal) prices the layer with the value's own settings, or drops
// it when the value does not retry (repriced). A client of a library
// whose untraced values do not retry (heimdall, an *http.Client) is no
// layer in the keeper; the caller's fieldSite makes it one. A value
// handed back unchanged (func Hold(c any) any { return c }) is the
// argument (FuncFact.ReturnsArg). And a constructor handed a client that
// re-sends writes by itself, for a type whose methods send a write with
// it, re-sends those writes wherever the value goes: it is reported at
// the construction (keptResends), the one place that knows the value.

// clientField is the field of recv a client value is read from: the
// field itself (s.c), or the client a catalog.ClientPart of it is loaded
// from (s.c.cmdable, for a promoted command of a *redis.Client).
func clientField(v, recv ssa.Value) string {
	if f := fieldOfValue(v, recv); f != "" {
		return f
	}
	v = ssax.Unwrap(v)
	if f := ssax.LoadedField(v); f != nil && f.Embedded() {
		if base := ssax.FieldBase(v); base != nil && catalog.ClientPart(names.TypeKey(base.Type()), f.Name()) {
			return fieldOfValue(base, recv)
		}
	}
	return ""
}

// sendsClient: a call of a catalogued client's send through its
// receiver (Attempts.Of: Receiver), or of a method an interface that a
// client family's values are held in names among its sends (AnyMethodOf
// with Methods: heimdall's Client; not a pattern for any method, which
// would take a net.Conn's Write for a send).
func sendsClient(c *ssa.CallCommon) bool {
	fn := ssax.Callee(c)
	if fn == nil {
		return false
	}
	for _, e := range entriesOf(fn) {
		if e.Op == -1 && e.Attempts.Of == catalog.Receiver {
			return true
		}
	}
	if c.IsInvoke() {
		for _, e := range catalog.Patterns() {
			if e.AnyMethodOf != "" && len(e.Methods) > 0 && e.Sends(fn.Name()) {
				return true
			}
		}
	}
	return false
}

// sendsUntracedField: a call in method n that sends with a client read
// from a field of n's receiver whose value the package does not know (a
// constructor's parameter stored there): the callers' value decides.
func (c *clients) sendsUntracedField(n *graph.Node) string {
	recv := n.Fn.Params[0]
	for _, blk := range n.Fn.Blocks {
		for _, instr := range blk.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			v := ssax.Recv(ci.Common())
			if v == nil {
				continue
			}
			if f := clientField(v, recv); f != "" && sendsClient(ci.Common()) && !c.p.vals.of(v).ok {
				return f
			}
		}
	}
	return ""
}

// pricedField records that site s, a client in method n, was priced at
// its library's default because its value, read from a field of n's
// receiver, is not known here.
func (o *owners) pricedField(n *graph.Node, ci ssa.CallInstruction, s *site) {
	if n.Fn.Signature.Recv() == nil || len(n.Fn.Params) == 0 {
		return
	}
	recv := ssax.Recv(ci.Common())
	f := fieldVar(n.Fn.Params[0].Type(), clientField(recv, n.Fn.Params[0]))
	if f == nil {
		return
	}
	if o.priced == nil {
		o.priced = map[string]*types.Var{}
		o.pricedVars = map[*types.Var]bool{}
	}
	o.priced[s.layer.Pos] = f
	o.pricedVars[f] = true
}

// fieldVar is the field name of the struct t (or *t) is.
func fieldVar(t types.Type, name string) *types.Var {
	if name == "" {
		return nil
	}
	var pkg *types.Package
	if n := names.Named(t); n != nil {
		pkg = n.Obj().Pkg() // the field may be unexported
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, pkg, name)
	if f, ok := obj.(*types.Var); ok && f.IsField() {
		return f.Origin()
	}
	return nil
}

// pricedAt is the index in chain of the layer that the client in field
// of fn's receiver makes at its library's default, or -1.
func (o *owners) pricedAt(chain []Layer, fn *ssa.Function, field string) int {
	if field == "" || o.priced == nil || fn.Signature.Recv() == nil || len(fn.Params) == 0 {
		return -1
	}
	f := fieldVar(fn.Params[0].Type(), field)
	if f == nil {
		return -1
	}
	for i, l := range chain {
		if o.priced[l.Pos] == f {
			return i
		}
	}
	return -1
}

// fillPriced sets FieldLayer in the fact of method n.
func (p *pipeline) fillPriced(f *FuncFact, n *graph.Node) {
	if i := p.own.pricedAt(f.Chain, n.Fn, f.SendsField); i >= 0 {
		f.FieldLayer = i + 1
	}
}

// repriced is the chain a call r reaches when layer i of its callee's
// chain is the client in the callee's receiver field: priced with the
// value the caller keeps there, or left out when that value makes one
// attempt. A value the caller does not know keeps the default.
func (c *chains) repriced(r *graph.Ref, ch []Layer, i int, field string) []Layer {
	if i < 0 || i >= len(ch) {
		return ch
	}
	st, ok := c.fieldVals[r]
	if !ok {
		if common := r.Common(); common != nil && r.Call {
			if recv := ssax.Recv(common); recv != nil {
				st = c.p.vals.inField(recv, field, 0)
			}
		}
		if c.fieldVals == nil {
			c.fieldVals = map[*graph.Ref]state{}
		}
		c.fieldVals[r] = st
	}
	if !st.ok || st.family == "" {
		return ch
	}
	out := make([]Layer, 0, len(ch))
	out = append(out, ch[:i]...)
	if st.bound().Retries() {
		l := ch[i]
		l.Bound = st.bound()
		if st.class != 0 {
			l.Class = st.class
		}
		out = append(out, l)
	}
	return append(out, ch[i+1:]...)
}

// returnsArg is 1 + the index of the parameter every return of fn gives
// back as its first result (func Hold(c any) any { return c }), or 0.
func returnsArg(fn *ssa.Function) int {
	res := fn.Signature.Results()
	if res.Len() == 0 || !canHoldClient(res.At(0).Type()) {
		return 0
	}
	arg := 0
	for _, blk := range fn.Blocks {
		ret, ok := ssax.Last(blk).(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		i := ssax.ParamOf(fn, ssax.Unwrap(ret.Results[0]))
		if i == 0 || arg != 0 && i != arg {
			return 0
		}
		arg = i
	}
	return arg
}

// pricedInCallee reports whether the method fn, called by c, makes a
// layer of its own of the client in field (priced at a default: the
// caller reprices it in its chain), or reaches another owner: a caller's
// site for a client of a family other than the retrying *http.Client's
// is made only where the callee reaches none.
func (o *owners) pricedInCallee(fn *types.Func, c *ssa.CallCommon, field string) bool {
	if o.p.g.Of(fn) != nil {
		recv := ssax.Recv(c)
		return recv == nil || o.pricedVars[fieldVar(recv.Type(), field)]
	}
	f := o.p.fact(fn)
	return f == nil || f.FieldLayer > 0 || len(f.Chain) > 0
}

// settingsField: v is read from field G of a local settings struct that
// fn's options parameter applies to (for _, o := range opts { o(&s) });
// it returns 1 + that parameter's index (receiver excluded) and G:
//
//	func NewAPI(opts ...Option) *API {
//		s := settings{hc: http.DefaultClient}
//		for _, o := range opts { o(&s) }
//		return &API{doer: s.hc}   // doer: what the options set in settings.hc
//	}
func settingsField(fn *ssa.Function, v ssa.Value) (int, string) {
	u, ok := ssax.Unwrap(v).(*ssa.UnOp)
	if !ok {
		return 0, ""
	}
	fa, ok := u.X.(*ssa.FieldAddr)
	if !ok {
		return 0, ""
	}
	a, ok := fa.X.(*ssa.Alloc)
	if !ok {
		return 0, ""
	}
	f := ssax.FieldOf(fa)
	if f == nil {
		return 0, ""
	}
	for i, prm := range fn.Params {
		if fn.Signature.Recv() != nil && i == 0 {
			continue
		}
		if appliesTo(prm.Type(), a.Type()) {
			return ssax.ParamIndex(fn, prm), f.Name()
		}
	}
	return 0, ""
}

// appliesTo: t is an option for a settings struct at ptr (func(*T)), or
// a slice of them.
func appliesTo(t, ptr types.Type) bool {
	if sl, ok := t.Underlying().(*types.Slice); ok {
		t = sl.Elem()
	}
	sig, ok := t.Underlying().(*types.Signature)
	return ok && sig.Params().Len() == 1 && types.Identical(sig.Params().At(0).Type(), ptr)
}

// statusResult is 1 + the index of fn's integer result that is its
// response's HTTP status (returnsStatus), or 0.
func statusResult(fn *ssa.Function) int {
	res := fn.Signature.Results()
	for i := 0; i < res.Len(); i++ {
		if returnsStatus(fn, i) {
			return i + 1
		}
	}
	return 0
}

// statusReaders: the pipeline of each package being summarised, by the
// SSA program built for it, so that the status flow of permanent.go
// (free functions over SSA) can read the Status facts of the functions
// it imports. Each package has a program of its own; the entry lives
// while the package is summarised.
var statusReaders sync.Map // *ssa.Program → *pipeline

// readStatusFacts lets importedStatus read p's imported facts; it
// returns what ends that.
func (p *pipeline) readStatusFacts() func() {
	if len(p.funcs) == 0 {
		return func() {}
	}
	prog := p.funcs[0].Prog
	statusReaders.Store(prog, p)
	return func() { statusReaders.Delete(prog) }
}

// importedStatus reports whether result i of fn, a function of another
// package, is its response's HTTP status, by its fact.
func importedStatus(fn *ssa.Function, i int) bool {
	v, ok := statusReaders.Load(fn.Prog)
	if !ok {
		return false
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok {
		return false
	}
	f := v.(*pipeline).fact(obj.Origin())
	return f != nil && f.Status == i+1
}

// keptResends finds the calls of constructors (of this package or
// another) that keep a client which re-sends writes by itself in a field
// that a method of the type they make sends a write with: whatever
// calls that method later, wherever the value goes, the client re-sends
// the write, and only this call knows the client (a service's heimdall
// client handed to backend.New in main). A call marked
// //retrylint:idempotent is fine.
func (p *pipeline) keptResends() []*Resend {
	var out []*Resend
	for _, n := range p.g.Funcs {
		for _, blk := range n.Fn.Blocks {
			for _, instr := range blk.Instrs {
				c, ok := instr.(*ssa.Call)
				if !ok {
					continue
				}
				fn := ssax.StaticCallee(&c.Call)
				if fn == nil {
					continue
				}
				if r := p.keptResend(c, fn, p.calledHere); r != nil && p.travels(c) && p.res.dirs.at(p.pass.Fset, c.Pos(), Idempotent) == nil {
					out = append(out, r)
				}
			}
		}
	}
	return out
}

// travels reports whether the value call c makes leaves what the
// package follows: a use other than a method called on it (judged at
// that call, fieldSite) or a store into a field of a type of the package
// (followed through the field, values.inField): it is returned, passed
// to a function, stored elsewhere.
func (p *pipeline) travels(c *ssa.Call) bool {
	v := firstResult(c)
	if v.Referrers() == nil {
		return false
	}
	for _, r := range *v.Referrers() {
		switch x := r.(type) {
		case *ssa.DebugRef:
		case ssa.CallInstruction:
			cc := x.Common()
			if ssax.Recv(cc) != v {
				return true // passed to a function
			}
			args := cc.Args
			if !cc.IsInvoke() {
				args = args[1:]
			}
			for _, a := range args {
				if a == v {
					return true // passed beside being the receiver
				}
			}
		case *ssa.Store:
			f := ssax.FieldOf(x.Addr)
			if x.Val != v || f == nil || f.Pkg() != p.pass.Pkg {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// keptResend is keptResends for one call c of constructor fn: the
// fields it stores its arguments in (StoresArgs), and those its option
// arguments set (New(WithHTTPClient(c))).
func (p *pipeline) keptResend(c *ssa.Call, fn *types.Func, called func(*types.Func) bool) *Resend {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Results().Len() == 0 {
		return nil
	}
	type kept struct {
		field string
		val   func() state
	}
	var ks []kept
	for _, fa := range p.cls.storesOf(fn) {
		fa := fa
		if fa.Opt != "" {
			ks = append(ks, kept{fa.Field, func() state { return p.vals.byOption(&c.Call, fa.Opt, 0) }})
		} else {
			ks = append(ks, kept{fa.Field, func() state { return p.vals.of(ssax.Arg(ssax.Args(&c.Call), fa.Arg-1)) }})
		}
	}
	for _, o := range optionArgs(&c.Call) {
		oc := ssax.AsCall(o)
		if oc == nil {
			continue
		}
		if ofn := ssax.StaticCallee(&oc.Call); ofn != nil {
			for _, fa := range p.cls.storesOf(ofn) {
				fa := fa
				if fa.Opt == "" {
					ks = append(ks, kept{fa.Field, func() state { return p.vals.of(ssax.Arg(ssax.Args(&oc.Call), fa.Arg-1)) }})
				}
			}
		}
	}
	for _, k := range ks {
		st := k.val()
		if !st.ok || st.family == "" || st.noWrites || !st.bound().Retries() {
			continue
		}
		w, sender, more := p.writesThrough(sig.Results().At(0).Type(), k.field, called)
		if w.IsZero() {
			continue
		}
		via := st.via
		if via == "" {
			via = st.family
		}
		fix := "send an Idempotency-Key, or hand it a client that does not retry writes"
		if w.Kind == CommandWrite {
			fix = "hand it a client that sends each command once, or make the command idempotent"
		}
		return &Resend{Pos: c.Pos(), Via: names.Display(fn), Bound: st.bound(), What: w.What, Fix: fix,
			Client: via, Field: k.field, Sender: sender, More: more}
	}
	return nil
}

// writesThrough returns the first write (by method name) that a method
// of t sends with the client in field (made in a method of t: an HTTP
// request or a data-store command), the method (one the package calls
// before one it does not, then one that makes the write itself before
// one that reaches it through another method), and how many more
// methods do.
func (p *pipeline) writesThrough(t types.Type, field string, called func(*types.Func) bool) (Write, string, int) {
	named := names.Named(t)
	if named == nil || types.IsInterface(named) || fieldVar(t, field) == nil {
		return Write{}, "", 0
	}
	prefix := names.TypeDisplay(named) + "."
	var first Write
	sender, more, best := "", 0, -1
	ms := types.NewMethodSet(types.NewPointer(named))
	for i := 0; i < ms.Len(); i++ {
		m, ok := ms.At(i).Obj().(*types.Func)
		if !ok || len(ms.At(i).Index()) != 1 {
			continue // a promoted method is another type's
		}
		var sends string
		var w Write
		if node := p.g.Of(m); node != nil {
			sends, w = p.cls.fields.sends[node], p.wr.write[node]
		} else if f := p.fact(m); f != nil {
			sends, w = f.SendsField, f.Write
		}
		if sends != field || w.IsZero() || w.Opens || w.Kind != HTTPWrite && w.Kind != CommandWrite || !strings.HasPrefix(w.Func, prefix) {
			continue
		}
		rank := 0
		if called(m) {
			rank += 2
		}
		if w.Func == names.Display(m) {
			rank++
		}
		if sender != "" {
			more++
		}
		if rank > best {
			first, sender, best = w, names.Display(m), rank
		}
	}
	return first, sender, more
}

// calledHere reports whether the package calls fn (a method of a type
// another package made): the set is made on the first question.
func (p *pipeline) calledHere(fn *types.Func) bool {
	if p.called == nil {
		p.called = map[*types.Func]bool{}
		for _, n := range p.g.Funcs {
			for _, blk := range n.Fn.Blocks {
				for _, instr := range blk.Instrs {
					if ci, ok := instr.(ssa.CallInstruction); ok {
						if callee := ssax.Callee(ci.Common()); callee != nil {
							p.called[callee.Origin()] = true
						}
					}
				}
			}
		}
	}
	return p.called[fn.Origin()]
}

// optionArgs are the arguments of c that are functions (options), the
// variadic ones one by one.
func optionArgs(c *ssa.CallCommon) []ssa.Value {
	args := ssax.Args(c)
	var opts []ssa.Value
	for i, a := range args {
		if c.Signature().Variadic() && i == len(args)-1 {
			opts = append(opts, ssax.VariadicArgs(a)...)
		} else if _, ok := a.Type().Underlying().(*types.Signature); ok {
			opts = append(opts, a)
		}
	}
	return opts
}
