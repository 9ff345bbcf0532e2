package plugin_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
	"github.com/retrylint/retrylint/plugin"
)

func names(t *testing.T, settings any) []string {
	t.Helper()
	p, err := plugin.New(settings)
	require.NoError(t, err)
	as, err := p.BuildAnalyzers()
	require.NoError(t, err)
	var out []string
	for _, a := range as {
		out = append(out, a.Name)
	}
	return out
}

func TestDefaults(t *testing.T) {
	assert.Equal(t, []string{"nestedretry", "budgetorder", "writeretry", "unboundedretry", "retrydelay", "sleepctx", "fallbackretry", "permanentretry", "directives"}, names(t, nil))
	assert.Equal(t, analyzer.Names(), names(t, nil), "the plugin serves every check of the registry")
	p, err := plugin.New(nil)
	require.NoError(t, err)
	assert.Equal(t, "typesinfo", p.GetLoadMode())
}

func TestSettingsReachFlags(t *testing.T) {
	p, err := plugin.New(map[string]any{
		"nestedretry": map[string]any{"max-product": 16, "tests": true},
		"budgetorder": map[string]any{"budget-funcs": []any{"example.com/lim.Gate.Check", "example.com/lim.permit"}},
		"retrydelay":  map[string]any{"jitter": false},
		"disable":     []any{"writeretry"},
	})
	require.NoError(t, err)
	as, err := p.BuildAnalyzers()
	require.NoError(t, err)
	require.Len(t, as, 8) // writeretry is disabled
	assert.Equal(t, "16", as[0].Flags.Lookup("max-product").Value.String())
	assert.Equal(t, "true", as[0].Flags.Lookup("tests").Value.String())
	assert.Equal(t, "example.com/lim.Gate.Check,example.com/lim.permit", as[1].Flags.Lookup("budget-funcs").Value.String())
	assert.Equal(t, "retrydelay", as[3].Name)
	assert.Equal(t, "false", as[3].Flags.Lookup("jitter").Value.String())
}

func TestBadSettings(t *testing.T) {
	for name, settings := range map[string]any{
		"unknown check":   map[string]any{"nestedretri": map[string]any{}},
		"unknown flag":    map[string]any{"nestedretry": map[string]any{"max-prodct": 3}},
		"invalid value":   map[string]any{"nestedretry": map[string]any{"max-product": 0}},
		"invalid list":    map[string]any{"budgetorder": map[string]any{"route-funcs": "nodot"}},
		"disable unknown": map[string]any{"disable": []any{"writeretri"}},
		"not a map":       []any{"nestedretry"},
	} {
		_, err := plugin.New(settings)
		assert.Error(t, err, name)
	}
}

// TestEachCheckIsALinter: every check is registered as a linter of its
// own, whose settings are its flags, so //nolint:<check> works.
func TestEachCheckIsALinter(t *testing.T) {
	for _, name := range analyzer.Names() {
		newPlugin, err := register.GetPlugin(name)
		require.NoError(t, err, name)
		p, err := newPlugin(nil)
		require.NoError(t, err, name)
		as, err := p.BuildAnalyzers()
		require.NoError(t, err)
		require.Len(t, as, 1, name)
		assert.Equal(t, name, as[0].Name)
	}
	newPlugin, err := register.GetPlugin("nestedretry")
	require.NoError(t, err)
	p, err := newPlugin(map[string]any{"max-product": 16})
	require.NoError(t, err)
	as, err := p.BuildAnalyzers()
	require.NoError(t, err)
	assert.Equal(t, "16", as[0].Flags.Lookup("max-product").Value.String())
	_, err = newPlugin(map[string]any{"max-prodcut": 16})
	assert.ErrorContains(t, err, "unknown flag")
}

// TestRelatedFolded: under golangci-lint a finding carries its related
// locations in its message (golangci shows related information as issues
// of their own, which //nolint on the finding's line leaves standing).
func TestRelatedFolded(t *testing.T) {
	newPlugin, err := register.GetPlugin("nestedretry")
	require.NoError(t, err)
	p, err := newPlugin(nil)
	require.NoError(t, err)
	as, err := p.BuildAnalyzers()
	require.NoError(t, err)
	dir, err := filepath.Abs(filepath.Join("..", "testdata"))
	require.NoError(t, err)
	results := analysistest.Run(t, dir, as[0], "pluginfold")
	folded := 0
	for _, r := range results {
		for _, d := range r.Diagnostics {
			assert.Empty(t, d.Related, d.Message)
			if strings.Contains(d.Message, " [related: ") {
				folded++
			}
		}
	}
	assert.Positive(t, folded, "some finding has related locations to fold")
}

// TestSharedSettings: the plugin reads the keys of a .retrylint.yml file
// (enable, exclude, severity), so one file's content serves both.
func TestSharedSettings(t *testing.T) {
	assert.Equal(t, []string{"nestedretry", "writeretry"}, names(t, map[string]any{
		"enable":   []any{"nestedretry", "writeretry"},
		"severity": map[string]any{"writeretry": "error"},
		"exclude":  []any{map[string]any{"path": "^legacy/", "checks": []any{"writeretry"}}},
	}))
	_, err := plugin.New(map[string]any{"exclude": []any{map[string]any{"path": "("}}})
	assert.Error(t, err)
}
