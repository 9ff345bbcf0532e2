package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/retrylint/retrylint/callgraph"
)

// NewWriteRetry returns a new writeretry analyzer with its own flags.
func NewWriteRetry() *analysis.Analyzer {
	c := &writeRetry{}
	return newCheck("writeretry", &c.scope, c.run)
}

type writeRetry struct {
	scope
}

func (c *writeRetry) run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[callgraph.Analyzer].(*callgraph.Result)
	rep := newReporter(pass, "writeretry", &c.scope, res.Directives())
	selfWrites := map[token.Pos]bool{}
	c.perClient(pass, rep, res.Sites())
	// A client that retries a write by itself, and the owners around the
	// call that re-send it too: one finding, naming them all.
	var selfSites []*callgraph.Site
	around := map[token.Pos][]string{}
	for _, s := range res.Sites() {
		if !s.SelfWrite.IsZero() && s.WritesOnce == "" {
			selfWrites[s.Pos] = true
			selfSites = append(selfSites, s)
		}
	}
	for _, s := range res.Sites() {
		for _, w := range s.Writes {
			if selfWrites[w.Pos] && !slices.Contains(around[w.Pos], s.Layer.Via) {
				around[w.Pos] = append(around[w.Pos], s.Layer.Via)
			}
		}
	}
	for _, s := range selfSites {
		start, end := rep.callRange(s.Pos)
		msg := selfWriteMessage(s)
		if outer := around[s.Pos]; len(outer) > 0 {
			msg += "; " + strings.Join(outer, " and ") + " re-sends it again around the call, so the attempts multiply"
		}
		rep.report(analysis.Diagnostic{Pos: start, End: end, Message: msg})
	}
	// A value that re-sends writes by itself (a producer without its
	// idempotent setting): once, at its construction.
	for _, m := range res.Resends() {
		start, end := rep.callRange(m.Pos)
		rep.report(analysis.Diagnostic{Pos: start, End: end, Message: resendMessage(m)})
	}
	// One retry (a helper's loop, or the client it sends with) that
	// re-sends what its callers decide is one cause, whichever helper
	// leads to it: reported at the first call that passes a write, with
	// the number of the others.
	// "First" is by file name and offset: token.Pos orders files as they
	// were parsed, which need not be the same from run to run.
	retried := append([]*callgraph.RetriedWrite(nil), res.RetriedWrites()...)
	sort.SliceStable(retried, func(i, j int) bool {
		a, b := pass.Fset.Position(retried[i].Pos), pass.Fset.Position(retried[j].Pos)
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		return a.Offset < b.Offset
	})
	first := map[string]*callgraph.RetriedWrite{}
	more := map[*callgraph.RetriedWrite]int{}
	for _, rw := range retried {
		key := rw.Layer.Func + "|" + rw.Layer.Via + "|" + rw.Layer.Pos
		if f, ok := first[key]; ok {
			more[f]++
			selfWrites[rw.Pos] = true
			continue
		}
		first[key] = rw
	}
	for _, rw := range retried {
		if selfWrites[rw.Pos] {
			continue
		}
		selfWrites[rw.Pos] = true
		start, end := rep.callRange(rw.Pos)
		d := analysis.Diagnostic{Pos: start, End: end, Message: retriedWriteMessage(rw)}
		if n := more[rw]; n > 0 {
			d.Message += fmt.Sprintf(" (and %d more calls in this package that send writes through the same retry)", n)
		}
		if ri, ok := rep.related(rw.Layer.Pos, rw.Helper+" retries here ("+rw.Layer.Via+")"); ok {
			d.Related = append(d.Related, ri)
		}
		rep.report(d)
	}
	// One finding per write: the owners that re-send the same write
	// (a retry around a failover loop whose rounds post) are named
	// together, at the innermost call that leads to it.
	type resend struct {
		s *callgraph.Site
		w callgraph.WriteNest
	}
	byWrite := map[string][]resend{}
	var writes []string
	for _, s := range res.Sites() {
		for _, w := range s.Writes {
			if selfWrites[w.Pos] {
				continue // reported as the library's own retry of the write
			}
			// The same write, from the same function (an owner and a loop
			// inside its operation, or one owner through two calls).
			key := fmt.Sprint(w.Write.Pos, "|", w.Write.What, "|", enclosingFunc(pass, w.Pos))
			if w.Write.Pos == "" {
				key = fmt.Sprint(w.Pos)
			}
			if _, ok := byWrite[key]; !ok {
				writes = append(writes, key)
			}
			byWrite[key] = append(byWrite[key], resend{s, w})
		}
	}
	line := func(p token.Pos) int { return pass.Fset.Position(p).Line }
	for _, key := range writes {
		group := byWrite[key]
		// The innermost: the call nearest the write, the last in source.
		in := group[0]
		var owners []string
		for _, r := range group {
			if before(pass.Fset, in.w.Pos, r.w.Pos) {
				in = r
			}
		}
		for _, r := range group {
			if !slices.Contains(owners, r.s.Layer.Via) {
				owners = append(owners, r.s.Layer.Via)
			}
		}
		start, end := rep.callRange(in.w.Pos)
		d := analysis.Diagnostic{Pos: start, End: end, Message: writeMessage(strings.Join(owners, " and "), len(owners) > 1, in.w)}
		for _, r := range group {
			if r.s.Pos.IsValid() && line(r.s.Pos) != line(start) && len(d.Related) < 2 {
				// The owners first: a code flow walks owner → call → write.
				d.Related = append(d.Related, analysis.RelatedInformation{Pos: r.s.Pos, Message: r.s.Layer.Via + " retries here"})
			}
		}
		if ri, ok := rep.related(in.w.Write.Pos, in.w.Write.Func+" writes here"); ok && line(ri.Pos) != line(start) {
			d.Related = append(d.Related, ri)
		}
		rep.report(d)
	}
	rep.flush()
	return nil, nil
}

