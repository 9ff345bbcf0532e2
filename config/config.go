// Package config reads retrylint's settings: which checks run, their
// flags, their severity and the findings excluded. The same settings
// come from a .retrylint.yml file (for the standalone command and go vet)
// or from golangci-lint's settings of the retrylint plugin:
//
//	# .retrylint.yml
//	disable: [retrydelay]          # or enable: [nestedretry, writeretry]
//	nestedretry:                   # a check: its flags, as -nestedretry.max-product
//	  max-product: 16
//	severity:                      # error, warning (the default) or note
//	  unboundedretry: note         # printed, but does not fail the run
//	exclude:
//	  - path: ^internal/legacy/    # a regular expression on the file's path
//	    checks: [writeretry]       # (default: every check)
//	    text: idempotency          # a regular expression on the message
//	    reason: replaced in Q3
//
// Paths in exclusions are slash paths relative to the directory of the
// file that holds them (the working directory for golangci-lint).
package config

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
	"golang.org/x/tools/go/analysis"
)

// Names are the file names searched for, upwards from the working
// directory, in this order within each directory.
var Names = []string{".retrylint.yml", ".retrylint.yaml"}

// Severities are the levels a check's findings can have, as in SARIF.
// Findings of level error and warning (the default) fail the command;
// notes are printed and do not.
var Severities = []string{"error", "warning", "note"}

// Config is a parsed configuration.
type Config struct {
	// Path is the file it was read from ("" for golangci-lint settings
	// or none); Dir is the directory exclusion paths are relative to.
	Path, Dir string
	// Enable, when not empty, is the only checks that run; Disable are
	// left out.
	Enable, Disable []string
	// Flags holds the flags of each check, as text.
	Flags map[string]map[string]string
	// Severity is the level of each check that is not the default.
	Severity map[string]string
	Exclude  []Rule
	// data is the file's content, for Hash.
	data []byte
}

// Rule excludes the findings that match all its fields that are set.
type Rule struct {
	Path, Text string
	Checks     []string
	Reason     string
	path, text *regexp.Regexp
}

// Find returns the configuration file that applies in dir: the first of
// Names in dir or the nearest directory above it; "" when there is none.
func Find(dir string) string {
	for d := dir; ; {
		for _, n := range Names {
			p := filepath.Join(d, n)
			if st, err := os.Stat(p); err == nil && !st.IsDir() {
				return p
			}
		}
		up := filepath.Dir(d)
		if up == d {
			return ""
		}
		d = up
	}
}

// Load reads and checks the file at path against the checks known.
func Load(path string, checks []*analysis.Analyzer) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var raw map[string]any
	if err := yaml.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	c, err := Parse(raw, checks)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	abs, _ := filepath.Abs(path)
	c.Path, c.Dir, c.data = abs, filepath.Dir(abs), data
	return c, nil
}

// ForDir loads the file that applies in dir; with none, it returns an
// empty configuration.
func ForDir(dir string, checks []*analysis.Analyzer) (*Config, error) {
	p := Find(dir)
	if p == "" {
		return &Config{Dir: dir}, nil
	}
	return Load(p, checks)
}

