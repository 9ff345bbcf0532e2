package graph

import (
	"sort"

	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// Leads returns the refs of a retried operation (ops, the refs of a
// virtual node sitting in home) at which hit holds, one per position, in
// position order. A closure written in the same function as the owner
// (retry.Do(func() error { return call() })) is descended into, so that
// what is found is the call inside it, the one the reader sees in the
// operation; the closure itself is the lead only when nothing inside it
// is. Refs claimed by another virtual node are skipped inside closures
// (that node stands for them).
func Leads(ops []*Ref, home *Node, hit func(*Ref) bool) []*Ref {
	var out []*Ref
	seen := map[*Ref]bool{}
	descended := map[*Node]bool{}
	root := ssax.Root(home.Home().Fn)
	var lead func(r *Ref, depth int)
	lead = func(r *Ref, depth int) {
		if seen[r] || depth > 8 {
			return
		}
		seen[r] = true
		if !hit(r) {
			return
		}
		if t := r.Local; t != nil && t.Body() != nil && t.Body().Parent() != nil && ssax.Root(t.Body()) == root {
			if descended[t] {
				return // already reported inside this closure
			}
			descended[t] = true
			before := len(out)
			for _, rr := range t.Refs {
				if rr.Claimed == nil {
					lead(rr, depth+1)
				}
			}
			if len(out) > before {
				return
			}
		}
		out = append(out, r)
	}
	for _, r := range ops {
		lead(r, 0)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pos < out[j].Pos })
	dedup := out[:0]
	for i, r := range out {
		if i > 0 && r.Pos == dedup[len(dedup)-1].Pos {
			// Of the implementations one interface call was resolved
			// to, a decorator is named last: the call runs through it
			// down to the one that does the work.
			if last := dedup[len(dedup)-1]; last.Decorates() && !r.Decorates() {
				dedup[len(dedup)-1] = r
			}
			continue
		}
		dedup = append(dedup, r)
	}
	return dedup
}
