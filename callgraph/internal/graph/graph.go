// Package graph is the package-local call graph that the retry analysis
// runs on. It knows no library and no retry: its nodes are the package's
// SSA functions (named functions, methods, closures) and the virtual
// nodes that analyses add (a retry owner inside a function, say), and its
// refs are everything a function's body reaches.
//
// A function's refs are its static calls, defer and go, calls of
// closures, references to functions and method values (a function that
// creates a closure is taken to reach it), calls through struct fields
// and package variables whose stored functions are known, calls of
// func-typed parameters (kept as Param refs), and interface calls
// resolved to the implementations visible in the package and among the
// imported methods the analysis names. A ref to a function of another
// package is kept only when Config.External says it is worth one.
//
// What is conservative: every function value created is assumed to run
// (unless it is only handed to a registration, Config.Registers, which
// runs it later),
// and every visible implementation of an interface method is assumed to
// be the one called. What is missed: function values passed through
// parameters, channels or maps of another package, and interfaces
// implemented only in packages that are not imported.
package graph

import (
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// Node is a function of the package, or a virtual node an analysis adds.
type Node struct {
	ID     int
	Fn     *ssa.Function // nil for a virtual node
	Obj    *types.Func   // the declared function or method, for named functions
	Name   string        // "pkg.Func", "pkg.Type.Method", "pkg.Func.func1"
	Parent *Node         // for a virtual node: the function it sits in
	// View: a virtual node that holds part of a function's refs (the part
	// of a retried operation that its owner repeats) is a view of that
	// function: what walks into closures walks into it as into the
	// function.
	View  *Node
	keep  func(*Ref) *Ref // a view's choice of its function's refs
	views []*Node         // the views of a function
	// Refs are what the node reaches: a function's body, or what an
	// analysis gives a virtual node.
	Refs []*Ref

	built bool
	// waits: the function receives from a channel or waits on a group
	// (computed once, for Async).
	waits, waitsKnown bool
}

// Virtual reports whether the node is not a function.
func (n *Node) Virtual() bool { return n.Fn == nil }

// Body returns the function whose body the node's refs come from: its
// own, or the one it is a view of; nil for other virtual nodes.
func (n *Node) Body() *ssa.Function {
	if n.View != nil {
		return n.View.Fn
	}
	return n.Fn
}

// NewView adds a virtual node that is a view of function node t: it
// holds what keep returns for each of t's refs (nil: left out), those t
// has now and those added to t later.
func (g *Graph) NewView(t *Node, keep func(*Ref) *Ref) *Node {
	v := g.NewVirtual(t, t.Name)
	v.View, v.keep = t, keep
	t.views = append(t.views, v)
	for _, r := range t.Refs {
		v.addViewed(r)
	}
	return v
}

func (v *Node) addViewed(r *Ref) {
	if k := v.keep(r); k != nil {
		v.Refs = append(v.Refs, k)
	}
}

// Home returns the function a node is or sits in.
func (n *Node) Home() *Node {
	if n.Parent != nil {
		return n.Parent
	}
	return n
}

// Ref is one thing a node reaches.
type Ref struct {
	ID    int
	From  *Node
	Block *ssa.BasicBlock // nil for refs that no block holds
	Instr ssa.Instruction
	Pos   token.Pos
	Call  bool   // a call, not a mere reference to a function value
	Name  string // display name of the target
	// Local is the target in this package, Ext a function of another
	// package (for its facts); Callee is the function or method the call
	// names (an interface method for an interface call), when known.
	Local  *Node
	Ext    *types.Func
	Callee *types.Func
	// Param is 1 + the index of the func-typed parameter this call
	// invokes (receiver excluded).
	Param int
	// Claimed is the virtual node that stands for this ref: it is still
	// reached (for effects), but it is no edge of From for what the
	// virtual node computes in its place.
	Claimed *Node
	// Of is the ref this one copies (with another position, for another
	// node); what domains know of a ref they look up on Orig.
	Of *Ref
	// Async: the target runs in a goroutine that nothing in From waits
	// for (a go statement in a function that neither receives from a
	// channel nor waits on a WaitGroup or errgroup), or is a function
	// value registered to run later (Config.Registers): it runs
	// alongside, or after, not as part of, what From does.
	Async bool
	// Once: the target is one-time work (Config.OneTime: a function
	// handed to sync.Once.Do, a reload on a cache miss): it runs once for
	// many runs of From, so an owner around From does not repeat it.
	Once bool
	// Alts is the number of implementations an interface call was
	// resolved to, when it is more than one: the call runs one of them,
	// and which one is decided where the value was made.
	Alts int
	// Switched: the call runs only when a switch set at startup is on
	// (a debug or test-only path, such as a consistency check enabled by
	// an environment variable); set by the analysis, not by Build.
	Switched bool
	// Success: the call is repeated only after it succeeded (a poll whose
	// condition ends the wait when the call fails): it adds no attempts
	// to a failing dependency, but what it writes is written again.
	Success bool
}

// Alternatives returns the other refs of the interface call r was
// resolved to, when it has several implementations (Alts > 1).
func (r *Ref) Alternatives() []*Ref {
	if r.Alts <= 1 || r.From == nil {
		return nil
	}
	var out []*Ref
	for _, o := range r.From.Refs {
		if o.Instr == r.Instr && o != r && o.Alts > 1 {
			out = append(out, o)
		}
	}
	return out
}

// Decorates reports whether the implementation an interface call's ref
// r leads to wraps another one of the same interface: its method calls
// the same interface method on a field of its receiver (hcloud-go's
// retryHandler around an errorHandler around an httpHandler). Such
// implementations are stacked, not chosen: a call runs through every
// one installed, down to one that does not wrap.
func (r *Ref) Decorates() bool {
	if r.Alts <= 1 || r.Local == nil || r.Callee == nil || r.Local.Body() == nil {
		return false
	}
	fn := r.Local.Body()
	if fn.Signature.Recv() == nil || len(fn.Params) == 0 {
		return false
	}
	return callsOnField(fn, fn.Params[0], r.Callee, 0)
}

// callsOnField reports whether fn, or a closure written in it, calls
// interface method m on a field of recv (a closure reads the receiver
// it captured: the decorator hands the inner call to its retry helper,
// r.callWithRetry(ctx, func(ctx context.Context) error { return
// r.inner.Complete(ctx) })).
func callsOnField(fn *ssa.Function, recv ssa.Value, m *types.Func, depth int) bool {
	for _, blk := range fn.Blocks {
		for _, in := range blk.Instrs {
			var v ssa.Value
			switch x := in.(type) {
			case ssa.CallInstruction:
				if x.Common().IsInvoke() && x.Common().Method == m {
					v = x.Common().Value
				}
			case *ssa.MakeClosure:
				if IfaceMethodValue(x) == m {
					v = x.Bindings[0] // r.inner.Complete handed on as a value
				}
			}
			if v != nil && ssax.LoadedField(ssax.Unwrap(v)) != nil && ssax.Loaded(ssax.Unwrap(ssax.FieldBase(v))) == recv {
				return true
			}
		}
	}
	if depth < 3 {
		for _, anon := range fn.AnonFuncs {
			if callsOnField(anon, recv, m, depth+1) {
				return true
			}
		}
	}
	return false
}

// Orig returns the ref r copies, or r.
func (r *Ref) Orig() *Ref {
	if r.Of != nil {
		return r.Of
	}
	return r
}

// Args returns the arguments of the call the ref stands for, receiver
// excluded, or nil when it is not a call.
func (r *Ref) Args() []ssa.Value {
	if ci, ok := r.Instr.(ssa.CallInstruction); ok {
		return ssax.Args(ci.Common())
	}
	return nil
}

// Common returns the call of the ref, or nil.
func (r *Ref) Common() *ssa.CallCommon {
	if ci, ok := r.Instr.(ssa.CallInstruction); ok {
		return ci.Common()
	}
	return nil
}

// Config tells the graph what is worth a ref.
type Config struct {
	Pkg  *types.Package
	Fset *token.FileSet
	// External reports whether a call of (or a reference to) a function
	// of another package is worth a ref.
	External func(fn *types.Func) bool
	// Opaque reports whether an interface method is known by itself: its
	// calls get one ref with Callee set and are not resolved to
	// implementations.
	Opaque func(m *types.Func) bool
	// Methods returns the imported methods that interface calls may
	// reach besides those of the package's own types, sorted.
	Methods func() []*types.Func
	// Promoted reports whether a method of another package, promoted
	// into a type of this package, is worth a ref as an implementation.
	Promoted func(fn *types.Func) bool
	// Registers reports whether a function of another package keeps the
	// function values passed to it to call later (a callback, a handler)
	// instead of calling them; nil for none.
	Registers func(fn *types.Func) bool
	// Double reports whether a type of the package is a test double (a
	// generated mock kept beside the code): no production value is one,
	// so it is no implementation of an interface call outside tests.
	Double func(t *types.Named) bool
	// OneTime reports whether a call of fn is one-time work (a cache
	// miss's reload), or whether the function values passed to fn run
	// once (sync.Once.Do); nil for none.
	OneTime func(fn *types.Func) bool
}

// Graph is the call graph of one package.
type Graph struct {
	cfg   Config
	Nodes []*Node
	// Funcs are the function nodes, in the order of the functions given
	// to Build (closures after their parent).
	Funcs []*Node
	refs  int
	byFn  map[*ssa.Function]*Node
	byObj map[*types.Func]*Node

	// stores holds, for each struct field and package variable, the
	// store instructions of the package into it, in instruction order.
	stores map[types.Object][]*ssa.Store

	localTypes []*types.Named
	// convs: values of other packages' types converted to a named
	// interface in the package (api.client = &http.Client{}): other
	// implementations an interface call may reach.
	convs     []conversion
	implCache map[implKey][]target
	// methodNames: the names in the method set of *T, per local type.
	methodNames map[*types.Named]map[string]bool
	methods     []*types.Func
	methodsOK   bool
}

// Build makes the graph of funcs, the package's source functions.
func Build(cfg Config, funcs []*ssa.Function) *Graph {
	g := &Graph{cfg: cfg, byFn: map[*ssa.Function]*Node{}, byObj: map[*types.Func]*Node{},
		stores: map[types.Object][]*ssa.Store{}, implCache: map[implKey][]target{}}
	for _, fn := range funcs {
		g.addFunc(fn)
	}
	for _, n := range g.Funcs {
		g.indexStores(n.Fn)
	}
	scope := cfg.Pkg.Scope()
	for _, name := range scope.Names() {
		if tn, ok := scope.Lookup(name).(*types.TypeName); ok && !tn.IsAlias() {
			if named, ok := tn.Type().(*types.Named); ok && named.TypeParams().Len() == 0 && !types.IsInterface(named) {
				g.localTypes = append(g.localTypes, named)
			}
		}
	}
	for _, n := range append([]*Node(nil), g.Funcs...) {
		g.buildRefs(n)
	}
	return g
}

// Of returns the node of a declared function of the package, or nil.
func (g *Graph) Of(obj *types.Func) *Node { return g.byObj[obj] }

// OfFunc returns the node of a function of the package, or nil.
func (g *Graph) OfFunc(fn *ssa.Function) *Node { return g.byFn[fn] }

// StoresTo returns the store instructions into a struct field or package
// variable, in instruction order.
func (g *Graph) StoresTo(key types.Object) []*ssa.Store { return g.stores[key] }

// StoredFields returns the struct fields of the package that it stores
// into, in declaration order.
func (g *Graph) StoredFields() []*types.Var {
	var out []*types.Var
	for k := range g.stores {
		if v, ok := k.(*types.Var); ok && v.IsField() && v.Pkg() == g.cfg.Pkg {
			out = append(out, v)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Pos() < out[j].Pos() })
	return out
}

// NewVirtual adds a virtual node that sits in function node parent.
func (g *Graph) NewVirtual(parent *Node, name string) *Node {
	n := &Node{ID: len(g.Nodes), Name: name, Parent: parent, built: true}
	g.Nodes = append(g.Nodes, n)
	return n
}

// AddRef adds r to from's refs and returns it with its ID and From set.
func (g *Graph) AddRef(from *Node, r Ref) *Ref {
	r.ID, r.From = g.refs, from
	g.refs++
	p := &r
	from.Refs = append(from.Refs, p)
	for _, v := range from.views {
		v.addViewed(p)
	}
	return p
}

// Share adds an existing ref to a virtual node's refs (a loop owner's
// operation is made of the refs of its function's blocks).
func (g *Graph) Share(to *Node, r *Ref) {
	to.Refs = append(to.Refs, r)
	for _, v := range to.views {
		v.addViewed(r)
	}
}

func (g *Graph) addFunc(fn *ssa.Function) *Node {
	if n, ok := g.byFn[fn]; ok {
		return n
	}
	n := &Node{ID: len(g.Nodes), Fn: fn, Name: FuncName(fn)}
	g.byFn[fn] = n
	g.Nodes = append(g.Nodes, n)
	g.Funcs = append(g.Funcs, n)
	if obj, ok := fn.Object().(*types.Func); ok && fn.Parent() == nil && fn.Synthetic == "" {
		n.Obj = obj
		g.byObj[obj] = n
	}
	return n
}

// FuncName is the display name of an SSA function: "pkg.Func",
// "pkg.Type.Method", and for closures "Outer.func1", nested
// "Outer.func1.2", like runtime names.
func FuncName(fn *ssa.Function) string {
	if fn.Parent() != nil {
		parts := strings.Split(fn.Name(), "$")
		name := FuncName(ssax.Root(fn))
		if len(parts) > 1 {
			name += ".func" + parts[1]
			for _, p := range parts[2:] {
				name += "." + p
			}
		}
		return name
	}
	if obj, ok := fn.Object().(*types.Func); ok {
		return names.Display(obj.Origin())
	}
	if fn.Pkg != nil {
		return fn.Pkg.Pkg.Name() + "." + fn.Name()
	}
	return fn.Name()
}

// indexStores records the values stored into struct fields and package
// variables, and the conversions of other packages' types to the
// package's interfaces.
func (g *Graph) indexStores(fn *ssa.Function) {
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			switch x := instr.(type) {
			case *ssa.Store:
				if key := ssax.StoreKey(x.Addr); key != nil {
					g.stores[key] = append(g.stores[key], x)
				}
			case *ssa.MakeInterface:
				if n := names.Named(x.X.Type()); n != nil && n.Obj().Pkg() != nil && n.Obj().Pkg() != g.cfg.Pkg {
					if _, isNamed := types.Unalias(x.Type()).(*types.Named); isNamed {
						g.convs = append(g.convs, conversion{iface: x.Type(), concrete: x.X.Type(), test: g.InTestFile(x.Pos())})
					}
				}
			}
		}
	}
}

