package report

import (
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/retrylint/retrylint/callgraph"
)

// A run that meets errors still reports everything else: a package that
// does not load or type-check costs its own findings and those of the
// packages that import it (which are not analysed, as go vet does not
// vet them), and an internal error costs the findings of the package it
// happened in (and, in a dependency, the facts its importers would have
// read). Each error is one line on stderr, and the run exits 2.

// loadErrors is one line per error of the packages loaded (the roots
// and their dependencies): "file:line:col: message", the file named as
// findings name theirs, or "package: message" when the error has no
// position. A package's test variant repeats the package's errors, and
// an importer's "could not import P" repeats what P's own errors say:
// both are left out. Sorted.
func loadErrors(pkgs []*packages.Package, loc *locator) []string {
	seen := map[string]bool{}
	var out []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			if m := couldNotImport.FindStringSubmatch(e.Msg); m != nil {
				if imp := p.Imports[m[1]]; imp != nil && len(imp.Errors) > 0 {
					continue
				}
			}
			line := errorLine(p, e, loc)
			if !seen[line] {
				seen[line] = true
				out = append(out, line)
			}
		}
	})
	slices.Sort(out)
	return out
}

// couldNotImport is the type checker's error for an import that did not
// load; the import's own error says why.
var couldNotImport = regexp.MustCompile(`^could not import (\S+) \(`)

// position is a "file:line:col" (or "file:line", or "file") of an error.
var position = regexp.MustCompile(`^(.+?)((?::\d+){0,2})$`)

func errorLine(p *packages.Package, e packages.Error, loc *locator) string {
	msg := oneLine(e.Msg)
	if e.Pos == "" || e.Pos == "-" {
		if strings.Contains(msg, p.PkgPath) {
			return msg
		}
		return p.PkgPath + ": " + msg
	}
	m := position.FindStringSubmatch(e.Pos)
	if m == nil {
		return e.Pos + ": " + msg
	}
	file := m[1]
	if !filepath.IsAbs(file) {
		// The go command names a file from the directory it ran in.
		file = filepath.Join(loc.wd, file)
	}
	return loc.place(file).file + m[2] + ": " + msg
}

// oneLine folds a message of several lines ("to add it:\n\tgo get x")
// into one.
func oneLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i := range lines {
		lines[i] = strings.TrimSpace(lines[i])
	}
	return strings.Join(lines, " ")
}

// failures collects the internal errors of a run: those of dependencies
// (whose results x/tools' checker drops, so they are handed over when
// each summary is made: releaseDependencies), and those of the roots,
// from the graph.
type failures struct {
	mu   sync.Mutex
	deps []*callgraph.Failure
}

func (fs *failures) add(f *callgraph.Failure) {
	fs.mu.Lock()
	fs.deps = append(fs.deps, f)
	fs.mu.Unlock()
}

// lines is one line per internal error: the summaries that failed
// (handed over, or results the graph kept), and the errors of root
// actions (a summary's failure that the first check on the package
// returned, a check's panic). A failure met both ways, or in a package
// and its test variant, is one line. Sorted. failed is the packages whose
// findings are (partly) lost.
func (fs *failures) lines(graph *checker.Graph) (lines []string, failed []*packages.Package) {
	seen := map[string]bool{}
	add := func(msg string) {
		line := "retrylint: " + oneLine(msg)
		if !seen[line] {
			seen[line] = true
			lines = append(lines, line)
		}
	}
	for _, f := range fs.deps {
		add(f.Error())
	}
	for act := range graph.All() {
		if r, ok := act.Result.(*callgraph.Result); ok && r.Failure() != nil {
			add(r.Failure().Error())
		}
		if !act.IsRoot || act.Err == nil {
			continue
		}
		failed = append(failed, act.Package)
		var f *callgraph.Failure
		switch msg := act.Err.Error(); {
		case errors.As(act.Err, &f):
			add(f.Error())
		case strings.HasPrefix(msg, "internal error"):
			add(msg)
		default:
			add(fmt.Sprintf("error in check %s on package %s: %s", act.Analyzer.Name, act.Package.PkgPath, msg))
		}
	}
	slices.Sort(lines)
	return lines, failed
}
