package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// TestShapesAsserts: an attempt whose error goes to an assertion that
// ends the test hands no failure to the poll around it.
func TestShapesAsserts(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), every(), "shapes/asserts")
}
