package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// TestShapesIfaceIO: a call through another package's interface whose
// every implementation does remote I/O (a generated gRPC client) is an
// attempt.
func TestShapesIfaceIO(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), every(), "shapes/ifaceio")
}