// conversion is a value of another package's type converted to a named
// interface.
type conversion struct {
	iface, concrete types.Type
	test            bool // in a _test.go file
}

// InTestFile reports whether pos is in a _test.go file.
func (g *Graph) InTestFile(pos token.Pos) bool {
	tf := g.cfg.Fset.File(pos)
	return tf != nil && strings.HasSuffix(tf.Name(), "_test.go")
}

// buildRefs fills n's refs from its body.
func (g *Graph) buildRefs(n *Node) {
	if n.built {
		return
	}
	n.built = true
	for _, blk := range n.Fn.Blocks {
		for _, instr := range blk.Instrs {
			var callee ssa.Value
			if ci, ok := instr.(ssa.CallInstruction); ok {
				if c := ci.Common(); !c.IsInvoke() {
					callee = c.Value
				}
				g.callRefs(n, blk, ci)
			}
			// References to functions: closures and function values. A
			// function value only stored into a struct field or a package
			// variable is followed where the field is called instead.
			if storedOnly(instr) {
				continue
			}
			for _, op := range instr.Operands(nil) {
				if op == nil || *op == nil || *op == callee {
					continue
				}
				if fn, ok := (*op).(*ssa.Function); ok {
					async := g.fireAndForget(n, instr) || g.registration(instr) != nil
					r := Ref{Block: blk, Instr: instr, Pos: instr.Pos(), Async: async, Once: g.runsOnce(instr)}
					if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == *op {
						// A method value of an interface (r.inner.Complete
						// handed to a retry helper) reaches what a call of
						// the method would.
						if m := IfaceMethodValue(mc); m != nil && !g.cfg.Opaque(m) {
							g.invokeRefs(n, r, &ssa.CallCommon{Value: mc.Bindings[0], Method: m})
							continue
						}
					}
					g.funcRef(n, r, fn)
				}
			}
		}
	}
}

