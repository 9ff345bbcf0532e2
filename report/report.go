// Package report is the standalone driver of retrylint: it loads the
// packages, runs the checks, and prints the findings as text, as JSON
// in the shape go vet -json prints, as SARIF 2.1.0 for code scanning,
// and through a baseline of known findings, so that only new findings
// fail a check. Every mode exits the same way (see Main).
//
// Under go vet (a .cfg argument) the command is x/tools' unitchecker.
package report

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"go/token"
	"go/types"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"slices"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/retrylint/retrylint/callgraph"
	"github.com/retrylint/retrylint/config"
	"github.com/retrylint/retrylint/retrymap"
)

// The exit codes of every mode: text, -json, -sarif, -baseline, -fix and
// -diff.
const (
	ExitClean    = 0 // no finding that fails (none, only notes, or all in the baseline)
	ExitFindings = 1 // findings
	// A usage error, a bad configuration, packages that do not load or
	// type-check, or an internal error; the findings of everything else
	// are still printed.
	ExitError = 2
)

// DeclareFlags declares the flags of this driver that x/tools' drivers
// do not have on fs, into o.
func DeclareFlags(fs *flag.FlagSet, o *Options) {
	fs.StringVar(&o.SARIF, "sarif", "", "write the findings as SARIF 2.1.0 to `file` (- for stdout)")
	fs.StringVar(&o.Baseline, "baseline", "", "report only findings that are not in the baseline `file`")
	fs.StringVar(&o.WriteBaseline, "write-baseline", "", "record the current findings in the baseline `file`")
	fs.BoolVar(&o.ExitZero, "exit-zero", false, "exit 0 even when there are findings (errors still exit 2)")
	fs.BoolVar(&o.Summary, "summary", false, "print a summary line on stderr (always printed on a terminal)")
	fs.StringVar(&o.Map, "map", "", "write the retry map to `file`: .html, .mmd (Mermaid), .dot (Graphviz) or .json")
	fs.StringVar(&o.Config, "config", "", "read the configuration from `file` (default: the nearest .retrylint.yml at or above the working directory; none for none)")
}

// Options are the values of the flags DeclareFlags declares.
type Options struct {
	SARIF, Baseline, WriteBaseline, Config, Map string
	ExitZero, Summary                           bool
}

// Finding is one diagnostic, positioned relative to the working
// directory; a location in a dependency (the module cache, GOROOT) is
// module@version/path/file.go or the standard library's
// net/http/file.go in File and Source alike (locator.place).
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
	pkg     string    // the ID of the package that reported it, for -json
	level   string    // its severity (config.Severities)
	posn    token.Position
	end     token.Position
	at      place // where the file is, for -json and SARIF
	fixes   []suggestedFix
}

// Related is a related location of a finding.
type Related struct {
	File    string `json:"file"`
	Source  string `json:"source,omitempty"`
	Line    int    `json:"line"`
	Column  int    `json:"column,omitempty"`
	Message string `json:"message"`
	posn    token.Position
	end     token.Position
	at      place
}

// options are the driver's flags.
type options struct {
	Options
	json, tests, fix, diff       bool
	context                      int
	cpuprofile, memprofile, tags string
}

