// Package writeretry exposes the writeretry check as the package-level Analyzer that
// Bazel's nogo expects of each analyzer it runs.
package writeretry

import "github.com/retrylint/retrylint/analyzer"

// Analyzer is the writeretry check, configured by nogo's analyzer_flags.
var Analyzer = analyzer.NewWriteRetry()