// awaits reports whether fn waits for goroutines it starts: it receives
// from a channel (the attempt's result sent back), or waits on a
// sync.WaitGroup or an errgroup.Group.
func (n *Node) awaits() bool {
	if n.waitsKnown {
		return n.waits
	}
	n.waitsKnown = true
	for _, blk := range n.Fn.Blocks {
		for _, instr := range blk.Instrs {
			switch x := instr.(type) {
			case *ssa.UnOp:
				if x.Op == token.ARROW {
					n.waits = true
				}
			case *ssa.Select:
				n.waits = true
			case *ssa.Call:
				if fn := ssax.Callee(&x.Call); fn != nil && fn.Name() == "Wait" {
					switch names.Key(fn) {
					case "sync.WaitGroup.Wait", "golang.org/x/sync/errgroup.Group.Wait":
						n.waits = true
					}
				}
			}
		}
	}
	return n.waits
}

// fireAndForget reports whether instr starts a goroutine nothing waits
// for: a go statement (or a closure made only to be started by one) in a
// function that does not await.
func (g *Graph) fireAndForget(n *Node, instr ssa.Instruction) bool {
	switch x := instr.(type) {
	case *ssa.Go:
		return !n.awaits()
	case *ssa.MakeClosure:
		refs := x.Referrers()
		if refs == nil || len(*refs) == 0 {
			return false
		}
		if g.registered(x) {
			return true
		}
		for _, r := range *refs {
			if gs, ok := r.(*ssa.Go); !ok || gs.Call.Value != ssa.Value(x) {
				return false
			}
		}
		return !n.awaits()
	case *ssa.Call:
		// A function that makes a callback, called only to register
		// what it returns: defer c.OnEvicted(p.evicted(ctx)).
		if _, ok := x.Type().Underlying().(*types.Signature); ok {
			return g.registered(x)
		}
	}
	return false
}

