// Package report runs the retrylint checks for pre-merge use: it writes
// SARIF 2.1.0 for code scanning and applies a baseline of known findings,
// so that only new findings fail a check.
//
// It is used by cmd/retrylint when one of -sarif, -baseline or
// -write-baseline is given; without them the command is a plain
// multichecker (and the go vet -vettool protocol).
package report

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// Wanted reports whether the arguments ask for this driver.
func Wanted(args []string) bool {
	for _, a := range args {
		name := strings.TrimLeft(a, "-")
		name, _, _ = strings.Cut(name, "=")
		switch name {
		case "sarif", "baseline", "write-baseline":
			return strings.HasPrefix(a, "-")
		}
	}
	return false
}

// DeclareFlags declares the flags this driver serves on fs: the
// command declares them on its own flag set too, so that -help lists
// them whichever driver runs.
func DeclareFlags(fs *flag.FlagSet) (sarif, baseline, writeBaseline *string) {
	sarif = fs.String("sarif", "", "write the findings as SARIF 2.1.0 to `file` (- for stdout)")
	baseline = fs.String("baseline", "", "report only findings that are not in the baseline `file`")
	writeBaseline = fs.String("write-baseline", "", "record the current findings in the baseline `file`")
	return sarif, baseline, writeBaseline
}

// Finding is one diagnostic, positioned relative to the working directory.
type Finding struct {
	Rule string `json:"rule"`
	File string `json:"file"`
	// Source is the file relative to the source root (the repository's,
	// or the module's: sourceRoot), the same from any working directory.
	Source  string    `json:"source,omitempty"`
	Line    int       `json:"line"`
	Column  int       `json:"column"`
	EndLine int       `json:"endLine,omitempty"`
	EndCol  int       `json:"endColumn,omitempty"`
	Message string    `json:"message"`
	Key     string    `json:"key"`
	Related []Related `json:"related,omitempty"`
	legacy  string    // the key from the working directory (legacyKey)
}

// Related is a related location of a finding.
type Related struct {
	File    string `json:"file"`
	Source  string `json:"source,omitempty"`
	Line    int    `json:"line"`
	Message string `json:"message"`
}

// Main runs the analyzers on the package patterns in args and returns
// the exit code: 0 when nothing new was found, 3 when there are (new)
// findings, 1 on errors.
func Main(analyzers []*analysis.Analyzer, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("retrylint", flag.ContinueOnError)
	fs.SetOutput(stderr)
	sarifPath, baseline, writeBaseline := DeclareFlags(fs)
	tests := fs.Bool("test", true, "analyze test packages too")
	enabled := map[string]*bool{}
	for _, a := range analyzers {
		enabled[a.Name] = fs.Bool(a.Name, true, "run the "+a.Name+" check")
		a.Flags.VisitAll(func(f *flag.Flag) {
			fs.Var(f.Value, a.Name+"."+f.Name, f.Usage)
		})
	}
	if err := fs.Parse(args); err != nil {
		return 1
	}
	var run []*analysis.Analyzer
	for _, a := range analyzers {
		if *enabled[a.Name] {
			run = append(run, a)
		}
	}
	// What the outputs and the baseline need is checked before the
	// analysis, which can take minutes: a run must not end in a lost
	// file or a check that passes by accident.
	if err := checkOutputs(*sarifPath, *writeBaseline, *baseline); err != nil {
		fmt.Fprintf(stderr, "retrylint: %v\n", err)
		return 1
	}
	var base baselineFile
	if *baseline != "" {
		var err error
		if base, err = readBaseline(*baseline); err != nil {
			fmt.Fprintf(stderr, "retrylint: %v\n", err)
			return 1
		}
	}
	wd, _ := os.Getwd()
	root := sourceRoot(wd)
	findings, err := analyze(run, fs.Args(), *tests, wd, root)
	if err != nil {
		fmt.Fprintf(stderr, "retrylint: %v\n", err)
		return 1
	}
	if *writeBaseline != "" {
		if err := writeJSON(*writeBaseline, baselineFile{Version: baselineVersion, Findings: findings}); err != nil {
			fmt.Fprintf(stderr, "retrylint: %v\n", err)
			return 1
		}
		fmt.Fprintf(stderr, "retrylint: recorded %d findings in %s\n", len(findings), *writeBaseline)
	}
	if *baseline != "" {
		var stale []Finding
		findings, stale = subtract(findings, base.Findings)
		for _, s := range stale {
			fmt.Fprintf(stderr, "retrylint: stale baseline entry (no longer found): %s: %s: %s\n", s.File, s.Rule, s.Message)
		}
	}
	text := stdout
	if *sarifPath == "-" {
		text = stderr // stdout carries the SARIF document alone
	}
	for _, f := range findings {
		fmt.Fprintf(text, "%s:%d:%d: %s: %s\n", f.File, f.Line, f.Column, f.Rule, f.Message)
	}
	if *sarifPath != "" {
		if err := writeSARIF(*sarifPath, run, findings, root, stdout); err != nil {
			fmt.Fprintf(stderr, "retrylint: %v\n", err)
			return 1
		}
	}
	if len(findings) > 0 && *writeBaseline == "" {
		return 3
	}
	return 0
}

