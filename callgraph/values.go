package callgraph

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// Small helpers that trace SSA values back to where they come from. They
// are shallow on purpose: they follow conversions, phis, loads of local
// variables and struct fields of the same function, never whole programs.

// intConst returns the integer value of v when it is a constant.
func intConst(v ssa.Value) (int64, bool) {
	v = unwrap(v)
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil {
		return 0, false
	}
	switch c.Value.Kind() {
	case constant.Int:
		n, exact := constant.Int64Val(c.Value)
		return n, exact
	case constant.Float:
		f, _ := constant.Float64Val(c.Value)
		return int64(f), true
	}
	return 0, false
}

// unwrap strips conversions that do not change what a value is, and
// replaces a closure's free variable by the value the closure captured.
func unwrap(v ssa.Value) ssa.Value {
	for i := 0; i < 16; i++ {
		switch x := v.(type) {
		case *ssa.FreeVar:
			b := captured(x)
			if b == nil {
				return v
			}
			v = b
		case *ssa.UnOp:
			// *fv where the closure captured a variable that is stored
			// once: the stored value.
			fv, ok := x.X.(*ssa.FreeVar)
			if !ok || x.Op != token.MUL {
				return v
			}
			alloc, ok := captured(fv).(*ssa.Alloc)
			if !ok {
				return v
			}
			val := singleStore(alloc)
			if val == nil {
				return v
			}
			v = val
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.ChangeInterface:
			v = x.X
		case *ssa.ChangeType:
			v = x.X
		case *ssa.Convert:
			v = x.X
		default:
			return v
		}
	}
	return v
}

// captured returns the value bound to a free variable by the one
// MakeClosure that creates its closure, or nil.
func captured(fv *ssa.FreeVar) ssa.Value {
	fn := fv.Parent()
	if fn == nil || fn.Parent() == nil {
		return nil
	}
	idx := -1
	for i, f := range fn.FreeVars {
		if f == fv {
			idx = i
		}
	}
	refs := fn.Referrers()
	if idx < 0 || refs == nil {
		return nil
	}
	var out ssa.Value
	for _, r := range *refs {
		mc, ok := r.(*ssa.MakeClosure)
		if !ok || idx >= len(mc.Bindings) {
			continue
		}
		if out != nil && out != mc.Bindings[idx] {
			return nil
		}
		out = mc.Bindings[idx]
	}
	return out
}

// singleStore returns the value stored into a local variable when it is
// stored exactly once.
func singleStore(a *ssa.Alloc) ssa.Value {
	var val ssa.Value
	for _, r := range *a.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == a {
			if val != nil {
				return nil
			}
			val = st.Val
		}
	}
	return val
}

// staticCallee returns the function that call invokes, through generic
// instantiation, or nil for dynamic and interface calls.
func staticCallee(c *ssa.CallCommon) *types.Func {
	if c.IsInvoke() {
		return nil
	}
	fn := c.StaticCallee()
	if fn == nil {
		return nil
	}
	if obj, ok := fn.Object().(*types.Func); ok {
		return obj.Origin()
	}
	return nil
}

// calleeOf returns the function object a call or an invoke names: the
// static callee, or the interface method.
func calleeOf(c *ssa.CallCommon) *types.Func {
	if c.IsInvoke() {
		return c.Method
	}
	return staticCallee(c)
}

// asCall returns the call that produced v, looking through Extract.
func asCall(v ssa.Value) *ssa.Call {
	v = unwrap(v)
	if e, ok := v.(*ssa.Extract); ok {
		v = e.Tuple
	}
	c, _ := v.(*ssa.Call)
	return c
}

// callTo reports whether v was produced by a call to pkgPath.name (for a
// method, pkgPath.Type.name), and returns the call.
func callTo(v ssa.Value, key string) (*ssa.Call, bool) {
	c := asCall(v)
	if c == nil {
		return nil, false
	}
	fn := calleeOf(&c.Call)
	if fn == nil || funcKey(fn) != key {
		return nil, false
	}
	return c, true
}

