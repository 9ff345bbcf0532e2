// Package unboundedretry exposes the unboundedretry check as the package-level Analyzer that
// Bazel's nogo expects of each analyzer it runs.
package unboundedretry

import "github.com/retrylint/retrylint/analyzer"

// Analyzer is the unboundedretry check, configured by nogo's analyzer_flags.
var Analyzer = analyzer.NewUnboundedRetry()
