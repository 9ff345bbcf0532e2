package analyzer_test

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/retrylint/retrylint/analyzer"
)

var update = flag.Bool("update", false, "rewrite docs/checks from doc.go")

// TestCheckPages: docs/checks/NAME.md is the page Page renders for each
// check, and each analyzer's URL points at it; run with -update after
// editing doc.go or a flag.
func TestCheckPages(t *testing.T) {
	dir := filepath.Join("..", "docs", "checks")
	var names []string
	for _, a := range analyzer.All() {
		names = append(names, a.Name+".md")
		path := filepath.Join(dir, a.Name+".md")
		page := analyzer.Page(a)
		assert.Equal(t, "https://github.com/retrylint/retrylint/blob/main/docs/checks/"+a.Name+".md", a.URL)
		if *update {
			require.NoError(t, os.MkdirAll(dir, 0o755))
			require.NoError(t, os.WriteFile(path, []byte(page), 0o644))
			continue
		}
		data, err := os.ReadFile(path)
		require.NoError(t, err, "run go test ./analyzer -run TestCheckPages -update")
		assert.Equal(t, page, string(data), "%s is out of date: run go test ./analyzer -run TestCheckPages -update", path)
		assert.Contains(t, page, "## Bad\n")
		assert.Contains(t, page, "## Good\n")
	}
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var files []string
	for _, e := range entries {
		files = append(files, e.Name())
	}
	assert.ElementsMatch(t, names, files, "one page per check, no other")
}
