package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

func TestPermanentRetry(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewPermanentRetry(), "permanentretry/loops", "permanentretry/ctx", "permanentretry/libs", "permanentretry/use")
}
