package callgraph

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/bound"
	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// The owners domain: the retry owners of every function, each a virtual
// node (a site) whose refs are its retried operation, and the owner a
// function is for its callers (its fact's OwnerFact).
//
// Sites come in the kinds of OwnerKind: a call of a catalogued retry
// library or retrying client (calls), a retry loop, a straight-line
// retry, a declared retrier, and a call of a project's retry helper
// (local). A site's operation is the function argument it retries (a
// library or helper), the loop's blocks that run before the outcome (a
// loop), the first call again (straight-line), or the whole body (a
// declared retrier). A call that is an owner stands for the call: the
// refs it replaces are claimed by the site, so that chains and writes do
// not count the callee twice.

type site struct {
	node      *graph.Node // the virtual node; its refs are the retried operation
	fn        *graph.Node // the function it sits in
	kind      OwnerKind
	layer     Layer
	pos       token.Pos
	blocks    []bool // a loop's retried operation, by block index
	io        bool   // the owner does I/O by itself (a client, a helper that does)
	selfWrite Write  // a write the client retries by itself
	// writesOnce: the client's own retries of writes are reported once
	// per client made (catalog Entry.WritesOnce), at made (madePos when
	// in this package).
	writesOnce string
	client     string
	made       string
	madePos    token.Pos
	noWrites   bool // its retries leave writes alone (a transport that re-sends GET only)
	// inCallee: the client retries inside the function called, with the
	// client it is handed (layer.Func names that function).
	inCallee bool
	// latches: a loop's blocks that go round again (to its header); a
	// recursive retry's block that calls itself.
	latches []*ssa.BasicBlock
	// changesRequest: each round sends a changed request (loopInfo's),
	// so the loop re-sends no write.
	changesRequest bool
	// poll: a library call that repeats a condition (catalog Entry.Poll).
	poll bool
	// cap: what would give the owner an end, from its library's family
	// (catalog Family.Cap); empty for the package's own loops.
	cap string
	// sleeps: the time.Sleep calls of a loop owner's rounds.
	sleeps []token.Pos
	// helperSleeps: the calls of a loop owner's rounds of a helper's
	// method that sleeps with time.Sleep.
	helperSleeps []token.Pos
	// pace: how it waits between attempts, and delay the constant wait
	// of a loop's single sleep (pace.go).
	pace  catalog.Pace
	delay string
	// handed: a helper's site whose pace is the wait this call hands it
	// (own.paceArg).
	handed bool
	// pollLoop: a loop whose outcome is a boolean (a poll for a state).
	pollLoop bool
	// paceFix: what gives its waits a random part (catalog Family.Pace).
	paceFix string
	// restarts: a loop that goes round when the attempt was cancelled
	// (restartsOnCancel).
	restarts bool
	// recursive: a failure callback that serves the operation again
	// (reserve.go): it goes round like a loop.
	recursive bool
	// loop is a loop owner's loop (for its fallback: fallback.go).
	loop *loopInfo
	// entry, op and classArg: a library owner's row, the operation it
	// runs and the predicate it is given, read for its class once the
	// effects are known (owners.classify).
	entry    *catalog.Entry
	op       ssa.Value
	classArg ssa.Value
}

// paramLoop is a loop that retries an operation its callers pass and
// does no I/O of its own: an owner for its callers only, with no site.
type paramLoop struct {
	layer  Layer
	pos    token.Pos
	sleeps []token.Pos
	pace   catalog.Pace
	delay  string
	// restarts: the loop goes round when the attempt was cancelled.
	restarts bool
}

// own is what a function is as a retry owner for its callers.
type own struct {
	layer Layer
	opArg int // 1 + the parameter index that the owner retries, or 0
	// opField: the operation is this field of the struct (or pointer to
	// one) that parameter opArg is, not the parameter itself.
	opField  string
	boundArg int
	boundAdd int64
	ifIO     bool // an owner only for callers whose operation does I/O
	// paceArg: 1 + the index of the duration parameter that is the
	// loop's only wait (RetryRequest(op, 10, time.Second)), or 0: each
	// call's argument is its pace.
	paceArg int
}

type owners struct {
	p     *pipeline
	sites []*site
	// paramLoops: the loops that retry only what callers pass (no site).
	paramLoops []paramLoop
	siteOf     map[*graph.Node]*site
	owns       map[*graph.Node]*own
	loops      map[*token.File][]loopStmt
	sited      map[ssa.Instruction]bool // calls that are owners by the catalog
	// covered: the sites whose operation a ref of a function belongs to
	// (a call in a loop's body, the calls of a straight-line retry, the
	// ref to a loop nested in another loop). An outer owner reaches such
	// a ref through the site, which reports it with the site's layer, so
	// it is not a nest of its own there (see covers).
	covered map[*graph.Ref][]*site
	// priced: the client sites (by their layer's Pos) priced at their
	// library's default because their value is a receiver field that
	// the package does not know, with that field; pricedVars those
	// fields (handed.go).
	priced     map[string]*types.Var
	pricedVars map[*types.Var]bool
}

// cover records that ref r of a function belongs to site s.
func (o *owners) cover(r *graph.Ref, s *site) {
	if o.covered == nil {
		o.covered = map[*graph.Ref][]*site{}
	}
	o.covered[r] = append(o.covered[r], s)
}

// coveredOutside reports whether r belongs to a site other than s: the
// nests of s then go through that site, not through r.
func (o *owners) coveredOutside(r *graph.Ref, s *site) bool {
	for _, c := range o.covered[r] {
		if c != s {
			return true
		}
	}
	return false
}

type loopStmt struct {
	pos, end token.Pos
	kind     OwnerKind
	// strategies: a range loop whose element chooses what the round
	// does (switch source { case IMDS: ... case K8s: ... }): it tries
	// distinct ways one after another, no replicas of one dependency.
	strategies bool
}

var loopVia = map[OwnerKind]string{Loop: "for loop", FailoverLoop: "failover loop", GotoLoop: "goto loop", Straight: "retry after error", Declared: "declared retrier", Recursive: "recursive retry"}

