// Package plugin is the golangci-lint v2 module plugin of retrylint.
//
// Build a custom golangci-lint with it (.custom-gcl.yml):
//
//	version: v2.15.0
//	plugins:
//	  - module: github.com/retrylint/retrylint
//	    import: github.com/retrylint/retrylint/plugin
//	    version: latest
//
// and enable it (.golangci.yml):
//
//	version: "2"
//	linters:
//	  enable: [retrylint]
//	  settings:
//	    custom:
//	      retrylint:
//	        type: module
//	        description: finds retry cascades, misordered budgets and retried writes
//	        settings:
//	          nestedretry:
//	            max-product: 16
//	          budgetorder:
//	            budget-funcs: [example.com/lim.Gate.Check]
//	          disable: [writeretry]
//
// The settings are those of a .retrylint.yml file (package config): each
// check with its flags (the same names as -check.flag on the command
// line), "enable" or "disable" with checks, and "exclude" with rules;
// "severity" is accepted and left to golangci-lint's own severity rules.
// Unknown checks and flags are rejected with the list of known ones.
//
// Each check is also a linter of its own, registered under the check's
// name, whose settings are its flags (linters: enable: [nestedretry]),
// for //nolint:nestedretry. Under golangci-lint a finding's related
// locations are folded into its message, since golangci-lint would show
// each as an issue that //nolint on the finding's line does not reach.
package plugin

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/retrylint/retrylint/analyzer"
	"github.com/retrylint/retrylint/config"
)

// golangci-lint finds module plugins through these registrations; it is
// the one init of the project, as the plugin API requires. "retrylint"
// is every check; each check is also a linter of its own, named as the
// check, so that //nolint:<check> and per-check settings work.
func init() {
	register.Plugin("retrylint", New)
	for _, name := range analyzer.Names() {
		register.Plugin(name, NewCheck(name))
	}
}

// NewCheck returns the plugin constructor of the linter that is the one
// check name; its settings are the check's flags.
func NewCheck(name string) register.NewPlugin {
	return func(settings any) (register.LinterPlugin, error) {
		var a *analysis.Analyzer
		for _, c := range analyzer.All() {
			if c.Name == name {
				a = c
			}
		}
		if a == nil {
			return nil, fmt.Errorf("retrylint: unknown check %q", name)
		}
		if settings != nil {
			flags, ok := settings.(map[string]any)
			if !ok {
				return nil, fmt.Errorf("%s: settings must be a map of the check's flags, got %T", name, settings)
			}
			c, err := config.Parse(map[string]any{name: flags}, []*analysis.Analyzer{a})
			if err == nil {
				err = c.SetFlags([]*analysis.Analyzer{a})
			}
			if err != nil {
				return nil, fmt.Errorf("retrylint: %v", err)
			}
		}
		return &Plugin{analyzers: []*analysis.Analyzer{fold(a)}}, nil
	}
}

// fold makes a's findings carry their related information in the
// message: golangci-lint shows each related location as an issue of its
// own, which //nolint on the finding's line does not reach.
func fold(a *analysis.Analyzer) *analysis.Analyzer {
	run := a.Run
	a.Run = func(pass *analysis.Pass) (any, error) {
		report := pass.Report
		pass.Report = func(d analysis.Diagnostic) {
			if len(d.Related) > 0 {
				var parts []string
				for _, r := range d.Related {
					p := pass.Fset.Position(r.Pos)
					parts = append(parts, fmt.Sprintf("%s:%d: %s", filepath.Base(p.Filename), p.Line, r.Message))
				}
				d.Message += " [related: " + strings.Join(parts, "; ") + "]"
				d.Related = nil
			}
			report(d)
		}
		return run(pass)
	}
	return a
}

// Plugin holds the configured analyzers.
type Plugin struct {
	analyzers []*analysis.Analyzer
}

// New builds the analyzers and applies the settings: the keys of a
// .retrylint.yml file (package config), so one file's content can serve
// both. Severity is golangci-lint's own setting and is ignored here;
// exclusion paths are relative to the working directory.
func New(settings any) (register.LinterPlugin, error) {
	conf, ok := settings.(map[string]any)
	if settings != nil && !ok {
		return nil, fmt.Errorf("retrylint: settings must be a map of checks to their flags, got %T", settings)
	}
	all := analyzer.All()
	c, err := config.Parse(conf, all)
	if err != nil {
		return nil, fmt.Errorf("retrylint: %v", err)
	}
	c.Dir, _ = os.Getwd()
	if err := c.SetFlags(all); err != nil {
		return nil, fmt.Errorf("retrylint: %v", err)
	}
	p := &Plugin{}
	for _, a := range c.Apply(all) {
		p.analyzers = append(p.analyzers, fold(a))
	}
	return p, nil
}

// BuildAnalyzers returns the configured analyzers.
func (p *Plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) { return p.analyzers, nil }

// GetLoadMode asks for type information: the analyses build SSA.
func (p *Plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
