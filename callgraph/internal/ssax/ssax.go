// Package ssax holds the small helpers that trace SSA values back to
// where they come from. They are shallow on purpose: they follow
// conversions, phis, loads of local variables, captured variables and
// struct fields of one function, never whole programs. Nothing here knows
// a library or a retry.
package ssax

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// BoolConst returns the value of a boolean constant.
func BoolConst(v ssa.Value) (bool, bool) {
	c, ok := Unwrap(v).(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.Bool {
		return false, false
	}
	return constant.BoolVal(c.Value), true
}

// IntConst returns the integer value of v when it is a constant (a float
// constant is truncated: time.Duration arithmetic is folded to floats).
func IntConst(v ssa.Value) (int64, bool) {
	c, ok := Unwrap(v).(*ssa.Const)
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

// StringConst returns the string value of v when it is a constant.
func StringConst(v ssa.Value) (string, bool) {
	c, ok := Unwrap(v).(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(c.Value), true
}

// IsNil reports whether v is the constant nil.
func IsNil(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.IsNil()
}

// Unwrap strips conversions that do not change what a value is, and
// replaces a closure's free variable by the value the closure captured
// (or, for a captured variable stored once, by what was stored).
func Unwrap(v ssa.Value) ssa.Value {
	for i := 0; i < 16 && v != nil; i++ {
		switch x := v.(type) {
		case *ssa.FreeVar:
			b := Captured(x)
			if b == nil {
				return v
			}
			v = b
		case *ssa.UnOp:
			fv, ok := x.X.(*ssa.FreeVar)
			if !ok || x.Op != token.MUL {
				return v
			}
			alloc, ok := Captured(fv).(*ssa.Alloc)
			if !ok {
				return v
			}
			val := SingleStore(alloc)
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

// Captured returns the value bound to a free variable by the one
// MakeClosure that creates its closure, or nil.
func Captured(fv *ssa.FreeVar) ssa.Value {
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

// SingleStore returns the value stored into a local variable when it is
// stored exactly once.
func SingleStore(a *ssa.Alloc) ssa.Value {
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

// ReachingStores returns the values stored into a local variable that a
// load can read: on each path back from the load, the last store before
// it (the variable itself when a path reaches its zero value). ok is
// false when the variable is used otherwise than by stores and loads.
// SingleStore is the case of a variable stored once.
func ReachingStores(a *ssa.Alloc, load *ssa.UnOp) ([]ssa.Value, bool) {
	for _, r := range *a.Referrers() {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr != ssa.Value(a) {
				return nil, false
			}
		case *ssa.UnOp:
			if r.Op != token.MUL {
				return nil, false
			}
		case *ssa.DebugRef:
		default:
			return nil, false
		}
	}
	last := func(b *ssa.BasicBlock, end int) (ssa.Value, bool) {
		for i := end - 1; i >= 0; i-- {
			switch in := b.Instrs[i].(type) {
			case *ssa.Store:
				if in.Addr == ssa.Value(a) {
					return in.Val, true
				}
			case *ssa.Alloc:
				if in == a {
					return a, true
				}
			}
		}
		return nil, false
	}
	if v, ok := last(load.Block(), Index(load)); ok {
		return []ssa.Value{v}, true
	}
	var out []ssa.Value
	seen := map[*ssa.BasicBlock]bool{}
	stack := append([]*ssa.BasicBlock(nil), load.Block().Preds...)
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		if v, ok := last(b, len(b.Instrs)); ok {
			out = append(out, v)
			continue
		}
		stack = append(stack, b.Preds...)
	}
	return out, true
}

// Loaded returns the value a load of a local variable reads when the
// variable is stored exactly once (a variable captured by a deferred
// closure lives on the heap: rsp, err := c.Do(req); defer func() { rsp.Body.Close() }()),
// or v itself.
func Loaded(v ssa.Value) ssa.Value {
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		if a, ok := u.X.(*ssa.Alloc); ok {
			if val := SingleStore(a); val != nil {
				return val
			}
		}
	}
	return v
}

// StaticCallee returns the function object a static call invokes, through
// generic instantiation, or nil for dynamic and interface calls.
func StaticCallee(c *ssa.CallCommon) *types.Func {
	if c.IsInvoke() {
		return nil
	}
	return declared(c.StaticCallee())
}

// declared returns the function object of a declared function (its
// generic origin), or nil for nil and function literals.
func declared(fn *ssa.Function) *types.Func {
	if fn == nil {
		return nil
	}
	if obj, ok := fn.Object().(*types.Func); ok {
		return obj.Origin()
	}
	return nil
}

// Callee returns the function object a call or an invoke names: the
// static callee, or the interface method.
func Callee(c *ssa.CallCommon) *types.Func {
	if c.IsInvoke() {
		return c.Method
	}
	return StaticCallee(c)
}

// FuncType returns the named type of the function value a dynamic call
// calls (es.Index(...), a field of type esapi.Index) when it is one of a
// package, or nil for static and interface calls.
func FuncType(c *ssa.CallCommon) *types.Named {
	if c.IsInvoke() || c.StaticCallee() != nil {
		return nil
	}
	n, ok := c.Value.Type().(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return nil
	}
	return n
}

// AsCall returns the call that produced v, looking through Extract.
func AsCall(v ssa.Value) *ssa.Call {
	v = Unwrap(v)
	if e, ok := v.(*ssa.Extract); ok {
		v = e.Tuple
	}
	c, _ := v.(*ssa.Call)
	return c
}

// Args returns the arguments of a call without the receiver: for an
// invoke the receiver is Call.Value, for a static method call it is the
// first argument.
func Args(c *ssa.CallCommon) []ssa.Value {
	if !c.IsInvoke() && len(c.Args) > 0 {
		if fn := c.StaticCallee(); fn != nil && fn.Signature.Recv() != nil {
			return c.Args[1:]
		}
	}
	return c.Args
}

// Recv returns the receiver of a method call, or nil.
func Recv(c *ssa.CallCommon) ssa.Value {
	if c.IsInvoke() {
		return c.Value
	}
	if fn := c.StaticCallee(); fn != nil && fn.Signature.Recv() != nil && len(c.Args) > 0 {
		return c.Args[0]
	}
	return nil
}

// Arg returns a[i], or nil when there is no such argument.
func Arg(a []ssa.Value, i int) ssa.Value {
	if i >= 0 && i < len(a) {
		return a[i]
	}
	return nil
}

// VariadicArgs returns the elements of the slice that a variadic call
// built, in order; nil when the slice is not a literal of the call.
func VariadicArgs(v ssa.Value) []ssa.Value {
	if v == nil || IsNil(v) {
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

// FieldOf returns the struct field that a FieldAddr or Field selects.
func FieldOf(v ssa.Value) *types.Var {
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

// LoadedField returns the field that v was loaded from (x.f or *(&x.f)).
func LoadedField(v ssa.Value) *types.Var {
	v = Unwrap(v)
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		return FieldOf(u.X)
	}
	return FieldOf(v)
}

// FieldBase returns the struct value (or pointer) that the field v was
// loaded from selects in, or nil.
func FieldBase(v ssa.Value) ssa.Value {
	v = Unwrap(v)
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v = u.X
	}
	switch x := v.(type) {
	case *ssa.FieldAddr:
		return x.X
	case *ssa.Field:
		return x.X
	}
	return nil
}

// GlobalOf returns the package-level variable v was loaded from.
func GlobalOf(v ssa.Value) *types.Var {
	v = Unwrap(v)
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		if g, ok := u.X.(*ssa.Global); ok {
			if obj, ok := g.Object().(*types.Var); ok {
				return obj
			}
		}
	}
	return nil
}

// StoreKey returns the field or package variable that a store writes
// (the key of stored values), or nil for a store to anything else.
func StoreKey(addr ssa.Value) types.Object {
	if f := FieldOf(addr); f != nil {
		return f
	}
	if g, ok := addr.(*ssa.Global); ok {
		return g.Object()
	}
	return nil
}

// StoredField returns the value stored into field name of the object
// that base points to, in this function; found reports whether there is
// such a store. Loads of a local variable base is kept in count as base
// too (see Aliases).
func StoredField(base ssa.Value, name string) (val ssa.Value, found bool) {
	EachFieldAddr(base, func(fa *ssa.FieldAddr, f *types.Var) bool {
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

// EachFieldAddr calls visit for every &base.f taken from base or its
// aliases, until visit returns false.
func EachFieldAddr(base ssa.Value, visit func(fa *ssa.FieldAddr, f *types.Var) bool) {
	for _, alias := range Aliases(base) {
		refs := alias.Referrers()
		if refs == nil {
			continue
		}
		for _, r := range *refs {
			fa, ok := r.(*ssa.FieldAddr)
			if !ok {
				continue
			}
			if f := FieldOf(fa); f != nil && !visit(fa, f) {
				return
			}
		}
	}
}

// Aliases returns base and the loads of the local variables base is
// stored in.
func Aliases(base ssa.Value) []ssa.Value {
	if base == nil {
		return nil
	}
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

// LocalStruct returns the Alloc of a struct literal that v was loaded
// from (t := T{...}; f(t)), or v itself when it is a pointer to one.
func LocalStruct(v ssa.Value) *ssa.Alloc {
	v = Unwrap(v)
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v = u.X
	}
	a, _ := v.(*ssa.Alloc)
	return a
}

// IsErrorType reports whether t is the predeclared error interface.
func IsErrorType(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// ParamIndex returns 1 + the index of p among fn's parameters, receiver
// excluded, or 0.
func ParamIndex(fn *ssa.Function, p *ssa.Parameter) int {
	for i, q := range fn.Params {
		if q == p {
			if fn.Signature.Recv() != nil {
				i--
			}
			if i >= 0 {
				return i + 1
			}
		}
	}
	return 0
}

// ParamOf returns 1 + the parameter index (receiver excluded) of fn that
// v is, after Unwrap, or 0.
func ParamOf(fn *ssa.Function, v ssa.Value) int {
	if fn == nil || v == nil {
		return 0
	}
	// A parameter a closure captures lives in a variable of its own,
	// stored once on entry.
	if p, ok := Loaded(Unwrap(v)).(*ssa.Parameter); ok {
		return ParamIndex(fn, p)
	}
	if mc, ok := Unwrap(v).(*ssa.MakeClosure); ok {
		if call := adaptorCall(mc); call != nil {
			return ParamOf(fn, call.Call.Value)
		}
	}
	return 0
}

// adaptorCall returns the one call of a closure that only calls a
// function it captured and returns what it returns, converted (func()
// (any, error) { return action() }, an adaptor between a typed and an
// untyped operation), or nil.
func adaptorCall(mc *ssa.MakeClosure) *ssa.Call {
	cf, ok := mc.Fn.(*ssa.Function)
	if !ok || len(cf.Blocks) != 1 {
		return nil
	}
	var call *ssa.Call
	for _, in := range cf.Blocks[0].Instrs {
		switch x := in.(type) {
		case *ssa.Call:
			if call != nil {
				return nil
			}
			call = x
		case *ssa.Extract, *ssa.MakeInterface, *ssa.ChangeType, *ssa.ChangeInterface, *ssa.Return, *ssa.DebugRef:
		case *ssa.UnOp:
			if _, isFree := x.X.(*ssa.FreeVar); !isFree || x.Op != token.MUL {
				return nil
			}
		default:
			return nil
		}
	}
	if call == nil || call.Call.IsInvoke() {
		return nil
	}
	callee := call.Call.Value
	if u, ok := callee.(*ssa.UnOp); ok && u.Op == token.MUL {
		callee = u.X
	}
	if _, isFree := callee.(*ssa.FreeVar); !isFree {
		return nil
	}
	return call
}

// Index returns the position of instr in its block.
func Index(instr ssa.Instruction) int {
	for i, x := range instr.Block().Instrs {
		if x == instr {
			return i
		}
	}
	return -1
}

// Last returns the last instruction of b, or nil.
func Last(b *ssa.BasicBlock) ssa.Instruction {
	if len(b.Instrs) == 0 {
		return nil
	}
	return b.Instrs[len(b.Instrs)-1]
}

// MakerOf returns the one MakeClosure that creates the closure fn.
func MakerOf(fn *ssa.Function) *ssa.MakeClosure {
	if fn == nil || fn.Parent() == nil || fn.Referrers() == nil {
		return nil
	}
	var mc *ssa.MakeClosure
	for _, r := range *fn.Referrers() {
		if m, ok := r.(*ssa.MakeClosure); ok {
			if mc != nil {
				return nil
			}
			mc = m
		}
	}
	return mc
}

// Root returns the named function that a closure is written in (fn
// itself when it is not a closure).
func Root(fn *ssa.Function) *ssa.Function {
	for fn != nil && fn.Parent() != nil {
		fn = fn.Parent()
	}
	return fn
}

// NumSign returns the sign of v when it is a numeric constant (an
// integer or a float: a randomization factor of 0.0).
func NumSign(v ssa.Value) (int, bool) {
	c, ok := Unwrap(v).(*ssa.Const)
	if !ok || c.Value == nil {
		return 0, false
	}
	switch c.Value.Kind() {
	case constant.Int, constant.Float:
		return constant.Sign(c.Value), true
	}
	return 0, false
}

// FuncOf returns the declared function a function value is (a function
// named as a value: retryablehttp.LinearJitterBackoff), or nil.
func FuncOf(v ssa.Value) *types.Func {
	fn, _ := Unwrap(v).(*ssa.Function)
	return declared(fn)
}

// LastStores returns, for a load of the variable at addr (a local, or a
// variable a closure captured), the values the last stores before the
// load on each path back to the function's entry put there; complete is
// false when some path reaches the entry without a store (the value came
// from outside: the variable's zero value, or the enclosing function).
func LastStores(addr ssa.Value, load *ssa.UnOp) (vals []ssa.Value, complete bool) {
	complete = true
	seen := map[*ssa.BasicBlock]bool{}
	var walk func(b *ssa.BasicBlock, before int)
	walk = func(b *ssa.BasicBlock, before int) {
		for i := before - 1; i >= 0; i-- {
			if st, ok := b.Instrs[i].(*ssa.Store); ok && st.Addr == addr {
				vals = append(vals, st.Val)
				return
			}
		}
		if len(b.Preds) == 0 {
			complete = false
			return
		}
		for _, p := range b.Preds {
			if !seen[p] {
				seen[p] = true
				walk(p, len(p.Instrs))
			}
		}
	}
	b := load.Block()
	idx := 0
	for i, in := range b.Instrs {
		if in == load {
			idx = i
		}
	}
	walk(b, idx)
	return vals, complete
}
