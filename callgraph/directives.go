package callgraph

import (
	"go/ast"
	"go/token"
	"strings"
)

// Directive is one //retrylint:<kind> comment.
type Directive struct {
	Kind   string    // "retrier", "ignore", "budget", ...
	Args   []string  // words after the kind; for ignore, Args[0] is the check
	Reason string    // the text after the kind (and, for ignore, the check)
	Pos    token.Pos // the comment
	Line   int
	File   *token.File
	Func   *ast.FuncDecl // the declaration it documents, if any
}

// DirectivePrefix starts every retrylint directive.
const DirectivePrefix = "//retrylint:"

// DirectiveKinds are the directive names that retrylint knows.
var DirectiveKinds = []string{"retrier", "budget", "route", "write", "idempotent", "ignore"}

func knownKind(k string) bool {
	for _, d := range DirectiveKinds {
		if d == k {
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
				if !strings.HasPrefix(c.Text, DirectivePrefix) {
					continue
				}
				words := strings.Fields(strings.TrimPrefix(c.Text, DirectivePrefix))
				if len(words) == 0 {
					words = []string{""}
				}
				d := &Directive{Kind: words[0], Args: words[1:], Pos: c.Pos(), File: tf, Func: docs[cg]}
				if tf != nil {
					d.Line = tf.Line(c.Pos())
				}
				rest := words[1:]
				if d.Kind == "ignore" && len(rest) > 0 {
					rest = rest[1:]
				}
				d.Reason = strings.Join(rest, " ")
				out = append(out, d)
			}
		}
	}
	return out
}

// Known reports whether the directive's kind is one retrylint defines.
func (d *Directive) Known() bool { return knownKind(d.Kind) }
