package analyzer_test

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/retrylint/retrylint/analyzer"
)

// TestDocs holds doc.go, the analyzers and the documentation together:
// every check has a doc whose first line is "name: summary", the checks
// table of README.md says the same words and links the check's page, the
// index docs/README.md links the page too, and the flags table of
// docs/usage.md lists the check's flags.
func TestDocs(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	index, err := os.ReadFile("../docs/README.md")
	require.NoError(t, err)
	usage, err := os.ReadFile("../docs/usage.md")
	require.NoError(t, err)
	for _, a := range analyzer.All() {
		first, _, _ := strings.Cut(a.Doc, "\n")
		assert.True(t, strings.HasPrefix(first, a.Name+": "), "doc of %s starts with its name", a.Name)
		summary := analyzer.Summary(a.Doc)
		assert.NotContains(t, summary, ".", "summary of %s has no period", a.Name)
		assert.Contains(t, string(readme), "| [`"+a.Name+"`](docs/checks/"+a.Name+".md) | "+summary+" |", "README.md checks table row for %s", a.Name)
		assert.Contains(t, string(index), "(checks/"+a.Name+".md)", "docs/README.md links the page of %s", a.Name)
		assert.Contains(t, string(usage), "| `-"+a.Name+"` |", "docs/usage.md flags table lists -%s", a.Name)
		a.Flags.VisitAll(func(f *flag.Flag) {
			assert.Contains(t, string(usage), "| `-"+a.Name+"."+f.Name+"` |", "docs/usage.md flags table lists -%s.%s", a.Name, f.Name)
		})
	}
}

// TestReadmeExample: the output on the front page is the example's
// output as the binary's test holds it (example/EXPECTED.txt).
func TestReadmeExample(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	want, err := os.ReadFile("../example/EXPECTED.txt")
	require.NoError(t, err)
	assert.Contains(t, string(readme), "```\n"+string(want)+"```\n", "README.md shows example/EXPECTED.txt as the example's output")
}

// mdLink is an inline Markdown link or image: [text](target) or
// ![alt](target); the text holds no bracket.
var mdLink = regexp.MustCompile(`!?\[[^\[\]]*\]\(([^()\s]+)\)`)

// inlineCode is a span of inline code.
var inlineCode = regexp.MustCompile("`[^`]*`")

// TestDocLinks: every relative link of the documentation (README.md,
// ARCHITECTURE.md, bench/README.md, docs/**/*.md) names a file or
// directory that exists, and a #fragment names a heading of its page.
// Links inside fenced code blocks and inline code are not links.
func TestDocLinks(t *testing.T) {
	root := ".."
	files := []string{"README.md", "ARCHITECTURE.md", filepath.Join("bench", "README.md")}
	require.NoError(t, filepath.WalkDir(filepath.Join(root, "docs"), func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".md") {
			rel, _ := filepath.Rel(root, path)
			files = append(files, rel)
		}
		return err
	}))
	checked := 0
	for _, file := range files {
		data, err := os.ReadFile(filepath.Join(root, file))
		require.NoError(t, err)
		for _, target := range links(string(data)) {
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			checked++
			path, fragment, _ := strings.Cut(target, "#")
			dest := filepath.Join(root, file)
			if path != "" {
				dest = filepath.Join(root, filepath.Dir(file), filepath.FromSlash(path))
				if _, err := os.Stat(dest); err != nil {
					t.Errorf("%s: link %s: no such file", file, target)
					continue
				}
			}
			if fragment == "" {
				continue
			}
			page, err := os.ReadFile(dest)
			if err != nil || !strings.HasSuffix(dest, ".md") {
				t.Errorf("%s: link %s: a fragment of something that is no Markdown page", file, target)
				continue
			}
			if !anchors(string(page))[fragment] {
				t.Errorf("%s: link %s: no heading with that anchor", file, target)
			}
		}
	}
	assert.Greater(t, checked, 50, "the documentation's links were found")
}

// links returns the targets of the inline links and images of a Markdown
// page, outside fenced code blocks and inline code.
func links(page string) []string {
	var out []string
	fenced := false
	for _, line := range strings.Split(page, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
			continue
		}
		if fenced {
			continue
		}
		code := inlineCode.FindAllStringIndex(line, -1)
	links:
		for _, m := range mdLink.FindAllStringSubmatchIndex(line, -1) {
			for _, c := range code {
				if m[0] > c[0] && m[0] < c[1] {
					continue links // written in inline code: `[x](y)`
				}
			}
			out = append(out, line[m[2]:m[3]])
		}
	}
	return out
}

// anchors returns the anchors GitHub makes of a page's headings: lower
// case, punctuation other than "-" and "_" dropped, spaces as "-".
func anchors(page string) map[string]bool {
	out := map[string]bool{}
	fenced := false
	for _, line := range strings.Split(page, "\n") {
		if strings.HasPrefix(line, "```") {
			fenced = !fenced
		}
		if fenced || !strings.HasPrefix(line, "#") {
			continue
		}
		heading := strings.TrimSpace(strings.TrimLeft(line, "#"))
		var b strings.Builder
		for _, r := range strings.ToLower(heading) {
			switch {
			case r == ' ':
				b.WriteRune('-')
			case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
				b.WriteRune(r)
			}
		}
		out[b.String()] = true
	}
	return out
}
