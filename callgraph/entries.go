package callgraph

import (
	"go/token"
	"go/types"
	"sort"
	"strings"

	"github.com/retrylint/retrylint/callgraph/internal/graph"
)

// EntryKind says why a function is an entry point of the retry map.
type EntryKind uint8

const (
	// EntryExported is an exported function or method.
	EntryExported EntryKind = iota + 1
	// EntryMain is a command's main function.
	EntryMain
	// EntryHTTP is an HTTP handler: func(http.ResponseWriter, *http.Request).
	EntryHTTP
	// EntryGRPC is a method of a gRPC service implementation (a struct
	// that embeds the generated Unimplemented...Server).
	EntryGRPC
)

func (k EntryKind) String() string {
	switch k {
	case EntryMain:
		return "main"
	case EntryHTTP:
		return "HTTP handler"
	case EntryGRPC:
		return "gRPC method"
	}
	return "exported"
}

// Entry is an entry point of the package that reaches a retry owner:
// where one user request comes in, and what it can multiply into.
type Entry struct {
	Name string // "edge.Handler.ServeHTTP"
	Kind EntryKind
	Pos  token.Pos // the function's name
	End  token.Pos // the end of its body, to place findings in it
	// Branches are the chains of retry owners below the entry, outermost
	// first: one per owner in the entry's own code (with each nest inside
	// its operation), and the worst chain through its calls.
	Branches []Branch
	// Write is the first non-idempotent write the entry reaches (Kind 0
	// when none).
	Write Write
	// Budget are the budget checks and route selections in the entry's
	// own code, in source order.
	Budget []Mark
}

// Branch is one chain of nested retry owners below an entry.
type Branch struct {
	Path   []Hop   // the calls from the entry to Layers[0].Func (empty when the entry holds it)
	Layers []Layer // outermost first
}

// Mark is a budget check or a route selection.
type Mark struct {
	Kind EventKind
	What string // "rate.Limiter.Allow"
	Pos  string // "file:line:col"
}

// Entries returns the package's entry points that reach a retry owner,
// in source order. They are for the retry map, not for a check.
func (r *Result) Entries() []*Entry { return r.entries }

// collectEntries fills Result.Entries from the facts the package
// exports (local: the fact of each named function) and its sites.
func (p *pipeline) collectEntries(local map[*graph.Node]*FuncFact) {
	for _, n := range p.g.Funcs {
		f := local[n]
		if n.Obj == nil || n.Fn == nil || f == nil || len(f.Chain) == 0 {
			continue
		}
		kind := entryKind(n.Obj)
		if kind == 0 || strings.HasSuffix(p.pass.Fset.Position(n.Obj.Pos()).Filename, "_test.go") {
			continue // no entry point, or a test's
		}
		e := &Entry{Name: n.Name, Kind: kind, Pos: n.Obj.Pos(), End: n.Obj.Pos(), Write: f.Write}
		if syn := n.Fn.Syntax(); syn != nil {
			e.End = syn.End()
		}
		inEntry := func(fn string) bool { return fn == n.Name || strings.HasPrefix(fn, n.Name+".func") }
		for _, s := range p.res.sites {
			if !inEntry(s.Layer.Func) {
				continue
			}
			if len(s.Nests) == 0 {
				e.add(Branch{Layers: []Layer{s.Layer}})
			}
			for _, nest := range s.Nests {
				e.add(Branch{Layers: append([]Layer{s.Layer}, nest.Chain...), Path: nest.Path})
			}
		}
		if len(f.Path) > 0 || len(e.Branches) == 0 {
			e.add(Branch{Path: f.Path, Layers: f.Chain})
		}
		for _, node := range p.g.Funcs {
			if node.Fn == nil || !inEntry(node.Name) {
				continue
			}
			for _, ev := range p.bud.events[node] {
				if ev.kind == BudgetCheck || ev.kind == RouteSelection {
					e.Budget = append(e.Budget, Mark{Kind: ev.kind, What: ev.what, Pos: p.posString(ev.instr.Pos())})
				}
			}
		}
		p.res.entries = append(p.res.entries, e)
	}
	sort.SliceStable(p.res.entries, func(i, j int) bool { return p.res.entries[i].Pos < p.res.entries[j].Pos })
}

// add appends a branch unless the entry has it already.
func (e *Entry) add(b Branch) {
	for _, old := range e.Branches {
		if sameLayers(old.Layers, b.Layers) {
			return
		}
	}
	e.Branches = append(e.Branches, b)
}

func sameLayers(a, b []Layer) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !a[i].same(b[i]) {
			return false
		}
	}
	return true
}

// entryKind says whether fn is an entry point, and of which kind (0 for
// none).
func entryKind(fn *types.Func) EntryKind {
	sig := fn.Signature()
	if fn.Name() == "main" && sig.Recv() == nil && fn.Pkg() != nil && fn.Pkg().Name() == "main" {
		return EntryMain
	}
	if isHandler(sig) {
		return EntryHTTP
	}
	if !fn.Exported() {
		return 0
	}
	if recv := sig.Recv(); recv != nil && grpcServer(recv.Type()) {
		return EntryGRPC
	}
	return EntryExported
}

// isHandler reports whether sig is func(http.ResponseWriter, *http.Request).
func isHandler(sig *types.Signature) bool {
	ps := sig.Params()
	if ps.Len() != 2 || sig.Results().Len() != 0 {
		return false
	}
	w, ok := ps.At(0).Type().(*types.Named)
	if !ok || w.Obj().Pkg() == nil || w.Obj().Pkg().Path() != "net/http" || w.Obj().Name() != "ResponseWriter" {
		return false
	}
	ptr, ok := ps.At(1).Type().(*types.Pointer)
	if !ok {
		return false
	}
	r, ok := ptr.Elem().(*types.Named)
	return ok && r.Obj().Pkg() != nil && r.Obj().Pkg().Path() == "net/http" && r.Obj().Name() == "Request"
}

// grpcServer reports whether t (a receiver) is a struct that embeds a
// generated Unimplemented...Server.
func grpcServer(t types.Type) bool {
	if ptr, ok := t.(*types.Pointer); ok {
		t = ptr.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if f.Embedded() && strings.HasPrefix(f.Name(), "Unimplemented") && strings.HasSuffix(f.Name(), "Server") {
			return true
		}
	}
	return false
}
