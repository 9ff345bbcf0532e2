package analyzer

import (
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/retrylint/retrylint/callgraph"
)

// NewDirectives returns a new directives analyzer with its own flags.
func NewDirectives() *analysis.Analyzer {
	c := &directiveCheck{}
	return newCheck("directives", &c.scope, c.run)
}

type directiveCheck struct {
	scope
}

// run reports the directives that are wrong whatever the checks find: an
// unknown kind, an ignore that names no check, a missing reason, and a
// directive that attaches to nothing. An ignore that matches no finding
// is reported by the check it names (only it knows its findings).
func (c *directiveCheck) run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[callgraph.Analyzer].(*callgraph.Result)
	rep := newReporter(pass, "directives", &c.scope, nil)
	for _, d := range res.Directives() {
		if !rep.reportable(d.Pos) {
			continue
		}
		switch {
		case d.Spaced:
			pass.Reportf(d.Pos, "// retrylint:%s is no directive: a directive has no space after the slashes; write //retrylint:%s", d.Kind, d.Kind)
		case !d.Known():
			var kinds []string
			for _, k := range callgraph.DirectiveKinds {
				kinds = append(kinds, string(k))
			}
			pass.Reportf(d.Pos, "unknown directive retrylint:%s; use one of %s", d.Kind, strings.Join(kinds, ", "))
		case d.Kind == callgraph.Ignore:
			switch unknown := unknownChecks(d.Checks); {
			case len(d.Checks) == 0 || len(unknown) > 0:
				name := ""
				if len(unknown) > 0 {
					name = unknown[0]
				}
				pass.Reportf(d.Pos, "retrylint:ignore names no known check %q; write //retrylint:ignore <check>[,<check>...] <reason> with checks among %s", name, strings.Join(ignorable(), ", "))
			case d.Reason == "":
				pass.Reportf(d.Pos, "retrylint:ignore %s directive has no reason; say why the finding is fine", d.Args[0])
			}
		case d.Reason == "":
			pass.Reportf(d.Pos, "retrylint:%s directive has no reason; say why after the directive", d.Kind)
		case d.Kind == callgraph.Retrier && !res.Attached(d):
			pass.Reportf(d.Pos, "retrylint:retrier directive is not on a function declaration; put it in the doc comment of the retrying function")
		case !res.Attached(d):
			pass.Reportf(d.Pos, "retrylint:%s directive is not on a function declaration or the line of a call; put it in the doc comment of the function or on the call", d.Kind)
		}
	}
	return nil, nil
}

// unknownChecks returns the names that are no check.
func unknownChecks(names []string) []string {
	var out []string
	for _, n := range names {
		if !isCheck(n) {
			out = append(out, n)
		}
	}
	return out
}

// ignorable returns the checks an ignore can name.
func ignorable() []string { return Names() }
