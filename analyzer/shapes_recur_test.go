package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// TestShapesRecur holds retries that call themselves again (issue 34,
// shape 7) and a fork of go-retryablehttp in a package the catalog does
// not know (shape 17, shapes/recurdep), each judged by every check.
func TestShapesRecur(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), every(), "shapes/recur", "shapes/recurdep")
}
