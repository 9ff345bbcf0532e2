package callgraph

import (
	"go/token"
	"sort"
	"sync/atomic"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/graph"
)

// Result is what checks learn about the package being analyzed, through
// its methods. It holds no SSA that a check could reach.
type Result struct {
	sites   []*Site
	retried []*RetriedWrite
	resends []*Resend
	params  []*ParamOwner
	// permanent: retries of permanent outcomes (permanent.go);
	// fallbacks: fallbacks that call out (fallback.go).
	permanent []*Permanent
	fallbacks []*Fallback
	entries   []*Entry // for the retry map (entries.go)
	dirs      *directives
	all       []*Directive
	order     *orderData
	failure   *Failure    // a panic while summarising (failure.go)
	claimed   atomic.Bool // a check has returned the failure
}

func newResult(pass *analysis.Pass) *Result {
	all := parseDirectives(pass.Fset, pass.Files)
	r := &Result{all: all, dirs: indexDirectives(all, pass.TypesInfo),
		order: &orderData{events: map[*ssa.Function][]event{}, io: map[ssa.Instruction]bool{}}}
	if !catalog.IsStd(pass.Pkg.Path()) {
		r.order.pass = pass
	}
	return r
}

// Sites returns the retry owners of the package, in source order.
func (r *Result) Sites() []*Site { return r.sites }

// Directives returns all //retrylint: comments of the package, in file
// order.
func (r *Result) Directives() []*Directive { return r.all }

// Attached reports whether a directive attaches to something: a
// //retrylint:retrier, budget, route, write or idempotent directive in
// the doc comment of a function declaration, or a budget, route, write
// or idempotent directive on the line of a call it marks (or the line
// above it).
func (r *Result) Attached(d *Directive) bool { return r.dirs.attached[d] }

// Site is one retry owner in the package being analyzed.
type Site struct {
	Layer Layer     // what it is, its bound and position string
	Pos   token.Pos // the loop statement, or the retrying call
	// Nests lists, for each call inside the retried operation that
	// reaches another retry owner, the chain it reaches; in source order.
	Nests []Nest
	// Writes lists the calls inside the retried operation that reach a
	// non-idempotent write; in source order.
	Writes []WriteNest
	// SelfWrite is the write a client retries by itself
	// (retryablehttp.Client.Post), if any.
	SelfWrite Write
	// WritesOnce: the client's own retries of writes are reported once
	// per client made, not at every call; it is the setting that turns
	// them off. Client names the client ("redis.Client"), Made is the
	// "file:line" of the call that made it ("" when not known), MadePos
	// its position when it is in this package.
	WritesOnce string
	Client     string
	Made       string
	MadePos    token.Pos
	// OpIO: the owner or its retried operation does remote I/O; an owner
	// whose operation only reads local state (a poll of a cache) retries
	// no dependency.
	OpIO bool
	// Sleeps are the time.Sleep calls between a loop owner's attempts,
	// in source order; a sleep does not end when a context does.
	Sleeps []token.Pos
	// HelperSleeps are the calls in a loop owner's rounds of a helper's
	// method that sleeps with time.Sleep (state.Continue(), r.Next(resp,
	// err)), in source order.
	HelperSleeps []token.Pos
	// Param: the owner is a loop of a function that retries the
	// operation its callers pass (they get a Helper site at each call).
	Param bool
	// Cap says what would give the owner an end, from its library's
	// catalog family ("wrap the backoff in backoff.WithMaxRetries, ...");
	// empty for the package's own loops.
	Cap string
	// Pace says how the owner waits between its attempts (a loop's from
	// its blocks, a library's from its configured backoff), and Delay is
	// the constant wait of a loop's single sleep ("1s"), or "".
	Pace  Pace
	Delay string
	// Handed: a retry helper's call whose Pace is the wait it hands the
	// helper (RetryRequest(op, 10, time.Second)).
	Handed bool
	// PaceFix says what gives a library owner's waits a random part, or
	// a wait at all, from its family; empty for the package's own loops.
	PaceFix string
	// Changes: each round of a loop sends a changed request or picks its
	// target anew (a variable carried round goes into what it sends, a
	// route selection or a budget check runs in the attempt): the loop
	// moves on, so it needs no wait to spare one target. So does a loop
	// that goes round only when another goroutine cancelled the attempt
	// (err == context.Canceled).
	Changes bool
	// Poll: a loop whose outcome is a boolean, a poll for a state.
	Poll bool
	// Recursive: a straight-line owner that goes round like a loop: a
	// failure callback that serves the failed operation again (a
	// proxy's ErrorHandler calling its ServeHTTP), whose Sleeps, Pace and
	// Delay are read from the callback.
	Recursive bool
}

