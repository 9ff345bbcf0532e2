// Package mistakes holds directives that are wrong whatever the checks
// find; the directives check reports each once, whichever other checks
// run.
package mistakes

import "context"

func call(context.Context) error { return nil }

// NoReason has a retrier directive without a reason.
//
// want +2 `retrylint:retrier directive has no reason; say why after the directive`
//
//retrylint:retrier
func NoReason(ctx context.Context) error { return call(ctx) }

//retrylint:retrier a directive on a variable attaches to nothing // want `retrylint:retrier directive is not on a function declaration; put it in the doc comment of the retrying function`
var notAFunc = 1

// NoBudgetReason has a budget directive without a reason.
//
// want +2 `retrylint:budget directive has no reason; say why after the directive`
//
//retrylint:budget
func NoBudgetReason(tenant string) bool { return tenant != "" }

// NoRouteReason has a route directive without a reason.
//
// want +2 `retrylint:route directive has no reason; say why after the directive`
//
//retrylint:route
func NoRouteReason(key string) string { return key }

//retrylint:budget a directive on a constant attaches to nothing // want `retrylint:budget directive is not on a function declaration or the line of a call`
const quotaPerTenant = 10

//retrylint:route a directive on a type attaches to nothing // want `retrylint:route directive is not on a function declaration or the line of a call`
type shardMap map[string]string

//retrylint:write a directive on a variable attaches to nothing // want `retrylint:write directive is not on a function declaration or the line of a call`
var outbox = []string{}

// NoWriteReason has a write directive without a reason.
//
// want +2 `retrylint:write directive has no reason; say why after the directive`
//
//retrylint:write
func NoWriteReason(ctx context.Context) error { return call(ctx) }

// IgnoredNoReason has an ignore directive without a reason: it silences
// nothing, and it is reported.
func IgnoredNoReason(ctx context.Context) error {
	// want +1 `retrylint:ignore nestedretry directive has no reason; say why the finding is fine`
	//retrylint:ignore nestedretry
	return call(ctx)
}

//retrylint:frobnicate the kind is misspelt // want `unknown directive retrylint:frobnicate; use one of retrier, budget, route, write, idempotent, ignore`
func misspelt() {}

//retrylint:ignore nestedrety the check name is misspelt // want `retrylint:ignore names no known check "nestedrety"; write //retrylint:ignore <check>\[,<check>...\] <reason> with checks among nestedretry, budgetorder, writeretry, unboundedretry, retrydelay, sleepctx, fallbackretry, permanentretry, directives`
func misspeltCheck() {}

//retrylint:ignore nestedretry,writerety one name of the list is misspelt // want `retrylint:ignore names no known check "writerety"`
func misspeltInList() {}

// retrylint:ignore nestedretry a space makes it a plain comment // want `// retrylint:ignore is no directive: a directive has no space after the slashes; write //retrylint:ignore`
func spaced() {}

// want +2 `retrylint:ignore names no known check ""`

//retrylint:ignore
func noCheck() {}

var _, _, _ = notAFunc, quotaPerTenant, outbox
var _ shardMap
var _, _, _ = misspelt, misspeltCheck, noCheck
var _, _ = misspeltInList, spaced
