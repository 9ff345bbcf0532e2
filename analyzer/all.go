package analyzer

import "golang.org/x/tools/go/analysis"

// All returns a fresh instance of every retrylint check, in doc order.
// Each call builds new analyzers with their own flags, so tests and
// drivers can configure them independently.
func All() []*analysis.Analyzer {
	return []*analysis.Analyzer{
		NewNestedRetry(),
		NewBudgetOrder(),
		NewWriteRetry(),
	}
}
