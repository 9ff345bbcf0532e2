package graph

// Fixed points over the graph.
//
// Solve evaluates the nodes bottom-up, one strongly connected component
// at a time (Tarjan's algorithm yields callees first). A component of one
// node without an edge to itself is evaluated once. In a larger one, every
// node is evaluated, and then, from a worklist, the callers (within the
// component) of each node whose value changed, until none changes:
// recursion and mutual recursion converge to the fixed point of eval, at
// a cost that follows the edges of the component and the height of eval's
// lattice, not the component's size squared. A last pass over the whole
// component confirms the fixed point (eval may read more than a node's
// refs), and starts the worklist again if anything still changes.
// Termination is eval's business (a finite lattice that only moves one
// way); maxEvals guards against a bug in that argument.

// maxEvals bounds the evaluations of a component, per node.
const maxEvals = 64

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
		solveComponent(scc, eval)
	}
}

func solveComponent(scc []*Node, eval func(*Node) bool) {
	pos := make(map[*Node]int, len(scc))
	for i, n := range scc {
		pos[n] = i
	}
	// callers[i]: the nodes of the component with a ref to scc[i].
	callers := make([][]int, len(scc))
	for i, n := range scc {
		for _, r := range n.Refs {
			if j, ok := pos[r.Local]; ok && (len(callers[j]) == 0 || callers[j][len(callers[j])-1] != i) {
				callers[j] = append(callers[j], i)
			}
		}
	}
	queued := make([]bool, len(scc))
	var queue []int
	budget := maxEvals * len(scc)
	step := func(i int) {
		budget--
		if !eval(scc[i]) {
			return
		}
		for _, c := range callers[i] {
			if !queued[c] {
				queued[c] = true
				queue = append(queue, c)
			}
		}
	}
	for {
		for i := range scc {
			step(i)
		}
		if len(queue) == 0 {
			return // a whole pass changed nothing
		}
		for len(queue) > 0 {
			if budget <= 0 {
				return
			}
			i := queue[0]
			queue = queue[1:]
			queued[i] = false
			step(i)
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
