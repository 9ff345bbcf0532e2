package callgraph

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// The package-local call graph.
//
// Nodes are the package's SSA functions (named functions, methods and
// closures) and its retry-owner sites (a loop, a straight-line retry, a
// library call, a declared retrier). A function's refs are everything its
// body reaches: static calls, defer and go, calls of closures, references
// to functions and method values (a function that creates a closure is
// taken to reach it), calls through struct fields with a stored function,
// and interface calls resolved to the implementations visible in the
// package and in the facts of its imports. A site's ops are the refs of
// its retried operation: the refs in the loop's blocks, or the function
// argument of the library call.
//
// What is conservative: any function value created is assumed to run, and
// every visible implementation of an interface method is assumed to be
// the one called. What is missed: function values passed through
// parameters, channels or maps, and interfaces implemented only in
// packages that are not imported.

type node struct {
	fn   *ssa.Function // function node
	site *siteInfo     // site node
	name string

	refs []*ref // function: what the body reaches
	ops  []*ref // site: what the retried operation reaches

	io, waits bool

	// Own retry owner, for function nodes.
	own      *Layer // the retry layer callers see when they pass the operation
	opArg    int    // 1 + parameter index that own retries
	boundArg int
	boundAdd int64
	ownIfIO  bool // own counts only when the operation passed in does I/O

	// clientArg is 1 + the index of an *http.Client parameter that the
	// function sends requests with: a retrying client passed there
	// retries inside the function.
	clientArg int

	chain []Layer
	path  []Hop

	index, low int
	onStack    bool

	methodArg   int   // 1 + index of a method parameter that decides whether the request sent is a write
	methodWrite Write // where that request is sent (What empty)

	write      Write // the first non-idempotent write the node reaches
	writePath  []Hop
	idempotent bool // //retrylint:idempotent: its writes are covered

	events   []Event
	helper   EventKind // a thin budget or route helper
	helperOf string

	refsBuilt  bool
	pendingOps []pendingOp // op closures of library sites, marked once refs exist
}

type siteKind uint8

const (
	siteLoop siteKind = iota
	siteStraight
	siteLibrary
	siteDeclared
)

type siteInfo struct {
	kind   siteKind
	fn     *node // enclosing function
	layer  Layer
	pos    token.Pos
	blocks []bool // loop blocks, by index
	block  *ssa.BasicBlock
	// selfWrite: a library call that retries a write by itself
	// (retryablehttp.Client.Post).
	selfWrite Write
}

type ref struct {
	block     *ssa.BasicBlock
	instr     ssa.Instruction
	pos       token.Pos
	call      bool
	name      string    // display name of the target
	local     *node     // local function or site node
	fact      *FuncFact // imported summary
	io        bool      // direct effect (std or modelled library)
	waits     bool
	deadline  bool  // ctx.Err(), ctx.Done(), time.Since and the like
	paramCall int   // 1 + index of the func-typed parameter this call invokes
	opOf      *node // this ref is the retried operation of site opOf
	calleeObj *types.Func
	write     Write // the call is a non-idempotent write
}

type builder struct {
	pass  *analysis.Pass
	funcs []*ssa.Function // the package's source functions
	res   *Result
	nodes []*node
	byFn  map[*ssa.Function]*node
	byObj map[*types.Func]*node
	sites []*node

	fieldFuncs   map[types.Object][]*ssa.Function
	retryHTTP    map[types.Object]Bound // fields/globals holding a retrying *http.Client
	retryGRPC    map[types.Object]Bound // fields/globals holding a gRPC connection (or client) with the retry interceptor
	rhttpClient  map[types.Object]Bound // fields/globals holding a *retryablehttp.Client
	restyClients map[types.Object]int64 // fields/globals holding a resty v2 client, with its retry count

	localTypes  []*types.Named
	implCache   map[implKey][]target
	methodFacts []methodFact
	factsLoaded bool

	loopStmts map[*token.File][]loopStmt
	retriers  map[*types.Func]*Directive
	dirKinds  map[*types.Func]EventKind // //retrylint:budget and route on declarations
	writeDirs map[*types.Func]string    // //retrylint:write and idempotent on declarations
	dirLines  map[lineKey]*Directive    // the same directives on the line of a call
}

