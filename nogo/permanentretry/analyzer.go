// Package permanentretry exposes the permanentretry check as the package-level Analyzer that
// Bazel's nogo expects of each analyzer it runs.
package permanentretry

import "github.com/retrylint/retrylint/analyzer"

// Analyzer is the permanentretry check, configured by nogo's analyzer_flags.
var Analyzer = analyzer.NewPermanentRetry()