func (o *owners) siteOfNode(n *graph.Node) *site { return o.siteOf[n] }

func (o *owners) ownOf(n *graph.Node) *own {
	if n == nil {
		return nil
	}
	return o.owns[n]
}

func (o *owners) setOwn(n *graph.Node, w *own) {
	if o.owns == nil {
		o.owns = map[*graph.Node]*own{}
	}
	o.owns[n] = w
}

func (o *owners) newSite(n *graph.Node, kind OwnerKind, via string, bd bound.Bound, pos token.Pos) *site {
	if o.siteOf == nil {
		o.siteOf = map[*graph.Node]*site{}
	}
	s := &site{node: o.p.g.NewVirtual(n, via), fn: n, kind: kind, pos: pos,
		layer: Layer{Func: n.Name, Via: via, Kind: kind, Bound: bd, Pos: o.p.posString(pos)}}
	o.sites = append(o.sites, s)
	o.siteOf[s.node] = s
	return s
}

// siteRef adds the ref from n to its site s, at the block and call that
// hold it.
func (o *owners) siteRef(from *graph.Node, s *site, blk *ssa.BasicBlock, instr ssa.Instruction, pos token.Pos) *graph.Ref {
	return o.p.g.AddRef(from, graph.Ref{Block: blk, Instr: instr, Pos: pos, Call: true, Name: s.layer.Via, Local: s.node})
}

// calls finds the calls that are retry owners by the catalog, in every
// function.
func (o *owners) calls() {
	for _, n := range append([]*graph.Node(nil), o.p.g.Funcs...) {
		o.p.visit(n.Fn)
		for _, blk := range n.Fn.Blocks {
			for _, instr := range blk.Instrs {
				if ci, ok := instr.(ssa.CallInstruction); ok {
					o.callSite(n, blk, ci)
				}
			}
		}
	}
}

// callSite makes a site of a call of a catalog entry: by the callee's
// key first (a key that matches is final, unless its value decides the
// client family and does not belong to it), then the entries that match
// calls by shape.
func (o *owners) callSite(n *graph.Node, blk *ssa.BasicBlock, ci ssa.CallInstruction) {
	if e, bd, st, ok := o.entryFor(ci.Common(), callValue(ci)); ok {
		o.entrySite(n, blk, ci, e, bd, st)
	}
}

// entryFor returns the catalog entry that call c (whose result is val,
// when known) is an owner by, with its attempts.
func (o *owners) entryFor(common *ssa.CallCommon, val ssa.Value) (*catalog.Entry, bound.Bound, state, bool) {
	if callee := ssax.Callee(common); callee != nil {
		for _, e := range entriesOf(callee) {
			bd, st, ok := o.p.vals.attempts(&e.Attempts, common, val)
			if !ok && (e.Family != "" || e.Of != 0 && !e.Always) {
				continue // not this client family: maybe another entry
			}
			if ok && e.MethodName != 0 {
				if name, isConst := ssax.StringConst(argOf(common, e.MethodName)); isConst && !st.retriesMethod(name) {
					return nil, bd, st, false // the service config retries other methods
				}
			}
			if ok && e.MethodName == 0 && len(st.except) > 0 && !st.retriesMethod(callee.Name()) {
				return nil, bd, st, false // the value's settings took this method out (SetRetryWrites(false))
			}
			return e, bd, st, ok && bd.Retries()
		}
	}
	for _, e := range catalog.Patterns() {
		var bd bound.Bound
		var st state
		ok := false
		switch {
		case e.AnyMethodOf != "" && common.IsInvoke() && !(e.Unary && returnsStream(common)) && e.Sends(common.Method.Name()):
			st = o.p.vals.of(common.Value)
			bd, ok = st.bound(), st.ok && st.family == e.AnyMethodOf && st.retriesMethod(common.Method.Name())
		case e.CallOptions != "" && lastParamIs(common, e.CallOptions):
			bd, st, ok = o.p.vals.attempts(&e.Attempts, common, val)
		case e.FuncTypeIn != "" && funcTypeIn(common, e.FuncTypeIn):
			bd, st, ok = o.p.vals.attempts(&e.Attempts, common, val)
		}
		if ok && bd.Retries() {
			return e, bd, st, true
		}
	}
	return nil, bound.Bound{}, state{}, false
}

func callValue(ci ssa.CallInstruction) ssa.Value {
	if v := ci.Value(); v != nil {
		return v
	}
	return nil
}

// returnsStream reports whether a call's first result is a stream (has
// a RecvMsg method, like every gRPC client stream).
func returnsStream(c *ssa.CallCommon) bool {
	res := c.Signature().Results()
	if res.Len() == 0 {
		return false
	}
	obj, _, _ := types.LookupFieldOrMethod(res.At(0).Type(), true, nil, "RecvMsg")
	_, ok := obj.(*types.Func)
	return ok
}

// funcTypeIn reports whether c is a dynamic call of a function value
// whose named type is declared in package pkg (es.Index(...): a field of
// type esapi.Index).
func funcTypeIn(c *ssa.CallCommon, pkg string) bool {
	n := ssax.FuncType(c)
	return n != nil && n.Obj().Pkg().Path() == pkg
}

// lastParamIs reports whether the call's variadic options are of type
// elem (...grpc.CallOption).
func lastParamIs(c *ssa.CallCommon, elem string) bool {
	if len(c.Args) == 0 {
		return false
	}
	sl, ok := c.Args[len(c.Args)-1].Type().(*types.Slice)
	return ok && names.TypeKey(sl.Elem()) == elem
}

// entryVia is how a message names the owner of entry e at call c.
func (o *owners) entryVia(e *catalog.Entry, st state, c *ssa.CallCommon) string {
	via := e.Via
	if via == "" {
		via = st.via
		if e.ViaMethod && via != "" {
			if fn := ssax.Callee(c); fn != nil {
				via += "." + fn.Name()
			}
		}
	}
	if via == "" {
		if fn := ssax.Callee(c); fn != nil {
			via = names.Display(fn) // an AWS operation: s3.Client.PutObject
		} else if n := ssax.FuncType(c); n != nil {
			via = names.TypeDisplay(n) // a function field: esapi.Index
		}
	}
	return via
}