// Main runs the checks on the package patterns in args and returns the
// exit code, the same in every output mode: ExitClean when nothing (new)
// fails, ExitFindings when findings do, ExitError on usage errors, a bad
// configuration, packages that do not load or type-check, or an internal
// error. A package that does not load costs its own findings and its
// importers'; an internal error costs its package's: the findings of the
// others are printed all the same. Findings go to stdout (text, or
// -json, or SARIF with -sarif=-, or with -diff the diffs of their fixes,
// alone); errors, one line each, warnings and the summary go to stderr.
//
// With -fix the fixes of the findings reported are applied, and when a
// file changed the packages are analysed again: what is printed, and the
// exit code, are what is left.
func Main(checks []*analysis.Analyzer, args []string, stdout, stderr io.Writer) int {
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "retrylint: "+format+"\n", a...)
		return ExitError
	}
	fs := flag.NewFlagSet("retrylint", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o options
	DeclareFlags(fs, &o.Options)
	fs.BoolVar(&o.json, "json", false, "print the findings as JSON, in the shape of go vet -json")
	fs.IntVar(&o.context, "c", -1, "print the flagged line with `N` lines of context")
	fs.BoolVar(&o.tests, "test", true, "analyze test packages too")
	fs.StringVar(&o.tags, "tags", "", "a comma-separated `list` of build tags to consider satisfied (as go vet -tags)")
	fs.BoolVar(&o.fix, "fix", false, "apply the suggested fixes of the findings reported, then report what is left")
	fs.BoolVar(&o.diff, "diff", false, "print the suggested fixes as a unified diff on stdout (the findings go to stderr), changing nothing")
	fs.StringVar(&o.cpuprofile, "cpuprofile", "", "write a CPU profile to `file`")
	fs.StringVar(&o.memprofile, "memprofile", "", "write a heap profile, taken when the analysis ends, to `file`")
	enabled := map[string]*triState{}
	for _, a := range checks {
		t := new(triState)
		enabled[a.Name] = t
		fs.Var(t, a.Name, "enable the "+a.Name+" check (with any -CHECK, only those run; -CHECK=false leaves one out)")
		a.Flags.VisitAll(func(f *flag.Flag) {
			fs.Var(f.Value, a.Name+"."+f.Name, f.Usage)
		})
	}
	// The configuration comes first, so that the command line overrides it.
	wd, _ := os.Getwd()
	conf, err := loadConfig(args, wd, checks)
	if err != nil {
		return fail("%v", err)
	}
	if err := conf.SetFlags(checks); err != nil {
		return fail("%s: %v", conf.Path, err)
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return ExitClean
		}
		return ExitError
	}
	if fs.NArg() == 0 {
		return fail("no packages given: run retrylint ./... (retrylint help for more)")
	}
	if o.json && o.SARIF == "-" {
		return fail("-json and -sarif=- both print on stdout: write the SARIF to a file")
	}
	if o.diff && (o.json || o.SARIF == "-") {
		return fail("-diff prints the diffs on stdout: use -json or -sarif=- without it (-json carries each finding's suggested fixes)")
	}
	tags, err := buildTags(o.tags)
	if err != nil {
		return fail("%v", err)
	}
	run := selected(checks, enabled, conf)
	if len(run) == 0 {
		return fail("every check is turned off")
	}
	run = conf.Exclusions(run)
	// What the outputs and the baseline need is checked before the
	// analysis, which can take minutes: a run must not end in a lost
	// file or a check that passes by accident.
	if err := checkOutputs(o.SARIF, o.WriteBaseline, o.Baseline); err != nil {
		return fail("%v", err)
	}
	if o.Map != "" {
		if err := retrymap.CheckPath(o.Map); err != nil {
			return fail("%v", err)
		}
		if err := writable(o.Map); err != nil {
			return fail("%v", err)
		}
	}
	var base baselineFile
	if o.Baseline != "" {
		if base, err = readBaseline(o.Baseline); err != nil {
			return fail("%v", err)
		}
	}
	if o.cpuprofile != "" {
		f, err := os.Create(o.cpuprofile)
		if err != nil {
			return fail("%v", err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			return fail("%v", err)
		}
		defer pprof.StopCPUProfile()
	}
	tty := isTerminal(stderr)
	progress := func(msg string) {
		if tty {
			fmt.Fprintf(stderr, "\r\033[K%s", msg)
		}
	}
	root := sourceRoot(wd)
	loc := newLocator(wd, root)
	var heapErr error
	atPeak := func() {
		// The heap is written while every package's results are still
		// held: what the run keeps, at its largest.
		if o.memprofile != "" {
			heapErr = writeHeap(o.memprofile)
		}
	}
	load := loadOptions{patterns: fs.Args(), tests: o.tests, tags: tags}
	progress("retrylint: loading packages…")
	res, err := analyze(run, load, loc, o.Map != "", progress, atPeak)
	progress("")
	if err != nil {
		return fail("%v", err)
	}
	// fixErrs are the files -fix could not write: errors of the run,
	// whatever the analysis after the fixes finds.
	var fixErrs []string
	if o.fix || o.diff {
		plan := planFixes(reported(res.findings, base, o.Baseline != ""), loc)
		fixErrs = plan.errs
		if plan.conflicts > 0 {
			fmt.Fprintf(stderr, "retrylint: %d suggested fixes left out: they overlap the edits of others (run -fix again for them)\n", plan.conflicts)
		}
		switch {
		case o.diff:
			if err := plan.printDiffs(stdout); err != nil {
				return fail("%v", err)
			}
		case len(plan.changes) > 0:
			fixes, files, errs := plan.write()
			fixErrs = append(fixErrs, errs...)
			fmt.Fprintf(stderr, "retrylint: applied %d suggested fixes to %d files\n", fixes, files)
			if files > 0 {
				// What is left, where it now is: the fixed files'
				// lines moved, and their facts may have changed.
				progress("retrylint: loading the fixed packages…")
				res, err = analyze(run, load, loc, o.Map != "", progress, atPeak)
				progress("")
				if err != nil {
					return fail("%v", err)
				}
			}
		}
	}
	if heapErr != nil {
		return fail("%v", heapErr)
	}
	errLines := append(append(res.errors, res.internal...), fixErrs...)
	if o.Map != "" {
		var refs []retrymap.Finding
		for _, f := range res.findings {
			ref := retrymap.Finding{Check: f.Rule, File: f.Source, Line: f.Line, Message: f.Message}
			if len(f.Related) > 0 {
				ref.Owner = f.Related[0].Source + ":" + strconv.Itoa(f.Related[0].Line)
			}
			refs = append(refs, ref)
		}
		res.retryMap.Attach(refs)
		res.retryMap.Finish()
		res.retryMap.Tool = "retrylint " + toolVersion()
		if err := res.retryMap.Write(o.Map); err != nil {
			return fail("%v", err)
		}
	}
	for _, w := range res.warnings {
		fmt.Fprintf(stderr, "retrylint: warning: %s\n", w)
	}
	findings := res.findings
	for i := range findings {
		findings[i].level = conf.SeverityOf(findings[i].Rule)
	}
	if o.WriteBaseline != "" {
		if len(errLines) > 0 {
			// A baseline records a whole run: one without the packages
			// that were not analysed would drop their accepted findings.
			fmt.Fprintf(stderr, "retrylint: %s not written: the errors below left packages out of the run\n", o.WriteBaseline)
		} else {
			if err := writeJSON(o.WriteBaseline, baselineFile{Version: baselineVersion, Findings: findings}); err != nil {
				return fail("%v", err)
			}
			fmt.Fprintf(stderr, "retrylint: recorded %d findings in %s\n", len(findings), o.WriteBaseline)
		}
	}
	total := len(findings)
	if o.Baseline != "" {
		var stale []Finding
		findings, stale = subtract(findings, base.Findings)
		for _, s := range stale {
			if res.unanalysed[s.Source] {
				continue // not looked for: its package was not analysed
			}
			fmt.Fprintf(stderr, "retrylint: stale baseline entry (no longer found): %s: %s: %s\n", s.File, s.Rule, s.Message)
		}
	}
	switch {
	case o.json:
		if err := printJSON(stdout, findings); err != nil {
			return fail("%v", err)
		}
	case o.SARIF == "-" || o.diff:
		// stdout carries the SARIF document or the diffs alone; the
		// text goes to stderr.
		printText(stderr, findings, o.context)
	default:
		printText(stdout, findings, o.context)
	}
	if o.SARIF != "" {
		if err := writeSARIF(o.SARIF, run, conf, findings, loc, errLines, stdout); err != nil {
			return fail("%v", err)
		}
	}
	for _, e := range errLines {
		fmt.Fprintln(stderr, e)
	}
	failing := 0
	for _, f := range findings {
		if config.Fails(f.level) {
			failing++
		}
	}
	if o.Summary || tty {
		line := fmt.Sprintf("%d packages, %d findings", res.packages, total)
		if o.Baseline != "" {
			line += fmt.Sprintf(" (%d new)", len(findings))
		}
		if len(errLines) > 0 {
			line += fmt.Sprintf(", %d errors", len(errLines))
		}
		fmt.Fprintf(stderr, "retrylint: %s\n", line)
	}
	switch {
	case len(errLines) > 0:
		return ExitError
	case failing > 0 && o.WriteBaseline == "" && !o.ExitZero:
		return ExitFindings
	}
	return ExitClean
}