// Parse reads settings (YAML or golangci-lint's) against the checks
// known; unknown checks, flags, severities and keys are errors that list
// what is known.
func Parse(raw map[string]any, checks []*analysis.Analyzer) (*Config, error) {
	byName := map[string]*analysis.Analyzer{}
	var names []string
	for _, a := range checks {
		byName[a.Name] = a
		names = append(names, a.Name)
	}
	known := func(list []string, what string) error {
		for _, n := range list {
			if byName[n] == nil {
				return fmt.Errorf("%s: unknown check %q (known: %s)", what, n, strings.Join(names, ", "))
			}
		}
		return nil
	}
	c := &Config{Flags: map[string]map[string]string{}, Severity: map[string]string{}}
	keys := make([]string, 0, len(raw))
	for k := range raw {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, key := range keys {
		val := raw[key]
		switch key {
		case "enable", "disable":
			list, err := stringList(val)
			if err == nil {
				err = known(list, key)
			}
			if err != nil {
				return nil, fmt.Errorf("%s: %v", key, err)
			}
			if key == "enable" {
				c.Enable = list
			} else {
				c.Disable = list
			}
		case "severity":
			m, ok := val.(map[string]any)
			if !ok {
				return nil, fmt.Errorf("severity: want a map of checks to %s, got %T", strings.Join(Severities, ", "), val)
			}
			for check, level := range m {
				if err := known([]string{check}, "severity"); err != nil {
					return nil, err
				}
				s, _ := level.(string)
				if !isSeverity(s) {
					return nil, fmt.Errorf("severity: %s: %v is not one of %s", check, level, strings.Join(Severities, ", "))
				}
				if s != DefaultSeverity {
					c.Severity[check] = s
				}
			}
		case "exclude":
			rules, err := parseRules(val, known)
			if err != nil {
				return nil, fmt.Errorf("exclude: %v", err)
			}
			c.Exclude = rules
		default:
			a := byName[key]
			if a == nil {
				return nil, fmt.Errorf("unknown setting %q: use a check name (%s), enable, disable, severity or exclude", key, strings.Join(names, ", "))
			}
			flags, ok := val.(map[string]any)
			if !ok {
				return nil, fmt.Errorf("%s: want a map of flags, got %T", key, val)
			}
			set := map[string]string{}
			for name, v := range flags {
				if a.Flags.Lookup(name) == nil {
					var fl []string
					a.Flags.VisitAll(func(f *flag.Flag) { fl = append(fl, f.Name) })
					return nil, fmt.Errorf("%s: unknown flag %q (known: %s)", key, name, strings.Join(fl, ", "))
				}
				text, err := flagValue(v)
				if err != nil {
					return nil, fmt.Errorf("%s.%s: %v", key, name, err)
				}
				set[name] = text
			}
			c.Flags[key] = set
		}
	}
	return c, nil
}

func isSeverity(s string) bool {
	for _, v := range Severities {
		if s == v {
			return true
		}
	}
	return false
}

func parseRules(val any, known func([]string, string) error) ([]Rule, error) {
	list, ok := val.([]any)
	if !ok {
		return nil, fmt.Errorf("want a list of rules (path, text, checks, reason), got %T", val)
	}
	var rules []Rule
	for i, e := range list {
		m, ok := e.(map[string]any)
		if !ok {
			return nil, fmt.Errorf("rule %d: want a map, got %T", i+1, e)
		}
		var r Rule
		for k, v := range m {
			var err error
			switch k {
			case "path", "text", "reason":
				s, ok := v.(string)
				if !ok {
					return nil, fmt.Errorf("rule %d: %s: want a string, got %T", i+1, k, v)
				}
				switch k {
				case "path":
					r.Path = s
					r.path, err = regexp.Compile(s)
				case "text":
					r.Text = s
					r.text, err = regexp.Compile(s)
				default:
					r.Reason = s
				}
			case "checks":
				r.Checks, err = stringList(v)
				if err == nil {
					err = known(r.Checks, "checks")
				}
			default:
				err = fmt.Errorf("unknown key %q (known: path, text, checks, reason)", k)
			}
			if err != nil {
				return nil, fmt.Errorf("rule %d: %v", i+1, err)
			}
		}
		if r.path == nil && r.text == nil && len(r.Checks) == 0 {
			return nil, fmt.Errorf("rule %d matches every finding: give a path, a text or checks", i+1)
		}
		rules = append(rules, r)
	}
	return rules, nil
}

// Excluded reports whether a finding of check at file (a slash path
// relative to the configuration's directory) with message is excluded.
func (c *Config) Excluded(check, file, message string) bool {
	for _, r := range c.Exclude {
		if len(r.Checks) > 0 && !contains(r.Checks, check) {
			continue
		}
		if r.path != nil && !r.path.MatchString(file) {
			continue
		}
		if r.text != nil && !r.text.MatchString(message) {
			continue
		}
		return true
	}
	return false
}

// SeverityOf returns the level of check's findings.
func (c *Config) SeverityOf(check string) string {
	if s := c.Severity[check]; s != "" {
		return s
	}
	return DefaultSeverity
}

// DefaultSeverity is the level of a check the configuration does not
// name: every check reports a risk to review, none a certain bug.
const DefaultSeverity = "warning"

// Fails reports whether findings of the level fail a run.
func Fails(level string) bool { return level != "note" }

// Enabled reports whether check runs, before command-line flags.
func (c *Config) Enabled(check string) bool {
	if len(c.Enable) > 0 && !contains(c.Enable, check) {
		return false
	}
	return !contains(c.Disable, check)
}

func contains(list []string, s string) bool {
	for _, e := range list {
		if e == s {
			return true
		}
	}
	return false
}

// Hash identifies the configuration's content, for go vet's cache: a
// changed file must change the tool's identity.
func (c *Config) Hash() []byte {
	if c == nil || c.data == nil {
		return nil
	}
	sum := sha256.Sum256(c.data)
	return sum[:]
}

// Apply returns the checks that run, each reporting through the
// exclusions; it does not set their flags (SetFlags does, before the
// command line's). The checks are changed in place: pass fresh ones
// (analyzer.All).
func (c *Config) Apply(checks []*analysis.Analyzer) []*analysis.Analyzer {
	var out []*analysis.Analyzer
	for _, a := range checks {
		if c.Enabled(a.Name) {
			out = append(out, c.exclude(a))
		}
	}
	return out
}

// Exclusions wraps each check to report through the exclusions alone,
// leaving the choice of checks to the caller.
func (c *Config) Exclusions(checks []*analysis.Analyzer) []*analysis.Analyzer {
	for i, a := range checks {
		checks[i] = c.exclude(a)
	}
	return checks
}

// SetFlags sets the flags of every check from the configuration,
// without choosing or wrapping any.
func (c *Config) SetFlags(checks []*analysis.Analyzer) error {
	for _, a := range checks {
		if err := c.setFlags(a); err != nil {
			return err
		}
	}
	return nil
}

func (c *Config) setFlags(a *analysis.Analyzer) error {
	flags := c.Flags[a.Name]
	names := make([]string, 0, len(flags))
	for k := range flags {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := a.Flags.Set(name, flags[name]); err != nil {
			return fmt.Errorf("%s.%s: %v", a.Name, name, err)
		}
	}
	return nil
}

// exclude makes a report through the exclusions; a check without any
// is returned as it is.
func (c *Config) exclude(a *analysis.Analyzer) *analysis.Analyzer {
	if len(c.Exclude) == 0 {
		return a
	}
	run := a.Run
	a.Run = func(pass *analysis.Pass) (any, error) {
		report := pass.Report
		pass.Report = func(d analysis.Diagnostic) {
			file := pass.Fset.Position(d.Pos).Filename
			if r, err := filepath.Rel(c.Dir, file); err == nil {
				file = r
			}
			if !c.Excluded(a.Name, filepath.ToSlash(file), d.Message) {
				report(d)
			}
		}
		return run(pass)
	}
	return a
}

// flagValue turns a YAML value into flag text: lists become comma lists.
func flagValue(v any) (string, error) {
	switch x := v.(type) {
	case string:
		return x, nil
	case bool, int, int64, uint64, float64:
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
		var out []string
		for _, s := range strings.Split(x, ",") {
			if s = strings.TrimSpace(s); s != "" {
				out = append(out, s)
			}
		}
		return out, nil
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