// entrySite makes the site of a catalog entry's call.
func (o *owners) entrySite(n *graph.Node, blk *ssa.BasicBlock, ci ssa.CallInstruction, e *catalog.Entry, bd bound.Bound, st state) {
	via := o.entryVia(e, st, ci.Common())
	kind := Library
	if !e.Retries() {
		kind = Client
	}
	s := o.newSite(n, kind, via, bd, ci.Pos())
	s.poll = e.Poll
	s.io = e.IO
	s.entry = e
	if kind == Client {
		s.layer.Class = clientClass(e, st)
	}
	s.pace = st.pace
	if f := catalog.FamilyOf(e.Key); f != nil {
		s.cap, s.paceFix = f.Cap, f.Pace
	} else if fn := ssax.Callee(ci.Common()); fn != nil {
		if f := catalog.FamilyOf(names.Key(fn)); f != nil {
			s.cap, s.paceFix = f.Cap, f.Pace // a row matched by shape or options parameter
		}
	}
	if kind == Client {
		s.client, s.made, s.madePos = st.via, st.made, st.madePos
		if st.untraced {
			o.pricedField(n, ci, s)
		}
	}
	o.markSited(ci)
	var op ssa.Value
	if e.Retries() {
		op = ssax.Arg(ssax.Args(ci.Common()), e.Op)
		if e.OpField != "" {
			op = opInField(op, e.OpField)
		}
	}
	o.claimCall(n, ci, s)
	s.op = op
	if e.ClassArg != 0 {
		s.classArg = ssax.Arg(ssax.Args(ci.Common()), e.ClassArg.Index())
	}
	if op != nil {
		o.opRefs(n, s, blk, ci, op, e.Outcome)
		if kind == Library {
			o.opOutcomes(s, op, e)
		}
	}
	o.siteRef(n, s, blk, ci, ci.Pos())
	o.inLoops(n, s, blk, ci)
	if op != nil && o.ownOf(n) == nil && ssax.ParamOf(n.Fn, op) == 0 {
		o.setOwn(n, &own{layer: s.layer})
	}
	if kind == Client && !st.noWrites && !e.NoSelfWrites {
		s.selfWrite = o.p.wr.selfWrite(n, ci, via, ssax.Recv(ci.Common()))
		s.writesOnce, s.client, s.made, s.madePos = e.WritesOnce, st.via, st.made, st.madePos
		if e.WritesOnce != "" && st.made == "" {
			// A client of unknown origin: whether it was made with the
			// setting that turns its retries off is not known here.
			s.selfWrite = Write{}
		}
	}
}

// claimCall makes s stand for the refs of the call instruction.
func (o *owners) claimCall(n *graph.Node, ci ssa.CallInstruction, s *site) {
	for _, r := range n.Refs {
		if r.Instr == ssa.Instruction(ci) && r.Claimed == nil {
			r.Claimed = s.node
		}
	}
}

// opRefs gives site s the refs of the retried operation op (a closure, a
// function, a method value, what a local factory returns, or a parameter
// of n: then n retries what its callers pass). The references to the
// operation in n are claimed by s.
func (o *owners) opRefs(n *graph.Node, s *site, blk *ssa.BasicBlock, ci ssa.CallInstruction, op ssa.Value, outcome catalog.Outcome) {
	if p := ssax.ParamOf(n.Fn, op); p > 0 {
		if o.ownOf(n) == nil {
			o.setOwn(n, &own{layer: s.layer, opArg: p})
		}
		return
	}
	for _, fn := range o.p.g.ValueTargets(op) {
		r := graph.Ref{Block: blk, Instr: ci, Pos: ci.Pos(), Call: true}
		if o.p.g.Resolve(&r, fn) {
			if r.Local != nil {
				r.Local = o.retried(r.Local, outcome)
			}
			added := o.p.g.AddRef(s.node, r)
			if b := o.boundSite(n, blk, ci, op, fn); b != nil {
				added.Claimed = b.node
				o.siteRef(s.node, b, blk, ci, ci.Pos())
			}
		}
	}
	if mc, ok := ssax.Unwrap(op).(*ssa.MakeClosure); ok {
		ifaceValue := graph.IfaceMethodValue(mc) != nil
		for _, r := range n.Refs {
			if r.Instr == ssa.Instruction(mc) && !r.Call && r.Claimed == nil {
				if ifaceValue {
					// A method value of an interface (r.inner.Complete):
					// the operation calls the implementations it was
					// resolved to.
					c := *r
					c.Block, c.Instr, c.Pos, c.Call = blk, ci, ci.Pos(), true
					if c.Local != nil {
						c.Local = o.retried(c.Local, outcome)
					}
					o.p.g.AddRef(s.node, c)
				}
				r.Claimed = s.node
			}
		}
	}
}

// local finds the owners written in each function (loops, straight-line
// retries, declared retriers), then the calls of retry helpers.
func (o *owners) local() {
	o.indexLoops()
	funcs := append([]*graph.Node(nil), o.p.g.Funcs...)
	for _, n := range funcs {
		o.p.visit(n.Fn)
		if len(n.Fn.Blocks) == 0 {
			continue // no body (assembly, linkname): nothing to summarise
		}
		loops := findLoops(n.Fn)
		candidates := loops
		if y := yieldLoop(n.Fn); y != nil {
			candidates = append(candidates[:len(candidates):len(candidates)], y)
		}
		ls := o.loopOwners(n, candidates)
		o.straightOwners(n, loops, ls)
		o.recursiveOwners(n, loops, ls)
		o.declared(n)
	}
	o.lateCalls(funcs)
	o.callbacks(funcs)
	o.helperWrappers(funcs)
	for _, n := range funcs {
		o.helperCalls(n)
	}
}

