package callgraph

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// DirectiveKind is what a //retrylint: directive says.
type DirectiveKind string

// The directive kinds retrylint knows.
const (
	Retrier    DirectiveKind = "retrier"    // the function is a retry owner
	Budget     DirectiveKind = "budget"     // the function or call is a budget check
	Route      DirectiveKind = "route"      // the function or call is a route selection
	WriteDir   DirectiveKind = "write"      // the function or call is a non-idempotent write
	Idempotent DirectiveKind = "idempotent" // the function's or call's writes are safe to retry
	Ignore     DirectiveKind = "ignore"     // silence one finding of a check
)

// DirectiveKinds are the directive kinds that retrylint knows, in the
// order the docs list them.
var DirectiveKinds = []DirectiveKind{Retrier, Budget, Route, WriteDir, Idempotent, Ignore}

// Directive is one //retrylint:<kind> comment.
type Directive struct {
	Kind   DirectiveKind
	Args   []string  // words after the kind; for ignore, Args[0] is the check (or a comma list)
	Reason string    // the text after the kind (and, for ignore, the checks)
	Pos    token.Pos // the comment
	Line   int
	// Target is the line after the comment group the directive is in:
	// the line that a directive written above it (alone, or stacked with
	// other comments) applies to.
	Target int
	File   *token.File
	Func   *ast.FuncDecl // the declaration it documents, if any
	// Checks are the checks an ignore names: Args[0] split at commas
	// (//retrylint:ignore nestedretry,writeretry reason).
	Checks []string
	// Spaced: the comment is "// retrylint:..." with a space, which is
	// no directive (Go's directives have none); it is parsed only so that
	// the directives check can say so, and applies to nothing.
	Spaced bool
}

// Names reports whether an ignore directive names the check.
func (d *Directive) Names(check string) bool {
	for _, c := range d.Checks {
		if c == check {
			return true
		}
	}
	return false
}

// Covers reports whether an ignore directive applies to a finding on
// line of file tf: one on that line, on the line above, or at the end
// of a comment group right above it (ignores stacked over one line).
func (d *Directive) Covers(tf *token.File, line int) bool {
	return !d.Spaced && d.File == tf && (d.Line == line || d.Line == line-1 || d.Target == line)
}

// DirectivePrefix starts every retrylint directive.
const DirectivePrefix = "//retrylint:"

// Known reports whether the directive's kind is one retrylint defines.
func (d *Directive) Known() bool {
	for _, k := range DirectiveKinds {
		if d.Kind == k {
			return true
		}
	}
	return false
}

// parseDirectives collects the directives of the files, in file order.
func parseDirectives(fset *token.FileSet, files []*ast.File) []*Directive {
	var out []*Directive
	for _, f := range files {
		docs := map[*ast.CommentGroup]*ast.FuncDecl{}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Doc != nil {
				docs[fd.Doc] = fd
			}
		}
		tf := fset.File(f.Pos())
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				text, spaced := c.Text, false
				if t, ok := spacedDirective(text); ok {
					text, spaced = t, true
				}
				if !strings.HasPrefix(text, DirectivePrefix) {
					continue
				}
				// Several directives may share one comment line:
				// //retrylint:ignore nestedretry why //retrylint:ignore writeretry why.
				// A " // " ends them (a remark after the directives).
				text = strings.TrimPrefix(text, DirectivePrefix)
				if i := strings.Index(text, " // "); i >= 0 {
					text = text[:i]
				}
				for _, body := range strings.Split(text, " "+DirectivePrefix) {
					out = append(out, parseDirective(body, c, cg, tf, docs[cg], spaced))
				}
			}
		}
	}
	return out
}

// parseDirective makes the directive of one body (the text after
// //retrylint:) of comment c in group cg.
func parseDirective(body string, c *ast.Comment, cg *ast.CommentGroup, tf *token.File, fn *ast.FuncDecl, spaced bool) *Directive {
	words := strings.Fields(body)
	if len(words) == 0 {
		words = []string{""}
	}
	d := &Directive{Kind: DirectiveKind(words[0]), Args: words[1:], Pos: c.Pos(), File: tf, Func: fn, Spaced: spaced}
	if tf != nil {
		d.Line = tf.Line(c.Pos())
		d.Target = tf.Line(cg.End()) + 1
	}
	rest := words[1:]
	if d.Kind == Ignore && len(rest) > 0 {
		for _, name := range strings.Split(rest[0], ",") {
			if name != "" {
				d.Checks = append(d.Checks, name)
			}
		}
		rest = rest[1:]
	}
	d.Reason = strings.Join(rest, " ")
	return d
}

// spacedDirective returns "//retrylint:..." for a comment written
// "// retrylint:..." (a space, or several, after the slashes).
func spacedDirective(text string) (string, bool) {
	rest, ok := strings.CutPrefix(text, "//")
	if !ok {
		return "", false
	}
	trimmed := strings.TrimLeft(rest, " \t")
	if trimmed == rest || !strings.HasPrefix(trimmed, "retrylint:") {
		return "", false
	}
	return "//" + trimmed, true
}

// directives indexes the directives that teach the analysis: those in
// the doc comment of a function declaration, and those on the line of a
// call or the line above it. Attached records the ones that attach to
// something, for the diagnostics about directives.
type directives struct {
	onFunc   map[funcDir]*Directive
	onLine   map[lineKey]*Directive
	attached map[*Directive]bool
}

type funcDir struct {
	fn   *types.Func
	kind DirectiveKind
}

type lineKey struct {
	file *token.File
	line int
}

func indexDirectives(all []*Directive, info *types.Info) *directives {
	d := &directives{onFunc: map[funcDir]*Directive{}, onLine: map[lineKey]*Directive{}, attached: map[*Directive]bool{}}
	for _, dir := range all {
		switch dir.Kind {
		case Retrier, Budget, Route, WriteDir, Idempotent:
		default:
			continue
		}
		if dir.Spaced {
			continue // no directive: the directives check says so
		}
		if dir.Func != nil {
			if obj, ok := info.Defs[dir.Func.Name].(*types.Func); ok {
				d.onFunc[funcDir{obj, dir.Kind}] = dir
				d.attached[dir] = true
			}
		} else if dir.Kind != Retrier && dir.File != nil {
			d.onLine[lineKey{dir.File, dir.Line}] = dir
		}
	}
	return d
}

// on returns the directive of one of the kinds on fn's declaration.
func (d *directives) on(fn *types.Func, kinds ...DirectiveKind) *Directive {
	for _, k := range kinds {
		if dir, ok := d.onFunc[funcDir{fn, k}]; ok {
			return dir
		}
	}
	return nil
}

// at returns a directive of one of the kinds on the line of pos or the
// line above, and records it as attached.
func (d *directives) at(fset *token.FileSet, pos token.Pos, kinds ...DirectiveKind) *Directive {
	tf := fset.File(pos)
	if tf == nil || !pos.IsValid() {
		return nil
	}
	line := tf.Line(pos)
	for _, l := range []int{line, line - 1} {
		if dir, ok := d.onLine[lineKey{tf, l}]; ok {
			for _, k := range kinds {
				if dir.Kind == k {
					d.attached[dir] = true
					return dir
				}
			}
		}
	}
	return nil
}
