package callgraph_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/callgraph"
)

// recorder collects what analysistest would report as errors.
type recorder struct{ msgs []string }

func (r *recorder) Errorf(format string, args ...any) {
	r.msgs = append(r.msgs, fmt.Sprintf(format, args...))
}

// TestFailure: a panic while summarising a package costs that package
// only. The package's Result says what failed (package, function, panic),
// it exports no facts, and its importers are summarised without them.
// Not parallel: it sets the variable that injects the panic.
func TestFailure(t *testing.T) {
	// Without the panic, dep exports its facts and use's loop nests dep's
	// (the fixture's expectations, written for the failed run, differ).
	var control recorder
	analysistest.Run(&control, testdata(t), callgraph.Analyzer, "failure/use")
	joined := strings.Join(control.msgs, "\n")
	assert.Contains(t, joined, "chain(use.Sync[for loop, 3 attempts] > dep.Fetch[for loop, 3 attempts], 9 attempts)")

	t.Setenv("RETRYLINT_INJECT_PANIC", "failure/dep.Fetch")
	// dep: the Result names the failure, and no fact is exported
	// (analysistest fails on any fact the fixture does not expect).
	results := analysistest.Run(t, testdata(t), callgraph.Analyzer, "failure/dep")
	require.Len(t, results, 1)
	res, ok := results[0].Result.(*callgraph.Result)
	require.True(t, ok)
	f := res.Failure()
	require.NotNil(t, f)
	assert.Equal(t, "failure/dep", f.Package)
	assert.Equal(t, "failure/dep.Fetch", f.Function)
	assert.Contains(t, f.Panic, "injected")
	assert.NotEmpty(t, f.Stack)
	assert.Equal(t, "internal error in package failure/dep, function failure/dep.Fetch: panic: injected by RETRYLINT_INJECT_PANIC (this package's findings and facts are left out; please report it with the package's code)", f.Error())
	assert.Empty(t, res.Sites())
	assert.Same(t, f, res.ClaimFailure(), "the first check to ask gets the failure")
	assert.Nil(t, res.ClaimFailure(), "and the others do not")

	// use: summarised without dep's facts; its own owners are intact.
	results = analysistest.Run(t, testdata(t), callgraph.Analyzer, "failure/use")
	require.Len(t, results, 1)
	assert.Nil(t, results[0].Result.(*callgraph.Result).Failure())
}
