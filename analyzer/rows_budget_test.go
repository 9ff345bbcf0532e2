package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

// TestBudgetOrderRows runs budget/rows: the budget and route rows of the
// catalog (AWS SDK v2 retry tokens, failsafe-go policies, retry-go v5's
// ThrottleManager, go-micro v2 and v5 selectors, resty v3's Next), each
// with a positive and a negative.
func TestBudgetOrderRows(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewBudgetOrder(), "budget/rows")
}
