package report_test

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/retrylint/retrylint/report"
	"github.com/retrylint/retrylint/retrymap"
)

// repoRoot is the module's root, found when the tests start (in report/).
var repoRoot = func() string {
	dir, _ := filepath.Abs("..")
	return dir
}()

// exampleMap writes the retry map of the bundled example in the form ext
// names and returns its bytes.
func exampleMap(t *testing.T, ext string) []byte {
	t.Helper()
	t.Chdir(repoRoot)
	t.Setenv("GOFLAGS", "")
	out := filepath.Join(t.TempDir(), "map"+ext)
	code, _, stderr := run(t, "-map", out, "./example/...")
	require.Equal(t, report.ExitFindings, code, stderr)
	data, err := os.ReadFile(out)
	require.NoError(t, err)
	return data
}

// The owners, bounds and products of the example's chains.
var exampleChain = []string{
	"edge.Handler.price", "adapter.Adapter.Price", "pricing.Client.Quote", "retryutil.Do",
	"4 attempts", "up to 64 calls", "up to 16 calls",
	"example/edge/edge.go:48", "example/adapter/adapter.go:35", "example/pricing/pricing.go:43",
}

// TestMapHTML: the page parses as XML (it is written so), holds no
// script and fetches nothing, and shows every owner, bound and product
// of the example, with the findings.
func TestMapHTML(t *testing.T) {
	data := exampleMap(t, ".html")
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = true
	var text strings.Builder
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		require.NoError(t, err, "the HTML map is not well-formed")
		switch tok := tok.(type) {
		case xml.StartElement:
			assert.NotEqual(t, "script", tok.Name.Local, "no script")
			for _, a := range tok.Attr {
				if a.Name.Local == "src" || a.Name.Local == "href" {
					t.Errorf("<%s %s=%q>: the page fetches nothing", tok.Name.Local, a.Name.Local, a.Value)
				}
			}
		case xml.CharData:
			text.Write(tok)
		}
	}
	for _, want := range exampleChain {
		assert.Contains(t, text.String(), want)
	}
	assert.Contains(t, text.String(), "nestedretry")
	assert.Contains(t, text.String(), "0 entry points left out")
	assert.Less(t, strings.Index(string(data), "edge.Handler.price"), strings.Index(string(data), "retryutil.Do"), "entries with findings come first")
}

// TestMapJSON: the JSON form validates against docs/map.schema.json and
// round-trips through retrymap.Map.
func TestMapJSON(t *testing.T) {
	data := exampleMap(t, ".json")
	var doc any
	require.NoError(t, json.Unmarshal(data, &doc))
	schemaData, err := os.ReadFile("docs/map.schema.json")
	require.NoError(t, err)
	schemaDoc, err := jsonschema.UnmarshalJSON(bytes.NewReader(schemaData))
	require.NoError(t, err)
	c := jsonschema.NewCompiler()
	require.NoError(t, c.AddResource("map.schema.json", schemaDoc))
	sch, err := c.Compile("map.schema.json")
	require.NoError(t, err)
	require.NoError(t, sch.Validate(doc))

	var m retrymap.Map
	require.NoError(t, json.Unmarshal(data, &m))
	again, err := json.MarshalIndent(&m, "", "  ")
	require.NoError(t, err)
	assert.JSONEq(t, string(data), string(again), "the JSON form round-trips")
	require.NotEmpty(t, m.Entries)
	top := m.Entries[0]
	assert.Equal(t, "edge.Handler.price", top.Name)
	assert.Equal(t, "HTTP handler", top.Kind)
	assert.Equal(t, "64", top.Product)
	assert.EqualValues(t, 64, top.Calls)
	require.Len(t, top.Branches, 1)
	var owners []string
	for _, l := range top.Branches[0].Layers {
		owners = append(owners, l.Func+" "+l.Attempts)
	}
	assert.Equal(t, []string{"edge.Handler.price 4 attempts", "adapter.Adapter.Price 4 attempts", "pricing.Client.Quote 4 attempts"}, owners)
	// Its own nest, and the adapter's, whose outer owner is on its chain.
	require.Len(t, top.Findings, 2)
	assert.Equal(t, "nestedretry", top.Findings[0].Check)
	assert.Equal(t, "example/adapter/adapter.go", top.Findings[0].File)
	assert.Equal(t, "example/edge/edge.go", top.Findings[1].File)
	for _, e := range m.Entries {
		if e.Name == "retryutil.Do" {
			assert.Equal(t, "?", e.Product)
			assert.NotEmpty(t, e.Branches[0].Layers[0].Why, "a ? bound says why")
		}
	}
}

