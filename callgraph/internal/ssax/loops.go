package ssax

import "golang.org/x/tools/go/ssa"

// Loop is a natural loop of a function: a header that dominates the
// sources of its back edges, and the blocks that reach those sources
// without passing the header.
type Loop struct {
	Header *ssa.BasicBlock
	blocks []bool // by block index
	size   int
}

// Contains reports whether b is in the loop.
func (l *Loop) Contains(b *ssa.BasicBlock) bool {
	return b != nil && b.Index < len(l.blocks) && l.blocks[b.Index]
}

// NaturalLoops returns the natural loops of fn, one per header, in block
// order of their first back edge.
func NaturalLoops(fn *ssa.Function) []*Loop {
	var loops []*Loop
	byHeader := map[*ssa.BasicBlock]*Loop{}
	for _, blk := range fn.Blocks {
		for _, h := range blk.Succs {
			if !h.Dominates(blk) {
				continue
			}
			l := byHeader[h]
			if l == nil {
				l = &Loop{Header: h, blocks: make([]bool, len(fn.Blocks))}
				l.blocks[h.Index] = true
				l.size = 1
				byHeader[h] = l
				loops = append(loops, l)
			}
			// Everything that reaches the latch without passing the header.
			stack := []*ssa.BasicBlock{blk}
			for len(stack) > 0 {
				b := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if l.blocks[b.Index] {
					continue
				}
				l.blocks[b.Index] = true
				l.size++
				stack = append(stack, b.Preds...)
			}
		}
	}
	return loops
}

// Innermost returns the smallest loop of loops that contains b, or nil.
func Innermost(loops []*Loop, b *ssa.BasicBlock) *Loop {
	var best *Loop
	for _, l := range loops {
		if l.Contains(b) && (best == nil || l.size < best.size) {
			best = l
		}
	}
	return best
}
