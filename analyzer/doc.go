// Package analyzer holds the retrylint checks, one analyzer per check.
//
// Every check requires the silent callgraph analysis, which finds the
// retry owners of each package and carries what they reach across
// packages as facts. The checks only decide what to report.
//
// # Analyzer nestedretry
//
// nestedretry: report retry owners whose retried operation reaches another retry owner
//
// A retry owner is a retry loop, a straight-line "call again on error",
// a call to a retry library (cenkalti/backoff, avast/retry-go,
// sethvargo/go-retry, go-retryablehttp, client-go's retry and wait,
// failsafe-go, the go-grpc-middleware retry options) or a function marked
// //retrylint:retrier. When the operation that one owner retries reaches
// another owner, through calls in this package or in imported packages,
// the attempts multiply: three layers of four attempts send up to 64
// calls to a dependency that is already failing.
//
// The finding is reported at the call inside the outer retried operation
// that leads to the inner owner. The message names both owners, their
// attempt bounds (counted as total calls; ? when unknown), the product
// and a short path. Keep one retry owner per logical operation, usually
// the outermost one, and make the inner layers return the outcome.
//
// The check can be wrong when an interface call is resolved to a
// retrying implementation that is not the one used at run time, or when
// a retry loop is really a poll whose every iteration is wanted. Silence
// one finding with //retrylint:ignore nestedretry <reason> on the line or
// the line above. The -max-product flag reports only nests whose product
// of known attempts is larger than it.
package analyzer
