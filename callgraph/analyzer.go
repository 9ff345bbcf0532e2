// Package callgraph is the silent analysis that every retrylint check
// requires. For each function of a package it finds the retry owners,
// their attempt bounds and what their retried operations reach, and it
// exports what importers need as a *FuncFact on the function's object.
//
// It reports nothing. Checks read its *Result through query methods,
// never its facts or its SSA.
//
// The analysis is a pipeline of domains over a domain-free call graph
// (internal/graph) and a knowledge catalog (internal/catalog); run lists
// the phases in order. See ARCHITECTURE.md.
package callgraph

import (
	"go/token"
	"go/types"
	"os"
	"reflect"
	"slices"
	"sort"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
	"github.com/retrylint/retrylint/callgraph/internal/names"
)

// Analyzer computes retry summaries; it has no diagnostics.
var Analyzer = &analysis.Analyzer{
	Name:       "retrycallgraph",
	Doc:        "retrycallgraph: summarise retry owners and what they reach, as facts (reports nothing)",
	URL:        "https://github.com/retrylint/retrylint",
	Run:        run,
	FactTypes:  []analysis.Fact{new(FuncFact), new(FieldFact), new(ClassifierFact)},
	ResultType: reflect.TypeOf((*Result)(nil)),
	// A package with type errors gets an empty summary (run) rather than
	// a failed action: the driver prints the compiler's error once, not
	// a line per check about a failed prerequisite.
	RunDespiteErrors: true,
}

// IsStd reports whether path is a standard-library package (by the list
// of the toolchain the analysis was built with, so that every driver
// agrees).
func IsStd(path string) bool { return catalog.IsStd(path) }

func run(pass *analysis.Pass) (any, error) {
	res := summarise(pass)
	releasePass(pass, res)
	return res, nil
}

// summarise makes the package's summary. A panic while it does (an input
// the analysis was not written for) costs this package only: it gets an
// empty Result that says what failed (Result.Failure), it exports no
// facts, and its importers and the checks go on without them.
func summarise(pass *analysis.Pass) (res *Result) {
	var p *pipeline
	defer func() {
		if r := recover(); r != nil {
			res = failed(pass, p, r)
		}
	}()
	res = newResult(pass)
	if len(pass.TypeErrors) > 0 {
		return res // nothing is summarised from code that does not compile
	}
	path := pass.Pkg.Path()
	modelled := catalog.Modelled(path)
	if catalog.IsStd(path) || modelled && !ownModule(pass) {
		// std is never summarised (see catalog/std.go); modelled
		// libraries are replaced by their catalog rows at every call,
		// unless the library is the module under analysis (ownModule).
		return res
	}
	if catalog.Logging(path) {
		return res // a log call paces no loop and sends nothing (catalog/logging.go)
	}
	if !needsSummary(pass, res.dirs) {
		// Nothing in this package can retry, do I/O, wait or reach
		// anything that does: it exports no facts, and building SSA for
		// it would be wasted (most dependencies are like this).
		return res
	}
	p = newPipeline(pass, res, nil)
	p.funcs = buildSSA(pass)
	defer p.readStatusFacts()()
	p.run()
	// The facts leave the package only once the whole summary is made,
	// so that a failure exports none. A modelled library analysed in its
	// own module exports none either: its importers know it by its rows,
	// as every user's code does.
	if modelled {
		p.pending = nil
	}
	for _, f := range p.pending {
		pass.ExportObjectFact(f.obj, f.fact)
	}
	res.release()
	return res
}

// pendingFact is a fact made by the pipeline, exported when it ends.
type pendingFact struct {
	obj  types.Object
	fact analysis.Fact
}

// export records a fact of the package's to export when the summary is
// made.
func (p *pipeline) export(obj types.Object, fact analysis.Fact) {
	p.pending = append(p.pending, pendingFact{obj, fact})
}

// noting wraps a fixed point's step so that the node it evaluates is
// the one a failure names.
func (p *pipeline) noting(eval func(*graph.Node) bool) func(*graph.Node) bool {
	return func(n *graph.Node) bool {
		p.visit(n.Fn)
		return eval(n)
	}
}

// injectPanic names a function (as Failure.Function prints it) whose
// summary panics, for the tests of what a failure costs: the variable is
// read by the tests' runs only; an empty value injects nothing.
const injectPanic = "RETRYLINT_INJECT_PANIC"

// visit notes fn as the function being summarised.
func (p *pipeline) visit(fn *ssa.Function) {
	p.at = fn
	if p.inject != "" && fn != nil && funcName(fn) == p.inject {
		panic("injected by " + injectPanic)
	}
}

// pipeline holds the graph and the domains for one package. Each domain
// owns its state (side tables by node and ref ID) and its part of the
// fact.
type pipeline struct {
	pass  *analysis.Pass
	res   *Result
	funcs []*ssa.Function
	g     *graph.Graph
	facts map[*types.Func]*FuncFact // imported facts, nil for none

	vals   *values
	eff    *effects
	own    *owners
	cls    *clients
	sw     *switches
	chains *chains
	wr     *writes
	bud    *budget

	// pending: the facts to export when the summary is made; at: the
	// function being summarised, which a failure names.
	pending []pendingFact
	at      *ssa.Function
	inject  string // injectPanic's value
	// depth: how deep the class reading has followed functions that
	// hand an outcome on (classes.go: falseClass).
	depth int
	// called: the functions the package calls (handed.go: calledHere).
	called map[*types.Func]bool
}

