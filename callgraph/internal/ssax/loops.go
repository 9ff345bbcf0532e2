package ssax

import (
	"go/constant"
	"go/token"

	"golang.org/x/tools/go/ssa"
)

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

// Body returns the whole body of fn as one loop headed by its entry: the
// body of a range-over-func loop, which the iterator calls once per
// iteration.
func Body(fn *ssa.Function) *Loop {
	l := &Loop{blocks: make([]bool, len(fn.Blocks)), size: len(fn.Blocks)}
	for i := range l.blocks {
		l.blocks[i] = true
	}
	if len(fn.Blocks) > 0 {
		l.Header = fn.Blocks[0]
	}
	return l
}

// LoopOf returns the blocks marked in blocks (by index) as one loop
// headed by header: what runs again when a function calls itself anew
// (a recursive retry's round).
func LoopOf(header *ssa.BasicBlock, blocks []bool) *Loop {
	l := &Loop{Header: header, blocks: blocks}
	for _, in := range blocks {
		if in {
			l.size++
		}
	}
	return l
}

// IsYield reports whether fn is the synthetic body of a range-over-func
// loop: it returns true to go on to the next iteration and false to leave
// the loop (break, return, goto out).
func IsYield(fn *ssa.Function) bool {
	return fn != nil && fn.Synthetic == "range-over-func yield"
}

// ReturnsConst reports whether b ends in a return of the boolean
// constant want (a range-over-func body's continue or exit).
func ReturnsConst(b *ssa.BasicBlock, want bool) bool {
	ret, ok := Last(b).(*ssa.Return)
	if !ok || len(ret.Results) != 1 {
		return false
	}
	c, ok := ret.Results[0].(*ssa.Const)
	return ok && c.Value != nil && c.Value.Kind() == constant.Bool && constant.BoolVal(c.Value) == want
}

// CapturedParam returns the parameter of the enclosing function that a
// closure reads through a free variable (v is the free variable, or a
// load of it when the variable was captured by reference and stored only
// once, from the parameter), or nil.
func CapturedParam(v ssa.Value) *ssa.Parameter {
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v = u.X
	} else if _, ok := v.(*ssa.FreeVar); !ok {
		return nil
	}
	fv, ok := v.(*ssa.FreeVar)
	if !ok {
		return nil
	}
	switch b := Captured(fv).(type) {
	case *ssa.Parameter:
		return b
	case *ssa.Alloc:
		p, _ := SingleStore(b).(*ssa.Parameter)
		return p
	}
	return nil
}
