package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

func TestFallbackRetry(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewFallbackRetry(), "fallbackretry/libs", "fallbackretry/loops", "fallbackretry/budget", "fallbackretry/use", "fallbackretry/meta", "fallbackretry/kube")
}
