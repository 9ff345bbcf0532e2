package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// TestShapesLogs: a log line in a retry loop paces nothing, an
// elapsed-time test that only logs bounds nothing, and a project's min
// helper keeps a doubled delay steady.
func TestShapesLogs(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), every(), "shapes/logs")
}
