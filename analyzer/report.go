package analyzer

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/retrylint/retrylint/callgraph"
)

// newCheck is the analyzer of the check name: its doc (doc.go), its
// page, the silent analysis it reads, and its flags with the scope flags
// bound; a check adds its own flags after.
func newCheck(name string, sc *scope, run func(*analysis.Pass) (any, error)) *analysis.Analyzer {
	a := &analysis.Analyzer{
		Name:     name,
		Doc:      docOf(name),
		URL:      pageBase + name + ".md",
		Requires: []*analysis.Analyzer{callgraph.Analyzer},
		Run: func(pass *analysis.Pass) (_ any, err error) {
			if len(pass.TypeErrors) > 0 {
				return nil, nil // the driver reports the type errors, once
			}
			if f := pass.ResultOf[callgraph.Analyzer].(*callgraph.Result).ClaimFailure(); f != nil {
				// The summary failed: one check says so (every driver
				// prints a check's error), the others find nothing.
				return nil, f
			}
			// A panic in a check costs this check on this package only.
			defer func() {
				if r := recover(); r != nil {
					err = fmt.Errorf("internal error in check %s on package %s: panic: %v (please report it with the package's code)", name, pass.Pkg.Path(), r)
				}
			}()
			return run(pass)
		},
		// With the summary's: a package that does not type-check is the
		// compiler's error alone.
		RunDespiteErrors: true,
	}
	a.Flags.Init(name, flag.ContinueOnError)
	sc.bind(&a.Flags)
	return a
}

// reporter filters and reports the findings of one check in one package:
// it drops findings in generated and test files, applies the
// //retrylint:ignore directives for the check, and reports directives
// that are malformed or unused.
type reporter struct {
	pass      *analysis.Pass
	check     string
	tests     bool
	inScope   bool // the package passes -include and -exclude
	generated map[*token.File]bool
	ignores   []*ignore
	files     map[string]*token.File
	read      map[string]*token.File // files of other packages read for a column
	calls     map[token.Pos]*ast.CallExpr
	indexes   map[token.Pos]*ast.IndexExpr
	reports   []analysis.Diagnostic
}

// callRange widens the position SSA gives a call (its left parenthesis)
// to the whole call expression, so that the finding covers the call.
func (r *reporter) callRange(pos token.Pos) (token.Pos, token.Pos) {
	if c, ok := r.callAt(pos); ok {
		return c.Pos(), c.End()
	}
	return pos, token.NoPos
}

// reportOwners reports a finding at each retry owner of sites, worded by
// message (more is "" or the count of a client's other calls): a library
// call's finding covers the whole call; a client's calls are one cause,
// the client made, reported once at its first reportable call.
func (r *reporter) reportOwners(sites []*callgraph.Site, message func(s *callgraph.Site, more string) string) {
	clients := map[string][]*callgraph.Site{}
	var keys []string
	for _, s := range sites {
		if s.Layer.Kind == callgraph.Client {
			if !r.reportable(s.Pos) {
				continue // a call in a test file names no client for the others
			}
			k := clientOf(s) + "|" + s.Made
			if _, ok := clients[k]; !ok {
				keys = append(keys, k)
			}
			clients[k] = append(clients[k], s)
			continue
		}
		start, end := s.Pos, token.NoPos
		if s.Layer.Kind == callgraph.Library {
			start, end = r.callRange(s.Pos)
		}
		r.report(analysis.Diagnostic{Pos: start, End: end, Message: message(s, "")})
	}
	for _, k := range keys {
		ss := clients[k]
		sort.SliceStable(ss, func(i, j int) bool { return before(r.pass.Fset, ss[i].Pos, ss[j].Pos) })
		more := ""
		if len(ss) > 1 {
			more = fmt.Sprintf(" (and %d more calls of %s in this package)", len(ss)-1, clientOf(ss[0]))
		}
		start, end := r.callRange(ss[0].Pos)
		r.report(analysis.Diagnostic{Pos: start, End: end, Message: message(ss[0], more)})
	}
}

// callAt returns the call expression whose left parenthesis is at pos.
func (r *reporter) callAt(pos token.Pos) (*ast.CallExpr, bool) {
	if r.calls == nil {
		r.calls = map[token.Pos]*ast.CallExpr{}
		for _, f := range r.pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				if c, ok := n.(*ast.CallExpr); ok {
					r.calls[c.Lparen] = c
				}
				return true
			})
		}
	}
	c, ok := r.calls[pos]
	return c, ok
}

type ignore struct {
	d    *callgraph.Directive
	used bool
}

func newReporter(pass *analysis.Pass, check string, sc *scope, dirs []*callgraph.Directive) *reporter {
	r := &reporter{pass: pass, check: check, tests: sc.tests, inScope: sc.reports(pass.Pkg.Path()), generated: map[*token.File]bool{}}
	for _, f := range pass.Files {
		if generatedFile(pass, f) {
			r.generated[pass.Fset.File(f.Pos())] = true
		}
	}
	for _, d := range dirs {
		if d.Kind == callgraph.Ignore && !d.Spaced && d.Names(check) {
			r.ignores = append(r.ignores, &ignore{d: d})
		}
	}
	return r
}

