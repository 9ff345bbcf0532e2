// Package directives exposes the directives check as the package-level Analyzer that
// Bazel's nogo expects of each analyzer it runs.
package directives

import "github.com/retrylint/retrylint/analyzer"

// Analyzer is the directives check, configured by nogo's analyzer_flags.
var Analyzer = analyzer.NewDirectives()