// reported is the findings a run prints: with a baseline, the new ones.
func reported(findings []Finding, base baselineFile, useBase bool) []Finding {
	if !useBase {
		return findings
	}
	fresh, _ := subtract(findings, base.Findings)
	return fresh
}

// buildTags checks -tags's list (comma- or space-separated, as go vet
// and staticcheck take it) and returns it comma-separated.
func buildTags(list string) (string, error) {
	tags := strings.FieldsFunc(list, func(r rune) bool { return r == ',' || r == ' ' })
	for _, t := range tags {
		if strings.HasPrefix(t, "-") || strings.ContainsAny(t, "=\"'") {
			return "", fmt.Errorf("-tags: %q is no build tag", t)
		}
	}
	return strings.Join(tags, ","), nil
}

// triState is a check's enabling flag: unset, true or false.
type triState int

const (
	unset triState = iota
	setTrue
	setFalse
)

func (t *triState) String() string {
	switch *t {
	case setTrue:
		return "true"
	case setFalse:
		return "false"
	}
	return "unset"
}

func (t *triState) Set(v string) error {
	switch v {
	case "true", "1", "t", "T", "TRUE", "True":
		*t = setTrue
	case "false", "0", "f", "F", "FALSE", "False":
		*t = setFalse
	default:
		return fmt.Errorf("want true or false, got %q", v)
	}
	return nil
}

