package callgraph_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/callgraph"
)

func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestFacts checks the summary of every function of the owner fixtures:
// analysistest fails on any fact that is not expected.
func TestFacts(t *testing.T) {
	analysistest.Run(t, testdata(t), callgraph.Analyzer, "owners", "budgetfacts", "morefacts", "straight", "nest/debug")
}
