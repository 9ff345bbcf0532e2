// Package budgetorder exposes the budgetorder check as the package-level Analyzer that
// Bazel's nogo expects of each analyzer it runs.
package budgetorder

import "github.com/retrylint/retrylint/analyzer"

// Analyzer is the budgetorder check, configured by nogo's analyzer_flags.
var Analyzer = analyzer.NewBudgetOrder()