func newPipeline(pass *analysis.Pass, res *Result, funcs []*ssa.Function) *pipeline {
	p := &pipeline{pass: pass, res: res, funcs: funcs, facts: map[*types.Func]*FuncFact{}, inject: os.Getenv(injectPanic)}
	p.vals = newValues(p)
	p.eff = &effects{p: p}
	p.own = &owners{p: p}
	p.cls = &clients{p: p}
	p.sw = &switches{p: p}
	p.chains = &chains{p: p}
	p.wr = newWrites(p)
	p.bud = &budget{p: p}
	return p
}

// run is the pipeline. Each phase needs what the phases above it
// computed:
//
//  1. graph: the nodes and refs of the package (knows no domain); a ref to
//     another package is kept when the catalog knows the callee or it
//     has a fact.
//  2. owners.calls: the calls that are retry owners by the catalog (retry
//     libraries, clients that retry) become virtual nodes whose refs are
//     the retried operation; needs the graph and the bounds domain
//     (values.go).
//  3. writes.direct: the calls that are non-idempotent writes (catalog,
//     directives), each a ref of its own; a helper that sends the method
//     it is given (and its wrappers, to a fixed point) is a write where
//     its callers pass POST.
//  4. clients: helpers that send requests with a client they are given
//     (and their wrappers), methods that send with a client field,
//     constructors and options that store one; the calls that give them
//     a retrying client become client owners in owners.lateCalls.
//  5. effects: remote I/O and waits of every node (needs 2-4).
//  6. owners.loops, straight-line retries, declared retriers, late
//     client calls, failure callbacks, then calls of retry helpers
//     (needs effects: a retry repeats something that can fail outside
//     the process); effects again for the new owners.
//  7. budget: budget checks, route selections and thin helpers (a helper
//     does no I/O: needs effects).
//  8. switches: the refs behind a startup switch's on side; then
//     chains: the worst nest of owners below each node, not through
//     those refs (needs 2-6).
//  9. writes: the helpers whose own retry re-sends a request their
//     callers decide, then the first write each node reaches (needs 2-6).
//  10. facts and the Result.
func (p *pipeline) run() {
	p.g = graph.Build(graph.Config{
		Pkg: p.pass.Pkg, Fset: p.pass.Fset,
		External: p.external, Opaque: p.opaque, Methods: p.importedMethods,
		Promoted:  func(fn *types.Func) bool { return p.fact(fn) != nil },
		Registers: func(fn *types.Func) bool { return catalog.Registers(names.Key(fn), fn.Signature().Recv() != nil) },
		Double:    testDouble,
		OneTime:   func(fn *types.Func) bool { return catalog.OneTime(names.Key(fn)) },
	}, p.funcs)
	p.own.calls()
	p.wr.direct()
	p.cls.solve()
	p.eff.solve()
	p.own.classify()
	p.own.local()
	p.eff.solve()
	p.own.classify()
	p.bud.classify()
	p.sw.solve()
	p.chains.solve()
	p.wr.findResends()
	p.wr.solve()
	p.findPermanent()
	p.findFallbacks()
	local := p.exportFacts()
	p.collect()
	p.collectEntries(local)
}

// testDouble reports whether a struct type is a generated mock: it has a
// field (or embeds one) of a mock framework's type (catalog.MockFields).
func testDouble(t *types.Named) bool {
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		if slices.Contains(catalog.MockFields, names.TypeKey(st.Field(i).Type())) {
			return true
		}
	}
	return false
}

// fact returns the imported fact of a function of another package, or
// nil; modelled libraries and std have none, and a function the catalog
// gives an effect (a transport whose I/O hides behind interfaces) is
// known by that row alone.
func (p *pipeline) fact(fn *types.Func) *FuncFact {
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == p.pass.Pkg {
		return nil
	}
	if f, ok := p.facts[fn]; ok {
		return f
	}
	var f *FuncFact
	if path := fn.Pkg().Path(); !catalog.IsStd(path) && !catalog.Modelled(path) && catalog.EffectOf(names.Key(fn)) == catalog.NoEffect {
		var got FuncFact
		if p.pass.ImportObjectFact(fn, &got) {
			f = &got
		}
	}
	p.facts[fn] = f
	return f
}

// factOf returns the imported fact of a ref's target, or nil.
// An interface call known by its fact (exportInterfaceFacts) is one ref
// whose Callee is the interface method.
func (p *pipeline) factOf(r *graph.Ref) *FuncFact {
	if r.Ext == nil && r.Local == nil && r.Callee != nil && isInterfaceMethod(r.Callee) {
		return p.fact(r.Callee)
	}
	return p.fact(r.Ext)
}

