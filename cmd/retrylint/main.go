// Command retrylint finds retry cascades in Go code: retry owners whose
// retried operation reaches another retry owner. Run it as
// "retrylint ./..." or as "go vet -vettool=$(command -v retrylint) ./...".
package main

import (
	"os"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/retrylint/retrylint/analyzer"
	"github.com/retrylint/retrylint/report"
)

func main() {
	if report.Wanted(os.Args[1:]) {
		os.Exit(report.Main(analyzer.All(), os.Args[1:], os.Stdout, os.Stderr))
	}
	multichecker.Main(analyzer.All()...)
}