// lateCalls tries the catalog's client entries again on the calls that
// are not owners yet: now that the package's own owners are known, a
// client whose transport is a type of this package that retries (its
// RoundTrip is a retry loop) retries every request it sends.
func (o *owners) lateCalls(funcs []*graph.Node) {
	o.p.vals.forget()
	for _, n := range funcs {
		for _, blk := range n.Fn.Blocks {
			for _, instr := range blk.Instrs {
				if ci, ok := instr.(ssa.CallInstruction); ok && !o.sited[instr] {
					o.callSite(n, blk, ci)
					if !o.sited[instr] {
						o.fieldSite(n, blk, ci)
					}
				}
			}
		}
	}
}

// inLoops adds a site made after the loop owners of n to the operation
// of the loops whose blocks hold its call.
func (o *owners) inLoops(n *graph.Node, s *site, blk *ssa.BasicBlock, ci ssa.CallInstruction) {
	for _, other := range o.sites {
		if other != s && other.fn == n && other.blocks != nil && other.blocks[blk.Index] {
			o.siteRef(other.node, s, blk, ci, ci.Pos())
		}
	}
}

func (o *owners) markSited(ci ssa.CallInstruction) {
	if o.sited == nil {
		o.sited = map[ssa.Instruction]bool{}
	}
	o.sited[ci] = true
}

// indexLoops records the loop statements of the files, for positions
// and for naming loop owners.
func (o *owners) indexLoops() {
	o.loops = map[*token.File][]loopStmt{}
	for _, f := range o.p.pass.Files {
		tf := o.p.pass.Fset.File(f.Pos())
		if tf == nil {
			continue
		}
		var list []loopStmt
		ast.Inspect(f, func(n ast.Node) bool {
			switch s := n.(type) {
			case *ast.ForStmt:
				list = append(list, loopStmt{pos: s.Pos(), end: s.End(), kind: Loop})
			case *ast.RangeStmt:
				kind := Loop
				if t := o.p.pass.TypesInfo.TypeOf(s.X); t != nil {
					switch t.Underlying().(type) {
					case *types.Slice, *types.Array, *types.Map, *types.Pointer:
						kind = FailoverLoop
					}
				}
				list = append(list, loopStmt{pos: s.Pos(), end: s.End(), kind: kind, strategies: kind == FailoverLoop && (o.choosesByElement(s) || searchesCandidates(s))})
			}
			return true
		})
		o.loops[tf] = list
	}
}

// choosesByElement reports whether the range statement's element (its
// value, or its key over a map) is a switch's tag or is compared with a
// constant in the body: each element picks a different operation.
func (o *owners) choosesByElement(s *ast.RangeStmt) bool {
	var vars []types.Object
	for _, e := range []ast.Expr{s.Key, s.Value} {
		if id, ok := e.(*ast.Ident); ok && id.Name != "_" {
			if obj := o.p.pass.TypesInfo.ObjectOf(id); obj != nil {
				vars = append(vars, obj)
			}
		}
	}
	if s.Value == nil && s.Key != nil {
		// for i := range sources: the index picks nothing by itself.
		if t := o.p.pass.TypesInfo.TypeOf(s.X); t != nil {
			if _, isMap := t.Underlying().(*types.Map); !isMap {
				vars = nil
			}
		}
	}
	isVar := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return false
		}
		obj := o.p.pass.TypesInfo.Uses[id]
		for _, v := range vars {
			if obj == v {
				return true
			}
		}
		return false
	}
	isConst := func(e ast.Expr) bool {
		tv, ok := o.p.pass.TypesInfo.Types[e]
		return ok && tv.Value != nil
	}
	found := false
	ast.Inspect(s.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.SwitchStmt:
			if x.Tag != nil && isVar(x.Tag) {
				found = true
			}
		case *ast.BinaryExpr:
			if (x.Op == token.EQL || x.Op == token.NEQ) && (isVar(x.X) && isConst(x.Y) || isVar(x.Y) && isConst(x.X)) {
				found = true
			}
		}
		return !found
	})
	return found
}

// searchesCandidates reports whether a range statement walks candidates
// of what to ask for (secret names, refs, keys, paths), by the names of
// what it ranges over and of its element, rather than replicas to ask
// (endpoints, hosts, servers): asking for each in turn until one is
// there is a search, not a failover.
func searchesCandidates(s *ast.RangeStmt) bool {
	var words []string
	add := func(e ast.Expr) {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			words = append(words, x.Name)
		case *ast.SelectorExpr:
			words = append(words, x.Sel.Name)
		case *ast.CallExpr:
			if sel, ok := x.Fun.(*ast.SelectorExpr); ok {
				words = append(words, sel.Sel.Name)
			} else if id, ok := x.Fun.(*ast.Ident); ok {
				words = append(words, id.Name)
			}
		}
	}
	add(s.X)
	if s.Value != nil {
		add(s.Value)
	}
	search, replica := false, false
	for _, w := range words {
		for _, part := range identWords(w) {
			part = strings.TrimSuffix(part, "s")
			replica = replica || replicaWords[part]
			search = search || candidateWords[part]
		}
	}
	return search && !replica
}

// identWords splits an identifier into its lowercase words
// (secretNames: secret, names; candidate_machines: candidate, machines).
func identWords(id string) []string {
	var out []string
	start := 0
	for i := 1; i <= len(id); i++ {
		if i == len(id) || id[i] == '_' || id[i] >= 'A' && id[i] <= 'Z' && id[i-1] >= 'a' && id[i-1] <= 'z' {
			if w := strings.ToLower(strings.Trim(id[start:i], "_")); w != "" {
				out = append(out, w)
			}
			start = i
		}
	}
	return out
}

var (
	replicaWords = map[string]bool{"endpoint": true, "url": true, "host": true, "addr": true, "addresse": true, "address": true, "server": true, "node": true,
		"replica": true, "backend": true, "peer": true, "mirror": true, "region": true, "zone": true, "client": true, "conn": true, "broker": true,
		"member": true, "shard": true, "upstream": true, "instance": true, "target": true, "machine": true, "dest": true}
	candidateWords = map[string]bool{"name": true, "key": true, "ref": true, "secret": true, "path": true, "file": true, "tag": true,
		"label": true, "version": true, "pattern": true, "format": true, "kind": true, "id": true,
		// alternatives to try in turn (volume topologies, signature
		// verifiers, policies): each asks another question, not the
		// same one of another replica.
		"alternative": true, "candidate": true, "option": true, "choice": true, "verifier": true, "policy": true, "policie": true, "strategy": true}
)

