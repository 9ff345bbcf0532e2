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

// TestPrecheck: a package is summarised when something in it can make a
// fact, and only then (precheck.go): a clock alone, a loop that only
// passes functions on, a call of a constructor whose fact says only what
// it stores make none; a read of new input, a loop that calls a field of
// a parameter, a switch set from the environment do.
func TestPrecheck(t *testing.T) {
	analysistest.Run(t, testdata(t), callgraph.Analyzer, "precheck/...")
}
