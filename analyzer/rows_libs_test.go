package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

// TestNestedRetryRows runs libs/rows: a positive and a negative for each
// catalog row that no other scenario used (cenkalti/backoff v4's notify
// variants and BackOff literals, failsafe-go's remaining executor methods
// and older package-level API, the deprecated wait pollers, go-retry's
// jitter wrappers, gRPC dials with the retry interceptor).
func TestNestedRetryRows(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewNestedRetry(), "libs/rows")
}
