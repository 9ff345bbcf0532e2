package graph

import "github.com/retrylint/retrylint/callgraph/internal/ssax"

// Parameter roles: a function that does something with one of its
// parameters (sends requests with the client it is given, sends the
// method it is given, retries the operation it is given) passes that
// role to its callers when they pass a parameter of their own there.
//
// PassParams finds, to a fixed point, the functions that pass their own
// parameter on to a callee's role: role(r) is the callee's role index
// (1-based, receiver excluded; 0 for none) for a call ref r, has(n)
// tells the functions that already have a role, and set(n, i, r) gives
// n the role at its parameter i, learnt from r (it may refuse). Each
// round only adds roles, so there are at most as many rounds as
// functions.
func PassParams(funcs []*Node, role func(r *Ref) int, has func(n *Node) bool, set func(n *Node, i int, r *Ref) bool) {
	for round := 0; round <= len(funcs); round++ {
		changed := false
		for _, n := range funcs {
			if has(n) {
				continue
			}
			for _, r := range n.Refs {
				i := 0
				if r.Call {
					i = role(r)
				}
				if i == 0 {
					continue
				}
				if p := ssax.ParamOf(n.Fn, ssax.Arg(r.Args(), i-1)); p > 0 && set(n, p, r) {
					changed = true
					break
				}
			}
		}
		if !changed {
			break
		}
	}
}
