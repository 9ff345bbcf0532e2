package analyzer

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/retrylint/retrylint/callgraph"
	"github.com/retrylint/retrylint/callgraph/bound"
)

// NewUnboundedRetry returns a new unboundedretry analyzer with its own
// flags.
func NewUnboundedRetry() *analysis.Analyzer {
	c := &unboundedRetry{}
	return newCheck("unboundedretry", &c.scope, c.run)
}

type unboundedRetry struct {
	scope
}

// loopCap is the remedy for the package's own loops.
const loopCap = "count the attempts, or stop when a context ends (select on ctx.Done() or test ctx.Err())"

func (c *unboundedRetry) run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[callgraph.Analyzer].(*callgraph.Result)
	rep := newReporter(pass, "unboundedretry", &c.scope, res.Directives())
	var owners []*callgraph.Site
	for _, s := range res.Sites() {
		if !unbounded(s.Layer.Bound) || !s.OpIO && !s.Param {
			continue // a wait for local state retries no dependency
		}
		if s.Layer.Kind == callgraph.Helper {
			// The helper's own loop is the cause, reported where it is
			// written (a ParamOwner, or a site of its package).
			continue
		}
		owners = append(owners, s)
	}
	rep.reportOwners(owners, func(s *callgraph.Site, more string) string {
		return unboundedMessage(s.Layer, s.Cap, more, s.Param && s.Layer.Kind != callgraph.Client)
	})
	for _, h := range res.ParamOwners() {
		if unbounded(h.Layer.Bound) {
			rep.report(analysis.Diagnostic{Pos: h.Pos, Message: unboundedMessage(h.Layer, "", "", true)})
		}
	}
	rep.flush()
	return nil, nil
}

// clientOf names a client owner's client: the catalog's name for it, or
// the type its method belongs to (s3.Client of s3.Client.GetObject).
func clientOf(s *callgraph.Site) string {
	if s.Client != "" {
		return s.Client
	}
	if i := strings.LastIndex(s.Layer.Via, "."); i > 0 {
		return s.Layer.Via[:i]
	}
	return s.Layer.Via
}

// unbounded reports whether a bound has no count cap and no deadline, as
// the analysis knows it: a bound assumed from a library's default for a
// value it cannot trace is not reported.
func unbounded(b bound.Bound) bool {
	return b.Kind == bound.Unbounded && b.From != bound.Untraced
}

// unboundedMessage words a finding; param: the loop retries what its
// callers pass (a ParamOwner), so it is named with its function.
//
//	for loop retries with no attempt cap and no deadline: it goes round until an attempt succeeds, so a dependency that stays down is called forever; count the attempts, or stop when a context ends (select on ctx.Done() or test ctx.Err())
func unboundedMessage(l callgraph.Layer, remedy, more string, param bool) string {
	what, why := l.Via+" retries", boundWhy(l.Bound.From)
	huge := l.Bound.From == bound.Huge
	if huge {
		why = fmt.Sprintf("its count, %d attempts, puts no practical end to them", l.Bound.N)
	}
	switch {
	case huge:
	case param:
		what, why, remedy = l.Via+" in "+l.Func+" retries the operation it is given", "it goes round until an attempt succeeds", loopCap
	case l.Kind == callgraph.Recursive:
		why, remedy = "it calls itself again until an attempt succeeds", "count the attempts in an argument, or stop when a context ends (test ctx.Err())"
	case l.Kind.Runs():
		why, remedy = "it goes round until an attempt succeeds", loopCap
	case l.Kind == callgraph.Client:
		what = l.Via + " retries by itself"
	}
	if remedy == "" {
		remedy = "give it an attempt cap, a time limit, or a context that ends"
	}
	return fmt.Sprintf("%s with no attempt cap and no deadline: %s, so a dependency that stays down is called forever%s; %s", what, why, more, remedy)
}

// boundWhy says why a library owner has no end, from what set its bound.
func boundWhy(from bound.Source) string {
	switch from {
	case bound.Option:
		return "its options allow unlimited attempts"
	case bound.Default:
		return "what it is given never stops by itself"
	case bound.Field:
		return "a field of its configuration allows unlimited attempts"
	case bound.Argument:
		return "an argument allows unlimited attempts"
	}
	return "nothing caps its attempts"
}
