// Package retrymap draws the retry map of the analysed packages: for each
// entry point (an exported function or method, an HTTP handler, a gRPC
// method, main) that reaches a retry owner, the chains of owners below
// it with the attempts of each layer and their product, the budget
// checks, route selections and writes on the way, and the findings on
// its chains. It is written as a self-contained HTML page, Mermaid, DOT
// (Graphviz) or JSON (schema: docs/map.schema.json), chosen by the
// file's extension.
package retrymap

import (
	"encoding/json"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/retrylint/retrylint/callgraph"
	"github.com/retrylint/retrylint/callgraph/bound"
)

// Version is the version of the JSON form.
const Version = 1

// MaxDrawn is the number of entry points the HTML, Mermaid and DOT forms
// draw; the others (the smallest products) are counted as left out.
// The JSON form holds them all.
const MaxDrawn = 150

// Map is the retry map.
type Map struct {
	Version int     `json:"version"`
	Tool    string  `json:"tool"`
	Entries []Entry `json:"entries"`
	// LeftOut is how many entries the drawn forms leave out.
	LeftOut int `json:"leftOut"`
}

// Entry is an entry point and what it reaches.
type Entry struct {
	Name    string `json:"name"`
	Package string `json:"package"`
	Kind    string `json:"kind"`
	File    string `json:"file"`
	Line    int    `json:"line"`
	EndLine int    `json:"endLine"`
	// Product is the worst product of its branches, as printed ("64",
	// "?", "unbounded"); Calls is the same as a number, -1 when it is
	// not known and -2 when it has no bound.
	Product  string    `json:"product"`
	Calls    int64     `json:"calls"`
	Branches []Branch  `json:"branches"`
	Write    *Write    `json:"write,omitempty"`
	Marks    []Mark    `json:"marks,omitempty"`
	Findings []Finding `json:"findings,omitempty"`
	worst    bound.Bound
}

// Branch is one chain of nested owners, outermost first, and the calls
// from the entry to its first owner.
type Branch struct {
	Path    []Hop   `json:"path,omitempty"`
	Layers  []Layer `json:"layers"`
	Product string  `json:"product"`
	Calls   int64   `json:"calls"`
}

// Hop is a call on the way from the entry to an owner.
type Hop struct {
	Name string `json:"name"`
	File string `json:"file"`
	Line int    `json:"line"`
}

// Layer is one retry owner.
type Layer struct {
	Func     string `json:"func"`
	Via      string `json:"via"`
	Kind     string `json:"kind"`
	Attempts string `json:"attempts"`
	Calls    int64  `json:"calls"`
	Why      string `json:"why,omitempty"`
	File     string `json:"file"`
	Line     int    `json:"line"`
	// Deeper: the chain goes on below this layer, past the layers kept
	// (callgraph.MaxLayers); the branch's product counts only these.
	Deeper bool `json:"deeper,omitempty"`
	// Retries: what the layer goes round on, its retry class ("every
	// error", "conflicts", "503 and 429").
	Retries string `json:"retries,omitempty"`
}

// Write is the first non-idempotent write an entry reaches.
type Write struct {
	What string `json:"what"`
	Via  string `json:"via"`
	Func string `json:"func"`
	File string `json:"file"`
	Line int    `json:"line"`
}

// Mark is a budget check or a route selection in the entry's code.
type Mark struct {
	Kind string `json:"kind"`
	What string `json:"what"`
	File string `json:"file"`
	Line int    `json:"line"`
}

// Finding is a finding in an entry's code or at one of its owners.
type Finding struct {
	Check   string `json:"check"`
	File    string `json:"file"`
	Line    int    `json:"line"`
	Message string `json:"message"`
	// Owner is the place ("file:line") of the finding's owner, its
	// first related location (the outer owner of a nest): a finding
	// whose owner is a layer of an entry's branch belongs to the entry,
	// wherever the entry is.
	Owner string `json:"-"`
}

var kindNames = map[callgraph.OwnerKind]string{
	callgraph.Loop:         "loop",
	callgraph.FailoverLoop: "failover loop",
	callgraph.GotoLoop:     "loop",
	callgraph.Straight:     "retry after error",
	callgraph.Recursive:    "retry after error",
	callgraph.Library:      "library",
	callgraph.Client:       "client",
	callgraph.Helper:       "helper",
}

func kindName(k callgraph.OwnerKind) string {
	if s, ok := kindNames[k]; ok {
		return s
	}
	return "owner"
}

// calls is a bound as a number: -1 unknown, -2 unbounded.
func calls(b bound.Bound) int64 {
	switch b.Kind {
	case bound.Known:
		return b.N
	case bound.Unbounded:
		return -2
	}
	return -1
}

func product(b bound.Bound) string {
	switch b.Kind {
	case bound.Known:
		return strconv.FormatInt(b.N, 10)
	case bound.Unbounded:
		return "unbounded"
	}
	return "?"
}

