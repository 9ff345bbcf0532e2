package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

// TestWriteRetryRows runs writeretry on writes/rows, the fixture that uses
// every write row of the catalog (a positive and a negative for each).
func TestWriteRetryRows(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewWriteRetry(), "writes/rows")
}