type lineKey struct {
	file *token.File
	line int
}

type methodFact struct {
	obj  *types.Func
	fact *FuncFact
}

type loopStmt struct {
	pos, end token.Pos
	kind     string // "for loop", "failover loop"
}

func newBuilder(pass *analysis.Pass, funcs []*ssa.Function, res *Result) *builder {
	return &builder{
		pass: pass, funcs: funcs, res: res,
		byFn:         map[*ssa.Function]*node{},
		byObj:        map[*types.Func]*node{},
		fieldFuncs:   map[types.Object][]*ssa.Function{},
		retryHTTP:    map[types.Object]Bound{},
		retryGRPC:    map[types.Object]Bound{},
		rhttpClient:  map[types.Object]Bound{},
		restyClients: map[types.Object]int64{},
		loopStmts:    map[*token.File][]loopStmt{},
		retriers:     map[*types.Func]*Directive{},
		implCache:    map[implKey][]target{},
		dirKinds:     map[*types.Func]EventKind{},
		writeDirs:    map[*types.Func]string{},
		dirLines:     map[lineKey]*Directive{},
	}
}

func (b *builder) posString(pos token.Pos) string {
	if !pos.IsValid() {
		return ""
	}
	p := b.pass.Fset.Position(pos)
	return p.Filename + ":" + strconv.Itoa(p.Line)
}

// fnName is the display name of a local SSA function.
func fnName(fn *ssa.Function) string {
	if fn.Parent() != nil {
		// Closures: "Outer.func1", nested "Outer.func1.2", like runtime names.
		root := fn
		for root.Parent() != nil {
			root = root.Parent()
		}
		parts := strings.Split(fn.Name(), "$")
		name := fnName(root)
		if len(parts) > 1 {
			name += ".func" + parts[1]
			for _, p := range parts[2:] {
				name += "." + p
			}
		}
		return name
	}
	if obj, ok := fn.Object().(*types.Func); ok {
		return objName(obj.Origin())
	}
	if fn.Pkg != nil {
		return fn.Pkg.Pkg.Name() + "." + fn.Name()
	}
	return fn.Name()
}

// build creates the function nodes and their refs.
func (b *builder) build() {
	for _, fn := range b.funcs {
		b.addFunc(fn)
	}
	for _, d := range b.res.Directives {
		kind := map[string]EventKind{"budget": BudgetCheck, "route": RouteSelection}[d.Kind]
		isWrite := d.Kind == "write" || d.Kind == "idempotent"
		if d.Kind != "retrier" && kind == 0 && !isWrite {
			continue
		}
		if d.Func != nil {
			if obj, ok := b.pass.TypesInfo.Defs[d.Func.Name].(*types.Func); ok {
				switch {
				case d.Kind == "retrier":
					b.retriers[obj] = d
				case isWrite:
					b.writeDirs[obj] = d.Kind
				default:
					b.dirKinds[obj] = kind
				}
				b.res.Attached[d] = true
			}
		} else if d.Kind != "retrier" && d.File != nil {
			b.dirLines[lineKey{d.File, d.Line}] = d
		}
	}
	for _, n := range b.nodes {
		b.scanStores(n.fn)
	}
	for _, f := range b.pass.Files {
		b.indexLoops(f)
	}
	scope := b.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		if tn, ok := scope.Lookup(name).(*types.TypeName); ok && !tn.IsAlias() {
			if named, ok := tn.Type().(*types.Named); ok && named.TypeParams().Len() == 0 {
				if _, isIface := named.Underlying().(*types.Interface); !isIface {
					b.localTypes = append(b.localTypes, named)
				}
			}
		}
	}
	for _, n := range append([]*node(nil), b.nodes...) {
		b.buildRefs(n)
	}
}

func (b *builder) addFunc(fn *ssa.Function) *node {
	if n, ok := b.byFn[fn]; ok {
		return n
	}
	n := &node{fn: fn, name: fnName(fn), index: -1}
	b.byFn[fn] = n
	b.nodes = append(b.nodes, n)
	if obj, ok := fn.Object().(*types.Func); ok && fn.Parent() == nil && fn.Synthetic == "" {
		b.byObj[obj] = n
	}
	return n
}

