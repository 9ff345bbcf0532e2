package analyzer

import (
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/retrylint/retrylint/callgraph"
	"github.com/retrylint/retrylint/callgraph/bound"
)

// NewNestedRetry returns a new nestedretry analyzer with its own flags.
func NewNestedRetry() *analysis.Analyzer {
	c := &nestedRetry{maxProduct: 1}
	a := newCheck("nestedretry", &c.scope, c.run)
	a.Flags.Var(&positiveInt{&c.maxProduct}, "max-product", "report a nest only when its product of known attempts exceeds this (unknown and unbounded products are always reported)")
	return a
}

type nestedRetry struct {
	maxProduct int64
	scope
}

func (c *nestedRetry) run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[callgraph.Analyzer].(*callgraph.Result)
	rep := newReporter(pass, "nestedretry", &c.scope, res.Directives())
	for _, s := range res.Sites() {
		for _, n := range s.Nests {
			chain := append([]callgraph.Layer{s.Layer}, n.Chain...)
			p := callgraph.ChainProduct(chain)
			if p.Kind == bound.Known && p.N <= c.maxProduct {
				continue
			}
			start, end := rep.callRange(n.Pos)
			d := analysis.Diagnostic{Pos: start, End: end, Message: nestMessage(s.Layer, n, p)}
			d.Related = c.related(pass, rep, s, n)
			rep.report(d)
		}
	}
	rep.flush()
	return nil, nil
}

// nestMessage words a finding:
//
//	retry.Do (4 attempts) calls adapter.Price, which retries via backoff.Retry (4 attempts) and reaches pricing.Quote (for loop, 4 attempts): up to 64 calls per operation; keep one retry owner and make the inner layers pass the outcome up
func nestMessage(outer callgraph.Layer, n callgraph.Nest, product bound.Bound) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s (%s) ", outer.Via, outer.Bound.Attempts())
	first := n.Chain[0]
	switch {
	case n.Site:
		// The inner owner sits in the same function.
		verb := "calls"
		if first.Kind.Runs() {
			verb = "runs"
		}
		fmt.Fprintf(&sb, "%s %s (%s)", verb, first.Via, first.Bound.Attempts())
	case first.Func == n.Callee:
		fmt.Fprintf(&sb, "calls %s, which retries %s (%s)", n.Callee, howRetries(first), first.Bound.Attempts())
	default:
		fmt.Fprintf(&sb, "calls %s, which reaches %s (%s, %s)", n.Callee, first.Func, first.Via, first.Bound.Attempts())
	}
	for _, l := range n.Chain[1:] {
		fmt.Fprintf(&sb, " and reaches %s (%s, %s)", l.Func, l.Via, l.Bound.Attempts())
	}
	switch product.Kind {
	case bound.Known:
		fmt.Fprintf(&sb, ": up to %d calls per operation", product.N)
	case bound.Unbounded:
		sb.WriteString(": unbounded calls per operation")
	default:
		sb.WriteString(": up to ? calls per operation")
	}
	if callgraph.Cut(n.Chain) && product.Kind == bound.Known {
		fmt.Fprintf(&sb, " or more (the chain goes deeper than the %d layers named, which are all that is counted)", len(n.Chain)+1)
	} else if callgraph.Cut(n.Chain) {
		fmt.Fprintf(&sb, " (the chain goes deeper than the %d layers named)", len(n.Chain)+1)
	}
	sb.WriteString(sharedWhy(append([]callgraph.Layer{outer}, n.Chain...)))
	sb.WriteString("; keep one retry owner and make the inner layers pass the outcome up")
	sb.WriteString(unknownWhy(append([]callgraph.Layer{outer}, n.Chain...)))
	return sb.String()
}

// unknownWhy says why the layers printed with "? attempts" have no known
// count: "; ? because the for loop in s.fetch reads its count from a
// field", and where the counts taken from a default come from: "; the
// for loop in s.retry counts Admin.Retry.Max = 5 in sarama.NewConfig,
// the package's default". It is empty when there is nothing to say.
func unknownWhy(layers []callgraph.Layer) string {
	var out string
	if parts := layerParts(layers, func(l callgraph.Layer) string {
		if why := l.Bound.Why(); why != "" {
			return " " + why
		}
		return ""
	}); len(parts) > 0 {
		out = "; ? because " + strings.Join(parts, ", and ")
	}
	if parts := layerParts(layers, func(l callgraph.Layer) string {
		if l.Bound.Kind == bound.Unbounded && l.Bound.From != bound.Untraced { // an untraced one says why below
			return " " + unboundedWhy(l)
		}
		return ""
	}); len(parts) > 0 {
		out += "; unbounded because " + strings.Join(parts, ", and ")
	}
	if parts := layerParts(layers, func(l callgraph.Layer) string {
		if l.Bound.From == bound.FieldDefault && l.Bound.Default != "" {
			return " counts " + l.Bound.Default
		}
		return ""
	}); len(parts) > 0 {
		out += "; " + strings.Join(parts, ", and ") + ", the package's default"
	}
	if parts := layerParts(layers, func(l callgraph.Layer) string {
		if a := l.Bound.Assumed(); a != "" && l.Bound.Kind != bound.Unknown {
			return " " + a
		}
		return ""
	}); len(parts) > 0 {
		out += "; " + strings.Join(parts, ", and ")
	}
	return out
}

