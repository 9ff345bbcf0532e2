package callgraph

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"

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
	createImports(prog, pass)
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

// createImports creates the SSA packages of the package's imports with
// only the members it uses: the functions, methods and variables its
// syntax names (the only ones of another package that the SSA builder
// looks up; any other method is made on demand from its type). A
// package made from its whole scope costs a function object for every
// function and method it declares, for each package that imports it.
//
// The members are declared by bodiless syntax (as assembly functions
// are), which the builder treats as it treats a package made from type
// information, and are marked as made from type information.
func createImports(prog *ssa.Program, pass *analysis.Pass) {
	used := map[*types.Package][]types.Object{}
	seen := map[types.Object]bool{}
	for _, obj := range pass.TypesInfo.Uses {
		pkg := obj.Pkg()
		if pkg == nil || pkg == pass.Pkg {
			continue
		}
		switch o := obj.(type) {
		case *types.Func:
			fn := o.Origin()
			if sig := fn.Signature(); sig.Recv() != nil && types.IsInterface(sig.Recv().Type()) {
				continue
			}
			obj = fn
		case *types.Var:
			if o.IsField() || o.Parent() != pkg.Scope() {
				continue
			}
		default:
			continue
		}
		if !seen[obj] {
			seen[obj] = true
			used[pkg] = append(used[pkg], obj)
		}
	}
	for _, imp := range pass.Pkg.Imports() {
		objs := used[imp]
		sort.Slice(objs, func(i, j int) bool {
			if objs[i].Pos() != objs[j].Pos() {
				return objs[i].Pos() < objs[j].Pos()
			}
			return objs[i].Id() < objs[j].Id()
		})
		file := &ast.File{Name: ast.NewIdent(imp.Name())}
		info := &types.Info{Defs: map[*ast.Ident]types.Object{}}
		var vars []ast.Spec
		for _, obj := range objs {
			id := ast.NewIdent(obj.Name())
			info.Defs[id] = obj
			switch obj.(type) {
			case *types.Func:
				file.Decls = append(file.Decls, &ast.FuncDecl{Name: id, Type: &ast.FuncType{}})
			case *types.Var:
				vars = append(vars, &ast.ValueSpec{Names: []*ast.Ident{id}})
			}
		}
		if len(vars) > 0 {
			file.Decls = append(file.Decls, &ast.GenDecl{Tok: token.VAR, Specs: vars})
		}
		prog.CreatePackage(imp, []*ast.File{file}, info, true)
		for _, obj := range objs {
			if fn, ok := obj.(*types.Func); ok {
				if f := prog.FuncValue(fn); f != nil {
					f.Synthetic = "from type information"
				}
			}
		}
	}
}
