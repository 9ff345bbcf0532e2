package graph

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/names"
)

// target is one implementation of an interface method.
type target struct {
	local *Node
	ext   *types.Func
	name  string
}

// implKey: the same method object belongs to every interface that embeds
// its interface, so the interface type is part of the key.
type implKey struct {
	method   *types.Func
	iface    types.Type
	fromTest bool
}

// implementations resolves an interface call to the methods visible in
// the package and among the imported methods of Config.Methods.
func (g *Graph) implementations(c *ssa.CallCommon, from token.Pos) []target {
	fromTest := g.InTestFile(from)
	key := implKey{c.Method, c.Value.Type(), fromTest}
	if t, ok := g.implCache[key]; ok {
		return t
	}
	t := g.findImplementations(c, fromTest)
	g.implCache[key] = t
	return t
}

func (g *Graph) findImplementations(c *ssa.CallCommon, fromTest bool) []target {
	iface, ok := c.Value.Type().Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	out, seen := g.localImplementations(iface, c.Method, fromTest)
	m := c.Method
	if !g.methodsOK {
		g.methodsOK = true
		if g.cfg.Methods != nil {
			g.methods = g.cfg.Methods()
		}
	}
	for _, fn := range g.methods {
		if fn.Name() != m.Name() || seen[fn] {
			continue
		}
		recv := fn.Type().(*types.Signature).Recv().Type()
		if hasTypeParams(recv) {
			continue
		}
		if types.Implements(recv, iface) {
			seen[fn] = true
			out = append(out, target{ext: fn, name: names.Display(fn)})
		}
	}
	if len(out) == 0 {
		return out
	}
	// Other packages' types the package converts to this interface are
	// implementations too (a client field that holds &http.Client{} or a
	// retrying wrapper): the call may reach either.
	for _, cv := range g.convs {
		if cv.test && !fromTest || !types.Identical(cv.iface, c.Value.Type()) {
			continue
		}
		obj, _, _ := types.LookupFieldOrMethod(cv.concrete, true, nil, m.Name())
		fn, ok := obj.(*types.Func)
		if !ok || seen[fn] || fn.Pkg() == g.cfg.Pkg {
			continue
		}
		seen[fn] = true
		out = append(out, target{ext: fn, name: names.Display(fn)})
	}
	return out
}

func hasTypeParams(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.TypeParams().Len() > 0
}

// localImplementations resolves method m of iface to the methods of the
// package's own types (and those promoted into them from other packages
// whose facts make them worth a ref).
func (g *Graph) localImplementations(iface *types.Interface, m *types.Func, fromTest bool) ([]target, map[*types.Func]bool) {
	var out []target
	seen := map[*types.Func]bool{}
	for _, named := range g.localTypes {
		if !g.hasMethodNamed(named, m.Name()) {
			continue // neither T nor *T has the method: no Implements to ask
		}
		if !fromTest && (g.InTestFile(named.Obj().Pos()) || g.cfg.Double != nil && g.cfg.Double(named)) {
			continue // code outside tests never runs a type of the tests, or a mock
		}
		for _, t := range []types.Type{named, types.NewPointer(named)} {
			if !types.Implements(t, iface) {
				continue
			}
			obj, _, _ := types.LookupFieldOrMethod(t, false, m.Pkg(), m.Name())
			fn, ok := obj.(*types.Func)
			if !ok || seen[fn] {
				continue
			}
			seen[fn] = true
			if n, ok := g.byObj[fn.Origin()]; ok {
				out = append(out, target{local: n, name: n.Name})
			} else if fn.Pkg() != g.cfg.Pkg && g.cfg.Promoted(fn.Origin()) {
				// A method promoted from an embedded type of another
				// package.
				out = append(out, target{ext: fn.Origin(), name: names.Display(fn)})
			}
			break
		}
	}
	return out, seen
}

// Impl is an implementation of an interface method among the package's
// own types: a node of the package, or a method of another package
// promoted into one of its types.
type Impl struct {
	Local *Node
	Ext   *types.Func
	Name  string
}

// LocalImplementations returns the implementations of method m of the
// interface iface among the package's own types (outside test files).
func (g *Graph) LocalImplementations(iface *types.Interface, m *types.Func) []Impl {
	ts, _ := g.localImplementations(iface, m, false)
	out := make([]Impl, len(ts))
	for i, t := range ts {
		out[i] = Impl{Local: t.local, Ext: t.ext, Name: t.name}
	}
	return out
}

// hasMethodNamed reports whether *T (whose method set holds T's) has a
// method of the name, its own or promoted.
func (g *Graph) hasMethodNamed(named *types.Named, name string) bool {
	if g.methodNames == nil {
		g.methodNames = map[*types.Named]map[string]bool{}
	}
	set, ok := g.methodNames[named]
	if !ok {
		set = map[string]bool{}
		ms := types.NewMethodSet(types.NewPointer(named))
		for i := 0; i < ms.Len(); i++ {
			set[ms.At(i).Obj().Name()] = true
		}
		g.methodNames[named] = set
	}
	return set[name]
}