// generatedFile reports whether f is generated code, judged by the file
// the user wrote: a cgo package's files reach the analysis as cgo's
// output, which says "Code generated by cmd/cgo; DO NOT EDIT." and maps
// its lines back to the source file with //line directives; that source
// file decides.
func generatedFile(pass *analysis.Pass, f *ast.File) bool {
	if !ast.IsGenerated(f) {
		return false
	}
	tf := pass.Fset.File(f.Pos())
	orig := pass.Fset.Position(f.Package).Filename
	if tf == nil || orig == "" || orig == tf.Name() {
		return true
	}
	src, err := parser.ParseFile(token.NewFileSet(), orig, nil, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		return true
	}
	return ast.IsGenerated(src)
}

// reportable reports whether a finding at pos is shown at all.
func (r *reporter) reportable(pos token.Pos) bool {
	if !r.inScope {
		return false
	}
	tf := r.pass.Fset.File(pos)
	if tf == nil {
		return false
	}
	if r.generated[tf] {
		return false
	}
	if !r.tests && strings.HasSuffix(tf.Name(), "_test.go") {
		return false
	}
	return true
}

// report records a diagnostic unless an ignore directive covers it.
func (r *reporter) report(d analysis.Diagnostic) {
	if !r.reportable(d.Pos) {
		return
	}
	tf := r.pass.Fset.File(d.Pos)
	line := tf.Line(d.Pos)
	for _, ig := range r.ignores {
		if ig.d.Covers(tf, line) && ig.d.Reason != "" {
			ig.used = true
			return
		}
	}
	r.reports = append(r.reports, d)
}

// before orders positions by file name and offset, the same in every run
// (token.Pos order across files is the order the files were parsed in).
func before(fset *token.FileSet, x, y token.Pos) bool {
	a, b := fset.Position(x), fset.Position(y)
	if a.Filename != b.Filename {
		return a.Filename < b.Filename
	}
	return a.Offset < b.Offset
}

// related returns a related-information entry at a "file:line:col"
// position string, when the file is part of the pass's file set.
func (r *reporter) related(pos, msg string) (analysis.RelatedInformation, bool) {
	file, line, col := callgraph.SplitPosCol(pos)
	if line == 0 {
		return analysis.RelatedInformation{}, false
	}
	if r.files == nil {
		r.files = map[string]*token.File{}
		r.pass.Fset.Iterate(func(f *token.File) bool {
			r.files[f.Name()] = f
			return true
		})
	}
	tf := r.files[file]
	if tf == nil || line > tf.LineCount() {
		return analysis.RelatedInformation{}, false
	}
	if p, ok := atColumn(tf, line, col); ok {
		return analysis.RelatedInformation{Pos: p, End: p, Message: msg}, true
	}
	// A file of another package under go vet is known from export data,
	// which keeps lines but not columns: the file is read once, to place
	// the column; without it the line's start serves.
	if real := r.sourceFile(file); real != nil {
		if p, ok := atColumn(real, line, col); ok {
			return analysis.RelatedInformation{Pos: p, End: p, Message: msg}, true
		}
	}
	p := tf.LineStart(line)
	return analysis.RelatedInformation{Pos: p, End: p, Message: msg}, true
}

// atColumn is the position of line:col in tf (col is a byte offset, 1
// the line's start), when the line is that long.
func atColumn(tf *token.File, line, col int) (token.Pos, bool) {
	if line < 1 || line > tf.LineCount() {
		return token.NoPos, false
	}
	p := tf.LineStart(line)
	if col <= 1 {
		return p, true
	}
	next := tf.Base() + tf.Size()
	if line < tf.LineCount() {
		next = int(tf.LineStart(line + 1))
	}
	if int(p)+col-1 < next {
		return p + token.Pos(col-1), true
	}
	return token.NoPos, false
}

// sourceFile is file read from disk and added to the pass's file set,
// or nil when it cannot be read.
func (r *reporter) sourceFile(file string) *token.File {
	if f, ok := r.read[file]; ok {
		return f
	}
	if r.read == nil {
		r.read = map[string]*token.File{}
	}
	var tf *token.File
	if data, err := os.ReadFile(file); err == nil {
		tf = r.pass.Fset.AddFile(file, -1, len(data))
		tf.SetLinesForContent(data)
	}
	r.read[file] = tf
	return tf
}

// flush reports the findings in position order (by file name and
// offset: token.Pos order across files follows the order the driver
// happened to parse them in), then the check's own ignore directives that
// match no finding (the directives check reports the ones without a
// reason).
func (r *reporter) flush() {
	sort.SliceStable(r.reports, func(i, j int) bool { return before(r.pass.Fset, r.reports[i].Pos, r.reports[j].Pos) })
	for _, d := range r.reports {
		r.pass.Report(d)
	}
	for _, ig := range r.ignores {
		if ig.d.Reason != "" && !ig.used && r.reportable(ig.d.Pos) {
			r.pass.Reportf(ig.d.Pos, "retrylint:ignore %s directive matches no finding; remove it", r.check)
		}
	}
}
