package analyzer_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"

	"github.com/retrylint/retrylint/analyzer"
	nogobudgetorder "github.com/retrylint/retrylint/nogo/budgetorder"
	nogodirectives "github.com/retrylint/retrylint/nogo/directives"
	nogofallbackretry "github.com/retrylint/retrylint/nogo/fallbackretry"
	nogonestedretry "github.com/retrylint/retrylint/nogo/nestedretry"
	nogopermanentretry "github.com/retrylint/retrylint/nogo/permanentretry"
	nogoretrydelay "github.com/retrylint/retrylint/nogo/retrydelay"
	nogosleepctx "github.com/retrylint/retrylint/nogo/sleepctx"
	nogounboundedretry "github.com/retrylint/retrylint/nogo/unboundedretry"
	nogowriteretry "github.com/retrylint/retrylint/nogo/writeretry"
)

// TestRegistry holds everything that lists the checks to the registry:
// All and Names agree, in doc order (doc.go's sections), and there is
// one nogo package per check, named after it, with its Analyzer.
func TestRegistry(t *testing.T) {
	var all []string
	for _, a := range analyzer.All() {
		all = append(all, a.Name)
	}
	assert.Equal(t, analyzer.Names(), all)

	doc, err := os.ReadFile("doc.go")
	require.NoError(t, err)
	var sections []string
	for _, line := range strings.Split(string(doc), "\n") {
		if name, ok := strings.CutPrefix(line, "// # Analyzer "); ok {
			sections = append(sections, name)
		}
	}
	assert.Equal(t, all, sections, "doc.go has one section per check, in the registry's order")

	entries, err := os.ReadDir("../nogo")
	require.NoError(t, err)
	var dirs []string
	for _, e := range entries {
		if e.IsDir() {
			dirs = append(dirs, e.Name())
		}
	}
	want := append([]string(nil), all...)
	sort.Strings(want)
	assert.Equal(t, want, dirs, "one nogo package per check")
	nogo := map[string]*analysis.Analyzer{
		"nestedretry": nogonestedretry.Analyzer, "budgetorder": nogobudgetorder.Analyzer,
		"writeretry": nogowriteretry.Analyzer, "unboundedretry": nogounboundedretry.Analyzer, "retrydelay": nogoretrydelay.Analyzer, "sleepctx": nogosleepctx.Analyzer,
		"fallbackretry": nogofallbackretry.Analyzer, "permanentretry": nogopermanentretry.Analyzer,
		"directives": nogodirectives.Analyzer,
	}
	for _, name := range all {
		if assert.Contains(t, nogo, name, "the test imports nogo/%s", name) {
			assert.Equal(t, name, nogo[name].Name)
		}
	}
}

// TestChecksReadNoSSA: the checks read callgraph's query API, never SSA.
func TestChecksReadNoSSA(t *testing.T) {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, parser.ImportsOnly)
		require.NoError(t, err)
		for _, imp := range file.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			assert.False(t, strings.HasPrefix(path, "golang.org/x/tools/go/ssa"), "%s imports %s", f, path)
			assert.False(t, strings.Contains(path, "/callgraph/internal/"), "%s imports %s", f, path)
		}
	}
}
