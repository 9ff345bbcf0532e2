// Command loadfloor is the types-only limit of the retrylint benchmark: a
// singlechecker whose only analyzer has no Requires, declares one fact
// type and exports one package fact per package, and builds no SSA.
// Declaring a fact type makes the driver load, parse, type-check and
// analyse every dependency from source (the standard library included),
// as any fact-based analyzer must, retrylint among them; what retrylint
// costs beyond this is what its own analysis costs.
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/singlechecker"
)

// fact is the package fact every package exports: the number of its
// files, and of its imports that had a fact.
type fact struct{ Files, Imports int }

func (*fact) AFact() {}

func (f *fact) String() string { return "loadfloor" }

var analyzer = &analysis.Analyzer{
	Name:      "loadfloor",
	Doc:       "types-only limit: one package fact per package, no SSA (benchmark baseline)",
	FactTypes: []analysis.Fact{new(fact)},
	Run: func(pass *analysis.Pass) (any, error) {
		// Read the imports' facts and export this package's, as a
		// fact-based analyzer does.
		f := &fact{Files: len(pass.Files)}
		for _, imp := range pass.Pkg.Imports() {
			var of fact
			if pass.ImportPackageFact(imp, &of) {
				f.Imports++
			}
		}
		pass.ExportPackageFact(f)
		return nil, nil
	},
}

func main() { singlechecker.Main(analyzer) }