// sharedWhy says on which failures the layers multiply: ", as both retry
// 503 and 429", or which layers' classes could not be read: "; the for
// loop in s.fetch classifies its errors where the analysis cannot read
// it, so any failure may multiply".
func sharedWhy(layers []callgraph.Layer) string {
	shared, unread := callgraph.SharedFailures(layers)
	if len(unread) > 0 {
		var names []string
		for _, l := range unread {
			who := l.Via + " in " + l.Func
			if l.Kind.Runs() {
				who = "the " + who
			}
			names = append(names, who)
		}
		names = dedupe(names)
		if len(names) == 1 {
			return "; " + names[0] + " classifies its errors where the analysis cannot read it, so any failure may multiply"
		}
		return "; " + strings.Join(names, " and ") + " classify their errors where the analysis cannot read them, so any failure may multiply"
	}
	who := "both"
	if len(layers) > 2 {
		who = fmt.Sprintf("all %d", len(layers))
	}
	return ", as " + who + " retry " + shared.FailureNames()
}

func dedupe(xs []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// unboundedWhy says why an owner has no end, as a predicate of it ("goes
// round until an attempt succeeds").
func unboundedWhy(l callgraph.Layer) string {
	if l.Bound.From == bound.Huge {
		return fmt.Sprintf("counts to %d attempts, which puts no practical end to them", l.Bound.N)
	}
	if l.Kind.Runs() {
		return "goes round until an attempt succeeds"
	}
	switch l.Bound.From {
	case bound.Option:
		return "is given unlimited attempts by its options"
	case bound.Default:
		return "has no limit by its library's default"
	case bound.Field:
		return "reads unlimited attempts from a field of its configuration"
	case bound.Argument:
		return "is given unlimited attempts by an argument"
	}
	return "has nothing that caps its attempts"
}

// layerParts names each layer that says something ("the for loop in
// s.fetch" + what it says), once each.
func layerParts(layers []callgraph.Layer, says func(callgraph.Layer) string) []string {
	var parts []string
	seen := map[string]bool{}
	for _, l := range layers {
		what := says(l)
		if what == "" {
			continue
		}
		who := l.Via
		if l.Func != "" {
			who += " in " + l.Func // a construction's re-sends have no function of their own
		}
		if l.Kind.Runs() {
			who = "the " + who
		}
		if part := who + what; !seen[part] {
			seen[part] = true
			parts = append(parts, part)
		}
	}
	return parts
}

// howRetries words how an owner retries, after "which retries".
func howRetries(l callgraph.Layer) string {
	switch l.Kind {
	case callgraph.Loop, callgraph.FailoverLoop, callgraph.GotoLoop:
		return "in a " + l.Via
	case callgraph.Recursive:
		return "by calling itself again after an error"
	case callgraph.Straight:
		return "by calling again after an error"
	case callgraph.Declared:
		return "as a declared retrier"
	}
	return "via " + l.Via
}

// related points at the outer owner and the inner owners (at most 3).
func (c *nestedRetry) related(pass *analysis.Pass, rep *reporter, s *callgraph.Site, n callgraph.Nest) []analysis.RelatedInformation {
	var out []analysis.RelatedInformation
	line := func(p token.Pos) int { return pass.Fset.Position(p).Line }
	if s.Pos.IsValid() && line(s.Pos) != line(n.Pos) {
		out = append(out, analysis.RelatedInformation{Pos: s.Pos, Message: s.Layer.Via + " retries here"})
	}
	for _, l := range n.Chain {
		if len(out) == 3 {
			break
		}
		if ri, ok := rep.related(l.Pos, l.Func+" retries here ("+l.Via+")"); ok {
			out = append(out, ri)
		}
	}
	return out
}
