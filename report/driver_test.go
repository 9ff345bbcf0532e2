package report_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/retrylint/retrylint/analyzer"
	"github.com/retrylint/retrylint/report"
)

// TestExitCodes: every output mode exits the same way: 1 with findings,
// 0 without (or with -exit-zero), 2 on usage and load errors.
func TestExitCodes(t *testing.T) {
	dir := module(t, service)
	for _, tc := range []struct {
		args []string
		want int
	}{
		{[]string{"./..."}, report.ExitFindings},
		{[]string{"-json", "./..."}, report.ExitFindings},
		{[]string{"-sarif", "-", "./..."}, report.ExitFindings},
		{[]string{"-sarif", "out.sarif", "-json", "./..."}, report.ExitFindings},
		{[]string{"-exit-zero", "./..."}, report.ExitClean},
		{[]string{"-exit-zero", "-json", "./..."}, report.ExitClean},
		{[]string{"-nestedretry=false", "-retrydelay=false", "./..."}, report.ExitClean},
		{[]string{"-no-such-flag", "./..."}, report.ExitError},
		{[]string{"-json", "-sarif", "-", "./..."}, report.ExitError},
		{[]string{}, report.ExitError},
		{[]string{"./nosuchdir/..."}, report.ExitError},
	} {
		code, _, stderr := run(t, tc.args...)
		assert.Equal(t, tc.want, code, "%v\n%s", tc.args, stderr)
	}
	_ = dir
}

// TestTextNamesTheCheck: the text is "file:line:col: check: message" on
// stdout, the related locations below with a tab; stderr is empty.
func TestTextNamesTheCheck(t *testing.T) {
	module(t, service)
	code, stdout, stderr := run(t, "-retrydelay=false", "./...")
	require.Equal(t, report.ExitFindings, code, stderr)
	assert.Empty(t, stderr)
	assert.Regexp(t, `(?m)^svc\.go:23:\d+: nestedretry: for loop \(2 attempts\) calls svc\.fetch`, stdout)
	assert.Regexp(t, `(?m)^svc\.go:\d+:\d+: \tfor loop retries here$`, stdout)
	code, stdout, _ = run(t, "-retrydelay=false", "-c", "0", "./...")
	require.Equal(t, report.ExitFindings, code)
	assert.Contains(t, stdout, "23\t\t\tif err = fetch(url); err == nil {\n", "-c=0 prints the flagged line")
}

// withTest adds a test file to the module, so that the package has a
// test variant that reports the same findings again.
func withTest(t *testing.T, dir string) {
	require.NoError(t, os.WriteFile(filepath.Join(dir, "svc_test.go"), []byte("package svc\n\nimport \"testing\"\n\nfunc TestLoad(t *testing.T) { _ = Load }\n"), 0o644))
}

// TestJSONOnce: -json has go vet's shape (package → check → findings),
// and a finding that the package and its test variant both report is
// listed once, under the package.
func TestJSONOnce(t *testing.T) {
	dir := module(t, service)
	withTest(t, dir)
	code, stdout, stderr := run(t, "-json", "./...")
	require.Equal(t, report.ExitFindings, code, stderr)
	var tree map[string]map[string][]struct {
		Posn, End, Message string
		Related            []struct{ Posn, Message string }
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &tree), stdout)
	require.Contains(t, tree, "example.com/svc")
	assert.Len(t, tree, 1, "nothing under the test variant: %v", keys(tree))
	nest := tree["example.com/svc"]["nestedretry"]
	require.Len(t, nest, 1)
	assert.Regexp(t, `svc\.go:23:\d+$`, nest[0].Posn)
	assert.True(t, filepath.IsAbs(strings.Split(nest[0].Posn, ":")[0]), "positions are absolute, as go vet prints them")
	assert.NotEmpty(t, nest[0].Related)
	code, again, _ := run(t, "-json", "./...")
	require.Equal(t, report.ExitFindings, code)
	assert.Equal(t, stdout, again, "two runs print the same bytes")
}