// loopAt returns the innermost loop statement containing pos.
func (o *owners) loopAt(pos token.Pos) (loopStmt, bool) {
	var best loopStmt
	found := false
	for _, l := range o.loops[o.p.pass.Fset.File(pos)] {
		if l.pos <= pos && pos < l.end && (!found || l.pos > best.pos) {
			best, found = l, true
		}
	}
	return best, found
}

type loopSite struct {
	l *loopInfo
	s *site
}

// loopOwners finds the retry loops of n (see loops.go).
func (o *owners) loopOwners(n *graph.Node, loops []*loopInfo) []loopSite {
	var out []loopSite
	for _, l := range loops {
		if !o.findOutcome(n, l) {
			continue
		}
		var io, waits, deadline bool
		param := 0
		for _, r := range n.Refs {
			if !l.in(r.Block) {
				continue
			}
			io = io || o.p.eff.refIO(r)
			waits = waits || o.p.eff.refWaits(r)
			deadline = deadline || o.p.eff.deadlineRef(r) && l.clockLeaves(r) || r.Call && o.p.eff.cancelsRef(r) && l.failureLeaves(r.Instr)
			if r.Param > 0 && param == 0 {
				param = r.Param
			}
		}
		deadline = deadline || l.stopsOnSignal(n.Fn)
		opField := ""
		if param == 0 {
			param, opField = fieldOp(n.Fn, l)
		}
		if !io && !waits && param == 0 {
			continue // a search over local candidates, not a retry
		}
		bd, boundArg, boundAdd := loopBound(n.Fn, l, deadline, o.fieldDefault)
		if d := helperExit(n.Fn, l); d != nil && !l.yield && o.callWaits(n, d) {
			bd = o.withHelperBound(bd, d)
		}
		if l.yield {
			bd, boundArg, boundAdd = o.yieldBound(n.Fn), 0, 0
		}
		if !bd.Retries() {
			continue
		}
		kind, pos := GotoLoop, l.outcome.Pos()
		if st, ok := o.loopAt(l.outcome.Pos()); ok {
			kind, pos = st.kind, st.pos
			if st.strategies {
				continue // distinct ways tried in turn: a search, no retry
			}
		}
		if !io && !waits {
			// Retries an operation passed in: an owner for callers whose
			// operation does I/O, and only for them.
			if o.ownOf(n) == nil {
				layer := Layer{Func: n.Name, Via: loopVia[kind], Kind: kind, Bound: bd, Pos: o.p.posString(pos), Class: o.p.loopClass(n.Fn, l)}
				pr := o.loopPace(n, l)
				o.setOwn(n, &own{layer: layer, opArg: param, opField: opField, boundArg: boundArg, boundAdd: boundAdd, ifIO: true, paceArg: pr.handed})
				o.paramLoops = append(o.paramLoops, paramLoop{layer, pos, l.sleeps(n.Fn), pr.pace, pr.delay, l.restartsOnCancel(n.Fn)})
				o.loopOutcomes(n, l, kind, layer.Via, pos)
			}
			continue
		}
		isIO := func(in ssa.Instruction) bool { return o.p.eff.callIO(n, in) }
		if l.asksAgain(n.Fn, isIO, o.p.readsInputFact) {
			continue // a prompt or a request read anew in every round: it asks again, it does not retry
		}
		changes := kind != FailoverLoop && l.changesRequest(n.Fn, isIO)
		if changes && kind == GotoLoop {
			// goto start after choosing another mechanism from the answer
			// (franz-go's SASL handshake): a corrective re-request.
			continue
		}
		s := o.newSite(n, kind, loopVia[kind], bd, pos)
		s.layer.Class = o.p.loopClass(n.Fn, l)
		s.blocks = l.op
		s.loop = l
		s.changesRequest = changes
		s.sleeps = l.sleeps(n.Fn)
		s.helperSleeps = o.helperSleeps(n, l)
		pr := o.loopPace(n, l)
		s.pace, s.delay = pr.pace, pr.delay
		s.pollLoop = l.poll
		s.restarts = l.restartsOnCancel(n.Fn)
		o.loopOutcomes(n, l, kind, s.layer.Via, pos)
		if !l.yield {
			for _, b := range n.Fn.Blocks {
				for _, succ := range b.Succs {
					if succ == l.Header && l.in(b) {
						s.latches = append(s.latches, b)
					}
				}
			}
		}
		for _, r := range n.Refs {
			if l.inOp(r.Block) && r.Claimed == nil {
				o.p.g.Share(s.node, successOnly(r, l.failureLeaves(r.Instr)))
				o.cover(r, s)
			}
		}
		if w := o.ownOf(n); param > 0 && (w == nil || w.ifIO) {
			o.setOwn(n, &own{layer: s.layer, opArg: param, opField: opField, boundArg: boundArg, boundAdd: boundAdd, paceArg: pr.handed})
		}
		out = append(out, loopSite{l, s})
	}
	// Loops inside loops: the inner owner runs inside the outer one.
	outerOf := map[*site][]*site{}
	for _, outer := range out {
		for _, inner := range out {
			if inner.s != outer.s && outer.l.inOp(inner.l.Header) && !inner.l.in(outer.l.Header) {
				o.siteRef(outer.s.node, inner.s, inner.l.Header, nil, inner.s.pos)
				outerOf[inner.s] = append(outerOf[inner.s], outer.s)
			}
		}
	}
	for _, ls := range out {
		r := o.siteRef(n, ls.s, ls.l.Header, nil, ls.s.pos)
		for _, outer := range outerOf[ls.s] {
			o.cover(r, outer)
		}
		if o.ownOf(n) == nil {
			o.setOwn(n, &own{layer: ls.s.layer})
		}
		if ls.l.yield {
			// The body of a range-over-func loop is the loop of the
			// function that holds the range statement.
			if holder := o.rangeHolder(n); holder != nil {
				ls.s.layer.Func = holder.Name
				if o.ownOf(holder) == nil {
					o.setOwn(holder, &own{layer: ls.s.layer})
				}
			}
		}
	}
	return out
}