// scanStores records struct fields and package variables that hold a
// function or a retrying HTTP client.
func (b *builder) scanStores(fn *ssa.Function) {
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			st, ok := instr.(*ssa.Store)
			if !ok {
				continue
			}
			var key types.Object
			if f := fieldOf(st.Addr); f != nil {
				key = f
			} else if g, ok := st.Addr.(*ssa.Global); ok {
				key = g.Object()
			}
			if key == nil {
				continue
			}
			switch v := unwrap(st.Val).(type) {
			case *ssa.Function:
				b.fieldFuncs[key] = append(b.fieldFuncs[key], v)
			case *ssa.MakeClosure:
				if f, ok := v.Fn.(*ssa.Function); ok {
					b.fieldFuncs[key] = append(b.fieldFuncs[key], f)
				}
			}
			if bd, ok := b.retryingHTTPClient(st.Val, 0); ok {
				if old, seen := b.retryHTTP[key]; !seen || boundWorse(bd, old) {
					b.retryHTTP[key] = bd
				}
			}
			if bd, ok := b.retryingConn(st.Val, 0); ok {
				if old, seen := b.retryGRPC[key]; !seen || boundWorse(bd, old) {
					b.retryGRPC[key] = bd
				}
			}
			if namedIn(st.Val.Type(), restyV2, "Client") {
				if n, ok := b.restyRetryCount(st.Val, 0); ok {
					b.restyClients[key] = n
				}
			}
			if namedIn(st.Val.Type(), rhttp, "Client") {
				if bd := b.rhttpBound(st.Val); bd != noOwner {
					if old, seen := b.rhttpClient[key]; !seen || boundWorse(bd, old) {
						b.rhttpClient[key] = bd
					}
				}
			}
		}
	}
}

// rhttpBound evaluates a *retryablehttp.Client value, through fields.
func (b *builder) rhttpBound(v ssa.Value) Bound {
	if f := loadedField(v); f != nil {
		if bd, ok := b.rhttpClient[f]; ok {
			return bd
		}
		return UnknownBound("field")
	}
	if g := globalOf(v); g != nil {
		if bd, ok := b.rhttpClient[g]; ok {
			return bd
		}
	}
	return retryableClientBound(v, 0)
}

// retryingHTTPClient reports whether v is an *http.Client that retries
// inside: the StandardClient of a retryablehttp.Client, one whose
// Transport is a retryablehttp.RoundTripper, or a field holding one.
func (b *builder) retryingHTTPClient(v ssa.Value, depth int) (Bound, bool) {
	if !namedIn(v.Type(), "net/http", "Client") {
		return Bound{}, false // cheap rejection: this runs for every store
	}
	return b.retryingHTTPClientSeen(v, map[ssa.Value]bool{})
}

func (b *builder) retryingHTTPClientSeen(v ssa.Value, seen map[ssa.Value]bool) (Bound, bool) {
	v = unwrap(v)
	if seen[v] || len(seen) > 64 {
		return Bound{}, false
	}
	seen[v] = true
	if phi, ok := v.(*ssa.Phi); ok {
		for _, e := range phi.Edges {
			if bd, ok := b.retryingHTTPClientSeen(e, seen); ok {
				return bd, true
			}
		}
		return Bound{}, false
	}
	if c, ok := callTo(v, rhttp+".Client.StandardClient"); ok && len(c.Call.Args) > 0 {
		return b.rhttpBound(c.Call.Args[0]), true
	}
	if a, ok := v.(*ssa.Alloc); ok && namedIn(a.Type(), "net/http", "Client") {
		if tr, ok := storedField(a, "Transport"); ok {
			if ta, ok := unwrap(tr).(*ssa.Alloc); ok && namedIn(ta.Type(), rhttp, "RoundTripper") {
				if cl, ok := storedField(ta, "Client"); ok {
					return b.rhttpBound(cl), true
				}
				return UnknownBound(""), true
			}
		}
	}
	if f := loadedField(v); f != nil {
		bd, ok := b.retryHTTP[f]
		return bd, ok
	}
	if g := globalOf(v); g != nil {
		bd, ok := b.retryHTTP[g]
		return bd, ok
	}
	return Bound{}, false
}

