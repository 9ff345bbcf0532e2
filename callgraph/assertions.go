package callgraph

import (
	"go/token"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// assertedAt returns the blocks of the assertions that end the test when
// call c's error is set (require.NoError(t, err),
// gomega.Expect(err).NotTo(gomega.HaveOccurred()), a helper of the
// package that calls t.Fatal when its error is set): on every path they
// dominate, c's error is nil.
func (p *pipeline) assertedAt(c *ssa.Call) []*ssa.BasicBlock {
	errv := errorResult(c)
	if errv == nil {
		return nil
	}
	var out []*ssa.BasicBlock
	for _, u := range uses(errv) {
		if call, ok := u.(*ssa.Call); ok && p.asserts(call, 0) {
			out = append(out, call.Block())
		}
	}
	return out
}

// uses returns the instructions that use v, through conversions to
// another interface.
func uses(v ssa.Value) []ssa.Instruction {
	var out []ssa.Instruction
	refs := v.Referrers()
	if refs == nil {
		return nil
	}
	for _, u := range *refs {
		switch x := u.(type) {
		case *ssa.MakeInterface:
			out = append(out, uses(x)...)
		case *ssa.ChangeInterface:
			out = append(out, uses(x)...)
		default:
			out = append(out, u)
		}
	}
	return out
}

// asserts reports whether call ends the test when its error argument is
// set.
func (p *pipeline) asserts(call *ssa.Call, depth int) bool {
	fn := ssax.Callee(&call.Call)
	if fn == nil {
		return false
	}
	key := names.Key(fn)
	if catalog.ErrorAssertion(key) {
		return true
	}
	if catalog.GomegaSubject(key) {
		for _, u := range *call.Referrers() {
			m, ok := u.(*ssa.Call)
			if !ok || !m.Call.IsInvoke() || len(m.Call.Args) == 0 {
				continue
			}
			mc, ok := unwrapIface(m.Call.Args[0]).(*ssa.Call)
			if !ok {
				continue
			}
			if mf := ssax.Callee(&mc.Call); mf != nil && mf.Pkg() != nil && mf.Pkg().Path() == "github.com/onsi/gomega" &&
				catalog.GomegaAssertsNil(m.Call.Method.Name(), mf.Name()) {
				return true
			}
		}
		return false
	}
	g := call.Call.StaticCallee()
	if depth > 0 || g == nil || g.Pkg == nil || g.Pkg.Pkg != p.pass.Pkg || len(g.Blocks) == 0 {
		return false
	}
	for i, a := range call.Call.Args {
		if i < len(g.Params) && ssax.IsErrorType(a.Type()) && p.endsOnSet(g, g.Params[i]) {
			return true
		}
	}
	return false
}

// endsOnSet reports whether helper g stops the test when its error
// parameter e is set: a test e != nil whose set side calls a function
// that never returns (t.Fatal), panics, or asserts e again.
func (p *pipeline) endsOnSet(g *ssa.Function, e *ssa.Parameter) bool {
	for _, b := range g.Blocks {
		iff, ok := ssax.Last(b).(*ssa.If)
		if !ok {
			continue
		}
		bin, ok := iff.Cond.(*ssa.BinOp)
		if !ok || bin.Op != token.NEQ && bin.Op != token.EQL || bin.X != ssa.Value(e) && bin.Y != ssa.Value(e) {
			continue
		}
		set := b.Succs[0]
		if bin.Op == token.EQL {
			set = b.Succs[1]
		}
		for _, in := range set.Instrs {
			switch x := in.(type) {
			case *ssa.Panic:
				return true
			case *ssa.Call:
				if f := ssax.Callee(&x.Call); f != nil && catalog.NoReturn(names.Key(f)) {
					return true
				}
				if p.asserts(x, 1) {
					return true
				}
			}
		}
	}
	return false
}

// unwrapIface strips conversions to an interface.
func unwrapIface(v ssa.Value) ssa.Value {
	for {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.ChangeInterface:
			v = x.X
		default:
			return v
		}
	}
}