// Add adds the entries of one package; rel turns a file name into the
// path the map shows.
func (m *Map) Add(pkg string, fset *token.FileSet, entries []*callgraph.Entry, rel func(string) string) {
	at := func(pos string) (string, int) {
		file, line := callgraph.SplitPos(pos)
		if file == "" {
			return "", 0
		}
		return rel(file), line
	}
	for _, e := range entries {
		start, end := fset.Position(e.Pos), fset.Position(e.End)
		name := e.Name
		if e.Kind == callgraph.EntryMain {
			name = pkg + ".main" // every command's is main.main
		}
		out := Entry{Name: name, Package: pkg, Kind: e.Kind.String(), File: rel(start.Filename), Line: start.Line, EndLine: max(end.Line, start.Line)}
		first := true
		for _, b := range e.Branches {
			br := Branch{}
			for _, h := range b.Path {
				f, l := at(h.Pos)
				br.Path = append(br.Path, Hop{Name: h.Name, File: f, Line: l})
			}
			for _, l := range b.Layers {
				f, line := at(l.Pos)
				br.Layers = append(br.Layers, Layer{Func: l.Func, Via: l.Via, Kind: kindName(l.Kind), Attempts: l.Bound.Attempts(), Calls: calls(l.Bound), Why: l.Bound.Why(), File: f, Line: line, Deeper: l.Deeper, Retries: l.Class.String()})
			}
			p := callgraph.ChainProduct(b.Layers)
			br.Product, br.Calls = product(p), calls(p)
			if first || p.Worse(out.worst) {
				out.worst, first = p, false
			}
			out.Branches = append(out.Branches, br)
		}
		out.Product, out.Calls = product(out.worst), calls(out.worst)
		if e.Write.Kind != 0 {
			f, l := at(e.Write.Pos)
			out.Write = &Write{What: e.Write.What, Via: e.Write.Via, Func: e.Write.Func, File: f, Line: l}
		}
		for _, mk := range e.Budget {
			f, l := at(mk.Pos)
			kind := "budget check"
			if mk.Kind == callgraph.RouteSelection {
				kind = "route selection"
			}
			out.Marks = append(out.Marks, Mark{Kind: kind, What: mk.What, File: f, Line: l})
		}
		m.Entries = append(m.Entries, out)
	}
}

// Attach puts each finding into the entries whose code holds its line,
// and into those with an owner at the finding's place or at its Owner;
// a writeretry finding goes by its owner only to entries that reach a
// write (a client that re-sends writes does not matter to a GET).
func (m *Map) Attach(findings []Finding) {
	for i := range m.Entries {
		e := &m.Entries[i]
		owners := map[string]bool{}
		for _, b := range e.Branches {
			for _, l := range b.Layers {
				owners[pos(l.File, l.Line)] = true
			}
		}
		for _, f := range findings {
			byOwner := (owners[pos(f.File, f.Line)] || owners[f.Owner]) && (f.Check != "writeretry" || e.Write != nil)
			if f.File == e.File && f.Line >= e.Line && f.Line <= e.EndLine || byOwner {
				e.Findings = append(e.Findings, f)
			}
		}
	}
}

// Finish orders the entries (those with findings first, then the worst
// product: no bound, then not known, then the largest count; then by
// name) and counts what the drawn forms leave out.
func (m *Map) Finish() {
	if m.Version == 0 {
		m.Version = Version
	}
	if m.Entries == nil {
		m.Entries = []Entry{}
	}
	// A package and its test variant hold the same entries.
	seen := map[string]bool{}
	kept := m.Entries[:0]
	for _, e := range m.Entries {
		k := e.Name + "\x00" + pos(e.File, e.Line)
		if !seen[k] {
			seen[k] = true
			kept = append(kept, e)
		}
	}
	m.Entries = kept
	sort.SliceStable(m.Entries, func(i, j int) bool {
		a, b := m.Entries[i], m.Entries[j]
		if (len(a.Findings) > 0) != (len(b.Findings) > 0) {
			return len(a.Findings) > 0
		}
		if a.worst.Worse(b.worst) != b.worst.Worse(a.worst) {
			return a.worst.Worse(b.worst)
		}
		if a.Name != b.Name {
			return a.Name < b.Name
		}
		return a.File < b.File
	})
	m.LeftOut = max(0, len(m.Entries)-MaxDrawn)
}

// drawn is the entries the drawn forms show.
func (m *Map) drawn() []Entry {
	return m.Entries[:len(m.Entries)-m.LeftOut]
}

// Write writes the map to path in the form its extension names: .html,
// .mmd, .dot or .json.
func (m *Map) Write(path string) error {
	var buf strings.Builder
	if err := m.Render(&buf, filepath.Ext(path)); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(buf.String()), 0o644)
}

// Formats are the extensions Write knows.
var Formats = []string{".html", ".mmd", ".dot", ".json"}

// CheckPath refuses a path whose extension names no form.
func CheckPath(path string) error {
	ext := filepath.Ext(path)
	for _, f := range Formats {
		if ext == f {
			return nil
		}
	}
	return fmt.Errorf("-map=%s: the extension must be one of %s", path, strings.Join(Formats, ", "))
}

// Render writes the map in the form ext names.
func (m *Map) Render(w io.Writer, ext string) error {
	switch ext {
	case ".json":
		data, err := json.MarshalIndent(m, "", "  ")
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", data)
		return err
	case ".mmd":
		return m.mermaid(w)
	case ".dot":
		return m.dot(w)
	case ".html":
		return m.html(w)
	}
	return fmt.Errorf("no map form for %q (one of %s)", ext, strings.Join(Formats, ", "))
}

// severity is the colour class of a product: ok up to 4 calls (one
// layer of a sane retry), warn up to 16 or when unknown, bad above or
// without a bound.
func severity(c int64) string {
	switch {
	case c == -2 || c > 16:
		return "bad"
	case c == -1 || c > 4:
		return "warn"
	}
	return "ok"
}

// callsText is a product for people: "up to 64 calls".
func callsText(p string) string {
	switch p {
	case "unbounded":
		return "unbounded calls"
	case "?":
		return "? calls"
	case "1":
		return "1 call"
	}
	return "up to " + p + " calls"
}

func pos(file string, line int) string {
	if file == "" {
		return ""
	}
	return file + ":" + strconv.Itoa(line)
}
