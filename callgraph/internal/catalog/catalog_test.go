package catalog

import (
	"flag"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/packages"

	"github.com/retrylint/retrylint/callgraph/internal/names"
)

func repo(t *testing.T, rel string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("..", "..", "..", rel))
	require.NoError(t, err)
	return p
}

// TestStdList holds stdlist.go to the toolchain: go generate rewrites it.
func TestStdList(t *testing.T) {
	out, err := exec.Command("go", "list", "std").Output()
	require.NoError(t, err)
	got := strings.Fields(string(out))
	sort.Strings(got)
	assert.Equal(t, got, stdPackages, "stdlist.go is stale: run go generate ./callgraph/internal/catalog")
	assert.True(t, IsStd("net/http"))
	assert.True(t, IsStd("vendor/golang.org/x/net/idna"))
	assert.False(t, IsStd("github.com/cenkalti/backoff/v4"))
}

var update = flag.Bool("update", false, "rewrite the library table of docs/owners.md from Families")

// TestLibraryTable holds the library table of docs/owners.md to Families;
// with -update it rewrites the table:
//
//	go test ./callgraph/internal/catalog -run TestLibraryTable -update
func TestLibraryTable(t *testing.T) {
	path := repo(t, filepath.Join("docs", "owners.md"))
	page, err := os.ReadFile(path)
	require.NoError(t, err)
	if *update {
		text := string(page)
		start := strings.Index(text, "| library | owners |")
		require.GreaterOrEqual(t, start, 0, "docs/owners.md has no library table")
		end := strings.Index(text[start:], "\n\n")
		require.Greater(t, end, 0)
		text = text[:start] + LibraryTable() + text[start+end+1:]
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
		page = []byte(text)
	}
	assert.Contains(t, string(page), LibraryTable(), "the library table of docs/owners.md is generated from catalog.Families: go test ./callgraph/internal/catalog -run TestLibraryTable -update")
}

// TestDocLibraries: the nestedretry doc names every modelled family.
func TestDocLibraries(t *testing.T) {
	doc, err := os.ReadFile(repo(t, "analyzer/doc.go"))
	require.NoError(t, err)
	text := string(doc)
	start := strings.Index(text, "# Analyzer nestedretry")
	end := strings.Index(text, "# Analyzer budgetorder")
	require.True(t, start >= 0 && end > start)
	section := strings.Join(strings.Fields(strings.ReplaceAll(text[start:end], "//", "")), " ")
	for _, f := range Families {
		assert.Contains(t, section, f.Short, "the nestedretry doc names %s", f.Name)
	}
}

// TestRowsBelongToFamilies: a package that retry or client rows model is
// std, or one of a family's packages (a modelled package without a
// family row fails here, and so would its row of the library table).
func TestRowsBelongToFamilies(t *testing.T) {
	known := map[string]bool{}
	for _, f := range Families {
		for _, p := range append(append([]string(nil), f.Packages...), f.Uses...) {
			known[p] = true
		}
	}
	var keys []string
	for _, e := range entryRows() {
		keys = append(keys, e.Key)
	}
	for _, v := range valueRows() {
		keys = append(keys, v.Func, v.Type, v.Global)
	}
	for _, k := range keys {
		if k == "" {
			continue
		}
		p := pkgOf(k)
		_, prefixed := prefixOf(p)
		assert.True(t, IsStd(p) || known[p] || prefixed, "%s: package %s has rows but no family", k, p)
	}
	for _, p := range ModelledPackages() {
		assert.False(t, IsStd(p), "%s: std is never modelled", p)
	}
}

// loaded are the fixture packages: the stubs and scenarios of
// testdata/src (GOPATH mode) and the real modules of testdata/realmod.
type loaded struct {
	pkgs map[string][]*types.Package // a stub and a real module may share a path
	uses map[string]bool             // keys of everything the scenarios use
}

