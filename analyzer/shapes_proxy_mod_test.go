package analyzer_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// TestShapesOwnModule: a modelled library analysed in its own module
// (issue 34 shape 10): the library's packages are the main module's, so
// they are summarised and checked (its own nest is found), while the
// catalog's rows still describe its API to its callers in the module.
// analysistest loads testdata/ownmod in module mode (it has a go.mod).
func TestShapesOwnModule(t *testing.T) {
	t.Parallel()
	dir, err := filepath.Abs(filepath.Join("..", "testdata", "ownmod"))
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, dir, every(), "./...")
}
