// Command loadfloor is the second baseline for the retrylint benchmark: a
// singlechecker whose only analyzer has no Requires, declares one fact
// type and does nothing else. Declaring a fact type makes the driver load,
// parse, type-check and analyse every dependency from source (the standard
// library included), as retrylint's facts make it do, but no SSA is built.
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/singlechecker"
)

// fact is never exported; it exists only so the analyzer uses facts.
type fact struct{}

func (*fact) AFact() {}

func (*fact) String() string { return "loadfloor" }

var analyzer = &analysis.Analyzer{
	Name:      "loadfloor",
	Doc:       "no-op analyzer with one fact type and no Requires (benchmark baseline)",
	FactTypes: []analysis.Fact{new(fact)},
	Run:       func(*analysis.Pass) (any, error) { return nil, nil },
}

func main() { singlechecker.Main(analyzer) }
