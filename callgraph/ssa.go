package callgraph

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/names"
)

// buildSSA builds the SSA form of the package being analyzed and returns
// its source functions (named functions, methods, closures, and the
// closures of package-level initializers), in source order.
//
// The analysis builds SSA itself rather than requiring buildssa: buildssa
// requires ctrlflow, which has facts and so runs on every dependency,
// the standard library included, while retry summaries are never needed
// for std. Building SSA only for the packages that are summarised keeps
// retrylint's cost below that of any buildssa-based analyzer.
func buildSSA(pass *analysis.Pass) []*ssa.Function {
	prog := ssa.NewProgram(pass.Fset, 0)
	prog.SetNoReturn(func(fn *types.Func) bool { return fn.Pkg() != nil && catalog.NoReturn(names.Key(fn)) })
	for _, p := range pass.Pkg.Imports() {
		prog.CreatePackage(p, nil, nil, true)
	}
	pkg := prog.CreatePackage(pass.Pkg, pass.Files, pass.TypesInfo, false)
	pkg.Build()

	var funcs []*ssa.Function
	var add func(f *ssa.Function)
	add = func(f *ssa.Function) {
		funcs = append(funcs, f)
		for _, anon := range f.AnonFuncs {
			add(anon)
		}
	}
	for _, file := range pass.Files {
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			obj, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			if f := prog.FuncValue(obj); f != nil {
				add(f)
			}
		}
	}
	if init := pkg.Func("init"); init != nil {
		// Package-level initializers, and their closures, live in init:
		// what they store in package variables is known to every call.
		add(init)
	}
	return funcs
}