func (t *triState) IsBoolFlag() bool { return true }

// selected is the checks that run: with any -CHECK=true on the command
// line, only those; else the configuration's, less any -CHECK=false.
func selected(checks []*analysis.Analyzer, enabled map[string]*triState, conf *config.Config) []*analysis.Analyzer {
	only := false
	for _, t := range enabled {
		only = only || *t == setTrue
	}
	var out []*analysis.Analyzer
	for _, a := range checks {
		switch t := *enabled[a.Name]; {
		case only && t == setTrue, !only && t != setFalse && conf.Enabled(a.Name):
			out = append(out, a)
		}
	}
	return out
}

// loadConfig reads the configuration that -config names in args (none
// for "none"), or else the nearest one above wd.
func loadConfig(args []string, wd string, checks []*analysis.Analyzer) (*config.Config, error) {
	path := ""
	for i, a := range args {
		if a == "--" || !strings.HasPrefix(a, "-") {
			break
		}
		name, val, hasVal := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if name != "config" {
			continue
		}
		if !hasVal && i+1 < len(args) {
			val = args[i+1]
		}
		path = val
	}
	switch path {
	case "none":
		return &config.Config{Dir: wd}, nil
	case "":
		return config.ForDir(wd, checks)
	}
	return config.Load(path, checks)
}

