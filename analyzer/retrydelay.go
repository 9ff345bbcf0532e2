package analyzer

import (
	"fmt"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"

	"github.com/retrylint/retrylint/callgraph"
	"github.com/retrylint/retrylint/callgraph/bound"
)

// NewRetryDelay returns a new retrydelay analyzer with its own flags.
func NewRetryDelay() *analysis.Analyzer {
	c := &retryDelay{jitter: true}
	a := newCheck("retrydelay", &c.scope, c.run)
	a.Flags.BoolVar(&c.jitter, "jitter", true, "also report waits between attempts that have no random part")
	return a
}

type retryDelay struct {
	scope
	jitter bool
}

// What the findings advise.
const (
	waitFix   = "wait between attempts, with a backoff that has a random part (or move to another replica on each attempt)"
	jitterFix = "add a random part to the wait (full jitter: a random duration up to the backoff)"
)

func (c *retryDelay) run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[callgraph.Analyzer].(*callgraph.Result)
	rep := newReporter(pass, "retrydelay", &c.scope, res.Directives())
	helpersIO := map[string]bool{} // helpers some call of this package hands remote I/O
	var owners []*callgraph.Site
	for _, s := range res.Sites() {
		if s.Layer.Kind == callgraph.Helper && s.OpIO {
			helpersIO[s.Layer.Via] = true
		}
		if c.message(s, "") != "" {
			owners = append(owners, s)
		}
	}
	rep.reportOwners(owners, c.message)
	for _, h := range res.ParamOwners() {
		// A helper that retries what it is given is judged when some
		// call hands it remote I/O, or others may (it is exported).
		if !helpersIO[h.Layer.Func] && !exported(h.Layer.Func) {
			continue
		}
		site := &callgraph.Site{Layer: h.Layer, Pos: h.Pos, Pace: h.Pace, Delay: h.Delay, Changes: h.Changes, Param: true, OpIO: true}
		if msg := c.message(site, ""); msg != "" {
			rep.report(analysis.Diagnostic{Pos: h.Pos, Message: msg})
		}
	}
	rep.flush()
	return nil, nil
}

// exported reports whether a function's display name ("pkg.Retry",
// "pkg.T.Do") names an exported function or method.
func exported(name string) bool {
	last := name[strings.LastIndex(name, ".")+1:]
	return last != "" && unicode.IsUpper(rune(last[0]))
}

// message words the finding for a site, or "" when there is none.
//
//	for loop retries with no wait between attempts: it calls a dependency that fails fast again at once, up to 5 times in a row; wait between attempts, ...
//	for loop waits a fixed 1s between attempts, with no random part: clients that failed together retry together, in step; add a random part ...
func (c *retryDelay) message(s *callgraph.Site, more string) string {
	if !s.OpIO && !s.Param || s.Poll {
		return "" // a wait for local state, or a poll for a state: no dependency hammered
	}
	what := s.Layer.Via
	if s.Param {
		what += " in " + s.Layer.Func
	}
	switch s.Layer.Kind {
	case callgraph.Loop, callgraph.GotoLoop, callgraph.Library, callgraph.Client, callgraph.Recursive:
	case callgraph.Straight:
		if !s.Recursive {
			return "" // a second call right after the first: judged as one retry
		}
	case callgraph.FailoverLoop:
		if s.Pace == callgraph.NoWait {
			return "" // each attempt goes to another element: failover needs no wait
		}
	case callgraph.Helper:
		if !s.Handed {
			return "" // judged where its loop is
		}
		// The helper waits what this call hands it: judged here.
	default:
		return "" // a straight-line retry, a declared or a helper owner: judged where its loop is
	}
	switch s.Pace {
	case callgraph.NoWait:
		if s.Changes || !manyAttempts(s.Layer.Bound) {
			// A new target or a changed request each round, or a single
			// immediate retry (a stale connection's): not the same call
			// hammered.
			return ""
		}
		if c := s.Layer.Class; c.Read() && c&callgraph.ClassFailures == 0 {
			// Goes round only on answers (a conflict: read again and
			// write again): the dependency is not failing.
			return ""
		}
		remedy := waitFix
		if s.PaceFix != "" {
			remedy = strings.SplitN(s.PaceFix, " (", 2)[0]
		}
		return fmt.Sprintf("%s retries with no wait between attempts%s: a dependency that fails fast is called again at once, %s in a row; %s", what, more, times(s.Layer.Bound), remedy)
	case callgraph.Steady:
		if !c.jitter {
			return ""
		}
		wait := "waits between attempts with no random part"
		if s.Delay != "" {
			wait = "waits a fixed " + s.Delay + " between attempts, with no random part"
		}
		remedy := jitterFix
		if s.PaceFix != "" {
			remedy = s.PaceFix
		}
		return fmt.Sprintf("%s %s%s: clients that failed together retry together, in step, against a dependency that is recovering; %s", what, wait, more, remedy)
	}
	return ""
}

// manyAttempts reports whether a bound allows more than two attempts
// (or an unknown number).
func manyAttempts(b bound.Bound) bool {
	return b.Kind != bound.Known || b.N > 2
}

// times says how often a loop with no wait calls again.
func times(b bound.Bound) string {
	switch b.Kind {
	case bound.Known:
		return fmt.Sprintf("up to %d times", b.N)
	case bound.Unbounded:
		return "with no end"
	}
	return "again and again"
}
