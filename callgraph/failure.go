package callgraph

import (
	"fmt"
	"runtime/debug"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// Failure is an internal error met while summarising a package: a panic
// in the analysis. The package's Result is empty and it exports no
// facts; every other package is summarised and checked as usual.
type Failure struct {
	Package  string // the package's path
	Function string // the function being summarised, "" when none was yet
	Panic    string // what the panic said
	Stack    string // where it happened in retrylint
}

// Error is the one line a driver prints.
func (f *Failure) Error() string {
	where := f.Package
	if f.Function != "" {
		where += ", function " + f.Function
	}
	return fmt.Sprintf("internal error in package %s: panic: %s (this package's findings and facts are left out; please report it with the package's code)", where, f.Panic)
}

// Failure returns the internal error met while summarising the package,
// or nil.
func (r *Result) Failure() *Failure { return r.failure }

// ClaimFailure returns the package's Failure to the first check that
// asks, and nil to the others: under go vet and golangci-lint the failure
// is a check's error, printed once per package, not once per check.
func (r *Result) ClaimFailure() *Failure {
	if r.failure == nil || !r.claimed.CompareAndSwap(false, true) {
		return nil
	}
	return r.failure
}

// failed is the Result of a package whose summary panicked with v while
// p (nil before the pipeline was made) was at the function p.at.
func failed(pass *analysis.Pass, p *pipeline, v any) *Result {
	f := &Failure{Package: pass.Pkg.Path(), Panic: oneLine(fmt.Sprint(v)), Stack: string(debug.Stack())}
	if p != nil && p.at != nil {
		f.Function = funcName(p.at)
	}
	// A fresh, empty Result: what the failed pipeline recorded may be
	// half made. Its directives are read again (the directives check
	// still reports malformed ones), unless that is what failed; it
	// holds no pass, so nothing builds its SSA on demand (OrderProblems).
	res := func() (r *Result) {
		defer func() {
			if recover() != nil {
				r = &Result{dirs: &directives{}}
			}
		}()
		return newResult(pass)
	}()
	res.order = &orderData{events: map[*ssa.Function][]event{}, io: map[ssa.Instruction]bool{}}
	res.failure = f
	return res
}

// funcName is a function's name as Go prints it: package-qualified,
// with the receiver and a closure's number ("(*example.com/p.T).M$1").
func funcName(fn *ssa.Function) string {
	return fn.String()
}

func oneLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i] + " …"
	}
	return s
}
