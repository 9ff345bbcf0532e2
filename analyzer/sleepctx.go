package analyzer

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"

	"github.com/retrylint/retrylint/callgraph"
)

// NewSleepCtx returns a new sleepctx analyzer with its own flags.
func NewSleepCtx() *analysis.Analyzer {
	c := &sleepCtx{}
	return newCheck("sleepctx", &c.scope, c.run)
}

type sleepCtx struct {
	scope
}

func (c *sleepCtx) run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[callgraph.Analyzer].(*callgraph.Result)
	rep := newReporter(pass, "sleepctx", &c.scope, res.Directives())
	seen := map[token.Pos]bool{}
	check := func(l callgraph.Layer, sleeps []token.Pos, request bool) {
		for _, pos := range sleeps {
			if seen[pos] {
				continue
			}
			seen[pos] = true
			if d, ok := c.finding(pass, rep, l, pos, request); ok {
				rep.report(d)
			}
		}
	}
	for _, s := range res.Sites() {
		if s.Layer.Kind.Runs() && (s.Layer.Kind != callgraph.Straight || s.Recursive) {
			// A proxy's ErrorHandler serving again has the request's
			// context, not one of its own.
			check(s.Layer, s.Sleeps, s.Recursive)
			for _, pos := range s.HelperSleeps {
				if seen[pos] {
					continue
				}
				seen[pos] = true
				if d, ok := c.helperFinding(pass, rep, s.Layer, pos); ok {
					rep.report(d)
				}
			}
		}
	}
	for _, h := range res.ParamOwners() {
		check(h.Layer, h.Sleeps, false)
	}
	rep.flush()
	return nil, nil
}

// finding words the finding for the sleep whose call's parenthesis is at
// pos, when a function around it has a context parameter (or, with
// request, an *http.Request parameter, whose Context() is the one).
func (c *sleepCtx) finding(pass *analysis.Pass, rep *reporter, l callgraph.Layer, pos token.Pos, request bool) (analysis.Diagnostic, bool) {
	call, file, path, ok := callPath(pass, rep, pos)
	if !ok {
		return analysis.Diagnostic{}, false
	}
	ctx, inner := contextParam(pass, path)
	var name string
	if ctx != nil {
		name = ctx.Name()
	} else if request {
		if ctx, inner = requestParam(pass, path); ctx != nil {
			name = ctx.Name() + ".Context()"
		}
	}
	if ctx == nil {
		return analysis.Diagnostic{}, false
	}
	d := analysis.Diagnostic{
		Pos: call.Pos(), End: call.End(),
		Message: fmt.Sprintf("time.Sleep between the attempts of the %s ignores %s: a cancelled request waits out the sleep (and any attempt the loop makes before it looks at the context); wait on %s.Done() and a timer", l.Via, name, name),
	}
	if fix, ok := sleepFix(pass, file, path, call, name, inner); ok {
		d.SuggestedFixes = []analysis.SuggestedFix{fix}
	}
	return d, true
}

// callPath finds the call whose parenthesis is at pos, its file, and the
// path of nodes that encloses it.
func callPath(pass *analysis.Pass, rep *reporter, pos token.Pos) (*ast.CallExpr, *ast.File, []ast.Node, bool) {
	call, ok := rep.callAt(pos)
	if !ok {
		return nil, nil, nil, false
	}
	file := fileOf(pass, pos)
	if file == nil {
		return nil, nil, nil, false
	}
	path, _ := astutil.PathEnclosingInterval(file, call.Pos(), call.End())
	return call, file, path, true
}

// helperFinding words the finding for a call, in a loop's round, of a
// helper's method that sleeps with time.Sleep (state.Continue()), when a
// function around the call has a context parameter; the fix is the
// helper's, so none is suggested.
func (c *sleepCtx) helperFinding(pass *analysis.Pass, rep *reporter, l callgraph.Layer, pos token.Pos) (analysis.Diagnostic, bool) {
	call, _, path, ok := callPath(pass, rep, pos)
	if !ok {
		return analysis.Diagnostic{}, false
	}
	ctx, _ := contextParam(pass, path)
	if ctx == nil {
		return analysis.Diagnostic{}, false
	}
	var name bytes.Buffer
	if err := format.Node(&name, pass.Fset, call.Fun); err != nil {
		return analysis.Diagnostic{}, false
	}
	return analysis.Diagnostic{
		Pos: call.Pos(), End: call.End(),
		Message: fmt.Sprintf("%s sleeps with time.Sleep between the attempts of the %s, and ignores %s: a cancelled request waits out the sleep; hand %s to it and wait on %s.Done() and a timer there", name.String(), l.Via, ctx.Name(), ctx.Name(), ctx.Name()),
	}, true
}

// fileOf returns the syntax of the file holding pos.
func fileOf(pass *analysis.Pass, pos token.Pos) *ast.File {
	for _, f := range pass.Files {
		if f.FileStart <= pos && pos < f.FileEnd {
			return f
		}
	}
	return nil
}

// contextParam returns the context.Context parameter of the innermost
// function around the path that has one (a closure sees its encloser's),
// and the innermost function itself (whose results a return must give).
func contextParam(pass *analysis.Pass, path []ast.Node) (*types.Var, ast.Node) {
	return paramOfType(pass, path, "context.Context")
}

// isContextType: context.Context, also through an alias of it
// (golang.org/x/net/context.Context).
func isContextType(t types.Type) bool {
	return types.TypeString(types.Unalias(t), nil) == "context.Context"
}

// requestParam returns the *http.Request parameter of the innermost
// function around the path that has one, and the innermost function.
func requestParam(pass *analysis.Pass, path []ast.Node) (*types.Var, ast.Node) {
	return paramOfType(pass, path, "*net/http.Request")
}

