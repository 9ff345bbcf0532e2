package analyzer

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/retrylint/retrylint/callgraph"
)

// NewFallbackRetry returns a new fallbackretry analyzer with its own flags.
func NewFallbackRetry() *analysis.Analyzer {
	c := &fallbackRetry{}
	return newCheck("fallbackretry", &c.scope, c.run)
}

type fallbackRetry struct{ scope }

// fallbackFix is what the findings advise.
const fallbackFix = "answer locally: a cached or default value, or the error"

func (c *fallbackRetry) run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[callgraph.Analyzer].(*callgraph.Result)
	rep := newReporter(pass, "fallbackretry", &c.scope, res.Directives())
	for _, f := range res.Fallbacks() {
		start, end := rep.callRange(f.Pos)
		d := analysis.Diagnostic{Pos: start, End: end, Message: fallbackMessage(f)}
		if pass.Fset.Position(f.OfPos).Line != pass.Fset.Position(f.Pos).Line {
			if ri, ok := rep.related(pass.Fset.Position(f.OfPos).String(), fallbackOrigin(f)); ok {
				d.Related = append(d.Related, ri)
			}
		}
		rep.report(d)
	}
	rep.flush()
	return nil, nil
}

// fallbackMessage words a finding:
//
//	fallback of hystrix.Do calls replica.Fetch, which retries via backoff.Retry (5 attempts): a fallback that retries adds attempts on the dependency that is failing; answer locally: a cached or default value, or the error
//	after the for loop has run out of attempts, backup.Get calls a dependency: the fallback adds a call for each failed operation; answer locally: ...
func fallbackMessage(f *callgraph.Fallback) string {
	var sb strings.Builder
	verb, callee := "calls", f.Callee
	if f.Site && len(f.Chain) > 0 && f.Chain[0].Kind.Runs() {
		verb, callee = "runs", "a "+f.Callee // a loop written in the fallback
	}
	switch f.Kind {
	case callgraph.LibraryFallback:
		fmt.Fprintf(&sb, "fallback of %s %s %s", f.Of, verb, callee)
	case callgraph.Exhausted:
		fmt.Fprintf(&sb, "after the %s has run out of attempts, the fallback %s %s", f.Of, verb, callee)
	case callgraph.Refused:
		fmt.Fprintf(&sb, "when %s refuses, the fallback %s %s", f.Of, verb, callee)
	}
	if len(f.Chain) == 0 {
		sb.WriteString(", which calls a dependency: a fallback must not add calls to a dependency when its calls fail or are refused")
	} else {
		first := f.Chain[0]
		if f.Site {
			fmt.Fprintf(&sb, ", which retries (%s)", first.Bound.Attempts())
		} else if first.Func == f.Callee {
			fmt.Fprintf(&sb, ", which retries %s (%s)", howRetries(first), first.Bound.Attempts())
		} else {
			fmt.Fprintf(&sb, ", which reaches %s (%s, %s)", first.Func, first.Via, first.Bound.Attempts())
		}
		for _, l := range f.Chain[1:] {
			fmt.Fprintf(&sb, " and reaches %s (%s, %s)", l.Func, l.Via, l.Bound.Attempts())
		}
		sb.WriteString(": a fallback that retries adds attempts when the operation has already failed")
		sb.WriteString(unknownWhy(f.Chain))
	}
	if f.Kind == callgraph.Refused {
		sb.WriteString(" (the budget refused this work)")
	}
	msg := sb.String()
	if i := strings.Index(msg, "; ? because"); i >= 0 {
		// the reason for a "?" goes last, after the advice
		return msg[:i] + "; " + fallbackFix + msg[i:]
	}
	return msg + "; " + fallbackFix
}

// fallbackOrigin words the related line at what the fallback is one of.
func fallbackOrigin(f *callgraph.Fallback) string {
	switch f.Kind {
	case callgraph.Exhausted:
		return f.Of + " whose attempts ran out"
	case callgraph.Refused:
		return "budget check " + f.Of
	}
	return f.Of + " with the fallback"
}