// runsOnce reports whether instr makes or passes a function value only to
// a call that runs it once (once.Do(f), sync.OnceFunc(f)).
func (g *Graph) runsOnce(instr ssa.Instruction) bool {
	if g.cfg.OneTime == nil {
		return false
	}
	once := func(r ssa.Instruction, v ssa.Value) bool {
		ci, ok := r.(ssa.CallInstruction)
		if !ok || ci.Common().Value == v {
			return false
		}
		fn := ssax.Callee(ci.Common())
		return fn != nil && g.cfg.OneTime(fn)
	}
	switch x := instr.(type) {
	case *ssa.MakeClosure:
		return onlyUsedBy(x, once, 0)
	case ssa.CallInstruction:
		return once(x, nil)
	}
	return false
}

// registration returns the function of another package that instr
// calls when it is one that keeps function values to call later, or nil.
func (g *Graph) registration(instr ssa.Instruction) *types.Func {
	ci, ok := instr.(ssa.CallInstruction)
	if !ok || g.cfg.Registers == nil {
		return nil
	}
	fn := ssax.Callee(ci.Common())
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == g.cfg.Pkg || !g.cfg.Registers(fn) {
		return nil
	}
	return fn
}

// registered reports whether every use of the function value v is as an
// argument of a registration (through conversions to other function or
// interface types): the value runs later, not as part of this call.
func (g *Graph) registered(v ssa.Value) bool {
	return onlyUsedBy(v, func(r ssa.Instruction, v ssa.Value) bool {
		ci, ok := r.(ssa.CallInstruction)
		return ok && g.registration(ci) != nil && ci.Common().Value != v
	}, 0)
}