func load(t *testing.T) *loaded {
	t.Helper()
	if testing.Short() {
		t.Skip("loads every fixture package and the real modules")
	}
	l := &loaded{pkgs: map[string][]*types.Package{}, uses: map[string]bool{}}
	mode := packages.NeedName | packages.NeedTypes | packages.NeedTypesInfo | packages.NeedSyntax | packages.NeedDeps | packages.NeedImports
	gopath := repo(t, "testdata")
	stubs, err := packages.Load(&packages.Config{Mode: mode, Dir: filepath.Join(gopath, "src"),
		Env: append(os.Environ(), "GO111MODULE=off", "GOPATH="+gopath, "GOFLAGS=")}, "./...")
	require.NoError(t, err)
	cmd := exec.Command("go", "mod", "download")
	cmd.Dir = filepath.Join(gopath, "realmod")
	cmd.Env = append(os.Environ(), "GOWORK=off")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	real, err := packages.Load(&packages.Config{Mode: mode, Dir: filepath.Join(gopath, "realmod"),
		Env: append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")}, "./...")
	require.NoError(t, err)
	seen := map[*types.Package]bool{}
	packages.Visit(append(stubs, real...), nil, func(p *packages.Package) {
		if p.Types != nil && !seen[p.Types] {
			seen[p.Types] = true
			l.pkgs[p.PkgPath] = append(l.pkgs[p.PkgPath], p.Types)
		}
	})
	// The std packages that rows name and no fixture imports.
	var std []string
	for _, k := range Keys() {
		if p := pkgOf(k); IsStd(p) && l.pkgs[p] == nil {
			std = append(std, p)
		}
	}
	if len(std) > 0 {
		more, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedTypes}, std...)
		require.NoError(t, err)
		for _, p := range more {
			l.pkgs[p.PkgPath] = append(l.pkgs[p.PkgPath], p.Types)
		}
	}
	// What the scenarios use: calls, composite literals, variables.
	for _, p := range append(stubs, real...) {
		if p.TypesInfo == nil || isStub(p.PkgPath) {
			continue
		}
		for _, obj := range p.TypesInfo.Uses {
			switch o := obj.(type) {
			case *types.Func:
				l.uses[names.Key(o.Origin())] = true
			case *types.TypeName:
				if o.Pkg() != nil {
					l.uses[o.Pkg().Path()+"."+o.Name()] = true
				}
				if n, ok := types.Unalias(o.Type()).(*types.Named); ok && o.IsAlias() && n.Obj().Pkg() != nil {
					l.uses[n.Obj().Pkg().Path()+"."+n.Obj().Name()] = true // an alias uses its target (workflow.ActivityOptions)
				}
			case *types.Var:
				if o.Pkg() != nil && !o.IsField() && o.Parent() == o.Pkg().Scope() {
					l.uses[names.VarKey(o)] = true
				}
			}
		}
	}
	return l
}

// isStub reports whether a fixture package is a stub of a library (its
// import path starts with a domain), not a scenario.
func isStub(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return strings.Contains(first, ".") && !strings.HasPrefix(path, "example.com/")
}

// resolve reports whether key names a function, method, type or
// variable of a loaded package; wildcards need the type (or some type
// with the method) to exist.
func (l *loaded) resolve(key string) bool {
	key = strings.TrimSuffix(key, "*")
	pkgPath := pkgOf(key)
	for path, pkgs := range l.pkgs {
		if path != pkgPath && PatternOf(path) != pkgPath {
			continue // a package pattern (service/*) resolves in any package it matches
		}
		for _, pkg := range pkgs {
			if resolveIn(pkg, strings.Split(strings.TrimPrefix(key[len(pkgPath):], "."), ".")) {
				return true
			}
		}
	}
	return false
}

func resolveIn(pkg *types.Package, parts []string) bool {
	scope := pkg.Scope()
	switch len(parts) {
	case 1:
		return parts[0] == "" || scope.Lookup(parts[0]) != nil
	case 2:
		if parts[0] == "*" {
			for _, n := range scope.Names() {
				if tn, ok := scope.Lookup(n).(*types.TypeName); ok && hasMethod(tn, parts[1]) {
					return true
				}
			}
			return false
		}
		tn, ok := scope.Lookup(parts[0]).(*types.TypeName)
		return ok && (parts[1] == "" || hasMethod(tn, parts[1]))
	}
	return false
}

// hasMethod: the type (or its pointer) has a method with the name or
// the prefix, or a struct field with the name (a status field, a
// classifier field).
func hasMethod(tn *types.TypeName, name string) bool {
	if st, ok := tn.Type().Underlying().(*types.Struct); ok {
		for i := 0; i < st.NumFields(); i++ {
			if st.Field(i).Name() == name {
				return true
			}
		}
	}
	for _, t := range []types.Type{tn.Type(), types.NewPointer(tn.Type())} {
		ms := types.NewMethodSet(t)
		for i := 0; i < ms.Len(); i++ {
			if strings.HasPrefix(ms.At(i).Obj().Name(), name) {
				return true
			}
		}
	}
	return false
}