type baselineFile struct {
	Version  int       `json:"version"`
	Findings []Finding `json:"findings"`
}

// baselineVersion is the version of the baseline files this retrylint
// writes and reads.
const baselineVersion = 1

// readBaseline reads a baseline file: one of another version, or a file
// that is not one (no version: "{}"), is an error, not an empty baseline
// that would let every finding through as accepted.
func readBaseline(path string) (baselineFile, error) {
	var base baselineFile
	data, err := os.ReadFile(path)
	if err == nil {
		err = json.Unmarshal(data, &base)
	}
	if err != nil {
		return base, fmt.Errorf("reading baseline %s: %v", path, err)
	}
	if base.Version != baselineVersion {
		return base, fmt.Errorf("baseline %s has version %d, not %d: it is no baseline of this retrylint; write one with -write-baseline", path, base.Version, baselineVersion)
	}
	return base, nil
}

// checkOutputs refuses outputs that would lose data: a baseline written
// to "-" (a file of that name), the baseline and SARIF written to one
// file (the second would overwrite the first), and an output whose
// directory does not exist or cannot be written.
func checkOutputs(sarifPath, writeBaseline, baseline string) error {
	if writeBaseline == "-" {
		return fmt.Errorf("-write-baseline=- names no file: a baseline is written to a file (SARIF can go to stdout with -sarif=-)")
	}
	if writeBaseline != "" && sarifPath != "" && sarifPath != "-" && sameFile(writeBaseline, sarifPath) {
		return fmt.Errorf("-write-baseline and -sarif name the same file %s: one would overwrite the other", sarifPath)
	}
	if writeBaseline != "" && baseline != "" && sameFile(writeBaseline, baseline) {
		return fmt.Errorf("-write-baseline and -baseline name the same file %s: write the new baseline to another file", baseline)
	}
	for _, out := range []string{writeBaseline, sarifPath} {
		if out == "" || out == "-" {
			continue
		}
		if err := writable(out); err != nil {
			return err
		}
	}
	return nil
}

// sameFile reports whether two paths name one file.
func sameFile(a, b string) bool {
	pa, errA := filepath.Abs(a)
	pb, errB := filepath.Abs(b)
	return errA == nil && errB == nil && filepath.Clean(pa) == filepath.Clean(pb)
}

// writable checks that a file can be created at path, without touching
// a file that is already there.
func writable(path string) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, ".retrylint-*")
	if err != nil {
		return fmt.Errorf("cannot write %s: %v", path, err)
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}

// analyze loads the packages and runs the analyzers, returning the root
// findings, deduplicated (a package and its test variant report the same
// non-test file) and sorted; paths are from wd, keys and sources from
// root.
func analyze(analyzers []*analysis.Analyzer, patterns []string, tests bool, wd, root string) ([]Finding, error) {
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Tests: tests}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	var errs []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			errs = append(errs, fmt.Sprintf("%s: %v", p.PkgPath, e))
		}
	})
	if len(errs) > 0 {
		sort.Strings(errs)
		return nil, fmt.Errorf("packages failed to load or type-check:\n\t%s", strings.Join(errs, "\n\t"))
	}
	graph, err := checker.Analyze(analyzers, pkgs, nil)
	if err != nil {
		return nil, err
	}
	lines := map[string][]string{} // file → its lines, read once for the keys
	seen := map[string]bool{}
	var out []Finding
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		if act.Err != nil {
			return nil, fmt.Errorf("%s: %v", act.Package.PkgPath, act.Err)
		}
		for _, d := range act.Diagnostics {
			f := finding(act.Package.Fset, wd, root, act.Analyzer.Name, d, lines)
			id := fmt.Sprintf("%s:%d:%d:%s:%s", f.File, f.Line, f.Column, f.Rule, f.Message)
			if seen[id] {
				continue
			}
			seen[id] = true
			out = append(out, f)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Column != b.Column {
			return a.Column < b.Column
		}
		return a.Rule < b.Rule
	})
	return out, nil
}