// rangeHolder returns the node of the function whose range statement has
// the body n (through bodies of nested range-over-func loops).
func (o *owners) rangeHolder(n *graph.Node) *graph.Node {
	fn := n.Fn
	for ssax.IsYield(fn) && fn.Parent() != nil {
		fn = fn.Parent()
	}
	return o.p.g.OfFunc(fn)
}

// findOutcome finds the outcome branch of a loop: its success side
// leaves, its failure side goes round again. A boolean (a CAS, a health
// check, strings.Contains, a hook's verdict) is an outcome only for a
// poll: the call does remote I/O and the loop waits before every try
// after a not-done answer. A loop that goes round again at once on some
// path (a worker that starts its next session after a clean end and
// backs off only after an error) is a worker loop, not a poll. A
// checkout's test of the connection it took, which closes a stale one
// and takes another (dropsStale), is no outcome either.
func (o *owners) findOutcome(n *graph.Node, l *loopInfo) bool {
	loopWaits := false
	waits := map[*ssa.BasicBlock][]ssa.Instruction{}
	for _, r := range n.Refs {
		if l.in(r.Block) && o.p.eff.refWaits(r) {
			loopWaits = true
			waits[r.Block] = append(waits[r.Block], r.Instr)
		}
	}
	// waitsIn: a block waits on something other than the outcome call
	// itself (whose own waiting says nothing about the loop's).
	waitsIn := func(call ssa.Instruction) func(*ssa.BasicBlock) bool {
		return func(b *ssa.BasicBlock) bool {
			for _, in := range waits[b] {
				if in != call {
					return true
				}
			}
			return false
		}
	}
	isIO := func(in ssa.Instruction) bool { return o.p.eff.callIO(n, in) }
	// mayIO: the call does remote I/O, or is a call of a parameter that
	// returns an error beside its answer (a wait helper's (done bool,
	// err error) condition: its callers decide what it does; a func()
	// bool may test local state).
	mayIO := func(in ssa.Instruction) bool {
		if isIO(in) {
			return true
		}
		c, ok := in.(*ssa.Call)
		if !ok {
			return false
		}
		if t, tuple := c.Type().(*types.Tuple); !tuple || t.Len() == 0 || !ssax.IsErrorType(t.At(t.Len()-1).Type()) {
			return false
		}
		for _, r := range n.Refs {
			if r.Instr != nil && any(r.Instr) == any(in) && r.Param > 0 {
				return true
			}
		}
		return false
	}
	for _, blk := range n.Fn.Blocks {
		if !l.in(blk) {
			continue
		}
		iff, ok := ssax.Last(blk).(*ssa.If)
		if !ok {
			continue
		}
		success, call, ok := outcomeOf(iff.Cond, l.in)
		if !ok {
			continue
		}
		if isBoolOutcome(iff.Cond, call) && !(loopWaits && mayIO(call) && l.waitsBack(blk, blk.Succs[1-success], waitsIn(call))) {
			continue
		}
		if l.leavesPast(blk.Succs[success], call) && l.failureGoesRound(blk.Succs[1-success], call) {
			if l.dropsStale(blk, success, call, isIO) {
				continue // a checkout closing a stale connection to take another
			}
			l.outcome = call
			l.poll = isBoolOutcome(iff.Cond, call)
			l.op = l.reaching(blk)
			if blk == l.Header {
				// for err != nil { sleep; _, err = op() }: the test is at
				// the top, so the operation is the body that runs before
				// the next test, up every way back to the header.
				for _, p := range blk.Preds {
					if l.in(p) && p != blk {
						for i, in := range l.reaching(p) {
							l.op[i] = l.op[i] || in
						}
					}
				}
			}
			return true
		}
	}
	return o.deciderOutcome(n, l)
}

// declared makes a //retrylint:retrier function a retry owner whose
// operation is its whole body.
func (o *owners) declared(n *graph.Node) {
	if n.Obj == nil || n.Fn.Parent() != nil {
		return
	}
	d := o.p.res.dirs.on(n.Obj, Retrier)
	if d == nil {
		return
	}
	s := o.newSite(n, Declared, loopVia[Declared], bound.Unknowable(bound.Directive), d.Func.Name.Pos())
	s.layer.Class = catalog.Unread // the directive says it retries, not on what
	param := 0
	for _, r := range n.Refs {
		if r.Claimed == nil {
			o.p.g.Share(s.node, r)
		}
		if r.Param > 0 && param == 0 {
			param = r.Param
		}
	}
	o.siteRef(n, s, nil, nil, s.pos)
	o.setOwn(n, &own{layer: s.layer, opArg: param})
}

// helperOwner returns what the callee of r is as a retry helper: an
// owner that retries its argument opArg.
func (o *owners) helperOwner(r *graph.Ref) *own {
	if r.Local != nil && !r.Local.Virtual() {
		if w := o.ownOf(r.Local); w != nil && w.opArg > 0 {
			return w
		}
		return nil
	}
	if f := o.p.factOf(r); f != nil && f.Own.Kind != 0 && f.OpArg > 0 {
		return &own{layer: f.Own, opArg: f.OpArg, opField: f.OpField, boundArg: f.BoundArg, boundAdd: f.BoundAdd, ifIO: f.OwnIfIO, paceArg: f.PaceArg}
	}
	return nil
}

// helperBound is the attempts of a helper's owner at call r: its own
// bound, or the constant its bound argument receives.
func helperBound(w *own, r *graph.Ref) bound.Bound {
	bd := w.layer.Bound
	if w.boundArg > 0 {
		if k, ok := ssax.IntConst(ssax.Arg(r.Args(), w.boundArg-1)); ok {
			bd = bound.Of(k+w.boundAdd, bound.Argument)
		}
	}
	return bd
}

