// Package sleepctx exposes the sleepctx check as the package-level Analyzer that
// Bazel's nogo expects of each analyzer it runs.
package sleepctx

import "github.com/retrylint/retrylint/analyzer"

// Analyzer is the sleepctx check, configured by nogo's analyzer_flags.
var Analyzer = analyzer.NewSleepCtx()