// TestKeysResolve: every key of the catalog names something real, in a
// stub of testdata/src, a real module of testdata/realmod, or std.
func TestKeysResolve(t *testing.T) {
	l := load(t)
	for _, key := range Keys() {
		assert.True(t, l.resolve(key), "catalog key %s resolves to nothing in the stubs, the real modules or std", key)
	}
	for _, v := range valueRows() {
		for _, o := range v.Options {
			if o.Func != "" {
				assert.True(t, l.resolve(o.Func), "option %s resolves to nothing", o.Func)
			}
		}
	}
	for _, key := range PaceKeys() {
		assert.True(t, l.resolve(key), "pace row %s resolves to nothing", key)
	}
	for _, key := range OutcomeKeys() {
		assert.True(t, l.resolve(key), "outcome row %s resolves to nothing", key)
	}
}

// TestRowsHaveFixtures: every entry, value and write row is used by a
// scenario fixture (a positive or a negative), not only declared.
func TestRowsHaveFixtures(t *testing.T) {
	l := load(t)
	used := func(key string) bool {
		if !strings.Contains(key, "*") {
			return l.uses[key]
		}
		// A "*" stands for one name: "pkg.*.Exec", "pkg.Type.*", "pkg.*.*",
		// and a package pattern for any package it matches.
		pkg := pkgOf(key)
		want := strings.Split(strings.TrimPrefix(key[len(pkg):], "."), ".")
		for u := range l.uses {
			upkg := pkgOf(u)
			if upkg != pkg && PatternOf(upkg) != pkg {
				continue
			}
			got := strings.Split(strings.TrimPrefix(u[len(upkg):], "."), ".")
			if len(got) != len(want) {
				continue
			}
			match := true
			for i := range want {
				match = match && (want[i] == "*" || want[i] == got[i])
			}
			if match {
				return true
			}
		}
		return false
	}
	var missing []string
	check := func(kind, key string) {
		if key != "" && !used(key) {
			missing = append(missing, kind+" "+key)
		}
	}
	for _, e := range entryRows() {
		check("entry", e.Key)
	}
	for _, v := range valueRows() {
		check("value", v.Func)
		check("value", v.Type)
		check("value", v.Global)
	}
	for _, w := range writeRows() {
		check("write", w.Key)
	}
	for k := range budgetRows {
		check("budget", k)
	}
	for _, c := range Classifiers {
		if !c.Field {
			check("classifier", c.Key)
		}
	}
	for _, c := range CodeLists {
		check("code list", c.Key)
	}
	for _, f := range Fallbacks {
		check("fallback", f.Key)
	}
	sort.Strings(missing)
	assert.Empty(t, missing, "rows that no fixture uses")
}

// TestRowsHaveClasses: every retry owner the catalog knows says what it
// goes round on: a library its class (or a predicate argument), a client
// its own or its value's, and every value family has a class.
func TestRowsHaveClasses(t *testing.T) {
	for _, e := range entryRows() {
		name := e.Key + e.Via + e.AnyMethodOf + e.Prefix + e.CallOptions + e.OptionsParam + e.FuncTypeIn
		if e.ValueClass {
			assert.Zero(t, e.Class, "%s: a class from the value takes no class of its own", name)
			continue
		}
		assert.NotZero(t, e.Class, "%s: no class", name)
	}
	for _, v := range valueRows() {
		if v.Family != "" {
			assert.NotEqual(t, Unread, FamilyClass(v.Family), "family %q of %s has no class", v.Family, v.Func+v.Type+v.Global)
		}
	}
	for _, f := range Families {
		assert.True(t, f.Class.Read(), "family %s says what it retries on (Class)", f.Name)
	}
	// The classes name what they hold.
	assert.Equal(t, "every error", AnyError.String())
	assert.Equal(t, "conflicts", Conflict.String())
	assert.Equal(t, "transport errors, timeouts, 5xx and 429", HTTPFailures.FailureNames())
	assert.Equal(t, "every failure", Failures.FailureNames())
	assert.Equal(t, Class(0), Shared(Conflict, HTTPFailures), "a conflict retry shares no failure with a client's retries")
	assert.Equal(t, HTTPFailures, Shared(Unread, HTTPFailures), "an unread class may share any")
	assert.Equal(t, Class(0), Shared(NotYet, Unread), "a known class without failures shares none, even with an unread one")
}