// perClient reports the writes that clients retry by themselves once per
// client made (Site.WritesOnce): at the call that made it when that is
// in this package, else at the first of its calls here; the message
// names the first calls and how many more there are. A user retry
// around one of those calls is still reported at the call.
func (c *writeRetry) perClient(pass *analysis.Pass, rep *reporter, sites []*callgraph.Site) {
	byClient := map[string][]*callgraph.Site{}
	var order []string
	for _, s := range sites {
		if s.SelfWrite.IsZero() || s.WritesOnce == "" {
			continue
		}
		key := s.Client + "|" + s.Made
		if _, ok := byClient[key]; !ok {
			order = append(order, key)
		}
		byClient[key] = append(byClient[key], s)
	}
	for _, key := range order {
		group := byClient[key]
		sort.SliceStable(group, func(i, j int) bool { return before(pass.Fset, group[i].Pos, group[j].Pos) })
		first := group[0]
		pos := first.Pos
		if first.MadePos.IsValid() {
			pos = first.MadePos
		}
		start, end := rep.callRange(pos)
		d := analysis.Diagnostic{Pos: start, End: end, Message: perClientMessage(group)}
		if first.MadePos.IsValid() && pass.Fset.Position(first.Pos).Line != pass.Fset.Position(pos).Line {
			if ri, ok := rep.related(first.SelfWrite.Pos, first.SelfWrite.What+" sent here"); ok {
				d.Related = append(d.Related, ri)
			}
		}
		rep.report(d)
	}
}

// perClientMessage words the writes one client retries by itself:
//
//	redis.Client retries writes by itself (4 attempts): INCR via redis.Client.Incr at app.go:20, LPUSH via redis.Client.LPush at app.go:24; ...
func perClientMessage(group []*callgraph.Site) string {
	first := group[0]
	client := first.Client
	if client == "" {
		client = first.Layer.Via
	}
	made := ""
	if first.Made != "" && !first.MadePos.IsValid() {
		made = " (made at " + callgraph.ShortPos(first.Made) + ")"
	}
	var calls []string
	for i, s := range group {
		if i == 3 {
			calls = append(calls, fmt.Sprintf("and %d more", len(group)-3))
			break
		}
		calls = append(calls, fmt.Sprintf("%s via %s at %s", s.SelfWrite.What, s.Layer.Via, callgraph.ShortPos(s.SelfWrite.Pos)))
	}
	return fmt.Sprintf("%s%s retries writes by itself (%s): %s; a command whose reply was lost may have been applied, and the retry applies it again: set %s on a client for these writes, or make them idempotent%s",
		client, made, first.Layer.Bound.Attempts(), strings.Join(calls, ", "), first.WritesOnce, unknownWhy([]callgraph.Layer{first.Layer}))
}