// helperWrappers finds, to a fixed point, the wrappers that pass their
// own operation parameter on to a retry helper: they retry what their
// callers pass, like the helper.
func (o *owners) helperWrappers(funcs []*graph.Node) {
	graph.PassParams(funcs,
		func(r *graph.Ref) int {
			if r.Claimed != nil {
				return 0
			}
			if w := o.helperOwner(r); w != nil {
				return w.opArg
			}
			return 0
		},
		func(n *graph.Node) bool { return o.ownOf(n) != nil },
		func(n *graph.Node, i int, r *graph.Ref) bool {
			w := o.helperOwner(r)
			bd := helperBound(w, r)
			if !bd.Retries() {
				return false
			}
			layer := Layer{Func: n.Name, Via: r.Name, Kind: Helper, Bound: bd, Pos: o.p.posString(r.Pos), Class: w.layer.Class}
			o.setOwn(n, &own{layer: layer, opArg: i, opField: w.opField, ifIO: w.ifIO})
			return true
		})
}

// helperCalls turns a call of a function that retries its argument (a
// project's own retry helper, here or imported) into a site whose
// operation is the argument passed.
func (o *owners) helperCalls(n *graph.Node) {
	for _, r := range append([]*graph.Ref(nil), n.Refs...) {
		if !r.Call || r.Claimed != nil || r.Instr == nil {
			continue
		}
		ci, ok := r.Instr.(ssa.CallInstruction)
		if !ok {
			continue
		}
		w := o.helperOwner(r)
		if w == nil {
			continue
		}
		op := ssax.Arg(r.Args(), w.opArg-1)
		if w.opField != "" {
			op = opInField(op, w.opField)
		}
		bd := helperBound(w, r)
		if op == nil || !bd.Retries() || ssax.ParamOf(n.Fn, op) > 0 {
			continue // a wrapper passing its own parameter on: helperWrappers
		}
		targets := o.p.g.ValueTargets(op)
		if len(targets) == 0 {
			// The operation passed is not a function this package can
			// see (a free variable, say): the callee's own summary,
			// reached by the plain call, says what it does.
			continue
		}
		if w.ifIO && !o.opEffects(targets) {
			continue
		}
		s := o.newSite(n, Helper, r.Name, bd, ci.Pos())
		if w.paceArg > 0 {
			s.pace, s.delay = handedPace(ssax.Arg(r.Args(), w.paceArg-1))
			s.handed = s.pace != catalog.PaceUnknown
		}
		s.layer.Class = o.p.opsClass(targets, catalog.AnyOutcome, "", w.layer.Class)
		if s.layer.Class == 0 {
			s.layer.Class = w.layer.Class // nothing it goes round on is seen: the helper's own
		}
		s.io = r.Local != nil && o.p.eff.nodeIO(r.Local) || o.p.factOf(r) != nil && o.p.factOf(r).IO
		o.opRefs(n, s, r.Block, ci, op, catalog.AnyOutcome)
		r.Claimed = s.node
		if o.ownOf(n) == nil {
			o.setOwn(n, &own{layer: s.layer})
		}
		o.siteRef(n, s, r.Block, ci, ci.Pos())
		o.inLoops(n, s, r.Block, ci)
	}
}

// boundSite makes the site of a method value of a catalogued client
// handed to a retry (retry.Do(c.s3.DeleteObject), &RetryInput{ApiCaller:
// c.iam.DeleteRole}): the method's entry judged with the receiver the
// value was bound to, at the method value. fn is op's function: a bound
// method wrapper, or no site.
func (o *owners) boundSite(n *graph.Node, blk *ssa.BasicBlock, ci ssa.CallInstruction, op ssa.Value, fn *ssa.Function) *site {
	mc, ok := ssax.Unwrap(op).(*ssa.MakeClosure)
	if !ok || fn.Parent() != nil || len(mc.Bindings) != 1 || len(fn.Blocks) != 1 {
		return nil
	}
	var inner *ssa.Call
	for _, in := range fn.Blocks[0].Instrs {
		if c, ok := in.(*ssa.Call); ok {
			inner = c
		}
	}
	if inner == nil || inner.Call.IsInvoke() || len(inner.Call.Args) == 0 || inner.Call.Args[0] != fn.FreeVars[0] {
		return nil // not a bound method wrapper: its call's receiver is the one binding
	}
	common := &ssa.CallCommon{Value: inner.Call.Value, Args: append([]ssa.Value{mc.Bindings[0]}, inner.Call.Args[1:]...)}
	e, bd, st, ok := o.entryFor(common, nil)
	if !ok || e.Retries() {
		return nil
	}
	b := o.newSite(n, Client, o.entryVia(e, st, common), bd, mc.Pos())
	b.poll, b.io = e.Poll, e.IO
	b.layer.Class = clientClass(e, st)
	return b
}

// opInField is the operation a caller stored in field of the struct it
// passes (&RetryInput{ApiCaller: c.DeleteRole}), or nil when the struct
// is not one the caller builds.
func opInField(arg ssa.Value, field string) ssa.Value {
	a := ssax.LocalStruct(arg)
	if a == nil {
		return nil
	}
	op, _ := ssax.StoredField(a, field)
	return op
}

// fieldOp returns, for a loop whose outcome is the result of a function
// kept in a field of one of fn's parameters (in.ApiCaller(...): the
// operation a caller put in the struct it passes), 1 + that parameter's
// index and the field's name.
func fieldOp(fn *ssa.Function, l *loopInfo) (int, string) {
	ci, ok := l.outcome.(ssa.CallInstruction)
	if !ok || ci.Common().IsInvoke() || ci.Common().StaticCallee() != nil {
		return 0, ""
	}
	v := ssax.Unwrap(ci.Common().Value)
	f := ssax.LoadedField(v)
	if f == nil {
		return 0, ""
	}
	if i := ssax.ParamOf(fn, ssax.FieldBase(v)); i > 0 {
		return i, f.Name()
	}
	return 0, ""
}

// opEffects reports whether an operation's functions do I/O or wait.
func (o *owners) opEffects(targets []*ssa.Function) bool {
	for _, fn := range targets {
		r := graph.Ref{ID: -1, Call: true} // a probe, in no node
		if !o.p.g.Resolve(&r, fn) {
			continue
		}
		if o.p.eff.refIO(&r) || o.p.eff.refWaits(&r) {
			return true
		}
	}
	return false
}

