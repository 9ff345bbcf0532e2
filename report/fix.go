package report

import (
	"bytes"
	"fmt"
	"go/format"
	"io"
	"os"
	"slices"
	"strings"
)

// A suggestedFix is one of a finding's suggested fixes, its edits with
// byte offsets into the file as it was analysed.
type suggestedFix struct {
	message string
	edits   []textEdit
}

type textEdit struct {
	file       string // absolute
	start, end int
	new        string
	size       int // the file's size when it was analysed
}

// fileChange is a file with the fixes applied (and formatted).
type fileChange struct {
	file     string // absolute
	name     string // as the text names it (from the working directory)
	old, new []byte
	fixes    int
}

// fixPlan is what -fix writes and -diff prints.
type fixPlan struct {
	changes   []fileChange
	conflicts int      // fixes left out: their edits overlap an earlier fix's
	errs      []string // files that cannot be fixed, one line each
}

// planFixes applies the first suggested fix of each finding, in the
// findings' order, to the files as they were analysed: a fix whose edits
// overlap those of a fix already taken is left out whole (it is counted
// as a conflict: its finding stays, and a second -fix may take it); a
// fix that repeats one already taken (a finding of a package and of its
// test variant) is taken once. Each changed file is formatted, as x/tools'
// drivers do (a fix's text need not be indented).
func planFixes(findings []Finding, loc *locator) fixPlan {
	var plan fixPlan
	taken := map[string][]textEdit{} // file → the edits taken
	count := map[string]int{}        // file → the fixes taken
	var files []string
	sizes := map[string]int{}
	for _, f := range findings {
		if len(f.fixes) == 0 {
			continue
		}
		fix := f.fixes[0]
		dup, conflict := true, false
		for _, e := range fix.edits {
			seen := false
			for _, t := range taken[e.file] {
				switch {
				case t == e:
					seen = true
				case overlap(t, e):
					conflict = true
				}
			}
			dup = dup && seen
		}
		if dup && len(fix.edits) > 0 {
			continue
		}
		if conflict {
			plan.conflicts++
			continue
		}
		for _, e := range fix.edits {
			if _, ok := taken[e.file]; !ok {
				files = append(files, e.file)
				sizes[e.file] = e.size
			}
			taken[e.file] = append(taken[e.file], e)
			count[e.file]++
		}
	}
	slices.Sort(files)
	for _, file := range files {
		name := loc.place(file).file
		old, err := os.ReadFile(file)
		if err != nil {
			plan.errs = append(plan.errs, fmt.Sprintf("%s: not fixed: %v", name, err))
			continue
		}
		if len(old) != sizes[file] {
			plan.errs = append(plan.errs, fmt.Sprintf("%s: not fixed: the file changed while it was analysed (%d bytes, now %d); run again", name, sizes[file], len(old)))
			continue
		}
		edits := slices.Clone(taken[file])
		slices.SortStableFunc(edits, func(a, b textEdit) int { return a.start - b.start })
		var out bytes.Buffer
		at := 0
		for _, e := range edits {
			out.Write(old[at:e.start])
			out.WriteString(e.new)
			at = e.end
		}
		out.Write(old[at:])
		fixed := out.Bytes()
		if formatted, err := format.Source(fixed); err == nil {
			fixed = formatted
		}
		if bytes.Equal(fixed, old) {
			continue
		}
		plan.changes = append(plan.changes, fileChange{file: file, name: name, old: old, new: fixed, fixes: count[file]})
	}
	return plan
}

// overlap reports whether two edits of a file touch the same text, or
// insert at the same offset (their order would be a guess).
func overlap(a, b textEdit) bool {
	if a.file != b.file {
		return false
	}
	switch {
	case a.start == b.start:
		return true
	case a.start == a.end:
		return b.start < a.start && a.start < b.end
	case b.start == b.end:
		return a.start < b.start && b.start < a.end
	}
	return a.start < b.end && b.start < a.end
}

// write writes the changed files, keeping each one's mode; it returns
// the fixes written and an error line for each file it could not write.
func (plan fixPlan) write() (fixes, files int, errs []string) {
	for _, c := range plan.changes {
		mode := os.FileMode(0o644)
		if st, err := os.Stat(c.file); err == nil {
			mode = st.Mode().Perm()
		}
		if err := os.WriteFile(c.file, c.new, mode); err != nil {
			errs = append(errs, fmt.Sprintf("%s: not fixed: %v", c.name, err))
			continue
		}
		fixes += c.fixes
		files++
	}
	return fixes, files, errs
}

// printDiffs prints a unified diff of each changed file, git's way
// (a/ and b/ before the path from the working directory), so that
// "patch -p1" in the working directory applies them.
func (plan fixPlan) printDiffs(w io.Writer) error {
	for _, c := range plan.changes {
		if _, err := io.WriteString(w, unifiedDiff("a/"+c.name, "b/"+c.name, c.old, c.new)); err != nil {
			return err
		}
	}
	return nil
}

// diffContext is the lines of context around each hunk, as diff -u.
const diffContext = 3