// enclosingFunc is the position of the innermost function declaration or
// literal that holds pos.
func enclosingFunc(pass *analysis.Pass, pos token.Pos) token.Pos {
	best := token.NoPos
	for _, f := range pass.Files {
		if pos < f.Pos() || pos > f.End() {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil || pos < n.Pos() || pos >= n.End() {
				return false
			}
			switch n.(type) {
			case *ast.FuncDecl, *ast.FuncLit:
				best = n.Pos()
			}
			return true
		})
	}
	return best
}

// via names the call in the operation and, when the write is deeper,
// the API and the function that perform it.
func via(w callgraph.WriteNest) string {
	switch w.Callee {
	case "for loop", "failover loop", "goto loop", "retry after error":
		// The write is reached through a loop written inside the
		// operation: name what performs it, not the loop.
		if w.Write.Func != "" && w.Write.Func != w.Write.Via {
			return fmt.Sprintf("via %s (%s)", w.Write.Func, w.Write.Via)
		}
		return "via " + w.Write.Via
	}
	switch {
	case w.Callee == w.Write.Via:
		return "via " + w.Callee
	case w.Callee == w.Write.Func:
		return fmt.Sprintf("via %s (%s)", w.Callee, w.Write.Via)
	}
	return fmt.Sprintf("via %s (%s in %s)", w.Callee, w.Write.Via, w.Write.Func)
}

// writeMessage words a retried write, by the owners that re-send it:
//
//	backoff.Retry re-sends POST via http.Post without an idempotency key; a retried write can be applied twice: send an Idempotency-Key or do not retry it
func writeMessage(owner string, plural bool, w callgraph.WriteNest) string {
	wr := w.Write
	verb := func(one, many string) string {
		if plural {
			return many
		}
		return one
	}
	switch {
	case wr.FreshKey != "" && wr.Kind == callgraph.Publish:
		return fmt.Sprintf("%s %s %s with a deduplication id made anew on every attempt by %s; the broker sees a new id each time and can deliver the message twice: make the id once, before the first attempt", owner, verb("re-publishes", "re-publish"), via(w), wr.FreshKey)
	case wr.FreshKey != "":
		return fmt.Sprintf("%s %s %s %s with an idempotency key made anew on every attempt by %s; the server sees a new key each time and can apply the write twice: make the key once, before the first attempt", owner, verb("re-sends", "re-send"), wr.What, via(w), wr.FreshKey)
	case wr.Kind == callgraph.HTTPWrite:
		return fmt.Sprintf("%s %s %s %s without an idempotency key; a retried write can be applied twice: send an Idempotency-Key or do not retry it", owner, verb("re-sends", "re-send"), wr.What, via(w))
	case wr.Kind == callgraph.SQLInsert:
		return fmt.Sprintf("%s %s an INSERT %s without an upsert; a retried insert can be applied twice: use INSERT ... ON CONFLICT (or an idempotency key) or do not retry it", owner, verb("re-runs", "re-run"), via(w))
	case wr.Kind == callgraph.SQLRelative:
		return fmt.Sprintf("%s %s %s %s; a retried write can be applied twice: write the new value instead of changing the old one, or do not retry it", owner, verb("re-runs", "re-run"), wr.What, via(w))
	case wr.Kind == callgraph.CommandWrite:
		return fmt.Sprintf("%s %s %s %s; a command whose reply was lost may have been applied, and the retry applies it again: make the write idempotent (write the new value, give the entry an id) or do not retry it", owner, verb("re-sends", "re-send"), wr.What, via(w))
	case wr.Kind == callgraph.Publish:
		return fmt.Sprintf("%s %s %s without an idempotency key; a retried publish can be delivered twice: give the message a key the consumers deduplicate on, or do not retry it", owner, verb("re-publishes", "re-publish"), via(w))
	}
	return fmt.Sprintf("%s %s %s %s; a retried write can be applied twice: make it idempotent or do not retry it", owner, verb("retries", "retry"), wr.What, via(w))
}

