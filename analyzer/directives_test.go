package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

// TestDirectives: the directives check reports every malformed, unknown
// or unattached directive once (the other checks' tests show that they
// report none of these), and nothing where directives are used well.
func TestDirectives(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewDirectives(), "directives/mistakes", "directives/fine")
}