// paramOfType returns the named parameter of type typ (as
// types.TypeString writes it, through aliases: a parameter declared
// golang.org/x/net/context.Context is a context.Context) of the innermost
// function around the path that has one, and the innermost function.
func paramOfType(pass *analysis.Pass, path []ast.Node, typ string) (*types.Var, ast.Node) {
	var inner ast.Node
	for _, n := range path {
		var ft *ast.FuncType
		switch f := n.(type) {
		case *ast.FuncLit:
			ft = f.Type
		case *ast.FuncDecl:
			ft = f.Type
		default:
			continue
		}
		if inner == nil {
			inner = n
		}
		for _, field := range ft.Params.List {
			for _, name := range field.Names {
				v, ok := pass.TypesInfo.Defs[name].(*types.Var)
				if ok && name.Name != "_" && types.TypeString(types.Unalias(v.Type()), nil) == typ {
					return v, inner
				}
			}
		}
	}
	return nil, nil
}

// sleepFix replaces the statement time.Sleep(d) by a wait that ends with
// the context:
//
//	timer := time.NewTimer(d)
//	select {
//	case <-ctx.Done():
//		timer.Stop()
//		return ..., ctx.Err()
//	case <-timer.C:
//	}
//
// in the result shape of the function around it; no fix when the sleep
// is not a statement of its own, or the results cannot carry ctx.Err().
func sleepFix(pass *analysis.Pass, file *ast.File, path []ast.Node, call *ast.CallExpr, ctx string, inner ast.Node) (analysis.SuggestedFix, bool) {
	if len(path) < 2 || len(call.Args) != 1 {
		return analysis.SuggestedFix{}, false
	}
	stmt, ok := path[1].(*ast.ExprStmt)
	if !ok || stmt.X != call {
		return analysis.SuggestedFix{}, false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	timePkg, ok := sel.X.(*ast.Ident)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	ret, ok := returnText(pass, file, inner, ctx)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	var arg bytes.Buffer
	if err := format.Node(&arg, pass.Fset, call.Args[0]); err != nil {
		return analysis.SuggestedFix{}, false
	}
	scope := pass.TypesInfo.Scopes[file].Innermost(call.Pos())
	timer := "timer"
	for i := 2; scope != nil; i++ {
		if _, obj := scope.LookupParent(timer, call.Pos()); obj == nil {
			break
		}
		timer = fmt.Sprintf("timer%d", i)
	}
	text := fmt.Sprintf("%s := %s.NewTimer(%s)\nselect {\ncase <-%s.Done():\n%s.Stop()\n%s\ncase <-%s.C:\n}",
		timer, timePkg.Name, arg.String(), ctx, timer, ret, timer)
	return analysis.SuggestedFix{
		Message:   "wait on " + ctx + ".Done() and a timer",
		TextEdits: []analysis.TextEdit{{Pos: stmt.Pos(), End: stmt.End(), NewText: []byte(text)}},
	}, true
}

// returnText is the return statement that gives up when the context has
// ended, in the results of fn: "return" for none, zero values and
// ctx.Err() when the last result is an error.
func returnText(pass *analysis.Pass, file *ast.File, fn ast.Node, ctx string) (string, bool) {
	var sig *types.Signature
	switch f := fn.(type) {
	case *ast.FuncDecl:
		if obj, ok := pass.TypesInfo.Defs[f.Name].(*types.Func); ok {
			sig = obj.Signature()
		}
	case *ast.FuncLit:
		sig, _ = pass.TypesInfo.TypeOf(f).(*types.Signature)
	}
	if sig == nil {
		return "", false
	}
	res := sig.Results()
	if res.Len() == 0 {
		return "return", true
	}
	if types.TypeString(res.At(res.Len()-1).Type(), nil) != "error" {
		return "", false
	}
	parts := make([]string, 0, res.Len())
	for i := 0; i < res.Len()-1; i++ {
		z, ok := zeroText(pass, file, res.At(i).Type())
		if !ok {
			return "", false
		}
		parts = append(parts, z)
	}
	parts = append(parts, ctx+".Err()")
	return "return " + strings.Join(parts, ", "), true
}

// zeroText is the zero value of t written in file.
func zeroText(pass *analysis.Pass, file *ast.File, t types.Type) (string, bool) {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsBoolean != 0:
			return "false", true
		case u.Info()&types.IsNumeric != 0:
			return "0", true
		case u.Info()&types.IsString != 0:
			return `""`, true
		case u.Kind() == types.UnsafePointer:
			return "nil", true
		}
		return "", false
	case *types.Pointer, *types.Slice, *types.Map, *types.Chan, *types.Signature, *types.Interface:
		if _, isParam := t.(*types.TypeParam); isParam {
			break
		}
		return "nil", true
	}
	name, ok := typeText(pass, file, t)
	if !ok {
		return "", false
	}
	if _, isParam := t.(*types.TypeParam); isParam {
		return "*new(" + name + ")", true
	}
	return name + "{}", true // a struct or an array
}

// typeText writes t as file names it: packages by the names the file
// imports them under.
func typeText(pass *analysis.Pass, file *ast.File, t types.Type) (string, bool) {
	ok := true
	qual := func(p *types.Package) string {
		if p == pass.Pkg {
			return ""
		}
		for _, imp := range file.Imports {
			if strings.Trim(imp.Path.Value, `"`) != p.Path() {
				continue
			}
			if imp.Name != nil {
				if imp.Name.Name == "_" || imp.Name.Name == "." {
					break
				}
				return imp.Name.Name
			}
			return p.Name()
		}
		ok = false
		return p.Name()
	}
	s := types.TypeString(t, qual)
	return s, ok
}
