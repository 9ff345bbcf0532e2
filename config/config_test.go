package config_test

import (
	"go/token"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"

	"github.com/retrylint/retrylint/analyzer"
	"github.com/retrylint/retrylint/config"
)

func TestFindUpwards(t *testing.T) {
	root := t.TempDir()
	sub := filepath.Join(root, "a", "b")
	require.NoError(t, os.MkdirAll(sub, 0o755))
	assert.Empty(t, config.Find(sub))
	require.NoError(t, os.WriteFile(filepath.Join(root, ".retrylint.yml"), []byte("disable: [retrydelay]\n"), 0o644))
	assert.Equal(t, filepath.Join(root, ".retrylint.yml"), config.Find(sub))
	require.NoError(t, os.WriteFile(filepath.Join(root, "a", ".retrylint.yaml"), []byte("{}\n"), 0o644))
	assert.Equal(t, filepath.Join(root, "a", ".retrylint.yaml"), config.Find(sub), "the nearest file wins")
}

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, ".retrylint.yml")
	require.NoError(t, os.WriteFile(path, []byte(`
enable: [nestedretry, writeretry, retrydelay]
disable: [retrydelay]
nestedretry:
  max-product: 16
  include: [example.com/svc, example.com/lib]
severity:
  writeretry: error
  nestedretry: note
exclude:
  - path: ^internal/legacy/
    checks: [writeretry]
    reason: replaced next quarter
  - text: idempotency
`), 0o644))
	checks := analyzer.All()
	c, err := config.Load(path, checks)
	require.NoError(t, err)
	require.NoError(t, c.SetFlags(checks))
	assert.Equal(t, "16", checks[0].Flags.Lookup("max-product").Value.String())
	assert.Equal(t, "example.com/svc,example.com/lib", checks[0].Flags.Lookup("include").Value.String())
	var run []string
	for _, a := range c.Apply(checks) {
		run = append(run, a.Name)
	}
	assert.Equal(t, []string{"nestedretry", "writeretry"}, run)
	assert.Equal(t, "error", c.SeverityOf("writeretry"))
	assert.Equal(t, "note", c.SeverityOf("nestedretry"))
	assert.Equal(t, config.DefaultSeverity, c.SeverityOf("budgetorder"))
	assert.False(t, config.Fails("note"))
	assert.True(t, config.Fails("warning"))
	assert.True(t, c.Excluded("writeretry", "internal/legacy/a.go", "x"))
	assert.False(t, c.Excluded("nestedretry", "internal/legacy/a.go", "x"), "the rule names writeretry only")
	assert.True(t, c.Excluded("nestedretry", "svc.go", "send an idempotency key"), "a rule without checks covers every check")
	assert.False(t, c.Excluded("nestedretry", "svc.go", "x"))
	assert.NotEmpty(t, c.Hash())
}

func TestBadConfig(t *testing.T) {
	checks := analyzer.All()
	for name, raw := range map[string]map[string]any{
		"unknown key":      {"nestedretri": map[string]any{}},
		"unknown flag":     {"nestedretry": map[string]any{"max-prodct": 3}},
		"disable unknown":  {"disable": []any{"writeretri"}},
		"enable unknown":   {"enable": "nestedretry,writeretri"},
		"severity unknown": {"severity": map[string]any{"nestedretry": "fatal"}},
		"severity check":   {"severity": map[string]any{"nestedretri": "note"}},
		"rule regexp":      {"exclude": []any{map[string]any{"path": "("}}},
		"rule empty":       {"exclude": []any{map[string]any{"reason": "all"}}},
		"rule key":         {"exclude": []any{map[string]any{"file": "a.go"}}},
		"rule check":       {"exclude": []any{map[string]any{"checks": []any{"nestedretri"}}}},
	} {
		_, err := config.Parse(raw, checks)
		assert.Error(t, err, name)
	}
	// A value the flag refuses is found when the flags are set.
	c, err := config.Parse(map[string]any{"nestedretry": map[string]any{"max-product": 0}}, checks)
	require.NoError(t, err)
	assert.Error(t, c.SetFlags(checks))
}

// TestExclusionsWrapReport: an excluded finding never reaches the
// driver, whichever driver runs the check.
func TestExclusionsWrapReport(t *testing.T) {
	c, err := config.Parse(map[string]any{"exclude": []any{map[string]any{"text": "^drop"}}}, analyzer.All())
	require.NoError(t, err)
	var got []string
	a := &analysis.Analyzer{Name: "nestedretry", Doc: "nestedretry: x", Run: func(pass *analysis.Pass) (any, error) {
		pass.Report(analysis.Diagnostic{Message: "drop me"})
		pass.Report(analysis.Diagnostic{Message: "keep me"})
		return nil, nil
	}}
	a = c.Exclusions([]*analysis.Analyzer{a})[0]
	pass := &analysis.Pass{Report: func(d analysis.Diagnostic) { got = append(got, d.Message) }}
	pass.Fset = token.NewFileSet()
	_, err = a.Run(pass)
	require.NoError(t, err)
	assert.Equal(t, []string{"keep me"}, got)
}
