// Command retrylint finds retry cascades in Go code: retry owners whose
// retried operation reaches another retry owner. Run it as
// "retrylint ./..." or as "go vet -vettool=$(command -v retrylint) ./...".
package main

import (
	"flag"
	"os"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/retrylint/retrylint/analyzer"
	"github.com/retrylint/retrylint/report"
)

func main() {
	if report.Wanted(os.Args[1:]) {
		os.Exit(report.Main(analyzer.All(), os.Args[1:], os.Stdout, os.Stderr))
	}
	// A run that uses none of the pre-merge flags never sets them; they
	// are declared so that -help lists them.
	report.DeclareFlags(flag.CommandLine)
	multichecker.Main(analyzer.All()...)
}
