package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

func TestRetryDelay(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewRetryDelay(), "retrydelay/loops", "retrydelay/libs", "retrydelay/helper", "retrydelay/use")
}

// TestRetryDelayNoJitter: -jitter=false leaves the no-wait finding only.
func TestRetryDelayNoJitter(t *testing.T) {
	t.Parallel()
	a := analyzer.NewRetryDelay()
	if err := a.Flags.Set("jitter", "false"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata(), a, "retrydelay/nojitter")
}
