package analyzer

import "golang.org/x/tools/go/analysis"

type check struct {
	name string
	make func() *analysis.Analyzer
}

// checks is the one registry of retrylint's checks, in doc order: All,
// the names that //retrylint:ignore accepts, the nogo packages and the
// docs are derived from it or held to it by tests. A released name is
// never renamed or reused. (A function, not a variable: the directives
// check asks it for the names.)
func checks() []check {
	return []check{
		{"nestedretry", NewNestedRetry},
		{"budgetorder", NewBudgetOrder},
		{"writeretry", NewWriteRetry},
		{"unboundedretry", NewUnboundedRetry},
		{"retrydelay", NewRetryDelay},
		{"sleepctx", NewSleepCtx},
		{"fallbackretry", NewFallbackRetry},
		{"permanentretry", NewPermanentRetry},
		{"directives", NewDirectives},
	}
}

// All returns a fresh instance of every retrylint check, in doc order.
// Each call builds new analyzers with their own flags, so tests and
// drivers can configure them independently.
func All() []*analysis.Analyzer {
	cs := checks()
	out := make([]*analysis.Analyzer, len(cs))
	for i, c := range cs {
		out[i] = c.make()
	}
	return out
}

// Names returns the names of the checks, in doc order.
func Names() []string {
	cs := checks()
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.name
	}
	return out
}

func isCheck(name string) bool {
	for _, c := range checks() {
		if c.name == name {
			return true
		}
	}
	return false
}