// Pace is how a retry owner waits between its attempts.
type Pace = catalog.Pace

// The paces (catalog.Pace).
const (
	PaceUnknown = catalog.PaceUnknown // not known here
	NoWait      = catalog.NoWait      // the attempts follow each other at once
	Steady      = catalog.Steady      // waits with no random part
	Jittered    = catalog.Jittered    // waits a randomised time
)

// ParamOwner is a function of the package whose loop retries an
// operation its callers pass, and does no I/O of its own: a retry owner
// for its callers (they get a Site at each call), reported here for what
// only its own code decides, such as having no end.
type ParamOwner struct {
	Layer  Layer
	Pos    token.Pos   // the loop statement
	Sleeps []token.Pos // as Site.Sleeps
	Pace   Pace        // as Site.Pace
	Delay  string      // as Site.Delay
	// Changes: the loop goes round only when another goroutine
	// cancelled the attempt (as Site.Changes).
	Changes bool
}

// ParamOwners returns the package's ParamOwners, in source order.
func (r *Result) ParamOwners() []*ParamOwner { return r.params }

// Nest is a call inside a retried operation that reaches a retry owner.
type Nest struct {
	Pos    token.Pos // the call (or closure) inside the retried operation
	Callee string    // the function it calls, or the inner owner's Via when the owner sits in the same function
	Direct bool      // the callee is the inner owner itself (Chain[0] is Callee)
	Site   bool      // the inner owner is a site of the same function (a library call or loop written inside the operation)
	Chain  []Layer   // the inner chain, outermost first
	Path   []Hop     // from Callee to Chain[0].Func
}

// RetriedWrite is a call that passes a write (a method or a request) to
// a helper that re-sends it in its own retry.
type RetriedWrite struct {
	Pos    token.Pos // the call
	Helper string    // the helper called
	Layer  Layer     // the helper's retry
	Write  Write
}

// RetriedWrites returns the calls of the package that pass a write to a
// helper that retries it, in source order.
func (r *Result) RetriedWrites() []*RetriedWrite { return r.retried }

// WriteNest is a call inside a retried operation that reaches a write.
type WriteNest struct {
	Pos    token.Pos
	Callee string // the function called, or the API when the call is the write
	Write  Write
	Path   []Hop // from Callee to Write.Func
}

// release drops what the Result holds of the package's SSA, once the
// package's facts are exported and its queries answered: the driver keeps
// every package's Result to the end of the run (x/tools' checker does),
// so SSA held here would be held for every package at once. Only a
// package with budget checks or route selections keeps its functions, for
// OrderProblems.
func (r *Result) release() {
	for _, s := range r.sites {
		s.SelfWrite.freshAt = nil
		for i := range s.Writes {
			s.Writes[i].Write.freshAt = nil
		}
	}
	for _, w := range r.retried {
		w.Write.freshAt = nil
	}
	for _, e := range r.entries {
		e.Write.freshAt = nil
	}
	r.order.release()
}

// collect fills the Result with the package's owners and, for each, the
// calls in its operation that reach another owner or a write; and the
// functions the order analysis looks at.
func (p *pipeline) collect() {
	p.res.order.funcs, p.res.order.built = p.funcs, true
	p.res.retried = p.wr.retried()
	p.res.resends = append(p.madeResends(), p.keptResends()...)
	for _, s := range p.own.sites {
		site := &Site{Layer: s.layer, Pos: s.pos, SelfWrite: s.selfWrite, Nests: p.nests(s), Writes: p.wr.nests(s),
			WritesOnce: s.writesOnce, Client: s.client, Made: s.made, MadePos: s.madePos,
			OpIO: s.io || s.kind == Client || p.eff.nodeIO(s.node), Cap: s.cap, Sleeps: s.sleeps, HelperSleeps: s.helperSleeps,
			Pace: s.pace, Delay: s.delay, Handed: s.handed, PaceFix: s.paceFix, Changes: s.changesRequest || s.restarts || p.movesOn(s), Poll: s.pollLoop || s.poll, Recursive: s.recursive}
		if w := p.own.ownOf(s.fn); w != nil && w.opArg > 0 && s.kind.Runs() && w.layer.same(s.layer) {
			site.Param = true
		}
		if s.kind == Client {
			site.Writes = dropResent(site.Writes, s.layer, p.res.retried)
		}
		p.res.sites = append(p.res.sites, site)
	}
	for _, l := range p.own.paramLoops {
		p.res.params = append(p.res.params, &ParamOwner{Layer: l.layer, Pos: l.pos, Sleeps: l.sleeps, Pace: l.pace, Delay: l.delay, Changes: l.restarts})
	}
	sort.SliceStable(p.res.sites, func(i, j int) bool { return p.res.sites[i].Pos < p.res.sites[j].Pos })
	sort.SliceStable(p.res.params, func(i, j int) bool { return p.res.params[i].Pos < p.res.params[j].Pos })
	sort.SliceStable(p.res.retried, func(i, j int) bool { return p.res.retried[i].Pos < p.res.retried[j].Pos })
	sort.SliceStable(p.res.resends, func(i, j int) bool { return p.res.resends[i].Pos < p.res.resends[j].Pos })
	p.res.permanent = sortPermanent(p.res.permanent)
}

