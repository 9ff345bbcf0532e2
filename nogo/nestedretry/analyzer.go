// Package nestedretry exposes the nestedretry check as the package-level Analyzer that
// Bazel's nogo expects of each analyzer it runs.
package nestedretry

import "github.com/retrylint/retrylint/analyzer"

// Analyzer is the nestedretry check, configured by nogo's analyzer_flags.
var Analyzer = analyzer.NewNestedRetry()