func selfWriteMessage(s *callgraph.Site) string {
	w := s.SelfWrite
	if w.PolicyGap != "" {
		return fmt.Sprintf("%s retries %s by itself (%s): its CheckRetry refuses the method only on some paths, and the return at %s retries before the method is checked (a request that failed without a response still re-sends the write); check the method on every path, or send an Idempotency-Key%s", s.Layer.Via, w.What, s.Layer.Bound.Attempts(), callgraph.ShortPos(w.PolicyGap), unknownWhy([]callgraph.Layer{s.Layer}))
	}
	if w.FreshKey != "" {
		return fmt.Sprintf("%s retries %s by itself with an idempotency key made anew by %s; the key must stay the same across attempts: make it once, before the request", s.Layer.Via, w.What, w.FreshKey)
	}
	return fmt.Sprintf("%s retries %s by itself (%s) without an idempotency key; a retried write can be applied twice: send an Idempotency-Key or use a client that does not retry writes%s", s.Layer.Via, w.What, s.Layer.Bound.Attempts(), unknownWhy([]callgraph.Layer{s.Layer}))
}

// resendMessage words a construction whose value re-sends writes by itself:
//
//	sarama.NewSyncProducer makes a client that re-sends messages by itself (4 attempts); a write re-sent after its acknowledgement was lost can be applied twice: set Producer.Idempotent = true (...), or Producer.Retry.Max = 0
func resendMessage(m *callgraph.Resend) string {
	if m.Field != "" {
		return keptResendMessage(m)
	}
	return fmt.Sprintf("%s makes a client that re-sends %s by itself (%s); a write re-sent after its acknowledgement was lost can be applied twice: %s%s",
		m.Via, m.What, m.Bound.Attempts(), m.Fix, unknownWhy([]callgraph.Layer{{Via: m.Via, Bound: m.Bound}}))
}

// keptResendMessage words a constructor handed a client that re-sends
// writes by itself, kept in a field a method sends a write with:
//
//	backend.New keeps a client that retries by itself (heimdall.Client, 5 attempts) in its field httpclient, and backend.Dependency.BankAccountCreateTransaction sends POST with it (and 17 more methods send writes with it): ...
func keptResendMessage(m *callgraph.Resend) string {
	more := ""
	if m.More > 0 {
		more = fmt.Sprintf(" (and %d more methods send writes with it)", m.More)
	}
	return fmt.Sprintf("%s keeps a client that retries by itself (%s, %s) in its field %s, and %s sends %s with it%s: each failure re-sends the write, and a write re-sent after its reply was lost can be applied twice; %s%s",
		m.Via, m.Client, m.Bound.Attempts(), m.Field, m.Sender, m.What, more, m.Fix, unknownWhy([]callgraph.Layer{{Via: m.Client, Bound: m.Bound}}))
}

// retriedWriteMessage words a write passed to a helper that retries it:
//
//	api.call re-sends POST in its for loop (3 attempts) without an idempotency key; a retried write can be applied twice: send an Idempotency-Key, or retry only idempotent requests in api.call
func retriedWriteMessage(rw *callgraph.RetriedWrite) string {
	how := "in its " + rw.Layer.Via
	switch {
	case !rw.Layer.Kind.Runs():
		how = "via " + rw.Layer.Via
	case rw.Layer.Kind == callgraph.Straight:
		how = "by calling again after an error"
	case rw.Layer.Kind == callgraph.Recursive:
		how = "by calling itself again after an error"
	case rw.Layer.Func != rw.Helper:
		how = "in the " + rw.Layer.Via + " of " + rw.Layer.Func
	}
	return fmt.Sprintf("%s re-sends %s %s (%s) without an idempotency key; a retried write can be applied twice: send an Idempotency-Key, or retry only idempotent requests in %s%s",
		rw.Helper, rw.Write.What, how, rw.Layer.Bound.Attempts(), rw.Helper, unknownWhy([]callgraph.Layer{rw.Layer}))
}