// sortPermanent orders the retries of permanent outcomes by position and
// drops repeats (a loop seen by two passes).
func sortPermanent(ps []*Permanent) []*Permanent {
	sort.SliceStable(ps, func(i, j int) bool {
		if ps[i].Pos != ps[j].Pos {
			return ps[i].Pos < ps[j].Pos
		}
		return !ps[i].Ctx && ps[j].Ctx
	})
	var out []*Permanent
	for _, x := range ps {
		if n := len(out); n > 0 && x.Pos == out[n-1].Pos && x.Ctx == out[n-1].Ctx && x.Owner == out[n-1].Owner {
			continue
		}
		out = append(out, x)
	}
	return out
}

// nests finds the calls in a site's operation that reach another owner.
func (p *pipeline) nests(s *site) []Nest {
	var out []Nest
	type cand struct {
		chain []Layer
		path  []Hop
	}
	cands := map[*graph.Ref]cand{}
	for _, r := range graph.Leads(s.node.Refs, s.fn, func(r *graph.Ref) bool {
		if p.own.coveredOutside(r, s) {
			return false // reported through the site it belongs to
		}
		ch, path := p.chains.candidate(r)
		if hasLayer(ch, s.layer) {
			// what the operation reaches besides the recursion back
			// into this owner (chains.besides)
			ch, path = p.chains.besides(r, s.layer, 0), nil
		}
		if !hasLayer(ch, s.layer) {
			ch = Multiplying(s.layer.Class, ch)
		}
		cands[r] = cand{ch, path}
		return len(ch) > 0 && !hasLayer(ch, s.layer) && !(s.kind == Client && sameClient(ch, s.layer))
	}) {
		c := cands[r]
		n := Nest{Pos: r.Pos, Callee: r.Name, Chain: c.chain}
		if len(c.path) > 0 {
			n.Path = c.path[1:] // the first hop is the callee itself
		}
		if in := p.own.siteOfNode(r.Local); r.Local != nil && in != nil && in.inCallee {
			// a helper that retries with the client it is given
			n.Direct, n.Callee = true, in.layer.Func
		} else if r.Local != nil && in != nil {
			n.Direct, n.Site, n.Callee = true, true, in.layer.Via
		} else if c.chain[0].Func == r.Name {
			n.Direct = true
		}
		out = append(out, n)
	}
	return out
}

// sameClient: a chain below a client owner that holds a client layer of
// the same client (a method that sends with the client in a field is
// an owner at its call, and its send inside is one too): the inner
// layer is the same retries, so the nest is not one.
func sameClient(ch []Layer, l Layer) bool {
	for _, x := range ch {
		if x.Kind == Client && x.Via == l.Via {
			return true
		}
	}
	return false
}

// dropResent leaves out of a client owner's writes those the same client
// is already reported for where the caller decides them (a helper whose
// client re-sends the POST its caller passes): one finding per cause.
func dropResent(ws []WriteNest, l Layer, retried []*RetriedWrite) []WriteNest {
	out := ws[:0]
	for _, wn := range ws {
		dup := false
		for _, rw := range retried {
			if rw.Layer.Kind == Client && rw.Layer.Via == l.Via && rw.Write == wn.Write {
				dup = true
			}
		}
		if !dup {
			out = append(out, wn)
		}
	}
	return out
}
