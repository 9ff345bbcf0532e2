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
// Each key under settings is a check with its flags (the same names as
// -check.flag on the command line), or "disable" with checks to leave
// out. Unknown checks and flags are rejected with the list of known ones.
//
// Each check is also a linter of its own, registered under the check's
// name, whose settings are its flags (linters: enable: [nestedretry]),
// for //nolint:nestedretry. Under golangci-lint a finding's related
// locations are folded into its message, since golangci-lint would show
// each as an issue that //nolint on the finding's line does not reach.
package plugin

import (
	"flag"
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/retrylint/retrylint/analyzer"
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
			if err := setFlags(a, flags); err != nil {
				return nil, err
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

// New builds the analyzers and applies the settings to their flags.
func New(settings any) (register.LinterPlugin, error) {
	all := analyzer.All()
	byName := map[string]*analysis.Analyzer{}
	var names []string
	for _, a := range all {
		byName[a.Name] = a
		names = append(names, a.Name)
	}
	conf, ok := settings.(map[string]any)
	if settings != nil && !ok {
		return nil, fmt.Errorf("retrylint: settings must be a map of checks to their flags, got %T", settings)
	}
	disabled := map[string]bool{}
	keys := make([]string, 0, len(conf))
	for k := range conf {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, key := range keys {
		val := conf[key]
		if key == "disable" {
			list, err := stringList(val)
			if err != nil {
				return nil, fmt.Errorf("retrylint: disable: %v", err)
			}
			for _, name := range list {
				if byName[name] == nil {
					return nil, fmt.Errorf("retrylint: disable: unknown check %q (known: %s)", name, strings.Join(names, ", "))
				}
				disabled[name] = true
			}
			continue
		}
		a := byName[key]
		if a == nil {
			return nil, fmt.Errorf("retrylint: unknown setting %q: use a check name (%s) or disable", key, strings.Join(names, ", "))
		}
		flags, ok := val.(map[string]any)
		if !ok {
			return nil, fmt.Errorf("retrylint: %s: want a map of flags, got %T", key, val)
		}
		if err := setFlags(a, flags); err != nil {
			return nil, err
		}
	}
	p := &Plugin{}
	for _, a := range all {
		if !disabled[a.Name] {
			p.analyzers = append(p.analyzers, fold(a))
		}
	}
	return p, nil
}

// setFlags sets the flags of one analyzer, in a fixed order.
func setFlags(a *analysis.Analyzer, flags map[string]any) error {
	var known []string
	a.Flags.VisitAll(func(f *flag.Flag) { known = append(known, f.Name) })
	names := make([]string, 0, len(flags))
	for k := range flags {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, name := range names {
		if a.Flags.Lookup(name) == nil {
			return fmt.Errorf("retrylint: %s: unknown flag %q (known: %s)", a.Name, name, strings.Join(known, ", "))
		}
		val, err := flagValue(flags[name])
		if err != nil {
			return fmt.Errorf("retrylint: %s.%s: %v", a.Name, name, err)
		}
		if err := a.Flags.Set(name, val); err != nil {
			return fmt.Errorf("retrylint: %s.%s: %v", a.Name, name, err)
		}
	}
	return nil
}

// flagValue turns a YAML value into flag text: lists become comma lists.
func flagValue(v any) (string, error) {
	switch x := v.(type) {
	case string:
		return x, nil
	case bool, int, int64, float64:
		return fmt.Sprint(x), nil
	case []any:
		list, err := stringList(x)
		return strings.Join(list, ","), err
	}
	return "", fmt.Errorf("unsupported value %v (%T)", v, v)
}

func stringList(v any) ([]string, error) {
	switch x := v.(type) {
	case string:
		return strings.Split(x, ","), nil
	case []any:
		var out []string
		for _, e := range x {
			s, ok := e.(string)
			if !ok {
				return nil, fmt.Errorf("want a list of strings, got %v (%T)", e, e)
			}
			out = append(out, s)
		}
		return out, nil
	case []string:
		return x, nil
	}
	return nil, fmt.Errorf("want a list of strings, got %T", v)
}

// BuildAnalyzers returns the configured analyzers.
func (p *Plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) { return p.analyzers, nil }

// GetLoadMode asks for type information: the analyses build SSA.
func (p *Plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
