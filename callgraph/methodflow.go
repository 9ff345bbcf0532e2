package callgraph

import (
	"go/constant"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// Which methods can reach a point of a function (part of the writes
// domain): a forward flow over the function's blocks that narrows the
// request's method at each test of it, for retries whose decision is
// not a comparison that dominates the way round (guardedBlock):
//
//	if !c.shouldRetry(attempts, attemptReq.Method, status) { return err } // a predicate of the package
//	if m, _ := ctx.Value(methodKey{}).(string); m == http.MethodPost { return false, nil } // the method in a context value
//	if !idempotentMethods[strings.ToUpper(method)] { return false, err } // a map of methods
//	if resp.StatusCode == http.StatusTooManyRequests { return true, nil } // the server did not process it
//
// A path on which the server said it did not process the request
// (catalog.Unprocessed) sends no write again, whatever its method.

// methodSet is the set of methods a request may have at a point: every
// method but out (all), or the methods in in. The zero value is the
// empty set: no request, or none that the server processed.
type methodSet struct {
	all     bool
	in, out map[string]bool
}

func everyMethod() methodSet { return methodSet{all: true} }

func (s methodSet) has(m string) bool {
	m = strings.ToUpper(m)
	if s.all {
		return !s.out[m]
	}
	return s.in[m]
}

// writes: the set holds POST or PATCH (what guardedBlock asks of a
// method the callers decide).
func (s methodSet) writes() bool { return s.has("POST") || s.has("PATCH") }

func (s methodSet) equal(t methodSet) bool {
	if s.all != t.all {
		return false
	}
	a, b := s.in, t.in
	if s.all {
		a, b = s.out, t.out
	}
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

func (s methodSet) join(t methodSet) methodSet {
	switch {
	case s.all && t.all:
		return methodSet{all: true, out: both(s.out, t.out)}
	case s.all:
		return methodSet{all: true, out: minus(s.out, t.in)}
	case t.all:
		return methodSet{all: true, out: minus(t.out, s.in)}
	}
	u := map[string]bool{}
	for k := range s.in {
		u[k] = true
	}
	for k := range t.in {
		u[k] = true
	}
	return methodSet{in: u}
}

func (s methodSet) meet(t methodSet) methodSet {
	switch {
	case s.all && t.all:
		u := map[string]bool{}
		for k := range s.out {
			u[k] = true
		}
		for k := range t.out {
			u[k] = true
		}
		return methodSet{all: true, out: u}
	case s.all:
		return methodSet{in: minus(t.in, s.out)}
	case t.all:
		return methodSet{in: minus(s.in, t.out)}
	}
	return methodSet{in: both(s.in, t.in)}
}

func both(a, b map[string]bool) map[string]bool {
	u := map[string]bool{}
	for k := range a {
		if b[k] {
			u[k] = true
		}
	}
	return u
}

func minus(a, b map[string]bool) map[string]bool {
	u := map[string]bool{}
	for k := range a {
		if !b[k] {
			u[k] = true
		}
	}
	return u
}

func (s methodSet) String() string {
	keys := func(m map[string]bool) string {
		var ks []string
		for k := range m {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		return strings.Join(ks, ",")
	}
	if s.all {
		return "all-{" + keys(s.out) + "}"
	}
	return "{" + keys(s.in) + "}"
}

// methodFlow narrows the method of one request through a function. is
// tells which values are the method; consts are the parameters a call
// of a predicate binds to constants (shouldRetry(attempts, method, 0)).
type methodFlow struct {
	w      *writes
	is     func(ssa.Value) bool
	consts map[*ssa.Parameter]*ssa.Const
	depth  int
	// loose: any string compared with a method is the method (a retry
	// policy's), in the predicates it calls too.
	loose bool
}

// maxMethodDepth bounds how deep predicates are read through.
const maxMethodDepth = 3

// run returns the methods that can reach the entry of each block of fn
// (a block missing from the map is not reached).
func (mf *methodFlow) run(fn *ssa.Function) map[*ssa.BasicBlock]methodSet {
	in := map[*ssa.BasicBlock]methodSet{}
	if fn == nil || len(fn.Blocks) == 0 {
		return in
	}
	in[fn.Blocks[0]] = everyMethod()
	work := []*ssa.BasicBlock{fn.Blocks[0]}
	for steps := 0; len(work) > 0 && steps < 64*len(fn.Blocks); steps++ {
		b := work[0]
		work = work[1:]
		for i, succ := range b.Succs {
			out := mf.edge(b, i, in[b])
			old, seen := in[succ]
			next := out
			if seen {
				next = old.join(out)
			}
			if !seen || !next.equal(old) {
				in[succ] = next
				work = append(work, succ)
			}
		}
	}
	return in
}

// edge narrows s along the edge from b to its i-th successor.
func (mf *methodFlow) edge(b *ssa.BasicBlock, i int, s methodSet) methodSet {
	if iff, ok := ssax.Last(b).(*ssa.If); ok && len(b.Succs) == 2 {
		return mf.narrow(iff.Cond, i == 0, s)
	}
	return s
}

// narrow is s where cond is truth.
func (mf *methodFlow) narrow(cond ssa.Value, truth bool, s methodSet) methodSet {
	switch x := cond.(type) {
	case *ssa.Const:
		if x.Value != nil && x.Value.Kind() == constant.Bool && constant.BoolVal(x.Value) != truth {
			return methodSet{} // never taken
		}
	case *ssa.UnOp:
		if x.Op == token.NOT {
			return mf.narrow(x.X, !truth, s)
		}
	case *ssa.BinOp:
		return mf.compare(x, truth, s)
	case *ssa.Lookup:
		if keys, ok := mf.methodMap(x.X); ok && !x.CommaOk && mf.is(caseless(x.Index)) {
			if truth {
				return s.meet(methodSet{in: keys})
			}
			return s.meet(methodSet{all: true, out: keys})
		}
	case *ssa.Extract:
		if c, ok := x.Tuple.(*ssa.Call); ok && x.Index == 0 {
			return mf.predicate(c, truth, s)
		}
	case *ssa.Call:
		return mf.predicate(x, truth, s)
	}
	return s
}

// compare narrows s by a comparison with a constant: of the method, of a
// status that says the request was not processed, or of a parameter a
// predicate's caller bound to a constant.
func (mf *methodFlow) compare(x *ssa.BinOp, truth bool, s methodSet) methodSet {
	if x.Op != token.EQL && x.Op != token.NEQ {
		return s
	}
	a, b := x.X, x.Y
	if _, ok := a.(*ssa.Const); ok {
		a, b = b, a
	}
	c, ok := b.(*ssa.Const)
	if !ok || c.Value == nil {
		return s
	}
	equal := (x.Op == token.EQL) == truth
	if p, ok := ssax.Unwrap(a).(*ssa.Parameter); ok {
		if bound := mf.consts[p]; bound != nil && bound.Value != nil && bound.Value.Kind() == c.Value.Kind() {
			if constant.Compare(bound.Value, token.EQL, c.Value) != equal {
				return methodSet{} // this side is never taken for that constant
			}
			return s
		}
	}
	switch c.Value.Kind() {
	case constant.String:
		if mf.is(caseless(a)) {
			m := map[string]bool{strings.ToUpper(constant.StringVal(c.Value)): true}
			if equal {
				return s.meet(methodSet{in: m})
			}
			return s.meet(methodSet{all: true, out: m})
		}
	case constant.Int:
		if code, exact := constant.Int64Val(c.Value); exact && equal && catalog.Unprocessed(code) && isStatusValue(a) {
			return methodSet{} // the server did not process the request
		}
	}
	return s
}

// isStatusValue: an HTTP status: a StatusCode field, or an integer
// parameter named for one (shouldRetry(attempts int, method string,
// status int)).
func isStatusValue(v ssa.Value) bool {
	v = ssax.Unwrap(v)
	if f := ssax.LoadedField(v); f != nil {
		return f.Name() == "StatusCode"
	}
	if p, ok := v.(*ssa.Parameter); ok {
		name := strings.ToLower(p.Name())
		return strings.Contains(name, "status") || strings.Contains(name, "code")
	}
	return false
}

// isString: v is of a string type.
func isString(v ssa.Value) bool {
	b, ok := v.Type().Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// caseless sees through a change of case or a trim of the method
// (strings.ToUpper(method)).
func caseless(v ssa.Value) ssa.Value {
	v = ssax.Unwrap(v)
	for i := 0; i < 3; i++ {
		c, ok := v.(*ssa.Call)
		if !ok || len(c.Call.Args) != 1 {
			return v
		}
		fn := ssax.StaticCallee(&c.Call)
		if fn == nil {
			return v
		}
		switch names.Key(fn) {
		case "strings.ToUpper", "strings.ToLower", "strings.TrimSpace":
			v = ssax.Unwrap(c.Call.Args[0])
		default:
			return v
		}
	}
	return v
}

// methodMap returns the keys that a package variable map of constant
// string keys holds true for (var idempotent = map[string]bool{"GET":
// true, ...}), upper-cased; ok is false for any other map.
func (mf *methodFlow) methodMap(m ssa.Value) (map[string]bool, bool) {
	g := ssax.GlobalOf(m)
	if g == nil {
		return nil, false
	}
	stores := mf.w.p.g.StoresTo(g)
	if len(stores) != 1 {
		return nil, false
	}
	mm, ok := ssax.Unwrap(stores[0].Val).(*ssa.MakeMap)
	if !ok {
		return nil, false
	}
	keys := map[string]bool{}
	for _, r := range *mm.Referrers() {
		u, ok := r.(*ssa.MapUpdate)
		if !ok {
			continue
		}
		k, isStr := ssax.StringConst(u.Key)
		v, isConst := ssax.Unwrap(u.Value).(*ssa.Const)
		if !isStr || !isConst || v.Value == nil || v.Value.Kind() != constant.Bool {
			return nil, false
		}
		if constant.BoolVal(v.Value) {
			keys[strings.ToUpper(k)] = true
		}
	}
	return keys, len(keys) > 0
}

// predicate narrows s by a call of a function of the package that is
// handed the method (or a context that carries it): to the methods for
// which the function can return truth.
func (mf *methodFlow) predicate(c *ssa.Call, truth bool, s methodSet) methodSet {
	fn := c.Call.StaticCallee()
	if fn == nil || len(fn.Blocks) == 0 || mf.depth >= maxMethodDepth || mf.w.p.g.OfFunc(fn) == nil {
		return s
	}
	if r := fn.Signature.Results(); r.Len() == 0 || !isBool(r.At(0).Type()) {
		return s
	}
	params := map[*ssa.Parameter]bool{}
	consts := map[*ssa.Parameter]*ssa.Const{}
	handed := false
	for i, a := range c.Call.Args {
		if i >= len(fn.Params) {
			break
		}
		switch {
		case mf.is(caseless(a)):
			params[fn.Params[i]], handed = true, true
		case isContext(a.Type()) || mf.loose && !isString(a):
			handed = true // what it is handed may carry the method (a context, a response)
		}
		if k, ok := ssax.Unwrap(a).(*ssa.Const); ok {
			consts[fn.Params[i]] = k
		}
	}
	if !handed {
		return s
	}
	sub := &methodFlow{w: mf.w, consts: consts, depth: mf.depth + 1, loose: mf.loose, is: func(v ssa.Value) bool {
		if p, ok := ssax.Unwrap(v).(*ssa.Parameter); ok && params[p] {
			return true
		}
		return mf.loose && isString(v) || mf.w.methodInContext(v)
	}}
	return s.meet(sub.returns(fn, truth))
}

// returns is the set of methods for which fn can return truth as its
// first result.
func (mf *methodFlow) returns(fn *ssa.Function, truth bool) methodSet {
	in := mf.run(fn)
	var out methodSet
	for _, b := range fn.Blocks {
		ret, ok := ssax.Last(b).(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		s, reached := in[b]
		if !reached {
			continue
		}
		if phi, ok := ret.Results[0].(*ssa.Phi); ok && phi.Block() == b {
			// return a || b: each way in with its own value
			for i, e := range phi.Edges {
				pred := b.Preds[i]
				ps, ok := in[pred]
				if !ok {
					continue
				}
				for j, succ := range pred.Succs {
					if succ == b {
						out = out.join(mf.narrow(e, truth, mf.edge(pred, j, ps)))
					}
				}
			}
			continue
		}
		out = out.join(mf.narrow(ret.Results[0], truth, s))
	}
	return out
}

// methodInContext: v is a string read from a context value under a key
// that the package stores a request's method under
// (m, _ := ctx.Value(methodKey{}).(string), with context.WithValue(ctx,
// methodKey{}, req.Method) somewhere in the package).
func (w *writes) methodInContext(v ssa.Value) bool {
	v = ssax.Unwrap(v)
	if e, ok := v.(*ssa.Extract); ok && e.Index == 0 {
		v = e.Tuple
	}
	ta, ok := v.(*ssa.TypeAssert)
	if !ok {
		return false
	}
	c, ok := ssax.Unwrap(ta.X).(*ssa.Call)
	if !ok || !c.Call.IsInvoke() || c.Call.Method.Name() != "Value" || !isContext(c.Call.Value.Type()) || len(c.Call.Args) != 1 {
		return false
	}
	key := contextKeyType(c.Call.Args[0])
	if key == nil {
		return false
	}
	if w.ctxMethods == nil {
		w.ctxMethods = w.contextMethodKeys()
	}
	for _, k := range w.ctxMethods {
		if types.Identical(k, key) {
			return true
		}
	}
	return false
}

// contextKeyType is the type of a context key: a named type of the
// package's own (methodKey{}), not a string anyone may use.
func contextKeyType(k ssa.Value) types.Type {
	if mi, ok := k.(*ssa.MakeInterface); ok {
		k = mi.X
	}
	t := k.Type()
	if _, ok := types.Unalias(t).(*types.Named); !ok {
		return nil
	}
	return t
}

// contextMethodKeys lists the key types the package stores a method
// under with context.WithValue: a request's Method, a parameter named
// for the method, or a constant method.
func (w *writes) contextMethodKeys() []types.Type {
	out := []types.Type{}
	for _, n := range w.p.g.Funcs {
		if n.Fn == nil {
			continue
		}
		for _, blk := range n.Fn.Blocks {
			for _, instr := range blk.Instrs {
				c, ok := instr.(*ssa.Call)
				if !ok || len(c.Call.Args) != 3 {
					continue
				}
				if fn := ssax.StaticCallee(&c.Call); fn == nil || names.Key(fn) != "context.WithValue" {
					continue
				}
				key := contextKeyType(c.Call.Args[1])
				if key == nil || !isMethodValue(c.Call.Args[2]) {
					continue
				}
				out = append(out, key)
			}
		}
	}
	return out
}

// isMethodValue: a request's Method, a string parameter named for the
// method, or a constant HTTP method.
func isMethodValue(v ssa.Value) bool {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	v = ssax.Unwrap(v)
	if f := ssax.LoadedField(v); f != nil {
		return f.Name() == "Method"
	}
	if p, ok := ssax.Loaded(v).(*ssa.Parameter); ok {
		return strings.Contains(strings.ToLower(p.Name()), "method")
	}
	if s, ok := ssax.StringConst(v); ok {
		_, isHTTP := httpMethods[strings.ToUpper(s)]
		return isHTTP
	}
	return false
}

// httpMethods are the methods of RFC 9110 and PATCH.
var httpMethods = map[string]struct{}{"GET": {}, "HEAD": {}, "POST": {}, "PUT": {}, "DELETE": {}, "CONNECT": {}, "OPTIONS": {}, "TRACE": {}, "PATCH": {}}
