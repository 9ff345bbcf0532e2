package analyzer_test

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"go/types"
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/retrylint/retrylint/analyzer"
	"github.com/retrylint/retrylint/callgraph"
)

// TestNogoLikeDriver runs the checks the way Bazel's nogo does: one
// package at a time, facts only through gob-encoded object facts, no
// ReadFile, Module or OtherFiles on the Pass, and no analysis (so no
// facts) for the standard library. The findings must be the ones the
// standard driver gives (the // want lines of the fixtures).
func TestNogoLikeDriver(t *testing.T) {
	t.Parallel()
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  testdata(),
		Env:  append(os.Environ(), "GO111MODULE=off", "GOPATH="+testdata(), "GOFLAGS="),
	}
	pkgs, err := packages.Load(cfg, "chain/edge", "writes/app", "budget/usehelpers")
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatal("packages failed to load")
	}
	// Dependencies first.
	var order []*packages.Package
	seen := map[*packages.Package]bool{}
	var visit func(p *packages.Package)
	visit = func(p *packages.Package) {
		if seen[p] {
			return
		}
		seen[p] = true
		paths := make([]string, 0, len(p.Imports))
		for path := range p.Imports {
			paths = append(paths, path)
		}
		sort.Strings(paths)
		for _, path := range paths {
			visit(p.Imports[path])
		}
		order = append(order, p)
	}
	for _, p := range pkgs {
		visit(p)
	}

	facts := map[types.Object][]byte{} // gob-encoded, as nogo stores them
	var got []string
	for _, p := range order {
		if callgraph.IsStd(p.PkgPath) {
			continue // nogo does not analyse the standard library
		}
		res := runPass(t, callgraph.Analyzer, p, nil, facts, nil)
		root := false
		for _, r := range pkgs {
			root = root || r == p
		}
		for _, a := range analyzer.All() {
			runPass(t, a, p, map[*analysis.Analyzer]any{callgraph.Analyzer: res}, facts, func(d analysis.Diagnostic) {
				if root {
					pos := p.Fset.Position(d.Pos)
					got = append(got, fmt.Sprintf("%s:%d: %s", pos.Filename[strings.LastIndex(pos.Filename, "/")+1:], pos.Line, d.Message))
				}
			})
		}
	}
	joined := strings.Join(got, "\n")
	for _, want := range []string{
		"edge.go:15: retry.Do (4 attempts) calls adapter.Price, which retries via backoff.Retry (4 attempts) and reaches pricing.Quote (for loop, 4 attempts): up to 64 calls per operation",
		"app.go:42: retry.Do re-sends POST via payments.Charge (http.Post in payments.charge) without an idempotency key",
		"app.go:116: retry.Do re-runs an INSERT via payments.Record (sql.DB.ExecContext) without an upsert",
		"usehelpers.go:20: budget check helpers.TryAcquire runs after replica selection helpers.PickReplica at line 19",
	} {
		if !strings.Contains(joined, want) {
			t.Errorf("missing finding %q in:\n%s", want, joined)
		}
	}
}

// runPass runs one analyzer on one package with a Pass like nogo's.
func runPass(t *testing.T, a *analysis.Analyzer, p *packages.Package, resultOf map[*analysis.Analyzer]any, facts map[types.Object][]byte, report func(analysis.Diagnostic)) any {
	t.Helper()
	if report == nil {
		report = func(analysis.Diagnostic) {}
	}
	pass := &analysis.Pass{
		Analyzer:   a,
		Fset:       p.Fset,
		Files:      p.Syntax,
		Pkg:        p.Types,
		TypesInfo:  p.TypesInfo,
		TypesSizes: p.TypesSizes,
		ResultOf:   resultOf,
		Report:     report,
		ImportObjectFact: func(obj types.Object, fact analysis.Fact) bool {
			data, ok := facts[obj]
			if !ok {
				return false
			}
			if err := gob.NewDecoder(bytes.NewReader(data)).Decode(fact); err != nil {
				t.Fatalf("decoding fact: %v", err)
			}
			return true
		},
		ExportObjectFact: func(obj types.Object, fact analysis.Fact) {
			var buf bytes.Buffer
			if err := gob.NewEncoder(&buf).Encode(fact); err != nil {
				t.Fatalf("encoding fact: %v", err)
			}
			facts[obj] = buf.Bytes()
		},
		AllObjectFacts: func() []analysis.ObjectFact {
			var out []analysis.ObjectFact
			for obj, data := range facts {
				f := reflect.New(reflect.TypeOf(callgraph.FuncFact{})).Interface().(analysis.Fact)
				if err := gob.NewDecoder(bytes.NewReader(data)).Decode(f); err == nil {
					out = append(out, analysis.ObjectFact{Object: obj, Fact: f})
				}
			}
			sort.Slice(out, func(i, j int) bool { return out[i].Object.Pos() < out[j].Object.Pos() })
			return out
		},
		ImportPackageFact: func(*types.Package, analysis.Fact) bool { return false },
		ExportPackageFact: func(analysis.Fact) {},
		AllPackageFacts:   func() []analysis.PackageFact { return nil },
	}
	res, err := a.Run(pass)
	if err != nil {
		t.Fatalf("%s on %s: %v", a.Name, p.PkgPath, err)
	}
	return res
}
