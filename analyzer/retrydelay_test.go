package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

func TestRetryDelay(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewRetryDelay(), "retrydelay/loops", "retrydelay/libs")
}
