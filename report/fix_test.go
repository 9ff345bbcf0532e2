package report_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/retrylint/retrylint/report"
)

// fixable has a sleep that sleepctx offers to fix (Fetch) and a nest that
// no fix removes (Load).
const fixable = `package svc

import (
	"context"
	"net/http"
	"time"
)

func get(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Fetch sleeps between attempts: sleepctx offers a fix.
func Fetch(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = get(ctx, url); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Load retries Fetch: a nest, which no fix removes.
func Load(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = Fetch(ctx, url); err == nil {
			return nil
		}
	}
	return err
}
`

// TestDiff: -diff prints the fixes as a unified diff on stdout, which
// patch applies to give what -fix writes; it changes nothing, prints the
// findings on stderr and exits as a plain run. -fix applies the fix,
// reports what is left (at its new position) and exits 1 for it; a
// second -fix finds nothing more to fix.
func TestDiff(t *testing.T) {
	dir := tree(t, map[string]string{"svc.go": fixable})
	code, diff, stderr := run(t, "-retrydelay=false", "-diff", "./...")
	assert.Equal(t, report.ExitFindings, code, stderr)
	assert.True(t, strings.HasPrefix(diff, "--- a/svc.go\n+++ b/svc.go\n@@ -25,7 +25,13 @@\n"), diff)
	assert.Contains(t, diff, "\n-\t\ttime.Sleep(time.Second)\n+\t\ttimer := time.NewTimer(time.Second)\n+\t\tselect {\n+\t\tcase <-ctx.Done():\n")
	assert.Contains(t, stderr, "svc.go:28:3: sleepctx: ")
	assert.Contains(t, stderr, "svc.go:37:12: nestedretry: ")
	src, err := os.ReadFile(filepath.Join(dir, "svc.go"))
	require.NoError(t, err)
	assert.Equal(t, fixable, string(src), "-diff changes nothing")

	code, stdout, stderr := run(t, "-retrydelay=false", "-fix", "./...")
	assert.Equal(t, report.ExitFindings, code, "the nest is left")
	assert.Equal(t, "retrylint: applied 1 suggested fixes to 1 files\n", stderr)
	assert.NotContains(t, stdout, "sleepctx")
	assert.Contains(t, stdout, "svc.go:43:12: nestedretry: for loop (2 attempts) calls svc.Fetch", "the nest, six lines down now")
	fixed, err := os.ReadFile(filepath.Join(dir, "svc.go"))
	require.NoError(t, err)
	assert.Contains(t, string(fixed), "\t\tcase <-ctx.Done():\n\t\t\ttimer.Stop()\n\t\t\treturn ctx.Err()\n")

	// The diff, applied by patch, is what -fix wrote.
	if patch, err := exec.LookPath("patch"); err == nil {
		orig := t.TempDir()
		require.NoError(t, os.WriteFile(filepath.Join(orig, "svc.go"), []byte(fixable), 0o644))
		cmd := exec.Command(patch, "-p1")
		cmd.Dir, cmd.Stdin = orig, strings.NewReader(diff)
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "%s", out)
		patched, err := os.ReadFile(filepath.Join(orig, "svc.go"))
		require.NoError(t, err)
		assert.Equal(t, string(fixed), string(patched))
	}

	code, stdout2, stderr := run(t, "-retrydelay=false", "-fix", "./...")
	assert.Equal(t, report.ExitFindings, code)
	assert.Empty(t, stderr, "nothing more to fix")
	assert.Equal(t, stdout, stdout2)
	code, diff, _ = run(t, "-retrydelay=false", "-diff", "./...")
	assert.Equal(t, report.ExitFindings, code)
	assert.Empty(t, diff)

	code, _, stderr = run(t, "-diff", "-json", "./...")
	assert.Equal(t, report.ExitError, code)
	assert.Contains(t, stderr, "-diff prints the diffs on stdout")
}

// TestFixWithBrokenPackage: -fix fixes what loaded and exits 2 when a
// package did not (and 2 rather than 1 when findings are left too).
func TestFixWithBrokenPackage(t *testing.T) {
	dir := tree(t, map[string]string{
		"svc.go":     fixable,
		"bad/bad.go": "package bad\n\nfunc Count() int { return \"three\" }\n",
	})
	code, stdout, stderr := run(t, "-retrydelay=false", "-fix", "./...")
	assert.Equal(t, report.ExitError, code, stdout+stderr)
	assert.Equal(t, []string{"bad/bad.go:3:27: cannot use \"three\" (untyped string constant) as int value in return statement"}, errLines(stderr))
	assert.Contains(t, stdout, ": nestedretry: ")
	fixed, err := os.ReadFile(filepath.Join(dir, "svc.go"))
	require.NoError(t, err)
	assert.Contains(t, string(fixed), "case <-ctx.Done():")
}

// TestJSONSuggestedFixes: -json carries each finding's suggested fixes in
// x/tools' shape (suggested_fixes: message, edits: filename, start, end,
// new), byte offsets into the file as analysed.
func TestJSONSuggestedFixes(t *testing.T) {
	dir := tree(t, map[string]string{"svc.go": fixable})
	code, stdout, stderr := run(t, "-retrydelay=false", "-json", "./...")
	require.Equal(t, report.ExitFindings, code, stderr)
	var tree map[string]map[string][]map[string]any
	require.NoError(t, json.Unmarshal([]byte(stdout), &tree), stdout)
	diags := tree["example.com/svc"]["sleepctx"]
	require.Len(t, diags, 1, stdout)
	fixes, ok := diags[0]["suggested_fixes"].([]any)
	require.True(t, ok, stdout)
	require.Len(t, fixes, 1)
	fix := fixes[0].(map[string]any)
	assert.Equal(t, "wait on ctx.Done() and a timer", fix["message"])
	edits := fix["edits"].([]any)
	require.Len(t, edits, 1)
	edit := edits[0].(map[string]any)
	assert.ElementsMatch(t, []string{"filename", "start", "end", "new"}, keys(edit))
	file := edit["filename"].(string)
	assert.True(t, filepath.IsAbs(file), file)
	real, _ := filepath.EvalSymlinks(filepath.Join(dir, "svc.go"))
	assert.Contains(t, []string{filepath.Join(dir, "svc.go"), real}, file)
	start, end := int(edit["start"].(float64)), int(edit["end"].(float64))
	assert.Equal(t, "time.Sleep(time.Second)", fixable[start:end])
	assert.Contains(t, edit["new"], "NewTimer(time.Second)")
	assert.NotContains(t, tree["example.com/svc"]["nestedretry"][0], "suggested_fixes", "no fix, no key")
}