// callRefs adds the refs of one call instruction.
func (g *Graph) callRefs(n *Node, blk *ssa.BasicBlock, ci ssa.CallInstruction) {
	common := ci.Common()
	base := Ref{Block: blk, Instr: ci, Pos: ci.Pos(), Call: true, Async: g.fireAndForget(n, ci)}
	if common.IsInvoke() {
		g.invokeRefs(n, base, common)
		return
	}
	if fn := common.StaticCallee(); fn != nil {
		if obj, ok := fn.Object().(*types.Func); ok && fn.Parent() == nil {
			base.Callee = obj.Origin()
			base.Once = g.cfg.OneTime != nil && g.cfg.OneTime(obj.Origin())
		}
		g.funcRef(n, base, fn)
		return
	}
	// Dynamic calls: through a field or a package variable, or of a
	// func-typed parameter.
	v := ssax.Unwrap(common.Value)
	var key types.Object
	if f := ssax.LoadedField(v); f != nil {
		key = f
	} else if gv := ssax.GlobalOf(v); gv != nil {
		key = gv
	}
	if key != nil {
		fromTest := g.InTestFile(ci.Pos())
		for _, t := range g.StoredFuncs(key) {
			if !fromTest && g.InTestFile(t.Pos()) {
				continue // a fake stored by a test
			}
			g.funcRef(n, base, t)
		}
		return
	}
	if p, ok := v.(*ssa.Parameter); ok {
		if idx := ssax.ParamIndex(n.Fn, p); idx > 0 {
			base.Name, base.Param = p.Name(), idx
			g.AddRef(n, base)
		}
	}
}