// inTestFile reports whether pos is in a _test.go file.
func (b *builder) inTestFile(pos token.Pos) bool {
	tf := b.pass.Fset.File(pos)
	return tf != nil && strings.HasSuffix(tf.Name(), "_test.go")
}

// indexLoops records the loop statements of a file, for positions and
// for naming loop owners.
func (b *builder) indexLoops(f *ast.File) {
	tf := b.pass.Fset.File(f.Pos())
	if tf == nil {
		return
	}
	var list []loopStmt
	ast.Inspect(f, func(n ast.Node) bool {
		switch s := n.(type) {
		case *ast.ForStmt:
			list = append(list, loopStmt{s.Pos(), s.End(), "for loop"})
		case *ast.RangeStmt:
			kind := "for loop"
			if t := b.pass.TypesInfo.TypeOf(s.X); t != nil {
				switch t.Underlying().(type) {
				case *types.Slice, *types.Array, *types.Map, *types.Pointer:
					kind = "failover loop"
				}
			}
			list = append(list, loopStmt{s.Pos(), s.End(), kind})
		}
		return true
	})
	b.loopStmts[tf] = list
}

// loopAt returns the innermost loop statement containing pos.
func (b *builder) loopAt(pos token.Pos) (loopStmt, bool) {
	tf := b.pass.Fset.File(pos)
	var best loopStmt
	found := false
	for _, l := range b.loopStmts[tf] {
		if l.pos <= pos && pos < l.end && (!found || l.pos > best.pos) {
			best, found = l, true
		}
	}
	return best, found
}

// buildRefs fills n.refs from the body of n.fn.
func (b *builder) buildRefs(n *node) {
	if n.refsBuilt {
		return
	}
	n.refsBuilt = true
	fn := n.fn
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			var callee ssa.Value
			if ci, ok := instr.(ssa.CallInstruction); ok {
				common := ci.Common()
				if !common.IsInvoke() {
					callee = common.Value
				}
				b.callRefs(n, blk, ci)
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
				switch v := (*op).(type) {
				case *ssa.Function:
					b.funcRef(n, blk, instr, v, instr.Pos(), false)
				}
			}
		}
	}
	n.applyPending()
}

// applyPending marks the closure or function value that a library site
// retries as that site's operation: it is not also an edge of the blocks
// around the call.
func (n *node) applyPending() {
	for _, p := range n.pendingOps {
		for _, r := range n.refs {
			if r.instr == p.instr && !r.call {
				r.opOf = p.site
			}
		}
	}
	n.pendingOps = nil
}

// storedOnly reports whether instr is a store of a function value into a
// field or package variable, or a closure whose only use is such stores.
func storedOnly(instr ssa.Instruction) bool {
	isFieldStore := func(i ssa.Instruction) bool {
		st, ok := i.(*ssa.Store)
		if !ok {
			return false
		}
		if fieldOf(st.Addr) != nil {
			return true
		}
		_, global := st.Addr.(*ssa.Global)
		return global
	}
	if isFieldStore(instr) {
		return true
	}
	mc, ok := instr.(*ssa.MakeClosure)
	if !ok {
		return false
	}
	var uses func(v ssa.Value, depth int) bool
	uses = func(v ssa.Value, depth int) bool {
		refs := v.Referrers()
		if refs == nil || len(*refs) == 0 || depth > 4 {
			return false
		}
		for _, r := range *refs {
			switch x := r.(type) {
			case *ssa.ChangeType:
				if !uses(x, depth+1) {
					return false
				}
			case *ssa.MakeInterface:
				if !uses(x, depth+1) {
					return false
				}
			default:
				if !isFieldStore(r) {
					return false
				}
			}
		}
		return true
	}
	return uses(mc, 0)
}

