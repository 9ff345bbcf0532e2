package callgraph

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// gRPC connections that retry every unary RPC: a *grpc.ClientConn made by
// grpc.NewClient, Dial or DialContext with the go-grpc-middleware retry
// interceptor enabled (retry.WithMax(n), n > 1; the default max is 0,
// which disables it). Generated clients built on such a connection
// (pb.NewFooClient(conn)) retry every call.

const grpcPkg = "google.golang.org/grpc"

// retryingConn evaluates a value that may be such a connection, a
// generated client on one, or a field or variable holding either.
func (b *builder) retryingConn(v ssa.Value, depth int) (Bound, bool) {
	if v == nil || depth > 6 {
		return Bound{}, false
	}
	v = unwrap(v)
	if phi, ok := v.(*ssa.Phi); ok {
		if !isClientConn(phi.Type()) {
			return Bound{}, false // generated clients are not merged in phis; skip the cost
		}
		return b.retryingConnPhi(phi, map[*ssa.Phi]bool{}, depth)
	}
	if f := loadedField(v); f != nil {
		bd, ok := b.retryGRPC[f]
		return bd, ok
	}
	if g := globalOf(v); g != nil {
		bd, ok := b.retryGRPC[g]
		return bd, ok
	}
	c := asCall(v)
	if c == nil {
		return Bound{}, false
	}
	fn := calleeOf(&c.Call)
	if fn == nil || fn.Pkg() == nil {
		return Bound{}, false
	}
	if fn.Pkg().Path() == grpcPkg {
		switch fn.Name() {
		case "NewClient", "Dial", "DialContext":
			return grpcDialBound(c.Call.Args)
		}
		return Bound{}, false
	}
	// A constructor of a generated client: pb.NewFooClient(conn).
	if len(c.Call.Args) == 1 && isClientConn(c.Call.Args[0].Type()) {
		return b.retryingConn(c.Call.Args[0], depth+1)
	}
	return Bound{}, false
}

// retryingConnPhi looks through a phi of connections, once per phi.
func (b *builder) retryingConnPhi(phi *ssa.Phi, seen map[*ssa.Phi]bool, depth int) (Bound, bool) {
	if seen[phi] {
		return Bound{}, false
	}
	seen[phi] = true
	for _, e := range phi.Edges {
		e = unwrap(e)
		if p, ok := e.(*ssa.Phi); ok {
			if bd, ok := b.retryingConnPhi(p, seen, depth); ok {
				return bd, true
			}
			continue
		}
		if bd, ok := b.retryingConn(e, depth+1); ok {
			return bd, true
		}
	}
	return Bound{}, false
}

func isClientConn(t types.Type) bool {
	return namedIn(t, grpcPkg, "ClientConn") || namedIn(t, grpcPkg, "ClientConnInterface")
}

// grpcDialBound finds the retry interceptor among the dial options.
func grpcDialBound(args []ssa.Value) (Bound, bool) {
	if len(args) == 0 {
		return Bound{}, false
	}
	for _, o := range variadicArgs(args[len(args)-1]) {
		c := asCall(o)
		if c == nil {
			continue
		}
		fn := calleeOf(&c.Call)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != grpcPkg {
			continue
		}
		var interceptors []ssa.Value
		switch fn.Name() {
		case "WithUnaryInterceptor":
			interceptors = c.Call.Args
		case "WithChainUnaryInterceptor":
			interceptors = variadicArgs(argAt(c.Call.Args, 0))
		}
		for _, ic := range interceptors {
			icc := asCall(ic)
			if icc == nil {
				continue
			}
			ifn := calleeOf(&icc.Call)
			if ifn == nil || ifn.Pkg() == nil || canonicalPkg(ifn.Pkg().Path()) != grpcRetry || ifn.Name() != "UnaryClientInterceptor" {
				continue
			}
			if bd, ok := grpcWithMax(icc.Call.Args); ok {
				return bd, true
			}
		}
	}
	return Bound{}, false
}
