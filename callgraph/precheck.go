package callgraph

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// needsSummary decides, from the syntax and the imported facts alone,
// whether the package can have anything to summarise. A function has a
// fact only when it retries, reaches a retry owner, does remote I/O or
// waits, or sends requests with a client it is given; all of these start
// at a call of something known (a std I/O or wait function, a modelled
// library, an imported function with a fact, gRPC, net/http's client),
// at a directive, or at a loop that calls a function parameter (a retry
// helper). A package with none of them exports nothing, whatever its
// code does, so the analysis can skip building SSA for it.
func needsSummary(pass *analysis.Pass, res *Result) bool {
	if len(res.Directives) > 0 {
		return true
	}
	ifaceMethods := map[string]bool{}
	for _, obj := range pass.TypesInfo.Uses {
		fn, ok := obj.(*types.Func)
		if !ok || fn.Pkg() == nil {
			continue
		}
		if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
			if types.IsInterface(sig.Recv().Type()) {
				ifaceMethods[fn.Name()] = true
			}
		}
		if budgetAPIs[funcKey(fn.Origin())] || routeAPIs[funcKey(fn.Origin())] || budgetByName(fn) || routeByName(fn) ||
			publishes[funcKey(fn.Origin())] || sqlQueryArg(fn.Origin()) >= 0 {
			return true // budget checks and route selections are summarised too
		}
		if fn.Pkg() == pass.Pkg {
			continue
		}
		fn = fn.Origin()
		path := fn.Pkg().Path()
		if stdEffectOf(fn) != effNone || isDeadlineFunc(fn) {
			return true
		}
		if isLibPackage(path) || path == grpcPkg || canonicalPkg(path) == grpcRetry || path == "net/http" || path == "database/sql" || path == "net" || path == restyV2 {
			return true
		}
		if isStd(path) {
			continue
		}
		var f FuncFact
		if pass.ImportObjectFact(fn, &f) {
			return true
		}
	}
	// Interface calls reach the imported methods with facts that have the
	// same name (see implementations).
	if len(ifaceMethods) > 0 {
		for _, of := range pass.AllObjectFacts() {
			if _, ok := of.Fact.(*FuncFact); ok && ifaceMethods[of.Object.Name()] {
				if fn, ok := of.Object.(*types.Func); ok && fn.Pkg() != pass.Pkg {
					return true
				}
			}
		}
	}
	return hasParamLoop(pass)
}

// hasParamLoop reports whether a function of the package has a loop and
// a func-typed parameter: a possible retry helper.
func hasParamLoop(pass *analysis.Pass) bool {
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || !hasFuncParam(pass, fd.Type) {
				continue
			}
			found := false
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				switch n.(type) {
				case *ast.ForStmt, *ast.RangeStmt, *ast.BranchStmt:
					found = true
				}
				return !found
			})
			if found {
				return true
			}
		}
	}
	return false
}

func hasFuncParam(pass *analysis.Pass, ft *ast.FuncType) bool {
	if ft.Params == nil {
		return false
	}
	for _, p := range ft.Params.List {
		if t := pass.TypesInfo.TypeOf(p.Type); t != nil {
			if _, ok := t.Underlying().(*types.Signature); ok {
				return true
			}
		}
	}
	return false
}
