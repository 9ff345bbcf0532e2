package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

// TestTransports: clients whose transport retries (a RoundTripper type
// whose RoundTrip is a retry loop, here or in another package, installed
// by a literal, an assignment, a middleware or a constructor) are retry
// owners for nestedretry and retry writes by themselves for writeretry.
func TestTransports(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewNestedRetry(), "transports/nest")
	analysistest.Run(t, testdata(), analyzer.NewWriteRetry(), "transports/write")
}
