package analyzer_test

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/retrylint/retrylint/analyzer"
)

// TestDocs holds doc.go, the analyzers and the README together: every
// check has a doc whose first line is "name: summary", and the README's
// checks table says the same words.
func TestDocs(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	for _, a := range analyzer.All() {
		first, _, _ := strings.Cut(a.Doc, "\n")
		assert.True(t, strings.HasPrefix(first, a.Name+": "), "doc of %s starts with its name", a.Name)
		summary := analyzer.Summary(a.Doc)
		assert.NotContains(t, summary, ".", "summary of %s has no period", a.Name)
		assert.Contains(t, string(readme), "| `"+a.Name+"` | "+summary+" |", "README checks table row for %s", a.Name)
		assert.Contains(t, string(readme), "`-"+a.Name+"`", "README flags table lists %s", a.Name)
		a.Flags.VisitAll(func(f *flag.Flag) {
			assert.Contains(t, string(readme), "`-"+a.Name+"."+f.Name+"`", "README flags table lists -%s.%s", a.Name, f.Name)
		})
	}
}
