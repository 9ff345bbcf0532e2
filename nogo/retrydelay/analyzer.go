// Package retrydelay exposes the retrydelay check as the package-level Analyzer that
// Bazel's nogo expects of each analyzer it runs.
package retrydelay

import "github.com/retrylint/retrylint/analyzer"

// Analyzer is the retrydelay check, configured by nogo's analyzer_flags.
var Analyzer = analyzer.NewRetryDelay()
