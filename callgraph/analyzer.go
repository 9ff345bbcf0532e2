// Package callgraph is the silent analysis that every retrylint check
// requires. For each function of a package it finds the retry owners,
// their attempt bounds and what their retried operations reach, and it
// exports what importers need as a *FuncFact on the function's object.
//
// It reports nothing. Checks read its *Result, never its facts.
package callgraph

import (
	"go/token"
	"go/types"
	"reflect"
	"sort"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// Analyzer computes retry summaries; it has no diagnostics.
var Analyzer = &analysis.Analyzer{
	Name:       "retrycallgraph",
	Doc:        "retrycallgraph: summarise retry owners and what they reach, as facts (reports nothing)",
	URL:        "https://github.com/retrylint/retrylint",
	Run:        run,
	FactTypes:  []analysis.Fact{new(FuncFact)},
	ResultType: reflect.TypeOf((*Result)(nil)),
}

// Result is what checks learn about the package being analyzed.
type Result struct {
	// Sites are the retry owners of the package, in source order.
	Sites []*Site
	// Directives are all //retrylint: comments of the package.
	Directives []*Directive
	// Attached are the directives that attach to something: a
	// //retrylint:retrier, budget or route on a function declaration, or
	// a budget or route directive on the line of a call it marks.
	Attached map[*Directive]bool
	// Funcs are the functions with budget checks or route selections.
	Funcs []*FuncEvents
	// SrcFuncs are the package's functions in SSA form (empty for the
	// packages that are not summarised).
	SrcFuncs []*ssa.Function

	ioCalls map[ssa.Instruction]bool
}

// CallIO reports whether the call instruction reaches remote I/O.
func (r *Result) CallIO(instr ssa.Instruction) bool { return r.ioCalls[instr] }

// Site is one retry owner in the package being analyzed.
type Site struct {
	Layer Layer     // what it is, its bound and position string
	Pos   token.Pos // the loop statement, or the retrying call
	// Nests lists, for each call inside the retried operation that
	// reaches another retry owner, the chain it reaches; in source order.
	Nests []Nest
	// Writes lists the calls inside the retried operation that reach a
	// non-idempotent write; in source order.
	Writes []WriteNest
	// SelfWrite is the write a library client retries by itself
	// (retryablehttp.Client.Post), if any.
	SelfWrite Write
}

// WriteNest is a call inside a retried operation that reaches a write.
type WriteNest struct {
	Pos    token.Pos
	Callee string // the function called, or the API when the call is the write
	Write  Write
	Path   []Hop // from Callee to Write.Func
}

// Nest is a call inside a retried operation that reaches a retry owner.
type Nest struct {
	Pos    token.Pos // the call (or closure) inside the retried operation
	Callee string    // the function it calls, or the inner owner's Via when the owner sits in the same function
	Direct bool      // the callee is the inner owner itself (Chain[0] is Callee)
	Site   bool      // the inner owner is a site of the same function (a library call or loop written inside the operation)
	Chain  []Layer   // the inner chain, outermost first
	Path   []Hop     // from Callee to Chain[0].Func
}

func run(pass *analysis.Pass) (any, error) {
	res := &Result{Attached: map[*Directive]bool{}}
	res.Directives = parseDirectives(pass.Fset, pass.Files)
	if isStd(pass.Pkg.Path()) || isLibPackage(pass.Pkg.Path()) {
		// std is never summarised (see std.go); modelled libraries are
		// replaced by their models at every call.
		return res, nil
	}
	if !needsSummary(pass, res) {
		// Nothing in this package can retry, do I/O, wait or reach
		// anything that does: it exports no facts, and building SSA for
		// it would be wasted (most dependencies are like this).
		return res, nil
	}
	res.SrcFuncs = buildSSA(pass)
	b := newBuilder(pass, res.SrcFuncs, res)
	b.build()
	b.solveEffects()
	b.findOwners()
	b.classifyEvents()
	b.recordIO()
	b.solveChains()
	b.solveWrites()
	b.exportFacts()
	b.collectSites()
	sort.SliceStable(res.Sites, func(i, j int) bool { return res.Sites[i].Pos < res.Sites[j].Pos })
	return res, nil
}

// objName returns "pkg.Func" or "pkg.Type.Method" for display.
func objName(fn *types.Func) string {
	name := fn.Name()
	if recv := recvTypeName(fn); recv != "" {
		name = recv + "." + name
	}
	if fn.Pkg() != nil {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}
