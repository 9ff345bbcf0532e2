package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/retrylint/retrylint/callgraph"
)

// NewBudgetOrder returns a new budgetorder analyzer with its own flags.
func NewBudgetOrder() *analysis.Analyzer {
	c := &budgetOrder{}
	a := newCheck("budgetorder", &c.scope, c.run)
	a.Flags.Var(&c.budgetFuncs, "budget-funcs", "comma-separated functions that are budget checks (pkg/path.Func or pkg/path.Type.Method)")
	a.Flags.Var(&c.routeFuncs, "route-funcs", "comma-separated functions that are route selections (pkg/path.Func or pkg/path.Type.Method)")
	return a
}

type budgetOrder struct {
	budgetFuncs funcList
	routeFuncs  funcList
	scope
}

func (c *budgetOrder) run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[callgraph.Analyzer].(*callgraph.Result)
	rep := newReporter(pass, "budgetorder", &c.scope, res.Directives())
	for _, p := range res.OrderProblems(c.budgetFuncs, c.routeFuncs) {
		if !rep.reportable(p.At) {
			continue // the selection or fan-out is in a test (or generated) file that is not reported
		}
		start, end := rep.callRange(p.Budget)
		line := lineOf(pass.Fset, p.Budget, p.At)
		d := analysis.Diagnostic{Pos: start, End: end}
		switch p.Kind {
		case callgraph.BudgetAfterRoute:
			d.Message = fmt.Sprintf("budget check %s runs after replica selection %s at %s; check the budget before choosing a route (budget → route → call)",
				rep.exprText(p.Budget), rep.exprText(p.At), line)
			d.Related = []analysis.RelatedInformation{{Pos: p.At, Message: "replica selected here"}}
		case callgraph.BudgetAfterFanOut:
			d.Message = fmt.Sprintf("budget check %s runs after the fan-out at %s has started the calls it should limit; check the budget before starting them (budget → route → call)",
				rep.exprText(p.Budget), line)
			d.Related = []analysis.RelatedInformation{{Pos: p.At, Message: "fan-out starts here"}}
		}
		rep.report(d)
	}
	rep.flush()
	return nil, nil
}

// exprText is the source text of what a call calls (r.limiter.Allow) or
// of the slice a selection indexes (r.replicas[...]).
func (r *reporter) exprText(pos token.Pos) string {
	if c, ok := r.callAt(pos); ok {
		return types.ExprString(c.Fun)
	}
	if ix, ok := r.indexAt(pos); ok {
		return types.ExprString(ix.X) + "[...]"
	}
	return "call"
}

func (r *reporter) indexAt(pos token.Pos) (*ast.IndexExpr, bool) {
	if r.indexes == nil {
		r.indexes = map[token.Pos]*ast.IndexExpr{}
		for _, f := range r.pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				if ix, ok := n.(*ast.IndexExpr); ok {
					r.indexes[ix.Lbrack] = ix
				}
				return true
			})
		}
	}
	ix, ok := r.indexes[pos]
	return ix, ok
}

// funcList is a comma-separated list of pkg/path.Func or
// pkg/path.Type.Method, validated when set.
type funcList []string

func (l *funcList) String() string { return strings.Join(*l, ",") }

func (l *funcList) Set(s string) error {
	var out []string
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		slash := strings.LastIndexByte(item, '/')
		rest := item[slash+1:]
		parts := strings.Split(rest, ".")
		if len(parts) < 2 || len(parts) > 3 {
			return fmt.Errorf("%q: want pkg/path.Func or pkg/path.Type.Method", item)
		}
		for _, p := range parts {
			if p == "" || !token.IsIdentifier(p) && p != parts[0] {
				return fmt.Errorf("%q: want pkg/path.Func or pkg/path.Type.Method", item)
			}
		}
		out = append(out, item)
	}
	*l = out
	return nil
}

// lineOf says where at is, seen from pos: "line 42" in the same file,
// "retry.go:42" in another.
func lineOf(fset *token.FileSet, pos, at token.Pos) string {
	p, a := fset.Position(pos), fset.Position(at)
	if p.Filename == a.Filename {
		return fmt.Sprintf("line %d", a.Line)
	}
	return fmt.Sprintf("%s:%d", filepath.Base(a.Filename), a.Line)
}
