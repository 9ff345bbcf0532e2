package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

// TestNestedRetryTemporal runs the Temporal fixtures: activities under
// the retry policy of their options, activities that retry by
// themselves (also defined in another package, and a method whose
// client is in a field), and a workflow's own loop around an activity.
func TestNestedRetryTemporal(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewNestedRetry(), "libs/temporal", "libs/temporal/activities", "libs/temporal/starter")
}

// TestNestedRetryTemporalRealModule runs the same cases against the real
// go.temporal.io/sdk v1.51.0.
func TestNestedRetryTemporalRealModule(t *testing.T) {
	dir := realmod(t)
	analysistest.Run(t, dir, analyzer.NewNestedRetry(), "example.com/realmod/temporal")
}

// TestWriteRetryTemporal: an activity's non-idempotent write under a
// policy that retries, beside a single attempt and an idempotency key.
func TestWriteRetryTemporal(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewWriteRetry(), "writes/temporal")
}
