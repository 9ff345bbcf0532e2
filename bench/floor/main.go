// Command floor is the baseline for the retrylint benchmark: a
// singlechecker whose only analyzer requires buildssa and does nothing
// else. Running it on a module measures the cost of loading, type-checking
// and building SSA for every package, which retrylint cannot avoid.
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/buildssa"
	"golang.org/x/tools/go/analysis/singlechecker"
)

var analyzer = &analysis.Analyzer{
	Name:     "floor",
	Doc:      "no-op analyzer that only requires buildssa (benchmark baseline)",
	Requires: []*analysis.Analyzer{buildssa.Analyzer},
	Run:      func(*analysis.Pass) (any, error) { return nil, nil },
}

func main() { singlechecker.Main(analyzer) }