// variadicArgs returns the elements of the slice that a variadic call
// built, in order; nil when the slice is not a literal of the call.
func variadicArgs(v ssa.Value) []ssa.Value {
	if c, ok := v.(*ssa.Const); ok && c.IsNil() {
		return nil
	}
	s, ok := v.(*ssa.Slice)
	if !ok {
		return nil
	}
	alloc, ok := s.X.(*ssa.Alloc)
	if !ok {
		return nil
	}
	var elems []ssa.Value
	for _, r := range *alloc.Referrers() {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		for _, rr := range *ia.Referrers() {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == ia {
				elems = append(elems, st.Val)
			}
		}
	}
	return elems
}

// fieldOf returns the struct field that a FieldAddr or Field selects.
func fieldOf(v ssa.Value) *types.Var {
	switch x := v.(type) {
	case *ssa.FieldAddr:
		if p, ok := x.X.Type().Underlying().(*types.Pointer); ok {
			if s, ok := p.Elem().Underlying().(*types.Struct); ok && x.Field < s.NumFields() {
				return s.Field(x.Field).Origin()
			}
		}
	case *ssa.Field:
		if s, ok := x.X.Type().Underlying().(*types.Struct); ok && x.Field < s.NumFields() {
			return s.Field(x.Field).Origin()
		}
	}
	return nil
}

// loadedField returns the field that v was loaded from (x.f or *(&x.f)).
func loadedField(v ssa.Value) *types.Var {
	v = unwrap(v)
	if u, ok := v.(*ssa.UnOp); ok && u.Op.String() == "*" {
		return fieldOf(u.X)
	}
	return fieldOf(v)
}

// storedField returns the value stored into field name of the object
// that base points to, in this function; found reports whether there is
// such a store. A pointer kept in a local variable that a closure
// captures is read back from the variable, so loads of that variable
// count as base too.
func storedField(base ssa.Value, name string) (val ssa.Value, found bool) {
	eachFieldAddr(base, func(fa *ssa.FieldAddr, f *types.Var) bool {
		if f.Name() != name {
			return true
		}
		for _, rr := range *fa.Referrers() {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == fa {
				val, found = st.Val, true
				return false
			}
		}
		return true
	})
	return val, found
}

// eachFieldAddr calls visit for every &base.f taken from base or its
// aliases (see aliases), until visit returns false.
func eachFieldAddr(base ssa.Value, visit func(fa *ssa.FieldAddr, f *types.Var) bool) {
	for _, alias := range aliases(base) {
		refs := alias.Referrers()
		if refs == nil {
			continue
		}
		for _, r := range *refs {
			fa, ok := r.(*ssa.FieldAddr)
			if !ok {
				continue
			}
			if f := fieldOf(fa); f != nil && !visit(fa, f) {
				return
			}
		}
	}
}

// aliases returns base and the loads of the local variables base is
// stored in.
func aliases(base ssa.Value) []ssa.Value {
	out := []ssa.Value{base}
	refs := base.Referrers()
	if refs == nil {
		return out
	}
	for _, r := range *refs {
		st, ok := r.(*ssa.Store)
		if !ok || st.Val != base {
			continue
		}
		a, ok := st.Addr.(*ssa.Alloc)
		if !ok {
			continue
		}
		for _, ar := range *a.Referrers() {
			if u, ok := ar.(*ssa.UnOp); ok && u.Op == token.MUL {
				out = append(out, u)
			}
		}
	}
	return out
}

// localStruct returns the Alloc of a struct literal that v was loaded
// from (t := T{...}; f(t)), or v itself when it is a pointer to one.
func localStruct(v ssa.Value) *ssa.Alloc {
	v = unwrap(v)
	if u, ok := v.(*ssa.UnOp); ok && u.Op.String() == "*" {
		v = u.X
	}
	a, _ := v.(*ssa.Alloc)
	return a
}

// globalOf returns the package-level variable v was loaded from.
func globalOf(v ssa.Value) *types.Var {
	v = unwrap(v)
	if u, ok := v.(*ssa.UnOp); ok && u.Op.String() == "*" {
		if g, ok := u.X.(*ssa.Global); ok {
			if obj, ok := g.Object().(*types.Var); ok {
				return obj
			}
		}
	}
	return nil
}

// isErrorType reports whether t is the predeclared error interface.
func isErrorType(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// namedIn reports whether t (or *t) is the named type pkg.name.
func namedIn(t types.Type, pkg, name string) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	return n.Obj().Pkg().Path() == pkg && n.Obj().Name() == name
}
