package report

import (
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/retrylint/retrylint/analyzer"
)

// TestReleaseDependencies: a dependency that no check runs on loses its
// syntax and type information once its summary is made; the packages
// analysed keep theirs, and the findings are those of a run that keeps
// everything.
func TestReleaseDependencies(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) {
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644))
	}
	write("go.mod", "module example.com/svc\n\ngo 1.26.0\n")
	write("dep/dep.go", `package dep

import (
	"net/http"
	"time"
)

// Fetch retries a GET.
func Fetch(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = http.Get(url); err == nil {
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}
`)
	write("svc/svc.go", `package svc

import (
	"time"

	"example.com/svc/dep"
)

// Load retries dep.Fetch, which retries too.
func Load(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = dep.Fetch(url); err == nil {
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}
`)
	t.Setenv("GOFLAGS", "")
	t.Setenv("GOWORK", "off")
	findings := func(release bool) ([]string, *packages.Package, *packages.Package) {
		cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: dir}
		pkgs, err := packages.Load(cfg, "./svc")
		require.NoError(t, err)
		require.Len(t, pkgs, 1)
		if release {
			defer releaseDependencies(pkgs, new(failures))()
		}
		graph, err := checker.Analyze(analyzer.All(), pkgs, nil)
		require.NoError(t, err)
		var out []string
		for act := range graph.All() {
			if act.IsRoot {
				for _, d := range act.Diagnostics {
					out = append(out, act.Package.Fset.Position(d.Pos).String()+" "+d.Message)
				}
			}
		}
		return out, pkgs[0], pkgs[0].Imports["example.com/svc/dep"]
	}
	kept, _, keptDep := findings(false)
	got, root, dep := findings(true)
	require.NotEmpty(t, kept, "the nest is found")
	assert.ElementsMatch(t, kept, got)
	assert.NotNil(t, keptDep.Syntax, "without release the dependency keeps its syntax")
	assert.Nil(t, dep.Syntax, "the dependency's syntax is released")
	assert.Nil(t, dep.TypesInfo, "the dependency's type information is released")
	assert.NotNil(t, dep.Types, "its types stay: importers refer to them")
	assert.NotNil(t, root.Syntax, "the package analysed keeps its syntax")
	assert.NotNil(t, root.TypesInfo)
}

// TestAnalysisGC: the analysis runs under a soft memory limit at the heap
// the load left in use (not below 512 MiB), restored afterwards; a GOGC
// or GOMEMLIMIT of the user's is left alone.
func TestAnalysisGC(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	os.Unsetenv("GOGC")
	os.Unsetenv("GOMEMLIMIT")
	before := debug.SetMemoryLimit(-1)
	restore := analysisGC()
	during := debug.SetMemoryLimit(-1)
	restore()
	assert.GreaterOrEqual(t, during, int64(512<<20))
	assert.Less(t, during, before, "a limit is set")
	assert.Equal(t, before, debug.SetMemoryLimit(-1), "and restored")

	t.Setenv("GOGC", "100")
	restore = analysisGC()
	assert.Equal(t, before, debug.SetMemoryLimit(-1), "the user's GOGC: no limit")
	restore()
}