func (o *owners) fill(f *FuncFact, n *graph.Node) {
	if w := o.ownOf(n); w != nil {
		f.Own, f.OpArg, f.OpField, f.BoundArg, f.BoundAdd, f.OwnIfIO, f.PaceArg = w.layer, w.opArg, w.opField, w.boundArg, w.boundAdd, w.ifIO, w.paceArg
	}
}

// isDeadlineFunc: calls that make a loop end with a context or a clock.
func isDeadlineFunc(fn *types.Func) bool {
	return catalog.EffectOf(names.Key(fn)) == catalog.Deadline
}

// isType reports whether t (or *t) is the named type with key.
func isType(t types.Type, key string) bool { return names.TypeKey(t) == key }

// fieldDefault is the count the package stores in a field when every
// store of it outside tests is one constant (a config constructor's
// default: c.Admin.Retry.Max = 5 in NewConfig), and the first such store.
func (o *owners) fieldDefault(f *types.Var) (int64, string, bool) {
	var k int64
	where := ""
	for _, st := range o.p.g.StoresTo(f) {
		if o.p.g.InTestFile(st.Pos()) {
			continue // a test's own configuration is no default
		}
		c, ok := ssax.IntConst(st.Val)
		if !ok || where != "" && c != k {
			return 0, "", false
		}
		if where == "" {
			k, where = c, fieldPath(st.Addr)+" = "+strconv.FormatInt(c, 10)+" in "+o.p.g.OfFunc(st.Parent()).Name
		}
	}
	return k, where, where != ""
}

// fieldPath names the field an address selects with the fields it is
// nested in: Admin.Retry.Max.
func fieldPath(addr ssa.Value) string {
	var names []string
	for i := 0; i < 6; i++ {
		fa, ok := addr.(*ssa.FieldAddr)
		if !ok {
			break
		}
		if f := ssax.FieldOf(fa); f != nil {
			names = append([]string{f.Name()}, names...)
		}
		addr = fa.X
	}
	return strings.Join(names, ".")
}

// callbacks makes a retry owner of each call that a library's failure
// callback makes of the failed operation (catalog.FailureCallbacks):
//
//	p.ErrorHandler = func(w http.ResponseWriter, r *http.Request, err error) {
//		if tries < 3 { tries++; p.ServeHTTP(w, r) } // serves the failed request again
//	}
//
// The operation is that call: what it sends (a forwarded request of any
// method) is re-sent, and a retrying transport below it nests.
func (o *owners) callbacks(funcs []*graph.Node) {
	cbs := catalog.FailureCallbacks()
	sited := map[ssa.Instruction]bool{} // a callback stored on several values is one owner
	for _, n := range funcs {
		for _, blk := range n.Fn.Blocks {
			for _, instr := range blk.Instrs {
				st, ok := instr.(*ssa.Store)
				if !ok {
					continue
				}
				fa, ok := st.Addr.(*ssa.FieldAddr)
				if !ok || ssax.FieldOf(fa) == nil {
					continue
				}
				for _, cb := range cbs {
					if ssax.FieldOf(fa).Name() != cb.Field || names.TypeKey(fa.X.Type()) != cb.Type {
						continue
					}
					for _, node := range o.callbackTargets(st.Val) {
						o.callbackSites(node, cb, fa.X, sited)
					}
				}
			}
		}
	}
}

// servesAgain reports whether a call in a failure callback runs the
// failed operation again: a call of cb.Again, or of a function of this
// package that calls it (kubeai's ErrorHandler calling h.proxyHTTP(w,
// pr), which builds a proxy and serves the request).
func (o *owners) servesAgain(ci ssa.CallInstruction, cb catalog.Callback) bool {
	callee := ssax.Callee(ci.Common())
	if callee == nil {
		return false
	}
	if names.Key(callee) == cb.Again {
		return true
	}
	fn := ci.Common().StaticCallee()
	if fn == nil || fn.Pkg == nil || fn.Pkg.Pkg != o.p.pass.Pkg {
		return false
	}
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			if c, ok := instr.(ssa.CallInstruction); ok {
				if k := ssax.Callee(c.Common()); k != nil && names.Key(k) == cb.Again {
					return true
				}
			}
		}
	}
	return false
}

// callbackSites makes a site of each call in callback n that serves the
// failed operation again on stored, the value the callback was stored
// on (a call of cb.Again on another value serves elsewhere: a fallback);
// its bound and pace are read from the callback's body (reserve.go).
func (o *owners) callbackSites(n *graph.Node, cb catalog.Callback, stored ssa.Value, sited map[ssa.Instruction]bool) {
	for _, blk := range n.Fn.Blocks {
		for _, instr := range blk.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok || sited[instr] {
				continue
			}
			if !o.servesAgain(ci, cb) {
				continue
			}
			if k := ssax.Callee(ci.Common()); k != nil && names.Key(k) == cb.Again && !ci.Common().IsInvoke() &&
				len(ci.Common().Args) > 0 && otherProxy(stored, ci.Common().Args[0], n.Fn) {
				continue
			}
			sited[instr] = true
			rs := o.reserveOf(n, ci)
			s := o.newSite(n, Straight, cb.Via, rs.bound, ci.Pos())
			s.layer.Class = cb.Class
			if k := ssax.Callee(ci.Common()); k != nil && names.Key(k) == cb.Again {
				// Served again on the same value: it goes round like a
				// loop. Through a function of the package, what it serves
				// (the same backend or the next one) is not read here.
				s.recursive, s.pace, s.delay, s.sleeps = true, rs.pace, rs.delay, rs.sleeps
			}
			for _, r := range append([]*graph.Ref(nil), n.Refs...) {
				if r.Instr == ssa.Instruction(ci) && r.Call {
					o.p.g.Share(s.node, r)
				}
			}
			o.siteRef(n, s, blk, ci, ci.Pos())
			if o.ownOf(n) == nil {
				o.setOwn(n, &own{layer: s.layer})
			}
		}
	}
}
