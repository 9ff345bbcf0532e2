package callgraph

import (
	"go/types"
	"sync"

	"golang.org/x/tools/go/analysis"
)

// A driver that runs the analysis over a whole program in one process
// (the standalone command, with x/tools' checker) holds every package's
// syntax and type information to the end of the run, although a
// dependency that no check runs on needs them only while its summary is
// made: its importers read its facts and its types, never its syntax.
// Such a driver names those packages with ReleaseAfterSummary; run then
// drops its pass's references to the syntax and type information once
// the facts are exported, and calls the driver's release function, which
// drops its own. What the loader keeps then shrinks as the analysis goes
// on, instead of staying at its largest.
//
// The release function is also given the package's Result: x/tools'
// checker keeps the results of root actions only, so that is where such
// a driver learns of a dependency whose summary failed (Result.Failure),
// whose importers were checked without its facts.
//
// The go vet, golangci-lint and nogo drivers name none: nothing changes
// for them.
var releasable sync.Map // *types.Package → func()

// ReleaseAfterSummary marks pkgs as packages whose syntax and type
// information no action reads after their summary, and release as what
// frees the driver's references to them; release is called once per
// package, with its Result (which holds no SSA then), from the
// analysis's goroutines. It returns a function that unmarks them (call
// it when the run is over).
func ReleaseAfterSummary(pkgs []*types.Package, release func(*types.Package, *Result)) (done func()) {
	for _, p := range pkgs {
		releasable.Store(p, func(r *Result) { release(p, r) })
	}
	return func() {
		for _, p := range pkgs {
			releasable.Delete(p)
		}
	}
}

// releasePass drops the pass's syntax and type information when its
// package was marked releasable, and hands the driver res.
func releasePass(pass *analysis.Pass, res *Result) {
	f, ok := releasable.LoadAndDelete(pass.Pkg)
	if !ok {
		return
	}
	pass.Files, pass.TypesInfo, pass.TypeErrors = nil, nil, nil
	f.(func(*Result))(res)
}
