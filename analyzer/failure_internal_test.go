package analyzer

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

type recorder struct{ msgs []string }

func (r *recorder) Errorf(format string, args ...any) {
	r.msgs = append(r.msgs, fmt.Sprintf(format, args...))
}

func fixtures(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "testdata"))
	require.NoError(t, err)
	return dir
}

// TestCheckPanic: a panic in a check costs that check on that package:
// the check's error names both and the panic; nothing else fails.
func TestCheckPanic(t *testing.T) {
	t.Parallel()
	a := newCheck("nestedretry", &scope{}, func(*analysis.Pass) (any, error) { panic("boom") })
	var r recorder
	analysistest.Run(&r, fixtures(t), a, "failure/dep")
	joined := strings.Join(r.msgs, "\n")
	assert.Contains(t, joined, "internal error in check nestedretry on package failure/dep: panic: boom (please report it with the package's code)")
	assert.NotContains(t, joined, "failed prerequisites")
}

// TestSummaryFailureOnce: when the package's summary failed, the first
// check to run returns the failure as its error and the others report
// nothing, so a driver prints it once per package.
// Not parallel: it sets the variable that injects the panic.
func TestSummaryFailureOnce(t *testing.T) {
	t.Setenv("RETRYLINT_INJECT_PANIC", "failure/dep.Fetch")
	dir := fixtures(t)
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  filepath.Join(dir, "src", "failure", "dep"),
		Env:  append(os.Environ(), "GOPATH="+dir, "GO111MODULE=off", "GOPROXY=off"),
	}
	pkgs, err := packages.Load(cfg, "failure/dep")
	require.NoError(t, err)
	require.Len(t, pkgs, 1)
	require.Empty(t, pkgs[0].Errors)
	graph, err := checker.Analyze(All(), pkgs, nil)
	require.NoError(t, err)
	var errs []string
	for _, act := range graph.Roots {
		if act.Err != nil {
			errs = append(errs, act.Err.Error())
		}
		assert.Empty(t, act.Diagnostics, act.Analyzer.Name)
	}
	require.Len(t, errs, 1, "%s", strings.Join(errs, "\n"))
	assert.Contains(t, errs[0], "internal error in package failure/dep, function failure/dep.Fetch: panic: injected")
}
