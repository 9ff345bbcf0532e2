package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// Google Cloud's gax-go v2 (v2.27.0): gax.Invoke(ctx, call, opts...)
// runs call until it succeeds, the Retryer of a gax.WithRetry option
// refuses, or the context ends; without WithRetry it makes one attempt.
// No count caps it, so its bound is ? when the context can end (the
// generated clients' WithTimeout defaults set a deadline) and unbounded
// otherwise.
//
// The generated clients of cloud.google.com/go (apiv1, apiv2, ...) are
// summarised like any other code: each method appends its package's
// default CallOptions for that method to the caller's, so the methods
// whose defaults hold a WithRetry (reads, mostly) are retry owners and
// the others (most creates) are not. A WithRetry passed by the caller
// to any call with ...gax.CallOption makes that call an owner too.

const gax = "github.com/googleapis/gax-go/v2"

var gaxWithRetry = Option{Func: gax + ".WithRetry", Fixed: &Base{Count: Unlimited, From: bound.Option}}

func gcpEntries() []*Entry {
	return []*Entry{
		// The GAPIC defaults retry Unavailable and, for some methods,
		// DeadlineExceeded (per-method OnCodes in each client).
		{Key: gax + ".Invoke", Via: "gax.Invoke", Op: 1, Class: Unavailable | Timeout | Unread, Attempts: Attempts{Ctx: ArgN(0),
			Self: &Value{Opts: Last, Options: []Option{gaxWithRetry}}}},
		{CallOptions: gax + ".CallOption", Via: "gax.WithRetry", Op: -1, IO: true, Class: Unavailable | Timeout | Unread, Attempts: Attempts{Ctx: ArgN(0),
			Self: &Value{Opts: Last, Options: []Option{gaxWithRetry}}}},
	}
}