// invokeRefs adds the refs of an interface call (or of a method value
// taken from an interface: common's Value is the receiver): one for the
// method when it is known by itself, else one per implementation.
func (g *Graph) invokeRefs(n *Node, base Ref, common *ssa.CallCommon) {
	m := common.Method
	base.Callee, base.Name = m, names.Display(m)
	if g.cfg.Opaque(m) {
		g.AddRef(n, base)
		return
	}
	impls := g.implementations(common, base.Pos)
	if len(impls) > 1 {
		// A method that calls its own name through an interface
		// delegates to another implementation (a generated Google
		// Cloud Client's c.internalClient.Get): calling itself there
		// would never end, so it is not one of the candidates.
		// So is a closure written in that method (the inner call
		// handed to the method's retry helper).
		self := n
		if n.Fn != nil && n.Fn.Parent() != nil {
			self = g.byFn[ssax.Root(n.Fn)]
		}
		kept := impls[:0:0]
		for _, t := range impls {
			if t.local != n && t.local != self {
				kept = append(kept, t)
			}
		}
		impls = kept
	}
	for _, t := range impls {
		r := base
		r.Local, r.Ext, r.Name = t.local, t.ext, t.name
		if len(impls) > 1 {
			r.Alts = len(impls)
		}
		g.AddRef(n, r)
	}
}

// IfaceMethodValue returns the interface method whose method value
// (iface.M, a bound method wrapper) mc makes, or nil.
func IfaceMethodValue(mc *ssa.MakeClosure) *types.Func {
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok || fn.Synthetic == "" || len(mc.Bindings) != 1 {
		return nil
	}
	m, ok := fn.Object().(*types.Func)
	if !ok || !types.IsInterface(mc.Bindings[0].Type()) {
		return nil
	}
	if sig, ok := m.Type().(*types.Signature); !ok || sig.Recv() == nil || !types.IsInterface(sig.Recv().Type()) {
		return nil
	}
	return m
}

