// Command retrylint finds retry cascades in Go code: retry owners whose
// retried operation reaches another retry owner. Run it as
// "retrylint ./..." or as "go vet -vettool=$(command -v retrylint) ./...".
package main

import (
	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/retrylint/retrylint/analyzer"
)

func main() { multichecker.Main(analyzer.All()...) }
