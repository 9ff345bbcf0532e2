// Package fallbackretry exposes the fallbackretry check as the package-level Analyzer that
// Bazel's nogo expects of each analyzer it runs.
package fallbackretry

import "github.com/retrylint/retrylint/analyzer"

// Analyzer is the fallbackretry check, configured by nogo's analyzer_flags.
var Analyzer = analyzer.NewFallbackRetry()
