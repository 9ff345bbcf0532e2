package analyzer_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/imports"

	"github.com/retrylint/retrylint/analyzer"
)

// example returns the code block after the paragraph "label:" of a doc.
func example(doc, label string) string {
	lines := strings.Split(doc, "\n")
	for i, l := range lines {
		if l != label+":" {
			continue
		}
		var code []string
		for _, c := range lines[i+1:] {
			if c != "" && !strings.HasPrefix(c, "\t") {
				break
			}
			code = append(code, strings.TrimPrefix(c, "\t"))
		}
		return strings.TrimSpace(strings.Join(code, "\n"))
	}
	return ""
}

// declared returns the top-level declarations of src by name, with
// their doc comments, in order.
func declared(t *testing.T, src string) (names []string, text map[string]string) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "x.go", "package x\n"+src, parser.ParseComments)
	require.NoError(t, err, src)
	text = map[string]string{}
	full := "package x\n" + src
	for _, d := range f.Decls {
		start := d.Pos()
		var name string
		switch d := d.(type) {
		case *ast.FuncDecl:
			name = d.Name.Name
			if d.Doc != nil {
				start = d.Doc.Pos()
			}
		case *ast.GenDecl:
			if d.Doc != nil {
				start = d.Doc.Pos()
			}
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.ValueSpec:
					name = s.Names[0].Name
				case *ast.TypeSpec:
					name = s.Name.Name
				}
			}
		}
		names = append(names, name)
		text[name] = full[fset.Position(start).Offset:fset.Position(d.End()).Offset]
	}
	return names, text
}

// TestDocExamples: each check's doc has a bad and a good example; the
// check reports the bad one and not the good one (which may use the bad
// one's helpers; what they report does not count).
func TestDocExamples(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/ex\n\ngo 1.26.0\n"), 0o644))
	helperLine := map[string]int{}
	for _, a := range analyzer.All() {
		bad, good := example(a.Doc, "Bad"), example(a.Doc, "Good")
		require.NotEmpty(t, bad, "%s: no Bad: example in doc.go", a.Name)
		require.NotEmpty(t, good, "%s: no Good: example in doc.go", a.Name)
		badNames, badText := declared(t, bad)
		goodNames, _ := declared(t, good)
		has := map[string]bool{}
		for _, n := range goodNames {
			has[n] = true
		}
		goodSrc := good + "\n\n// The bad example's helpers.\n"
		for _, n := range badNames {
			if !has[n] {
				goodSrc += "\n" + badText[n] + "\n"
			}
		}
		for kind, src := range map[string]string{"bad": bad, "good": goodSrc} {
			pkg := a.Name + kind
			file := filepath.Join(dir, pkg, "x.go")
			code, err := imports.Process(file, []byte("package "+pkg+"\n\n"+src+"\n"), nil)
			require.NoError(t, err, "%s %s example:\n%s", a.Name, kind, src)
			require.NoError(t, os.MkdirAll(filepath.Dir(file), 0o755))
			require.NoError(t, os.WriteFile(file, code, 0o644))
			if kind == "good" {
				for i, l := range strings.Split(string(code), "\n") {
					if l == "// The bad example's helpers." {
						helperLine[a.Name] = i + 1
					}
				}
			}
		}
	}
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: dir, Env: append(os.Environ(), "GOFLAGS=", "GOWORK=off", "GOPROXY=off")}
	pkgs, err := packages.Load(cfg, "./...")
	require.NoError(t, err)
	for _, p := range pkgs {
		require.Empty(t, p.Errors, "%s does not compile", p.PkgPath)
	}
	checks := analyzer.All()
	graph, err := checker.Analyze(checks, pkgs, nil)
	require.NoError(t, err)
	found := map[string][]analysis.Diagnostic{} // check + kind → its findings
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		name := act.Analyzer.Name
		kind := strings.TrimPrefix(act.Package.Name, name)
		if kind != "bad" && kind != "good" {
			continue // another check's example
		}
		for _, d := range act.Diagnostics {
			if kind == "good" && act.Package.Fset.Position(d.Pos).Line >= helperLine[name] {
				continue
			}
			found[name+" "+kind] = append(found[name+" "+kind], d)
		}
	}
	for _, a := range checks {
		if len(found[a.Name+" bad"]) == 0 {
			t.Errorf("%s does not report its Bad: example", a.Name)
		}
		for _, d := range found[a.Name+" good"] {
			t.Errorf("%s reports its Good: example: %s", a.Name, d.Message)
		}
	}
}