// external: a function of another package is worth a ref when the
// catalog knows it or it has a fact.
func (p *pipeline) external(fn *types.Func) bool {
	key := names.Key(fn)
	return catalog.EffectOf(key) != catalog.NoEffect || len(entriesOf(fn)) > 0 ||
		catalog.WriteOf(key) != nil || catalog.EventOf(key) != 0 || p.fact(fn) != nil
}

// opaque: an interface method the catalog knows by itself (a transport,
// a context, a retry library's interface) is not resolved to
// implementations.
func (p *pipeline) opaque(m *types.Func) bool {
	key := names.Key(m)
	return catalog.EffectOf(key) != catalog.NoEffect || len(entriesOf(m)) > 0 ||
		m.Pkg() != nil && catalog.Modelled(m.Pkg().Path()) ||
		p.fact(m) != nil // its declaring package's implementations (exportInterfaceFacts)
}

// importedMethods are the methods of other packages whose facts say they
// reach a retry owner: interface calls may reach them.
func (p *pipeline) importedMethods() []*types.Func {
	var out []*types.Func
	for _, of := range p.pass.AllObjectFacts() {
		fn, ok := of.Object.(*types.Func)
		if !ok || fn.Pkg() == p.pass.Pkg {
			continue
		}
		if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil && !isInterfaceMethod(fn) {
			if f := p.fact(fn); f != nil && (len(f.Chain) > 0 || !f.Write.IsZero()) {
				out = append(out, fn) // it retries, or it sends a write
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return names.Key(out[i]) < names.Key(out[j]) })
	return out
}

// posString is the "file:line:col" form of pos that facts hold.
func (p *pipeline) posString(pos token.Pos) string {
	if !pos.IsValid() {
		return ""
	}
	pp := p.pass.Fset.Position(pos)
	return pp.Filename + ":" + strconv.Itoa(pp.Line) + ":" + strconv.Itoa(pp.Column)
}

// exportFacts exports the summary of every named function that has one,
// in source order, and returns them by node.
func (p *pipeline) exportFacts() map[*graph.Node]*FuncFact {
	local := map[*graph.Node]*FuncFact{}
	var nodes []*graph.Node
	for _, n := range p.g.Funcs {
		if n.Obj != nil {
			nodes = append(nodes, n)
		}
	}
	sort.Slice(nodes, func(i, j int) bool { return nodes[i].Obj.Pos() < nodes[j].Obj.Pos() })
	for _, n := range nodes {
		p.visit(n.Fn)
		f := &FuncFact{}
		p.own.fill(f, n)
		p.chains.fill(f, n)
		p.wr.fill(f, n)
		p.bud.fill(f, n)
		p.cls.fill(f, n)
		p.eff.fill(f, n)
		p.sw.fill(f, n)
		p.fillPriced(f, n)
		if f.IO {
			f.Status = statusResult(n.Fn)
		}
		f.ReadsInput = readsInputFn(n.Fn, p.readsInputFact, 0)
		if n.Obj.Exported() && classifierShape(n.Fn) {
			if list, more := classifierRetries(n.Fn, catalog.Classifier{}); len(list) > 0 {
				p.export(n.Obj, &ClassifierFact{Retries: list, More: more})
			}
		}
		if !f.empty() {
			p.export(n.Obj, f)
			local[n] = f
		}
	}
	p.exportInterfaceFacts()
	for _, field := range p.g.StoredFields() {
		// A client that does not retry is exported too: a caller in
		// another package must not take it for an untraced one (whose
		// library default, Attempts.Untraced, would count).
		if st := p.vals.stored(field, 0); st.ok && st.family != "" {
			p.export(field, &FieldFact{Value: ClientValue{Family: st.family, Via: st.via, Bound: st.bound(), Made: st.made, Class: st.class}})
		}
	}
	return local
}

// readsInputFact reports whether a function of another package reads
// input, by its fact.
func (p *pipeline) readsInputFact(fn *types.Func) bool {
	f := p.fact(fn)
	return f != nil && f.ReadsInput
}

// entriesOf returns the catalog's retry entries of a function: by its
// key, or, for a method whose last parameter is ...func(*T), by T (every
// operation of an AWS service client, and the methods of an interface
// that declares the same shapes).
func entriesOf(fn *types.Func) []*catalog.Entry {
	if fn == nil {
		return nil
	}
	if es := catalog.EntriesOf(names.Key(fn)); len(es) > 0 {
		return es
	}
	if es := shapedEntries(fn); len(es) > 0 {
		return es
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil || !sig.Variadic() {
		return nil
	}
	last := sig.Params().At(sig.Params().Len() - 1).Type().(*types.Slice).Elem()
	opt, ok := last.Underlying().(*types.Signature)
	if !ok || opt.Params().Len() != 1 || opt.Results().Len() != 0 {
		return nil
	}
	ptr, ok := opt.Params().At(0).Type().(*types.Pointer)
	if !ok {
		return nil
	}
	return catalog.EntriesByOptions(names.TypeKey(ptr.Elem()))
}