// TestMapMermaidAndDOT: both forms hold the chain; DOT is checked by
// Graphviz where it is installed (.ci/run installs it and sets
// RETRYLINT_REQUIRE_RENDERERS), Mermaid by integration/map/run.sh in a
// browser.
func TestMapMermaidAndDOT(t *testing.T) {
	mmd := string(exampleMap(t, ".mmd"))
	assert.True(t, strings.HasPrefix(mmd, "flowchart LR\n"))
	assert.Equal(t, strings.Count(mmd, "subgraph "), strings.Count(mmd, "\n  end\n"), "every subgraph ends")
	dot := exampleMap(t, ".dot")
	for _, want := range exampleChain[:7] {
		assert.Contains(t, mmd, want)
		assert.Contains(t, string(dot), want)
	}
	bin, err := exec.LookPath("dot")
	if err != nil {
		if os.Getenv("RETRYLINT_REQUIRE_RENDERERS") != "" {
			t.Fatal("Graphviz's dot is not installed")
		}
		t.Skip("Graphviz's dot is not installed")
	}
	cmd := exec.Command(bin, "-Tsvg")
	cmd.Stdin = bytes.NewReader(dot)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	svg, err := cmd.Output()
	require.NoError(t, err, stderr.String())
	assert.Empty(t, stderr.String(), "dot warns")
	assert.Contains(t, string(svg), "up to 64 calls")
}

// TestMapRefusesBadPaths: an extension that names no form, or a
// directory that cannot be written, is refused before the analysis.
func TestMapRefusesBadPaths(t *testing.T) {
	module(t, "package svc\n\nfunc F() int { return \"x\" }\n")
	for _, path := range []string{"map.png", filepath.Join("no", "dir", "map.html")} {
		code, _, stderr := run(t, "-map", path, "./...")
		assert.Equal(t, report.ExitError, code, path)
		assert.NotContains(t, stderr, "cannot use", "refused before the analysis")
	}
}

// TestMapPageHoldsMap: the Mermaid block of docs/map.md is the example's
// map as retrylint writes it today.
func TestMapPageHoldsMap(t *testing.T) {
	mmd := string(exampleMap(t, ".mmd"))
	page, err := os.ReadFile(filepath.Join(repoRoot, "docs", "map.md"))
	require.NoError(t, err)
	assert.Contains(t, string(page), "```mermaid\n"+mmd+"```\n", "update the Mermaid block of docs/map.md from go run ./cmd/retrylint -map=map.mmd ./example/...")
}

// TestMapEntryKinds: a method of a struct that embeds a generated
// Unimplemented...Server is a gRPC method, and a command's main is an
// entry named by its package.
func TestMapEntryKinds(t *testing.T) {
	dir := module(t, service+`
type UnimplementedGreeterServer struct{}

// Server implements the Greeter service.
type Server struct{ UnimplementedGreeterServer }

// Hello is served by gRPC.
func (s *Server) Hello(url string) error { return fetch(url) }
`)
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "cmd", "tool"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "cmd", "tool", "main.go"), []byte("package main\n\nimport \"example.com/svc\"\n\nfunc main() { _ = svc.Load(\"http://x\") }\n"), 0o644))
	code, _, stderr := run(t, "-map", "map.json", "./...")
	require.Equal(t, report.ExitFindings, code, stderr)
	data, err := os.ReadFile("map.json")
	require.NoError(t, err)
	var m retrymap.Map
	require.NoError(t, json.Unmarshal(data, &m))
	kinds := map[string]string{}
	for _, e := range m.Entries {
		kinds[e.Name] = e.Kind
	}
	assert.Equal(t, "gRPC method", kinds["svc.Server.Hello"], kinds)
	assert.Equal(t, "main", kinds["example.com/svc/cmd/tool.main"], kinds)
	assert.Equal(t, "exported", kinds["svc.Load"], kinds)
}
