package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

func TestUnboundedRetry(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewUnboundedRetry(), "unbounded/loops", "unbounded/helpers", "unbounded/use", "unbounded/libs", "unbounded/workflows")
}
