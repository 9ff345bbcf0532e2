package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// TestShapesProxy: a reverse proxy whose ErrorHandler serves the failed
// request again (issue 34 shape 3), judged by every check.
func TestShapesProxy(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), every(), "shapes/proxy", "shapes/proxydep")
}
