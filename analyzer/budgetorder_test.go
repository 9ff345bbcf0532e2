package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/retrylint/retrylint/analyzer"
)

func TestBudgetOrder(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata(), analyzer.NewBudgetOrder(),
		"budget/order", "budget/fanout", "budget/libs", "budget/helpers",
		"budget/usehelpers", "budget/directives", "budget/usedirectives", "budget/negatives",
		"budget/goroutines", "budget/testfanout",
	)
}

func TestBudgetOrderFlags(t *testing.T) {
	t.Parallel()
	a := analyzer.NewBudgetOrder()
	for _, bad := range []string{"nodot", "example.com/pkg.", "example.com/pkg.A.B.C", ".Func"} {
		if err := a.Flags.Set("budget-funcs", bad); err == nil {
			t.Errorf("budget-funcs=%q was accepted", bad)
		}
	}
	if err := a.Flags.Set("budget-funcs", "budget/flagged.Gate.Check, budget/flagged.permit"); err != nil {
		t.Fatal(err)
	}
	if err := a.Flags.Set("route-funcs", "budget/flagged.choose"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata(), a, "budget/flagged")
}

// TestBudgetOrderFlagsOnly: a package whose only budget check and
// selection are named by the flags has nothing else to summarise; the
// finding is there all the same (the analysis builds what it needs when
// the flags name functions the package uses).
func TestBudgetOrderFlagsOnly(t *testing.T) {
	t.Parallel()
	a := analyzer.NewBudgetOrder()
	if err := a.Flags.Set("budget-funcs", "budget/flaggedonly.Gate.Check"); err != nil {
		t.Fatal(err)
	}
	if err := a.Flags.Set("route-funcs", "budget/flaggedonly.choose"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata(), a, "budget/flaggedonly")
}