// StoredFuncs returns the functions and closures stored into a field or
// package variable.
func (g *Graph) StoredFuncs(key types.Object) []*ssa.Function {
	var out []*ssa.Function
	for _, st := range g.stores[key] {
		switch f := ssax.Unwrap(st.Val).(type) {
		case *ssa.Function:
			out = append(out, f)
		case *ssa.MakeClosure:
			if fn, ok := f.Fn.(*ssa.Function); ok {
				out = append(out, fn)
			}
		}
	}
	return out
}

// funcRef adds a ref to the function value fn (a call when r.Call).
func (g *Graph) funcRef(n *Node, r Ref, fn *ssa.Function) *Ref {
	if !g.Resolve(&r, fn) {
		return nil
	}
	return g.AddRef(n, r)
}

// Resolve points r at the local node of fn, or at fn's object in another
// package when that is worth a ref; it reports whether r has a target.
func (g *Graph) Resolve(r *Ref, fn *ssa.Function) bool {
	if o := fn.Origin(); o != nil {
		fn = o
	}
	if fn.Parent() != nil {
		t := g.addFunc(fn)
		g.buildRefs(t)
		r.Local, r.Name = t, t.Name
		return true
	}
	if t, ok := g.byFn[fn]; ok {
		r.Local, r.Name = t, t.Name
		return true
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok {
		return false
	}
	obj = obj.Origin()
	if r.Callee == nil && r.Call {
		r.Callee = obj
	}
	r.Name = names.Display(obj)
	if obj.Pkg() == g.cfg.Pkg {
		if t, ok := g.byObj[obj]; ok {
			r.Local = t
			return true
		}
		return false
	}
	if !g.cfg.External(obj) {
		return false
	}
	r.Ext = obj
	return true
}

// storedOnly reports whether instr is a store of a function value into a
// field or package variable, or a closure whose only uses are such stores.
func storedOnly(instr ssa.Instruction) bool {
	isFieldStore := func(i ssa.Instruction) bool {
		st, ok := i.(*ssa.Store)
		return ok && ssax.StoreKey(st.Addr) != nil
	}
	if isFieldStore(instr) {
		return true
	}
	mc, ok := instr.(*ssa.MakeClosure)
	if !ok {
		return false
	}
	return onlyUsedBy(mc, func(r ssa.Instruction, _ ssa.Value) bool { return isFieldStore(r) }, 0)
}

// onlyUsedBy reports whether v has uses and each of them, through
// conversions to other function or interface types, satisfies use.
func onlyUsedBy(v ssa.Value, use func(r ssa.Instruction, v ssa.Value) bool, depth int) bool {
	refs := v.Referrers()
	if refs == nil || len(*refs) == 0 || depth > 4 {
		return false
	}
	for _, r := range *refs {
		switch x := r.(type) {
		case *ssa.ChangeType:
			if !onlyUsedBy(x, use, depth+1) {
				return false
			}
		case *ssa.MakeInterface:
			if !onlyUsedBy(x, use, depth+1) {
				return false
			}
		default:
			if !use(r, v) {
				return false
			}
		}
	}
	return true
}

// ValueTargets returns the functions a function value may be: a
// function, a closure, a method value, or what a function of this
// package returns when v is its result (cond := condition(ctx, url)).
func (g *Graph) ValueTargets(v ssa.Value) []*ssa.Function {
	v = ssax.Unwrap(v)
	switch x := v.(type) {
	case *ssa.Function:
		return []*ssa.Function{x}
	case *ssa.MakeClosure:
		if fn, ok := x.Fn.(*ssa.Function); ok {
			return []*ssa.Function{fn}
		}
	case *ssa.Call:
		callee := x.Call.StaticCallee()
		if callee == nil || callee.Pkg == nil || callee.Pkg.Pkg != g.cfg.Pkg {
			return nil
		}
		var out []*ssa.Function
		for _, blk := range callee.Blocks {
			if ret, ok := ssax.Last(blk).(*ssa.Return); ok && len(ret.Results) > 0 {
				switch r := ssax.Unwrap(ret.Results[0]).(type) {
				case *ssa.MakeClosure, *ssa.Function:
					out = append(out, g.ValueTargets(r)...)
				}
			}
		}
		return out
	}
	return nil
}
