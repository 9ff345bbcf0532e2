package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// TestShapesIface holds a call through an interface inside the closure
// given to a retry helper, and the loops whose wait and decision are a
// helper object's (issue "Layers that arrive by value", shapes 12 and
// 15), each judged by every check.
func TestShapesIface(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), every(), "shapes/iface")
}