// unifiedDiff is the unified diff of a and b, by lines ("" when they
// are equal).
func unifiedDiff(aName, bName string, a, b []byte) string {
	x, y := splitLines(a), splitLines(b)
	ops := diffLines(x, y)
	if len(ops) == 0 {
		return ""
	}
	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s\n", aName, bName)
	// Group the changes into hunks: changes closer than twice the
	// context share one.
	for i := 0; i < len(ops); {
		j := i + 1
		for j < len(ops) && ops[j].x0-ops[j-1].x1 <= 2*diffContext {
			j++
		}
		first, last := ops[i], ops[j-1]
		x0, y0 := max(first.x0-diffContext, 0), max(first.y0-diffContext, 0)
		x1, y1 := min(last.x1+diffContext, len(x)), min(last.y1+diffContext, len(y))
		fmt.Fprintf(&out, "@@ -%s +%s @@\n", hunkRange(x0, x1), hunkRange(y0, y1))
		at := x0
		for _, op := range ops[i:j] {
			for ; at < op.x0; at++ {
				diffLine(&out, ' ', x[at])
			}
			for _, l := range x[op.x0:op.x1] {
				diffLine(&out, '-', l)
			}
			for _, l := range y[op.y0:op.y1] {
				diffLine(&out, '+', l)
			}
			at = op.x1
		}
		for ; at < x1; at++ {
			diffLine(&out, ' ', x[at])
		}
		i = j
	}
	return out.String()
}

// hunkRange is "start,count" of lines [lo, hi), 1-based; an empty range
// names the line before it.
func hunkRange(lo, hi int) string {
	if lo == hi {
		return fmt.Sprintf("%d,0", lo)
	}
	return fmt.Sprintf("%d,%d", lo+1, hi-lo)
}

func diffLine(out *strings.Builder, mark byte, line string) {
	out.WriteByte(mark)
	out.WriteString(line)
	if !strings.HasSuffix(line, "\n") {
		out.WriteString("\n\\ No newline at end of file\n")
	}
}

// splitLines splits data after each newline; the last line may have
// none.
func splitLines(data []byte) []string {
	var lines []string
	for s := string(data); s != ""; {
		i := strings.IndexByte(s, '\n')
		if i < 0 {
			lines = append(lines, s)
			break
		}
		lines = append(lines, s[:i+1])
		s = s[i+1:]
	}
	return lines
}

// A diffOp replaces lines x[x0:x1] by y[y0:y1].
type diffOp struct{ x0, x1, y0, y1 int }

// diffLines is a shortest edit script from x to y (Myers' algorithm),
// as replacements of runs of lines, in order.
func diffLines(x, y []string) []diffOp {
	// The common prefix and suffix are no part of the search.
	pre := 0
	for pre < len(x) && pre < len(y) && x[pre] == y[pre] {
		pre++
	}
	suf := 0
	for suf < len(x)-pre && suf < len(y)-pre && x[len(x)-1-suf] == y[len(y)-1-suf] {
		suf++
	}
	a, b := x[pre:len(x)-suf], y[pre:len(y)-suf]
	n, m := len(a), len(b)
	if n == 0 && m == 0 {
		return nil
	}
	// trace[d] is the furthest x reached on each diagonal k in -d..d
	// after d edits.
	maxD := n + m
	v := make([]int, 2*maxD+2)
	off := maxD + 1
	var trace [][]int
	var end int
search:
	for d := 0; d <= maxD; d++ {
		for k := -d; k <= d; k += 2 {
			var i int
			if k == -d || k != d && v[off+k-1] < v[off+k+1] {
				i = v[off+k+1] // down: an insertion
			} else {
				i = v[off+k-1] + 1 // right: a deletion
			}
			j := i - k
			for i < n && j < m && a[i] == b[j] {
				i, j = i+1, j+1
			}
			v[off+k] = i
			if i >= n && j >= m {
				trace = append(trace, slices.Clone(v[off-d:off+d+1]))
				end = d
				break search
			}
		}
		trace = append(trace, slices.Clone(v[off-d:off+d+1]))
	}
	// Walk back from (n, m), marking each line deleted or inserted.
	del, ins := make([]bool, n), make([]bool, m)
	i, j := n, m
	for d := end; d > 0; d-- {
		prev := trace[d-1] // diagonals -(d-1)..d-1, at prev[k+d-1]
		k := i - j
		var pk int
		if k == -d || k != d && prev[k-1+d-1] < prev[k+1+d-1] {
			pk = k + 1
		} else {
			pk = k - 1
		}
		pi := prev[pk+d-1]
		pj := pi - pk
		for i > pi && j > pj {
			i, j = i-1, j-1 // the diagonal run after the edit
		}
		if pk == k+1 {
			j--
			ins[j] = true
		} else {
			i--
			del[i] = true
		}
		i, j = pi, pj
	}
	// Runs of marked lines, aligned on the unmarked ones.
	var ops []diffOp
	i, j = 0, 0
	for i < n || j < m {
		if i < n && j < m && !del[i] && !ins[j] {
			i, j = i+1, j+1
			continue
		}
		op := diffOp{x0: i, y0: j}
		for i < n && del[i] {
			i++
		}
		for j < m && ins[j] {
			j++
		}
		op.x1, op.y1 = i, j
		op.x0, op.x1, op.y0, op.y1 = op.x0+pre, op.x1+pre, op.y0+pre, op.y1+pre
		ops = append(ops, op)
	}
	return ops
}
