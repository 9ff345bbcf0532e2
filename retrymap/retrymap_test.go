package retrymap

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/retrylint/retrylint/callgraph/bound"
)

func entry(name string, n int64) Entry {
	b := bound.Of(n, bound.Constant)
	return Entry{Name: name, Kind: "exported", File: "a.go", Line: 1, EndLine: 2, Product: product(b), Calls: calls(b), worst: b,
		Branches: []Branch{{Layers: []Layer{{Func: name, Via: "for loop", Kind: "loop", Attempts: b.Attempts(), Calls: n, File: "a.go", Line: 1}}, Product: product(b), Calls: n}}}
}

// TestLeftOut: a large map draws MaxDrawn entries, the largest products,
// and says how many it left out; the JSON form keeps them all.
func TestLeftOut(t *testing.T) {
	m := &Map{}
	for i := 0; i < MaxDrawn+10; i++ {
		m.Entries = append(m.Entries, entry(fmt.Sprintf("p.F%03d", i), int64(i+2)))
	}
	m.Finish()
	assert.Equal(t, 10, m.LeftOut)
	assert.Equal(t, fmt.Sprintf("p.F%03d", MaxDrawn+9), m.Entries[0].Name, "the largest product first")
	var html strings.Builder
	require.NoError(t, m.Render(&html, ".html"))
	assert.Equal(t, MaxDrawn, strings.Count(html.String(), `<section class="entry"`))
	assert.Contains(t, html.String(), "10 entry points left out")
	assert.NotContains(t, html.String(), `data-name="p.F000"`, "the smallest products are left out")
	var js strings.Builder
	require.NoError(t, m.Render(&js, ".json"))
	assert.Contains(t, js.String(), `"p.F000"`)
	for _, ext := range []string{".mmd", ".dot"} {
		var out strings.Builder
		require.NoError(t, m.Render(&out, ext))
		assert.Contains(t, out.String(), "10 left out", ext)
		assert.NotContains(t, out.String(), "p.F000", ext)
	}
}

// TestEscaping: names and messages with quotes and brackets stay inside
// their labels in every form.
func TestEscaping(t *testing.T) {
	e := entry(`p.T[K].Get`, 4)
	e.Findings = []Finding{{Check: "nestedretry", File: "a.go", Line: 1, Message: `calls "x" <y> & z`}}
	m := &Map{Entries: []Entry{e}}
	m.Finish()
	var mmd, dot, html strings.Builder
	require.NoError(t, m.Render(&mmd, ".mmd"))
	require.NoError(t, m.Render(&dot, ".dot"))
	require.NoError(t, m.Render(&html, ".html"))
	for _, line := range strings.Split(mmd.String(), "\n") {
		assert.Equal(t, 0, strings.Count(line, `"`)%2, "unbalanced quotes in %q", line)
	}
	assert.Contains(t, html.String(), "calls &#34;x&#34; &lt;y&gt; &amp; z")
	assert.NotContains(t, dot.String(), `"p.T[K].Get" `)
	require.Error(t, m.Render(&html, ".png"))
	assert.Error(t, CheckPath("map.svg"))
	assert.NoError(t, CheckPath("out/map.mmd"))
}

// TestAttach: a finding goes to the entries whose lines hold it, and to
// those whose chain holds its owner; a writeretry finding by its owner
// only to entries that reach a write.
func TestAttach(t *testing.T) {
	get, post, other := entry("p.Get", 4), entry("p.Post", 4), entry("p.Other", 4)
	for _, e := range []*Entry{&get, &post} {
		e.File, e.Line, e.EndLine = "p.go", 10, 20
		e.Branches[0].Layers[0].File, e.Branches[0].Layers[0].Line = "c.go", 5
	}
	get.Line, get.EndLine = 30, 40
	post.Write = &Write{What: "POST", Via: "http.Client.Do", Func: "p.Post", File: "p.go", Line: 12}
	other.File, other.Line, other.EndLine = "q.go", 1, 9
	m := &Map{Entries: []Entry{get, post, other}}
	m.Attach([]Finding{
		{Check: "nestedretry", File: "q.go", Line: 3, Owner: "c.go:5"},
		{Check: "writeretry", File: "c.go", Line: 2, Owner: "c.go:5"},
		{Check: "retrydelay", File: "p.go", Line: 35},
	})
	checks := func(e Entry) []string {
		var out []string
		for _, f := range e.Findings {
			out = append(out, f.Check)
		}
		return out
	}
	assert.Equal(t, []string{"nestedretry", "retrydelay"}, checks(m.Entries[0]), "p.Get: the nest by its owner, the delay by its lines; not the write")
	assert.Equal(t, []string{"nestedretry", "writeretry"}, checks(m.Entries[1]), "p.Post reaches a write")
	assert.Equal(t, []string{"nestedretry"}, checks(m.Entries[2]), "q.go holds the nest's line")
}
