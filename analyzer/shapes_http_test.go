package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// TestShapesHTTP holds the roads to HTTP writes of issue 34's shapes 1,
// 2 and 18: a retrying transport of another package installed after the
// client is made, a request built by the project's own wrapper and sent
// by its retrying Do, and a retry policy that reads the method from a
// context value.
func TestShapesHTTP(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), every(), "shapes/http")
}
