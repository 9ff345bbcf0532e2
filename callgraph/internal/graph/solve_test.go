package graph

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
)

// build makes a graph of n nodes with a ref from each node to each of
// its callees.
func build(n int, callees func(i int) []int) *Graph {
	g := &Graph{}
	for i := 0; i < n; i++ {
		g.Nodes = append(g.Nodes, &Node{ID: i})
	}
	for i, node := range g.Nodes {
		for _, j := range callees(i) {
			node.Refs = append(node.Refs, &Ref{From: node, Local: g.Nodes[j]})
		}
	}
	return g
}

// reach solves "reaches a seed" with Solve, and counts the evaluations.
func reach(g *Graph, seeds map[int]bool) ([]bool, int) {
	val := make([]bool, len(g.Nodes))
	evals := 0
	Solve(g.SCCs(), func(n *Node) bool {
		evals++
		v := val[n.ID] || seeds[n.ID]
		for _, r := range n.Refs {
			v = v || val[r.Local.ID]
		}
		changed := v != val[n.ID]
		val[n.ID] = v
		return changed
	})
	return val, evals
}

// closure is the same by plain iteration to the fixed point.
func closure(g *Graph, seeds map[int]bool) []bool {
	val := make([]bool, len(g.Nodes))
	for changed := true; changed; {
		changed = false
		for _, n := range g.Nodes {
			v := val[n.ID] || seeds[n.ID]
			for _, r := range n.Refs {
				v = v || val[r.Local.ID]
			}
			if v != val[n.ID] {
				val[n.ID], changed = v, true
			}
		}
	}
	return val
}

// TestSolveRing: 5,000 mutually recursive functions in one component,
// each calling the next, reach the one seed halfway round; the values are
// those of the plain fixed point and the evaluations grow with the
// component, not with its square (a round-robin bounded to 64 rounds
// stopped short of the fixed point on such a component).
func TestSolveRing(t *testing.T) {
	for _, n := range []int{1000, 5000} {
		g := build(n, func(i int) []int { return []int{(i + 1) % n} })
		seeds := map[int]bool{n / 2: true}
		got, evals := reach(g, seeds)
		assert.Equal(t, closure(g, seeds), got)
		for i := range got {
			assert.True(t, got[i], "node %d reaches the seed round the ring", i)
		}
		assert.LessOrEqual(t, evals, 4*n, "evaluations for a ring of %d", n)
	}
}

// TestSolveAgainstOrder: a ring whose calls run against the order the
// component is listed in needs the worklist: the seed's value travels
// the whole ring.
func TestSolveAgainstOrder(t *testing.T) {
	const n = 3000
	g := build(n, func(i int) []int { return []int{(i + n - 1) % n} })
	seeds := map[int]bool{0: true}
	got, evals := reach(g, seeds)
	assert.Equal(t, closure(g, seeds), got)
	assert.LessOrEqual(t, evals, 4*n)
}

// TestSolveBackEdges: functions that call each other both ways down a
// chain (i calls i+1 and i-1): the seed at the head reaches the tail only
// through calls to functions found earlier, one step per pass of a
// round-robin over the component; 64 passes stopped short of it.
func TestSolveBackEdges(t *testing.T) {
	const n = 500
	g := build(n, func(i int) []int {
		var out []int
		if i+1 < n {
			out = append(out, i+1)
		}
		if i > 0 {
			out = append(out, i-1)
		}
		return out
	})
	seeds := map[int]bool{0: true}
	got, evals := reach(g, seeds)
	assert.Equal(t, closure(g, seeds), got)
	assert.True(t, got[n-1], "the tail reaches the seed")
	assert.LessOrEqual(t, evals, 6*n)
}

// TestSolveRandom: random dense graphs (several components, chords, self
// loops) solve to the plain fixed point.
func TestSolveRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for round := 0; round < 50; round++ {
		n := 2 + rng.Intn(300)
		edges := make([][]int, n)
		for i := range edges {
			for k := rng.Intn(4); k > 0; k-- {
				edges[i] = append(edges[i], rng.Intn(n))
			}
		}
		g := build(n, func(i int) []int { return edges[i] })
		seeds := map[int]bool{}
		for k := rng.Intn(3); k > 0; k-- {
			seeds[rng.Intn(n)] = true
		}
		got, evals := reach(g, seeds)
		assert.Equal(t, closure(g, seeds), got, "round %d", round)
		refs := 0
		for _, e := range edges {
			refs += len(e)
		}
		assert.LessOrEqual(t, evals, 3*n+2*refs, "round %d: evaluations follow nodes and edges", round)
	}
}