// sourceRoot returns the root that SARIF locations and baseline keys are
// relative to: the repository's (a directory with .git), else the
// module's (with go.mod), above or at dir; dir itself when there is none.
func sourceRoot(dir string) string {
	for _, marker := range []string{".git", "go.mod"} {
		for d := dir; ; {
			if _, err := os.Stat(filepath.Join(d, marker)); err == nil {
				return d
			}
			up := filepath.Dir(d)
			if up == d {
				break
			}
			d = up
		}
	}
	return dir
}

func rel(wd, file string) string {
	if r, err := filepath.Rel(wd, file); err == nil && !strings.HasPrefix(r, "..") {
		return filepath.ToSlash(r)
	}
	return filepath.ToSlash(file)
}

func finding(fset *token.FileSet, wd, root, rule string, d analysis.Diagnostic, lines map[string][]string) Finding {
	p := fset.Position(d.Pos)
	f := Finding{Rule: rule, File: rel(wd, p.Filename), Source: rel(root, p.Filename), Line: p.Line, Column: p.Column, Message: d.Message}
	if d.End.IsValid() {
		e := fset.Position(d.End)
		f.EndLine, f.EndCol = e.Line, e.Column
	}
	for _, r := range d.Related {
		rp := fset.Position(r.Pos)
		f.Related = append(f.Related, Related{File: rel(wd, rp.Filename), Source: rel(root, rp.Filename), Line: rp.Line, Message: r.Message})
	}
	text, ok := lines[p.Filename]
	if !ok {
		if data, err := os.ReadFile(p.Filename); err == nil {
			text = strings.Split(string(data), "\n")
		}
		lines[p.Filename] = text
	}
	f.Key = key(f, text)
	f.legacy = legacyKey(f, text)
	return f
}

// legacyKey is the key baselines were written with before keys took the
// file from the source root and a message without its numbers: the file
// from the working directory and the message as printed. A baseline
// entry matches either, so that an older baseline stays valid.
func legacyKey(f Finding, lines []string) string {
	line := ""
	if f.Line >= 1 && f.Line <= len(lines) {
		line = strings.TrimSpace(lines[f.Line-1])
	}
	sum := sha256.Sum256([]byte(f.Rule + "\x00" + f.File + "\x00" + f.Message + "\x00" + line))
	return hex.EncodeToString(sum[:16])
}

// numbers are the counts in a message ("4 attempts", "up to 16 calls",
// "? attempts", "line 42"), which change with configuration (a client's
// RetryMax in another file) while the finding stays the same.
var numbers = regexp.MustCompile(`\d+|\?`)

// normalize is a message as a key sees it: every count the same, and
// "attempt" for "attempts".
func normalize(msg string) string {
	msg = numbers.ReplaceAllString(msg, "N")
	return strings.ReplaceAll(msg, "attempts", "attempt")
}

// key identifies a finding across edits that shift lines: the rule, the
// file (from the source root, so that the key is the same from any
// working directory), the message and the trimmed text of the flagged
// line.
func key(f Finding, lines []string) string {
	line := ""
	if f.Line >= 1 && f.Line <= len(lines) {
		line = strings.TrimSpace(lines[f.Line-1])
	}
	sum := sha256.Sum256([]byte(f.Rule + "\x00" + f.Source + "\x00" + normalize(f.Message) + "\x00" + line))
	return hex.EncodeToString(sum[:16])
}

// subtract removes the baseline's findings (by key, as many times as
// recorded) and returns what is new and the entries no longer found.
func subtract(found, base []Finding) (fresh, stale []Finding) {
	count := map[string]int{}
	for _, b := range base {
		count[b.Key]++
	}
	for _, f := range found {
		switch {
		case count[f.Key] > 0:
			count[f.Key]--
		case f.legacy != "" && count[f.legacy] > 0:
			count[f.legacy]--
		default:
			fresh = append(fresh, f)
		}
	}
	for _, b := range base {
		if count[b.Key] > 0 {
			count[b.Key]--
			stale = append(stale, b)
		}
	}
	return fresh, stale
}

func writeJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}
