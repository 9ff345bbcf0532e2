package callgraph

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/names"
)

// ownModule reports whether the package belongs to a main module of
// the run: the module under analysis (a workspace's modules included),
// not a dependency. The rule "a modelled library is never summarised"
// is for dependencies: run on the library's own repository, its
// packages are the user's code, summarised and checked like any other.
// A driver that gives no module (GOPATH mode, a build system) or a
// module with a version (a dependency) keeps the rule.
func ownModule(pass *analysis.Pass) bool {
	m := pass.Module
	return m != nil && m.Path != "" && (m.Main || m.Version == "")
}

// needsSummary decides, from the syntax and the imported facts alone,
// whether the package can have anything to summarise. A function has a
// fact only when it retries, reaches a retry owner, does remote I/O or
// waits, sends requests with a client it is given, writes, or wraps a
// budget check or a route selection; all of these start at a call of
// something the catalog knows (or of a package it models), at an
// imported function with a fact, at a directive, or at a loop that calls
// a function parameter (a retry helper). A package with none of them
// exports nothing, whatever its code does, so the analysis can skip
// building SSA for it.
func needsSummary(pass *analysis.Pass, dirs *directives) bool {
	if len(dirs.onFunc) > 0 || len(dirs.onLine) > 0 {
		return true
	}
	ifaceMethods := map[string]bool{}
	env := false
	seen := map[types.Object]bool{} // an object is used many times: look at it once
	for _, obj := range pass.TypesInfo.Uses {
		if seen[obj] {
			continue
		}
		seen[obj] = true
		if v, ok := obj.(*types.Var); ok && v.IsField() && v.Pkg() != pass.Pkg {
			var ff FieldFact
			if pass.ImportObjectFact(v, &ff) {
				return true // a retrying client kept in another package's field
			}
			if catalog.StatusField(v.Pkg().Path(), v.Name()) {
				return true // a status read: a loop or a classifier may test it
			}
			continue
		}
		fn, ok := obj.(*types.Func)
		if !ok || fn.Pkg() == nil {
			continue
		}
		fn = fn.Origin()
		if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil && types.IsInterface(sig.Recv().Type()) {
			ifaceMethods[fn.Name()] = true
		}
		key, path := names.Key(fn), fn.Pkg().Path()
		std := catalog.IsStd(path)
		if key == "os.Getenv" || key == "os.LookupEnv" {
			env = true
		}
		if catalog.EventOf(key) != 0 || catalog.WriteOf(key) != nil || !std && catalog.EventByName(names.Recv(fn), fn.Name()) != 0 {
			return true // budget checks, route selections and writes are summarised too
		}
		if catalog.OutcomeKey(key) {
			return true // a classifier, a list of codes, a fallback, a status read
		}
		if catalog.InputRead(key) {
			return true // a read of new input: a loop around it asks again (ReadsInput)
		}
		if fn.Pkg() == pass.Pkg {
			continue
		}
		// A clock or a context alone (catalog.Deadline) makes no summary:
		// it only ends a loop that something else makes an owner.
		if eff := catalog.EffectOf(key); eff == catalog.IO || eff == catalog.Wait || !std && catalog.Mentioned(path) {
			return true
		}
		if std && catalog.ClientStd(path) && catalog.StdRole(key) {
			return true // a retry entry, a client value, a request built or copied
		}
		if std {
			continue
		}
		var f FuncFact
		if pass.ImportObjectFact(fn, &f) && !f.onlyStores() {
			return true
		}
	}
	// Interface calls reach the imported methods with facts that have the
	// same name (see graph's implementations).
	if len(ifaceMethods) > 0 {
		for _, of := range pass.AllObjectFacts() {
			if _, ok := of.Fact.(*FuncFact); ok && ifaceMethods[of.Object.Name()] {
				if fn, ok := of.Object.(*types.Func); ok && fn.Pkg() != pass.Pkg {
					return true
				}
			}
		}
	}
	// A bool package variable set from the environment can be a startup
	// switch, and the functions that return it switches (FuncFact.Switch).
	return env && hasBoolVar(pass) || hasParamLoop(pass)
}

// hasBoolVar reports whether the package declares a bool package variable.
func hasBoolVar(pass *analysis.Pass) bool {
	scope := pass.Pkg.Scope()
	for _, name := range scope.Names() {
		if v, ok := scope.Lookup(name).(*types.Var); ok && isBool(v.Type()) {
			return true
		}
	}
	return false
}

// hasParamLoop reports whether a function of the package with a
// func-typed parameter has a loop that calls a parameter, or a function
// field of one (its own, or those of the closures it holds): a possible
// retry helper. A loop that only passes a function on retries nothing.
// A goto can make a loop of any part of a function, so a function with a
// goto counts when it calls a parameter anywhere.
func hasParamLoop(pass *analysis.Pass) bool {
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if ok && fd.Body != nil && hasFuncParam(pass, fd.Type) && callsParamInLoop(pass, fd) {
				return true
			}
		}
	}
	return false
}

func callsParamInLoop(pass *analysis.Pass, fd *ast.FuncDecl) bool {
	params := map[types.Object]bool{}
	addParams := func(ft *ast.FuncType) {
		if ft.Params == nil {
			return
		}
		for _, p := range ft.Params.List {
			for _, n := range p.Names {
				if obj := pass.TypesInfo.Defs[n]; obj != nil {
					params[obj] = true
				}
			}
		}
	}
	addParams(fd.Type)
	// A call whose result is dropped (visit(x), go f(), defer f()) or is
	// one bool (if !yield(x)) gives the loop no outcome to retry on: a
	// loop on a bool result retries only when it also waits, and a wait
	// makes a summary by itself (catalog.Wait, or a fact that waits).
	hasGoto := false
	dropped := map[*ast.CallExpr]bool{}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			addParams(x.Type)
		case *ast.BranchStmt:
			hasGoto = hasGoto || x.Tok == token.GOTO
		case *ast.ExprStmt:
			if c, ok := ast.Unparen(x.X).(*ast.CallExpr); ok {
				dropped[c] = true
			}
		case *ast.GoStmt:
			dropped[x.Call] = true
		case *ast.DeferStmt:
			dropped[x.Call] = true
		}
		return true
	})
	callsParam := func(root ast.Node) bool {
		found := false
		ast.Inspect(root, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || found {
				return !found
			}
			if dropped[call] || oneBool(pass.TypesInfo.TypeOf(call)) {
				return true
			}
			fun := ast.Unparen(call.Fun)
			if sel, ok := fun.(*ast.SelectorExpr); ok {
				fun = ast.Unparen(sel.X) // a function field of a parameter
			}
			if id, ok := fun.(*ast.Ident); ok && params[pass.TypesInfo.Uses[id]] {
				found = true
			}
			return !found
		})
		return found
	}
	if hasGoto {
		return callsParam(fd.Body)
	}
	found := false
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			found = found || callsParam(n)
		}
		return !found
	})
	return found
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

// oneBool reports whether t, a call's type, is one bool result.
func oneBool(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic) // a tuple's underlying type is itself
	return ok && b.Info()&types.IsBoolean != 0
}