// funcRef adds a ref to the function value fn.
func (b *builder) funcRef(n *node, blk *ssa.BasicBlock, instr ssa.Instruction, fn *ssa.Function, pos token.Pos, call bool) *ref {
	r := &ref{block: blk, instr: instr, pos: pos, call: call}
	if !b.resolveFunc(r, fn) {
		return nil
	}
	n.refs = append(n.refs, r)
	return r
}

// resolveFunc points r at the local node or the imported fact of fn.
func (b *builder) resolveFunc(r *ref, fn *ssa.Function) bool {
	if fn.Parent() != nil {
		if o := fn.Origin(); o != nil {
			fn = o
		}
		t := b.addFunc(fn)
		b.buildRefs(t)
		r.local, r.name = t, t.name
		return true
	}
	if o := fn.Origin(); o != nil {
		fn = o
	}
	if t, ok := b.byFn[fn]; ok {
		r.local, r.name = t, t.name
		return true
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok {
		return false
	}
	return b.resolveObj(r, obj.Origin())
}

// resolveObj points r at what calling obj does.
func (b *builder) resolveObj(r *ref, obj *types.Func) bool {
	r.calleeObj = obj
	r.name = objName(obj)
	if obj.Pkg() == b.pass.Pkg {
		if t, ok := b.byObj[obj]; ok {
			r.local = t
			return true
		}
		return false
	}
	switch stdEffectOf(obj) {
	case effIO:
		r.io = true
		return true
	case effWait:
		r.waits = true
		return true
	}
	if obj.Pkg() == nil {
		return false
	}
	path := obj.Pkg().Path()
	if isDeadlineFunc(obj) {
		r.deadline = true
		return true
	}
	if isStd(path) || isLibPackage(path) {
		return false
	}
	var f FuncFact
	if b.pass.ImportObjectFact(obj, &f) {
		r.fact = &f
		return true
	}
	return false
}

// isDeadlineFunc: calls that make a loop end with a context or a clock.
func isDeadlineFunc(fn *types.Func) bool {
	switch funcKey(fn) {
	case "context.Context.Err", "context.Context.Done", "time.Since", "time.Until",
		"time.Time.After", "time.Time.Before", "time.Time.Sub", "time.Now":
		return true
	}
	return false
}

// callRefs adds the refs of one call instruction.
func (b *builder) callRefs(n *node, blk *ssa.BasicBlock, ci ssa.CallInstruction) {
	common := ci.Common()
	pos := ci.Pos()
	if w := b.callWrite(n, ci); !w.IsZero() {
		// A write goes to a remote service: it counts as remote I/O for
		// the retry-loop rule too.
		n.refs = append(n.refs, &ref{block: blk, instr: ci, pos: pos, call: true, name: w.Via, write: w, io: true})
	}
	if common.IsInvoke() {
		m := common.Method
		r := &ref{block: blk, instr: ci, pos: pos, call: true, name: objName(m), calleeObj: m}
		if model, ok := b.libModelOf(m); ok {
			b.addLibSite(n, blk, ci, model, common.Args)
			return
		}
		if bd, ok := b.retryingConn(common.Value, 0); ok {
			// A method of a generated client on a connection that retries.
			b.addSite(n, blk, ci, "grpc retry interceptor", bd, -1, nil, true)
			return
		}
		if bd, ok := grpcCallOptionBound(common.Args); ok {
			b.addSite(n, blk, ci, "grpc retry.WithMax", bd, -1, nil, true)
		}
		switch {
		case namedIn(common.Value.Type(), "net", "Conn") && (m.Name() == "Read" || m.Name() == "Write"),
			namedIn(common.Value.Type(), "net/http", "RoundTripper"),
			namedIn(common.Value.Type(), "google.golang.org/grpc", "ClientConnInterface"):
			r.io = true
			n.refs = append(n.refs, r)
			return
		case namedIn(common.Value.Type(), "context", "Context") && (m.Name() == "Err" || m.Name() == "Done"):
			r.deadline = true
			n.refs = append(n.refs, r)
			return
		}
		for _, t := range b.implementations(common, pos) {
			rr := *r
			rr.local, rr.fact = t.local, t.fact
			if t.name != "" {
				rr.name = t.name
			}
			n.refs = append(n.refs, &rr)
		}
		return
	}
	if fn := common.StaticCallee(); fn != nil {
		obj, _ := fn.Object().(*types.Func)
		if obj != nil && fn.Parent() == nil {
			obj = obj.Origin()
			if model, ok := b.libModelOf(obj); ok {
				b.addLibSite(n, blk, ci, model, argsNoRecv(common, obj))
				return
			}
			if obj.Pkg() != nil && obj.Pkg().Path() == grpcPkg && recvTypeName(obj) == "ClientConn" && (obj.Name() == "Invoke" || obj.Name() == "NewStream") && len(common.Args) > 0 {
				if bd, ok := b.retryingConn(common.Args[0], 0); ok {
					b.addSite(n, blk, ci, "grpc retry interceptor", bd, -1, nil, true)
					return
				}
			}
			if isHTTPClientCall(obj) && n.clientArg == 0 && len(common.Args) > 0 {
				if p, ok := unwrap(common.Args[0]).(*ssa.Parameter); ok {
					n.clientArg = paramIndex(n.fn, p)
				}
			}
			if b.restySite(n, blk, ci, obj) {
				return
			}
			if bd, ok := b.httpClientSite(obj, common); ok {
				if s := b.addSite(n, blk, ci, "retryablehttp.Client.StandardClient", bd, -1, nil, true); s != nil {
					s.site.selfWrite = b.stdClientWrite(n, ci, obj)
				}
				return
			}
		}
		if bd, ok := grpcCallOptionBound(common.Args); ok {
			b.addSite(n, blk, ci, "grpc retry.WithMax", bd, -1, nil, true)
		}
		b.funcRef(n, blk, ci, fn, pos, true)
		return
	}
	// Dynamic calls.
	v := unwrap(common.Value)
	var key types.Object
	if f := loadedField(v); f != nil {
		key = f
	} else if g := globalOf(v); g != nil {
		key = g
	}
	if key != nil {
		fromTest := b.inTestFile(pos)
		for _, t := range b.fieldFuncs[key] {
			if !fromTest && b.inTestFile(t.Pos()) {
				continue // a fake stored by a test
			}
			b.funcRef(n, blk, ci, t, pos, true)
		}
		return
	}
	if p, ok := v.(*ssa.Parameter); ok {
		for i, q := range n.fn.Params {
			if q == p {
				idx := i
				if n.fn.Signature.Recv() != nil {
					idx--
				}
				if idx >= 0 {
					n.refs = append(n.refs, &ref{block: blk, instr: ci, pos: pos, call: true, name: p.Name(), paramCall: idx + 1})
				}
			}
		}
	}
}

// argsNoRecv returns the call's arguments without the receiver.
func argsNoRecv(c *ssa.CallCommon, obj *types.Func) []ssa.Value {
	if c.IsInvoke() {
		return c.Args
	}
	if sig, ok := obj.Type().(*types.Signature); ok && sig.Recv() != nil && len(c.Args) > 0 {
		return c.Args[1:]
	}
	return c.Args
}

func (b *builder) libModelOf(obj *types.Func) (libModel, bool) {
	if obj.Pkg() == nil {
		return libModel{}, false
	}
	rest := obj.Name()
	if recv := recvTypeName(obj); recv != "" {
		rest = recv + "." + rest
	}
	return lookupLib(obj.Pkg().Path(), rest)
}

// httpClientSite: (*http.Client).Do and friends on a retrying client.
func (b *builder) httpClientSite(obj *types.Func, c *ssa.CallCommon) (Bound, bool) {
	if obj.Pkg() == nil || obj.Pkg().Path() != "net/http" || recvTypeName(obj) != "Client" {
		return Bound{}, false
	}
	switch obj.Name() {
	case "Do", "Get", "Head", "Post", "PostForm":
	default:
		return Bound{}, false
	}
	if len(c.Args) == 0 {
		return Bound{}, false
	}
	return b.retryingHTTPClient(c.Args[0], 0)
}

// isHTTPClientCall reports whether obj is a request method of *http.Client.
func isHTTPClientCall(obj *types.Func) bool {
	if obj.Pkg() == nil || obj.Pkg().Path() != "net/http" || recvTypeName(obj) != "Client" {
		return false
	}
	switch obj.Name() {
	case "Do", "Get", "Head", "Post", "PostForm":
		return true
	}
	return false
}

// addLibSite adds a site for a call to a modelled library.
func (b *builder) addLibSite(n *node, blk *ssa.BasicBlock, ci ssa.CallInstruction, m libModel, args []ssa.Value) {
	bd := m.bound(b, ci.Common(), args)
	var op ssa.Value
	if m.op >= 0 {
		op = argAt(args, m.op)
	}
	if s := b.addSite(n, blk, ci, m.via, bd, m.op, op, m.io); s != nil {
		s.site.selfWrite = b.libWrite(n, ci, m)
	}
}

// addSite adds a library-like retry owner at call ci.
func (b *builder) addSite(n *node, blk *ssa.BasicBlock, ci ssa.CallInstruction, via string, bd Bound, opIdx int, op ssa.Value, io bool) *node {
	if bd == noOwner || bd.Kind == Known && bd.N <= 1 {
		// Not a retry: the operation still runs once, inside this function.
		if op != nil {
			b.opRefs(n, nil, blk, ci, op)
		}
		r := &ref{block: blk, instr: ci, pos: ci.Pos(), call: true, name: via, io: io}
		n.refs = append(n.refs, r)
		return nil
	}
	s := &node{name: via, index: -1, io: io}
	s.site = &siteInfo{kind: siteLibrary, fn: n, pos: ci.Pos(), block: blk,
		layer: Layer{Func: n.name, Via: via, Bound: bd, Pos: b.posString(ci.Pos())}}
	b.nodes = append(b.nodes, s)
	b.sites = append(b.sites, s)
	if op != nil {
		b.opRefs(n, s, blk, ci, op)
	}
	n.refs = append(n.refs, &ref{block: blk, instr: ci, pos: ci.Pos(), call: true, name: via, local: s, io: io})
	if n.own == nil && op != nil {
		if _, isParam := unwrap(op).(*ssa.Parameter); !isParam {
			n.own = &s.site.layer
		}
	}
	return s
}

// opRefs adds to site s the refs of the retried operation op (a closure,
// a function, a method value or a parameter of n).
func (b *builder) opRefs(n, s *node, blk *ssa.BasicBlock, ci ssa.CallInstruction, op ssa.Value) {
	op = unwrap(op)
	if c, ok := op.(*ssa.Call); ok {
		// The operation is made by a function of this package
		// (cond := condition(ctx, url)): what it returns.
		for _, made := range b.madeFuncs(c) {
			b.opRefs(n, s, blk, ci, made)
		}
		return
	}
	var fn *ssa.Function
	switch v := op.(type) {
	case *ssa.Function:
		fn = v
	case *ssa.MakeClosure:
		fn, _ = v.Fn.(*ssa.Function)
	case *ssa.Parameter:
		if s == nil {
			return
		}
		for i, q := range n.fn.Params {
			if q == v {
				idx := i
				if n.fn.Signature.Recv() != nil {
					idx--
				}
				if idx >= 0 && n.own == nil {
					n.own, n.opArg = &s.site.layer, idx+1
				}
			}
		}
		return
	}
	if fn == nil {
		return
	}
	r := &ref{block: blk, instr: ci, pos: ci.Pos(), call: true}
	if !b.resolveFunc(r, fn) {
		return
	}
	if s != nil {
		s.ops = append(s.ops, r)
	} else {
		n.refs = append(n.refs, r)
	}
	if s != nil {
		if mc, ok := op.(*ssa.MakeClosure); ok {
			n.pendingOps = append(n.pendingOps, pendingOp{mc, s})
		}
		n.pendingOps = append(n.pendingOps, pendingOp{ci, s})
	}
}

type pendingOp struct {
	instr ssa.Instruction
	site  *node
}

// madeFuncs returns the closures and functions that a local function
// called by c returns as its first result.
func (b *builder) madeFuncs(c *ssa.Call) []ssa.Value {
	callee := c.Call.StaticCallee()
	if callee == nil || callee.Pkg == nil || callee.Pkg.Pkg != b.pass.Pkg {
		return nil
	}
	var out []ssa.Value
	for _, blk := range callee.Blocks {
		if len(blk.Instrs) == 0 {
			continue
		}
		if ret, ok := blk.Instrs[len(blk.Instrs)-1].(*ssa.Return); ok && len(ret.Results) > 0 {
			switch v := unwrap(ret.Results[0]).(type) {
			case *ssa.MakeClosure, *ssa.Function:
				out = append(out, v)
			}
		}
	}
	return out
}

// target is one implementation of an interface method.
type target struct {
	local *node
	fact  *FuncFact
	name  string
}

// implementations resolves an interface call to the methods visible in
// the package and in the facts of its imports.
func (b *builder) implementations(c *ssa.CallCommon, from token.Pos) []target {
	fromTest := b.inTestFile(from)
	key := implKey{c.Method, c.Value.Type(), fromTest}
	if t, ok := b.implCache[key]; ok {
		return t
	}
	t := b.findImplementations(c, fromTest)
	b.implCache[key] = t
	return t
}

// implKey: the same method object belongs to every interface that embeds
// its interface, so the interface type is part of the key.
type implKey struct {
	method   *types.Func
	iface    types.Type
	fromTest bool
}

func (b *builder) findImplementations(c *ssa.CallCommon, fromTest bool) []target {
	iface, ok := c.Value.Type().Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	m := c.Method
	var out []target
	seen := map[*types.Func]bool{}
	for _, named := range b.localTypes {
		if !fromTest && b.inTestFile(named.Obj().Pos()) {
			continue // code outside tests never runs a type of the tests
		}
		for _, t := range []types.Type{named, types.NewPointer(named)} {
			if !types.Implements(t, iface) {
				continue
			}
			obj, _, _ := types.LookupFieldOrMethod(t, false, m.Pkg(), m.Name())
			fn, ok := obj.(*types.Func)
			if !ok || seen[fn] {
				continue
			}
			seen[fn] = true
			if n, ok := b.byObj[fn.Origin()]; ok {
				out = append(out, target{local: n, name: n.name})
			} else if fn.Pkg() != b.pass.Pkg {
				var f FuncFact
				if b.pass.ImportObjectFact(fn.Origin(), &f) {
					out = append(out, target{fact: &f, name: objName(fn)})
				}
			}
			break
		}
	}
	if !b.factsLoaded {
		b.factsLoaded = true
		for _, of := range b.pass.AllObjectFacts() {
			fn, ok := of.Object.(*types.Func)
			f, ok2 := of.Fact.(*FuncFact)
			if !ok || !ok2 || fn.Pkg() == b.pass.Pkg {
				continue
			}
			if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil && len(f.Chain) > 0 {
				b.methodFacts = append(b.methodFacts, methodFact{fn, f})
			}
		}
		sort.Slice(b.methodFacts, func(i, j int) bool {
			return funcKey(b.methodFacts[i].obj) < funcKey(b.methodFacts[j].obj)
		})
	}
	for _, mf := range b.methodFacts {
		if mf.obj.Name() != m.Name() || seen[mf.obj] {
			continue
		}
		sig := mf.obj.Type().(*types.Signature)
		recv := sig.Recv().Type()
		if hasTypeParams(recv) {
			continue
		}
		if types.Implements(recv, iface) {
			seen[mf.obj] = true
			out = append(out, target{fact: mf.fact, name: objName(mf.obj)})
		}
	}
	return out
}

func hasTypeParams(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.TypeParams().Len() > 0
}

// callArgs returns the arguments of the call r stands for, receiver
// excluded, or nil when r is not a call.
func (r *ref) callArgs() []ssa.Value {
	ci, ok := r.instr.(ssa.CallInstruction)
	if !ok {
		return nil
	}
	common := ci.Common()
	args := common.Args
	method := r.local != nil && r.local.fn != nil && r.local.fn.Signature.Recv() != nil ||
		r.calleeObj != nil && r.calleeObj.Type().(*types.Signature).Recv() != nil
	if method && !common.IsInvoke() && len(args) > 0 {
		args = args[1:]
	}
	return args
}
