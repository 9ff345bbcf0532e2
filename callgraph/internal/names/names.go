// Package names gives functions and types the keys that the catalog is
// written in ("net/http.Client.Do") and the short names that messages use
// ("http.Client.Do"). Identity is by package path and name, never by
// types.Type.String.
package names

import "go/types"

// Key returns "pkg/path.Func" or "pkg/path.Type.Method" for fn, the form
// of the catalog's keys; universe methods (error.Error) have only a name.
func Key(fn *types.Func) string {
	if fn.Pkg() == nil {
		return fn.Name()
	}
	if recv := Recv(fn); recv != "" {
		return fn.Pkg().Path() + "." + recv + "." + fn.Name()
	}
	return fn.Pkg().Path() + "." + fn.Name()
}

// Recv returns the name of fn's receiver type without pointer and type
// arguments, or "" for a plain function or a method of an unnamed
// interface.
func Recv(fn *types.Func) string {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return ""
	}
	if n := Named(sig.Recv().Type()); n != nil {
		return n.Obj().Name()
	}
	return ""
}

// Display returns "pkg.Func" or "pkg.Type.Method" (the package's name,
// not its path), the form that messages use.
func Display(fn *types.Func) string {
	name := fn.Name()
	if recv := Recv(fn); recv != "" {
		name = recv + "." + name
	}
	if fn.Pkg() != nil {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}

// Named returns the named type of t or *t, or nil.
func Named(t types.Type) *types.Named {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, _ := types.Unalias(t).(*types.Named)
	return n
}

// TypeDisplay returns how messages name a named type: "pkg.Type".
func TypeDisplay(n *types.Named) string {
	if n.Obj().Pkg() == nil {
		return n.Obj().Name()
	}
	return n.Obj().Pkg().Name() + "." + n.Obj().Name()
}

// TypeKey returns "pkg/path.Type" for a named type or a pointer to one,
// or "" for any other type.
func TypeKey(t types.Type) string {
	n := Named(t)
	if n == nil || n.Obj().Pkg() == nil {
		return ""
	}
	return n.Obj().Pkg().Path() + "." + n.Obj().Name()
}

// VarKey returns "pkg/path.Var" for a package-level variable.
func VarKey(v *types.Var) string {
	if v.Pkg() == nil {
		return v.Name()
	}
	return v.Pkg().Path() + "." + v.Name()
}
