package callgraph

import (
	"go/types"
	"strings"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/names"
)

// hasShape reports whether fn has one of the shapes the catalog's shaped
// rows name (catalog.ShapeOperation, ShapeConstructor, ShapeSubClient,
// ShapeContextMethod, ShapeParams):
// how an SDK with hundreds of generated service packages is recognised
// without a key per function.
func hasShape(shape string, fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return false
	}
	params, results := sig.Params(), sig.Results()
	switch shape {
	case catalog.ShapeOperation:
		return sig.Recv() != nil && namedSuffix(sig.Recv().Type(), "Client") && params.Len() >= 2 &&
			names.TypeKey(params.At(0).Type()) == "context.Context" &&
			pointerToSuffix(params.At(params.Len()-1).Type(), "Options") &&
			results.Len() > 0 && types.Identical(results.At(results.Len()-1).Type(), types.Universe.Lookup("error").Type())
	case catalog.ShapeContextMethod:
		return sig.Recv() != nil && namedSuffix(sig.Recv().Type(), "Client") && params.Len() >= 1 &&
			names.TypeKey(params.At(0).Type()) == "context.Context"
	case catalog.ShapeParams:
		return params.Len() >= 1 && pointerToSuffix(params.At(params.Len()-1).Type(), "Params")
	case catalog.ShapeInput:
		if sig.Recv() == nil || !fn.Exported() || results.Len() == 0 ||
			!types.Identical(results.At(results.Len()-1).Type(), types.Universe.Lookup("error").Type()) {
			return false
		}
		for i := 0; i < params.Len(); i++ {
			if pointerToSuffix(params.At(i).Type(), "Input") {
				return true
			}
		}
		return false
	case catalog.ShapeConstructor:
		return sig.Recv() == nil && strings.HasPrefix(fn.Name(), "New") && strings.Contains(fn.Name(), "Client") &&
			params.Len() > 0 && pointerToSuffix(params.At(params.Len()-1).Type(), "Options") &&
			results.Len() > 0 && pointerToSuffix(results.At(0).Type(), "Client")
	case catalog.ShapeCommand:
		return sig.Recv() != nil && params.Len() >= 1 && names.TypeKey(params.At(0).Type()) == "context.Context" &&
			results.Len() == 1 && pointerToSuffix(results.At(0).Type(), "Cmd")
	case catalog.ShapeRequestDo:
		return sig.Recv() != nil && fn.Name() == "Do" && namedSuffix(sig.Recv().Type(), "Request") && params.Len() == 2 &&
			names.TypeKey(params.At(0).Type()) == "context.Context" && types.IsInterface(params.At(1).Type())
	case catalog.ShapeAPIMethod:
		return sig.Recv() != nil && fn.Exported() && params.Len() >= 1 &&
			names.TypeKey(params.At(0).Type()) == "context.Context" &&
			results.Len() > 0 && types.Identical(results.At(results.Len()-1).Type(), types.Universe.Lookup("error").Type())
	case catalog.ShapeTypedDo:
		return sig.Recv() != nil && fn.Name() == "Do" && params.Len() == 1 &&
			names.TypeKey(params.At(0).Type()) == "context.Context" && results.Len() == 2 &&
			types.Identical(results.At(1).Type(), types.Universe.Lookup("error").Type())
	case catalog.ShapeBuilder:
		return sig.Recv() != nil && results.Len() == 1 && names.Named(sig.Recv().Type()) != nil &&
			names.Named(sig.Recv().Type()) == names.Named(results.At(0).Type())
	case catalog.ShapeSubClient:
		if sig.Recv() == nil || !namedSuffix(sig.Recv().Type(), "Client") ||
			!strings.HasPrefix(fn.Name(), "New") || !strings.HasSuffix(fn.Name(), "Client") ||
			results.Len() != 1 || !pointerToSuffix(results.At(0).Type(), "Client") {
			return false
		}
		for i := 0; i < params.Len(); i++ {
			if names.TypeKey(params.At(i).Type()) == "context.Context" {
				return false
			}
		}
		return true
	}
	return false
}

// namedSuffix: t (or what it points to) is a named type whose name ends
// with suffix.
func namedSuffix(t types.Type, suffix string) bool {
	n := names.Named(t)
	return n != nil && strings.HasSuffix(n.Obj().Name(), suffix)
}

// pointerToSuffix: t is a pointer to a named type whose name ends with
// suffix.
func pointerToSuffix(t types.Type, suffix string) bool {
	p, ok := t.(*types.Pointer)
	return ok && namedSuffix(p.Elem(), suffix)
}

// shapedEntries returns the catalog's shaped entries that fn matches.
func shapedEntries(fn *types.Func) []*catalog.Entry {
	if fn.Pkg() == nil {
		return nil
	}
	var out []*catalog.Entry
	for _, e := range catalog.ShapedEntries(fn.Pkg().Path()) {
		if hasShape(e.Shape, fn) && !excepted(e, fn.Name()) {
			out = append(out, e)
		}
	}
	if len(out) == 0 && isInterfaceMethod(fn) {
		// A method of the program's own interface whose one result is a
		// command of a client library (Get(ctx, key) *redis.StringCmd in
		// a wrapper interface of go-redis's client, kept with var _ I =
		// (*redis.Client)(nil)) is that library's command: the values
		// held in the interface are its clients (values.wrapsClient).
		if pkg := resultPkg(fn); pkg != nil && pkg != fn.Pkg() {
			for _, e := range catalog.ShapedEntries(pkg.Path()) {
				if e.Shape == catalog.ShapeCommand && hasShape(e.Shape, fn) && !excepted(e, fn.Name()) {
					out = append(out, e)
				}
			}
		}
	}
	return out
}

// resultPkg is the package of the named type fn's one result is (or
// points to), or nil.
func resultPkg(fn *types.Func) *types.Package {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Results().Len() != 1 {
		return nil
	}
	if n := names.Named(sig.Results().At(0).Type()); n != nil {
		return n.Obj().Pkg()
	}
	return nil
}

// shapedValue returns the catalog's shaped value rule that fn matches.
func shapedValue(fn *types.Func) *catalog.Value {
	if fn.Pkg() == nil {
		return nil
	}
	for _, v := range catalog.ShapedValues(fn.Pkg().Path()) {
		if hasShape(v.Shape, fn) {
			return v
		}
	}
	return nil
}

// excepted: the row leaves out methods of this name (a name, or a
// prefix ending in "*").
func excepted(e *catalog.Entry, name string) bool { return e.Excepts(name) }