// writeHeap writes a heap profile after a collection.
func writeHeap(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	runtime.GC()
	if err := pprof.WriteHeapProfile(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// printText prints "file:line:col: check: message", a note's check
// marked, the related locations below with a tab, as go vet does, and
// with context >= 0 the lines around each.
func printText(w io.Writer, findings []Finding, context int) {
	lines := map[string][]string{}
	show := func(posn, end token.Position) {
		if context < 0 {
			return
		}
		text, ok := lines[posn.Filename]
		if !ok {
			if data, err := os.ReadFile(posn.Filename); err == nil {
				text = strings.Split(string(data), "\n")
			}
			lines[posn.Filename] = text
		}
		last := max(end.Line, posn.Line)
		for i := posn.Line - context; i <= last+context; i++ {
			if 1 <= i && i <= len(text) {
				fmt.Fprintf(w, "%d\t%s\n", i, text[i-1])
			}
		}
	}
	for _, f := range findings {
		check := f.Rule
		if f.level == "note" {
			check += " (note)"
		}
		fmt.Fprintf(w, "%s:%d:%d: %s: %s\n", f.File, f.Line, f.Column, check, f.Message)
		show(f.posn, f.end)
		for _, r := range f.Related {
			fmt.Fprintf(w, "%s:%d:%d: \t%s\n", r.File, r.Line, max(r.Column, 1), r.Message)
			show(r.posn, r.end)
		}
	}
}

// jsonDiagnostic, jsonRelated and jsonFix are the shape of go vet -json
// and of x/tools' drivers: package → analyzer → diagnostics.
type jsonDiagnostic struct {
	Category       string        `json:"category,omitempty"`
	Posn           string        `json:"posn"`
	End            string        `json:"end"`
	Message        string        `json:"message"`
	SuggestedFixes []jsonFix     `json:"suggested_fixes,omitempty"`
	Related        []jsonRelated `json:"related,omitempty"`
}

type jsonRelated struct {
	Posn    string `json:"posn"`
	End     string `json:"end"`
	Message string `json:"message"`
}

// jsonFix is a suggested fix: edits by byte offsets, [start, end), into
// the file as it was analysed.
type jsonFix struct {
	Message string     `json:"message"`
	Edits   []jsonEdit `json:"edits"`
}

type jsonEdit struct {
	Filename string `json:"filename"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
	New      string `json:"new"`
}

// jsonPosn is a position as -json prints it: absolute, as go vet prints
// it, unless the file is a dependency's (module@version/file.go).
func jsonPosn(at place, p token.Position) string {
	if at.base == "" || !p.IsValid() {
		return p.String()
	}
	p.Filename = at.file
	return p.String()
}

// printJSON prints the findings as the JSON tree of go vet -json; each
// finding once, under the package that reported it first (a package's
// own before its test variant's), with its suggested fixes.
func printJSON(w io.Writer, findings []Finding) error {
	tree := map[string]map[string][]jsonDiagnostic{}
	for _, f := range findings {
		d := jsonDiagnostic{Posn: jsonPosn(f.at, f.posn), End: jsonPosn(f.at, cmp.Or(f.end, f.posn)), Message: f.Message}
		for _, fix := range f.fixes {
			jf := jsonFix{Message: fix.message, Edits: []jsonEdit{}}
			for _, e := range fix.edits {
				jf.Edits = append(jf.Edits, jsonEdit{Filename: e.file, Start: e.start, End: e.end, New: e.new})
			}
			d.SuggestedFixes = append(d.SuggestedFixes, jf)
		}
		for _, r := range f.Related {
			d.Related = append(d.Related, jsonRelated{Posn: jsonPosn(r.at, r.posn), End: jsonPosn(r.at, cmp.Or(r.end, r.posn)), Message: r.Message})
		}
		if tree[f.pkg] == nil {
			tree[f.pkg] = map[string][]jsonDiagnostic{}
		}
		tree[f.pkg][f.Rule] = append(tree[f.pkg][f.Rule], d)
	}
	data, err := json.MarshalIndent(tree, "", "\t")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", data)
	return err
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

// result is what one analysis found.
type result struct {
	retryMap *retrymap.Map // with -map
	findings []Finding
	warnings []string
	errors   []string // the packages' load and type errors, one line each
	internal []string // internal errors, one line each
	// unanalysed is the files (from the source root) of the packages
	// whose findings were lost: not loaded, importing one that was not,
	// or met an internal error.
	unanalysed map[string]bool
	packages   int // the packages analysed (a test variant counts apart)
}

// loadOptions say what to load.
type loadOptions struct {
	patterns []string
	tests    bool
	tags     string // comma-separated build tags
}

// analyze loads the packages and runs the checks on those that loaded
// and type-checked with all their dependencies, returning the root
// findings, deduplicated (a package and its test variant report the same
// non-test file) and sorted, the errors met, one line each; paths are
// from loc's working directory, keys and sources from its root. The
// error is for a load that gave nothing to analyse (the go command
// failed).
func analyze(checks []*analysis.Analyzer, load loadOptions, loc *locator, drawMap bool, progress func(string), atPeak func()) (result, error) {
	res := result{unanalysed: map[string]bool{}}
	// NeedModule: which packages are the module under analysis (a
	// modelled library's own repository is summarised: callgraph.ownModule).
	cfg := &packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Tests: load.tests, Dir: loc.wd}
	if load.tags != "" {
		cfg.BuildFlags = []string{"-tags=" + load.tags}
	}
	pkgs, err := packages.Load(cfg, load.patterns...)
	if err != nil {
		return res, err
	}
	res.errors = loadErrors(pkgs, loc)
	// A package that did not load or type-check, or imports one that did
	// not (IllTyped), is not analysed: its findings would be those of
	// part of its code, or of code read without its dependencies' facts.
	var ok []*packages.Package
	for _, p := range pkgs {
		if p.IllTyped {
			res.lost(p, loc)
			continue
		}
		ok = append(ok, p)
	}
	pkgs = ok
	res.packages = len(pkgs)
	res.warnings = unmatchedIncludes(checks, pkgs)
	if len(pkgs) == 0 {
		return res, nil
	}
	progress(fmt.Sprintf("retrylint: analysing %d packages…", len(pkgs)))
	run := checks
	if drawMap {
		// Only the results of root actions outlive the analysis: the
		// summaries the map is drawn from are asked for as roots too.
		run = append(append([]*analysis.Analyzer{}, checks...), callgraph.Analyzer)
	}
	var fails failures
	defer releaseDependencies(pkgs, &fails)()
	defer analysisGC()()
	graph, err := checker.Analyze(run, pkgs, nil)
	if err != nil {
		return res, err
	}
	if atPeak != nil {
		atPeak()
	}
	var failed []*packages.Package
	res.internal, failed = fails.lines(graph)
	for _, p := range failed {
		res.lost(p, loc)
	}
	order := map[string]int{}
	for i, a := range checks {
		order[a.Name] = i
	}
	var roots []*checker.Action
	for act := range graph.All() {
		if act.IsRoot {
			roots = append(roots, act)
		}
	}
	// The package's own run before its test variant's ("p" < "p [p.test]"),
	// so that a finding both report is listed under the package.
	sort.Slice(roots, func(i, j int) bool {
		a, b := roots[i], roots[j]
		if a.Package.ID != b.Package.ID {
			return a.Package.ID < b.Package.ID
		}
		return order[a.Analyzer.Name] < order[b.Analyzer.Name]
	})
	if drawMap {
		res.retryMap = entries(graph, roots, loc.root)
	}
	lines := map[string][]string{} // file → its lines, read once for the keys
	seen := map[string]bool{}
	for _, act := range roots {
		for _, d := range act.Diagnostics {
			f := finding(act.Package.Fset, loc, act.Analyzer.Name, d, lines)
			f.pkg = act.Package.ID
			id := fmt.Sprintf("%s:%d:%d:%s:%s", f.File, f.Line, f.Column, f.Rule, f.Message)
			if seen[id] {
				continue
			}
			seen[id] = true
			res.findings = append(res.findings, f)
		}
	}
	sort.SliceStable(res.findings, func(i, j int) bool {
		a, b := res.findings[i], res.findings[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Column != b.Column {
			return a.Column < b.Column
		}
		if a.Rule != b.Rule {
			return order[a.Rule] < order[b.Rule]
		}
		return a.Message < b.Message
	})
	return res, nil
}

// lost records the files of a package whose findings were lost.
func (res *result) lost(p *packages.Package, loc *locator) {
	for _, f := range slices.Concat(p.CompiledGoFiles, p.GoFiles) {
		res.unanalysed[loc.place(f).source] = true
	}
}

// entries is the retry map of the root packages, from the summaries
// the checks read (a package's test variant adds its tests' entries).
func entries(graph *checker.Graph, roots []*checker.Action, root string) *retrymap.Map {
	m := &retrymap.Map{}
	isRoot := map[*packages.Package]bool{}
	for _, act := range roots {
		isRoot[act.Package] = true
	}
	var acts []*checker.Action
	for _, act := range graph.Roots {
		if act.Analyzer == callgraph.Analyzer && isRoot[act.Package] {
			acts = append(acts, act)
		}
	}
	sort.Slice(acts, func(i, j int) bool { return acts[i].Package.ID < acts[j].Package.ID })
	for _, act := range acts {
		if r, ok := act.Result.(*callgraph.Result); ok && act.Err == nil {
			m.Add(act.Package.PkgPath, act.Package.Fset, r.Entries(), func(file string) string { return rel(root, file) })
		}
	}
	return m
}

// unmatchedIncludes warns of each -CHECK.include prefix that matches no
// package analysed: a typo there would turn the check off in silence.
func unmatchedIncludes(checks []*analysis.Analyzer, pkgs []*packages.Package) []string {
	var out []string
	for _, a := range checks {
		f := a.Flags.Lookup("include")
		if f == nil || f.Value.String() == "" {
			continue
		}
		for _, prefix := range strings.Split(f.Value.String(), ",") {
			found := false
			for _, p := range pkgs {
				if p.PkgPath == prefix || strings.HasPrefix(p.PkgPath, prefix+"/") {
					found = true
					break
				}
			}
			if !found {
				out = append(out, fmt.Sprintf("-%s.include prefix %q matches no package analysed, so %s reports nothing there", a.Name, prefix, a.Name))
			}
		}
	}
	return out
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

func finding(fset *token.FileSet, loc *locator, rule string, d analysis.Diagnostic, lines map[string][]string) Finding {
	p := fset.Position(d.Pos)
	at := loc.place(p.Filename)
	f := Finding{Rule: rule, File: at.file, Source: at.source, Line: p.Line, Column: p.Column, Message: d.Message, posn: p, at: at}
	if d.End.IsValid() {
		e := fset.Position(d.End)
		f.EndLine, f.EndCol, f.end = e.Line, e.Column, e
	}
	for _, r := range d.Related {
		rp := fset.Position(r.Pos)
		rat := loc.place(rp.Filename)
		rl := Related{File: rat.file, Source: rat.source, Line: rp.Line, Column: rp.Column, Message: r.Message, posn: rp, at: rat}
		if r.End.IsValid() {
			rl.end = fset.Position(r.End)
		}
		f.Related = append(f.Related, rl)
	}
	for _, fix := range d.SuggestedFixes {
		sf := suggestedFix{message: fix.Message}
		for _, e := range fix.TextEdits {
			tf := fset.File(e.Pos)
			if tf == nil {
				continue
			}
			end := e.End
			if !end.IsValid() {
				end = e.Pos
			}
			sf.edits = append(sf.edits, textEdit{file: tf.Name(), start: tf.Offset(e.Pos), end: tf.Offset(end), new: string(e.NewText), size: tf.Size()})
		}
		f.fixes = append(f.fixes, sf)
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

// releaseDependencies lets the analysis free the syntax and type
// information of every package that is no root once its summary is made:
// no check runs on it, and its importers need only its facts and types
// (callgraph.ReleaseAfterSummary). A summary that failed is handed to
// fails: x/tools' checker keeps no result of a dependency. It returns
// what ends that.
func releaseDependencies(roots []*packages.Package, fails *failures) func() {
	isRoot := map[*packages.Package]bool{}
	for _, p := range roots {
		isRoot[p] = true
	}
	byTypes := map[*types.Package]*packages.Package{}
	var deps []*types.Package
	packages.Visit(roots, nil, func(p *packages.Package) {
		if !isRoot[p] && p.Types != nil {
			byTypes[p.Types] = p
			deps = append(deps, p.Types)
		}
	})
	return callgraph.ReleaseAfterSummary(deps, func(t *types.Package, r *callgraph.Result) {
		p := byTypes[t] // read only: written before the analysis started
		p.Syntax, p.TypesInfo = nil, nil
		if f := r.Failure(); f != nil {
			fails.add(f)
		}
	})
}

// analysisGC keeps the analysis's heap near what the load used: when
// the packages are loaded, the syntax and types the loader made are most
// of the heap, and they only shrink from then on (releaseDependencies);
// Go's default pacing lets garbage grow to their size again before a
// collection, which set the run's peak memory (1.4 times that of the load
// on grafana/dskit). A soft memory limit a quarter above the heap the load
// left in use makes the collector run before that. A limit at the heap
// itself made the collector run so often that it cost about 13 % of the
// run's time there; a quarter above, it costs about 2 %, and the peak
// stays near the types-only limit's (bench/README.md). A GOGC or
// GOMEMLIMIT of the user's is left alone (GOGC=100 gives the default
// pacing back).
func analysisGC() func() {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return func() {}
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	// Not below 512 MiB: a small load leaves a small heap, and a limit
	// below what one package's analysis needs would only make the
	// collector run without end.
	old := debug.SetMemoryLimit(max(int64(ms.HeapSys-ms.HeapReleased)*5/4, 512<<20))
	return func() { debug.SetMemoryLimit(old) }
}
