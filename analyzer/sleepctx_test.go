package analyzer_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

// TestSleepCtx checks the findings and that the suggested fixes give the
// .golden file.
func TestSleepCtx(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata(), analyzer.NewSleepCtx(), "sleepctx")
}

// TestSleepCtxFixCompiles builds the fixed file (the .golden file) as a
// package of its own: the fix must give code that compiles.
func TestSleepCtxFixCompiles(t *testing.T) {
	t.Parallel()
	golden, err := os.ReadFile(filepath.Join(testdata(), "src", "sleepctx", "sleepctx.go.golden"))
	require.NoError(t, err)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module fixed\n\ngo 1.26\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "fixed.go"), golden, 0o644))
	cmd := exec.Command("go", "vet", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "the fixed file does not compile:\n%s", out)
}
