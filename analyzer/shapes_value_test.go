package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// TestShapesValue holds the layers that arrive by value from another
// package (issue "Layers that arrive by value", shapes 4 and 16): the
// settings of a client handed to a constructor, an option or an any
// travel with it, and an int another package's helper returns from its
// response's StatusCode is a status.
func TestShapesValue(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), every(), "shapes/value")
}
