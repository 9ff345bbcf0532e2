package callgraph

import (
	"go/token"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/bound"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// Resend is a value made in the package that re-sends writes by itself
// when it retries, without the safe setting its library offers (a sarama
// producer made without Producer.Idempotent re-sends a batch whose
// acknowledgement was lost, and the broker writes it twice). It is one
// cause per construction, whatever sends through the value, so it is
// reported once, at the call that makes it (catalog Value.Resends).
type Resend struct {
	Pos   token.Pos   // the constructor call
	Via   string      // the constructor: sarama.NewSyncProducer
	Bound bound.Bound // the value's attempts
	What  string      // what it re-sends: messages
	Fix   string      // the safe setting
	// A constructor that keeps a client handed to it (handed.go): the
	// client ("heimdall.Client"), the field it keeps it in, the method
	// that sends What with it, and how many more methods send writes.
	Client string
	Field  string
	Sender string
	More   int
}

// Resends returns the constructions of the package whose values re-send
// writes by themselves, in source order.
func (r *Result) Resends() []*Resend { return r.resends }

// madeResends finds the calls of constructors whose rule re-sends writes
// and whose value retries without the safe setting: the value traced
// from this call (its config, the fields stored into it); an untraced
// config (a parameter) says nothing, and a call marked
// //retrylint:idempotent is fine.
func (p *pipeline) madeResends() []*Resend {
	var out []*Resend
	for _, n := range p.g.Funcs {
		for _, blk := range n.Fn.Blocks {
			for _, instr := range blk.Instrs {
				c, ok := instr.(*ssa.Call)
				if !ok {
					continue
				}
				r := ruleOfCall(&c.Call)
				if r == nil || r.Resends == "" {
					continue
				}
				st := p.vals.of(c)
				if !st.ok || st.noWrites || !st.bound().Retries() {
					continue
				}
				if p.res.dirs.at(p.pass.Fset, c.Pos(), Idempotent) != nil {
					continue
				}
				via := r.Via
				if via == "" {
					via = names.Display(ssax.Callee(&c.Call))
				}
				out = append(out, &Resend{Pos: c.Pos(), Via: via, Bound: st.bound(), What: r.Resends, Fix: r.Fix})
			}
		}
	}
	return out
}