func keys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// TestConfigFile: a .retrylint.yml above the working directory sets
// the checks, their flags, their severity and the exclusions; the
// command line overrides it.
func TestConfigFile(t *testing.T) {
	dir := module(t, service)
	write := func(text string) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, ".retrylint.yml"), []byte(text), 0o644))
	}
	// A flag: the nest of 3 × 2 = 6 calls is under a product of 8.
	write("disable: [retrydelay]\nnestedretry:\n  max-product: 8\n")
	code, stdout, stderr := run(t, "./...")
	assert.Equal(t, report.ExitClean, code, stdout+stderr)
	assert.Empty(t, stdout)
	// The command line wins over the file.
	code, stdout, _ = run(t, "-nestedretry.max-product=2", "./...")
	assert.Equal(t, report.ExitFindings, code)
	assert.Contains(t, stdout, ": nestedretry: ")
	assert.NotContains(t, stdout, "retrydelay", "disabled in the file")
	// A note is printed and does not fail the run; SARIF says note.
	write("disable: [retrydelay]\nseverity:\n  nestedretry: note\n")
	code, stdout, stderr = run(t, "-sarif", "out.sarif", "./...")
	assert.Equal(t, report.ExitClean, code, stderr)
	assert.Contains(t, stdout, ": nestedretry (note): ")
	data, err := os.ReadFile(filepath.Join(dir, "out.sarif"))
	require.NoError(t, err)
	assert.Contains(t, string(data), `"level": "note"`)
	// An exclusion by path and check.
	write("exclude:\n  - path: ^svc\\.go$\n    checks: [nestedretry]\n    reason: legacy\n")
	code, stdout, _ = run(t, "./...")
	assert.Equal(t, report.ExitFindings, code, "retrydelay is not excluded")
	assert.NotContains(t, stdout, "nestedretry")
	assert.Contains(t, stdout, "retrydelay")
	// From a subdirectory the file above is found; -config=none reads none.
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "sub"), 0o755))
	t.Chdir(filepath.Join(dir, "sub"))
	code, stdout, _ = run(t, "../...")
	assert.Equal(t, report.ExitFindings, code)
	assert.NotContains(t, stdout, "nestedretry")
	code, stdout, _ = run(t, "-config=none", "../...")
	assert.Equal(t, report.ExitFindings, code)
	assert.Contains(t, stdout, "nestedretry")
	// A bad file is a usage error that says what is known.
	t.Chdir(dir)
	write("nestedretri:\n  max-product: 8\n")
	code, _, stderr = run(t, "./...")
	assert.Equal(t, report.ExitError, code)
	assert.Contains(t, stderr, ".retrylint.yml")
	assert.Contains(t, stderr, "nestedretry, budgetorder")
	write("severity:\n  nestedretry: fatal\n")
	code, _, stderr = run(t, "./...")
	assert.Equal(t, report.ExitError, code)
	assert.Contains(t, stderr, "error, warning, note")
}

// TestSummary: -summary prints the counts on stderr, with the new ones
// under a baseline.
func TestSummary(t *testing.T) {
	module(t, service)
	code, _, stderr := run(t, "-write-baseline", "base.json", "./...")
	require.Equal(t, report.ExitClean, code, stderr)
	code, _, stderr = run(t, "-summary", "-baseline", "base.json", "./...")
	assert.Equal(t, report.ExitClean, code)
	assert.Regexp(t, regexp.MustCompile(`(?m)^retrylint: 1 packages, \d+ findings \(0 new\)$`), stderr)
}

// TestIncludeTypo: an include prefix that matches no package analysed
// is a warning, not a silent check that reports nothing.
func TestIncludeTypo(t *testing.T) {
	module(t, service)
	code, _, stderr := run(t, "-nestedretry.include=example.com/svcc", "./...")
	assert.Equal(t, report.ExitFindings, code, "retrydelay still reports")
	assert.Contains(t, stderr, `-nestedretry.include prefix "example.com/svcc" matches no package analysed`)
	_, _, stderr = run(t, "-nestedretry.include=example.com/svc", "./...")
	assert.NotContains(t, stderr, "matches no package")
}

// TestReadmeListsFlags: every flag of the command that is not a check's
// is in the README's flags table.
func TestReadmeListsFlags(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	code, _, stderr := run(t, "-help")
	require.Equal(t, report.ExitClean, code)
	flags := regexp.MustCompile(`(?m)^  -([a-z-]+)\b`).FindAllStringSubmatch(stderr, -1)
	require.NotEmpty(t, flags, stderr)
	checks := map[string]bool{}
	for _, n := range analyzerNames() {
		checks[n] = true
	}
	for _, f := range flags {
		if checks[f[1]] {
			continue // the checks' rows are held by the analyzer's doc test
		}
		if undocumented[f[1]] {
			assert.NotContains(t, string(readme), "`-"+f[1], "the README lists -%s now: take it out of undocumented", f[1])
			continue
		}
		assert.Contains(t, string(readme), "`-"+f[1], "README flags table lists -%s", f[1])
	}
}

// undocumented is the flags whose README rows are written but not yet
// placed: the README is being moved into docs/ on another branch, and
// the rows go in with it (the driver branch's hand-off has them).
var undocumented = map[string]bool{"tags": true}

func analyzerNames() []string { return analyzer.Names() }
