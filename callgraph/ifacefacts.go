package callgraph

import (
	"go/types"

	"github.com/retrylint/retrylint/callgraph/internal/graph"
)

// Interface facts: an interface declared in a package together with its
// implementations (a generated clientset's PodInterface and its
// unexported pods type, whose methods are promoted from a generic client
// of another package) cannot be resolved by an importer, which sees
// neither the unexported type nor facts on promoted methods. So the
// declaring package exports, on each explicit method of such an
// interface, the worst chain its implementations reach, when every
// implementation among the package's own types reaches one (as an
// interface call counts only then: chains.candidate), or else that it
// does remote I/O when every implementation does (a generated gRPC
// client's interface, whose one implementation calls Invoke). An importer's call
// of that method is then one ref known by its fact (pipeline.opaque).

// exportInterfaceFacts exports the facts of the package's interface
// methods, in scope order.
func (p *pipeline) exportInterfaceFacts() {
	scope := p.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		iface, ok := tn.Type().Underlying().(*types.Interface)
		if !ok {
			continue
		}
		for i := 0; i < iface.NumExplicitMethods(); i++ {
			m := iface.ExplicitMethod(i)
			if f := p.interfaceFact(iface, m); f != nil {
				p.export(m, f)
			}
		}
	}
}

// interfaceFact is the fact of interface method m, or nil.
func (p *pipeline) interfaceFact(iface *types.Interface, m *types.Func) *FuncFact {
	impls := p.g.LocalImplementations(iface, m)
	if len(impls) == 0 {
		return nil
	}
	f := &FuncFact{IO: true}
	chained := true
	for _, impl := range impls {
		var ch []Layer
		var path []Hop
		var io bool
		var hop Hop
		switch {
		case impl.Local != nil:
			ch, path, io = p.chains.chain[impl.Local], p.chains.path[impl.Local], p.eff.nodeIO(impl.Local)
			hop = Hop{Name: impl.Name, Pos: p.posString(impl.Local.Fn.Pos())}
		case impl.Ext != nil:
			if ef := p.fact(impl.Ext); ef != nil {
				ch, path, io = ef.Chain, ef.Path, ef.IO
			}
			hop = Hop{Name: impl.Name, Pos: p.posString(impl.Ext.Pos())}
		}
		f.IO = f.IO && io
		if len(ch) == 0 {
			chained = false
			continue
		}
		if chainWorse(ch, f.Chain) {
			f.Chain, f.Path = ch, prependHop(hop, path)
		}
	}
	if !chained {
		if h := p.helperFact(impls); h != nil {
			return h
		}
		if f.IO {
			// Every implementation does remote I/O and some reach no
			// owner (a generated gRPC client's interface): the call is
			// an attempt.
			return &FuncFact{IO: true}
		}
		return p.waitFact(impls)
	}
	if h := p.helperFact(impls); h != nil {
		f.Own, f.OpArg, f.OpField, f.BoundArg, f.BoundAdd, f.OwnIfIO, f.PaceArg = h.Own, h.OpArg, h.OpField, h.BoundArg, h.BoundAdd, h.OwnIfIO, h.PaceArg
	}
	return f
}

// isInterfaceMethod reports whether fn is a method of an interface.
func isInterfaceMethod(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	return ok && sig.Recv() != nil && types.IsInterface(sig.Recv().Type())
}

// waitFact is the fact of an interface method whose every implementation
// among the package's own types waits and does no remote I/O (a
// retrier's Next that sleeps before the next attempt, palantir's
// retry.Retrier): an importer's loop that goes round while it says so
// waits through it (helperloops.go). nil otherwise.
func (p *pipeline) waitFact(impls []graph.Impl) *FuncFact {
	f := &FuncFact{Waits: true, Cancels: true}
	for _, impl := range impls {
		if impl.Local == nil || impl.Local.Fn == nil || !p.eff.nodeWaits(impl.Local) || p.eff.nodeIO(impl.Local) {
			return nil
		}
		f.Cancels = f.Cancels && p.eff.cancels(impl.Local.Fn, 0)
	}
	return f
}

// helperFact is the fact of an interface method whose every
// implementation among the package's own types is a retry helper of the
// same argument (a retry policy's RetryAction(action, shouldRetry)): an
// importer's call through the interface retries what it passes there,
// with the first implementation's layer. nil otherwise.
func (p *pipeline) helperFact(impls []graph.Impl) *FuncFact {
	var f *FuncFact
	for _, impl := range impls {
		if impl.Local == nil {
			return nil
		}
		w := p.own.ownOf(impl.Local)
		if w == nil || w.opArg == 0 || f != nil && (w.opArg != f.OpArg || w.opField != f.OpField) {
			return nil
		}
		if f == nil {
			f = &FuncFact{Own: w.layer, OpArg: w.opArg, OpField: w.opField, BoundArg: w.boundArg, BoundAdd: w.boundAdd, OwnIfIO: w.ifIO, PaceArg: w.paceArg}
		}
	}
	return f
}
