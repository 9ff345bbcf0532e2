package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

// every runs all of retrylint's checks as one analyzer, each diagnostic
// prefixed with its check's name, so one fixture can hold a shape with
// every finding it should (and should not) raise: a retry loop is judged
// by unboundedretry, retrydelay, sleepctx and permanentretry at once.
func every() *analysis.Analyzer {
	checks := analyzer.All()
	a := &analysis.Analyzer{Name: "every", Doc: "every retrylint check, for the shape fixtures"}
	seen := map[*analysis.Analyzer]bool{}
	for _, c := range checks {
		for _, r := range c.Requires {
			if !seen[r] {
				seen[r] = true
				a.Requires = append(a.Requires, r)
			}
		}
	}
	a.Run = func(pass *analysis.Pass) (any, error) {
		for _, c := range checks {
			p := *pass
			p.Analyzer = c
			name := c.Name
			p.Report = func(d analysis.Diagnostic) {
				d.Message = name + ": " + d.Message
				pass.Report(d)
			}
			if _, err := c.Run(&p); err != nil {
				return nil, err
			}
		}
		return nil, nil
	}
	return a
}

// TestShapes holds the retry loops of the forms real code writes (issue
// "Layers that arrive by value"), each judged by every check.
func TestShapes(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), every(), "shapes/loops", "shapes/pause", "shapes/waits")
}
