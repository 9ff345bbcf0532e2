package graph

// Fixed points over the graph.
//
// Solve evaluates the nodes bottom-up, one strongly connected component
// at a time (Tarjan's algorithm yields callees first), and re-evaluates
// the nodes of a component until none changes: recursion and mutual
// recursion converge to the fixed point of eval. Termination is eval's
// business (a finite lattice that only moves one way); maxRounds guards
// against a bug in that argument. A component of one node without an
// edge to itself is evaluated once.

const maxRounds = 64

// SCCs returns the strongly connected components of the graph over the
// Local targets of all refs, callees first; nodes are visited in ID
// order, so the result is deterministic.
func (g *Graph) SCCs() [][]*Node {
	index := make([]int, len(g.Nodes))
	low := make([]int, len(g.Nodes))
	onStack := make([]bool, len(g.Nodes))
	for i := range index {
		index[i] = -1
	}
	var out [][]*Node
	var stack []*Node
	next := 0
	var strong func(v *Node)
	strong = func(v *Node) {
		index[v.ID], low[v.ID] = next, next
		next++
		stack = append(stack, v)
		onStack[v.ID] = true
		for _, r := range v.Refs {
			w := r.Local
			if w == nil || w.ID >= len(index) {
				continue
			}
			if index[w.ID] < 0 {
				strong(w)
				low[v.ID] = min(low[v.ID], low[w.ID])
			} else if onStack[w.ID] {
				low[v.ID] = min(low[v.ID], index[w.ID])
			}
		}
		if low[v.ID] != index[v.ID] {
			return
		}
		var scc []*Node
		for {
			w := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			onStack[w.ID] = false
			scc = append(scc, w)
			if w == v {
				break
			}
		}
		out = append(out, scc)
	}
	for _, n := range g.Nodes {
		if index[n.ID] < 0 {
			strong(n)
		}
	}
	return out
}

// Solve runs eval over every component of sccs (from SCCs) to its fixed
// point; eval reports whether it changed the node's value.
func Solve(sccs [][]*Node, eval func(*Node) bool) {
	for _, scc := range sccs {
		if len(scc) == 1 && !selfLoop(scc[0]) {
			eval(scc[0])
			continue
		}
		for round := 0; round < maxRounds; round++ {
			changed := false
			for _, n := range scc {
				if eval(n) {
					changed = true
				}
			}
			if !changed {
				break
			}
		}
	}
}

func selfLoop(n *Node) bool {
	for _, r := range n.Refs {
		if r.Local == n {
			return true
		}
	}
	return false
}
