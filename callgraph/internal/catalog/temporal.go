package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// Temporal (go.temporal.io/sdk v1.51.0). An activity runs under the
// retry policy of its options: workflow.ExecuteActivity(ctx, fn, args...)
// runs fn with the ActivityOptions that workflow.WithActivityOptions put
// in ctx. A nil RetryPolicy is the server's default, MaximumAttempts 0:
// no count cap, ended only by ScheduleToCloseTimeout (unlimited when not
// set); RetryPolicy{MaximumAttempts: n} makes n attempts (1: no retry).
// A local activity (ExecuteLocalActivity with LocalActivityOptions) is
// retried by the worker under the same policy, but always within its
// ScheduleToCloseTimeout (StartToCloseTimeout when that is not set).
// The client (client.Dial) retries its own gRPC calls: the SDK puts a
// retry policy in the context of each call (internal_retry.go: no count
// cap, 60 s, or until the caller's deadline), and sets a request id once
// per call, so its own re-sends are deduplicated by the server.
// A workflow's retry policy (StartWorkflowOptions.RetryPolicy, nil: no
// retry) is not modelled: the client's call would need two rows.
// The public packages alias the types and wrap the functions of
// go.temporal.io/sdk/internal; the keys of the types are the internal
// ones (an alias names its target).

const (
	temporalSDK      = "go.temporal.io/sdk"
	temporalWorkflow = temporalSDK + "/workflow"
	temporalInternal = temporalSDK + "/internal"
	temporalClient   = temporalSDK + "/client"
)

// temporalPolicy: the RetryPolicy field of activity options; without
// one, the server's default (no count cap).
func temporalOptions(def Base) *Value {
	return &Value{FromField: "RetryPolicy", Untraced: def,
		Sets: []Int{{Field: "ScheduleToCloseTimeout", Means: Elapsed, From: bound.Timeout}}}
}

func temporalEntries() []*Entry {
	rows := []*Entry{
		{Key: temporalWorkflow + ".ExecuteActivity", Via: "workflow.ExecuteActivity", Op: 1, Class: AnyError,
			Attempts: Attempts{Of: ArgN(0), Always: true, Untraced: bound.Unlimited(bound.Untraced)}},
		{Key: temporalWorkflow + ".ExecuteLocalActivity", Via: "workflow.ExecuteLocalActivity", Op: 1, Class: AnyError,
			Attempts: Attempts{Of: ArgN(0), Always: true, Untraced: bound.Unknowable(bound.Untraced)}},
	}
	for _, name := range temporalClientCalls {
		// The client's gRPC calls go through its retry interceptor:
		// Unavailable, ResourceExhausted and the like (internal/grpc_dialer.go).
		rows = append(rows, &Entry{Key: temporalClient + ".Client." + name, Via: "client.Client." + name, Op: -1, IO: true, Class: Transport | Timeout | Unavailable | Throttled,
			NoSelfWrites: true, Attempts: Attempts{Fixed: bound.Unknowable(bound.Timeout)}})
	}
	return rows
}

// temporalClientCalls are the calls of client.Client that retry their
// gRPC request by themselves.
var temporalClientCalls = []string{"ExecuteWorkflow", "SignalWorkflow", "SignalWithStartWorkflow", "CancelWorkflow", "TerminateWorkflow"}

func temporalValues() []*Value {
	activity := temporalOptions(unlimited(bound.Default))
	activity.Type = temporalInternal + ".ActivityOptions"
	local := temporalOptions(Base{Count: Unlimited, Limit: true, From: bound.Timeout})
	local.Type = temporalInternal + ".LocalActivityOptions"
	rows := []*Value{
		activity, local,
		{Type: temporalInternal + ".RetryPolicy", Base: unlimited(bound.Default),
			Sets: []Int{{Field: "MaximumAttempts", Means: Total, ZeroUnlimited: true, From: bound.Field}}},
		{Func: temporalWorkflow + ".WithActivityOptions", From: ArgN(1), Untraced: unlimited(bound.Default)},
		{Func: temporalWorkflow + ".WithLocalActivityOptions", From: ArgN(1), Untraced: Base{Count: Unlimited, Limit: true, From: bound.Timeout}},
		{Func: temporalWorkflow + ".WithRetryPolicy", From: ArgN(1), Untraced: unknown},
		{Func: temporalWorkflow + ".WithScheduleToCloseTimeout", From: ArgN(0), Untraced: unlimited(bound.Default),
			Sets: []Int{{Arg: ArgN(1), Means: Elapsed, From: bound.Timeout}}},
	}
	// A session's context keeps the options of the context it is made from.
	rows = append(rows, &Value{Func: temporalWorkflow + ".CreateSession", From: ArgN(0)},
		&Value{Func: temporalWorkflow + ".RecreateSession", From: ArgN(0)})
	for _, name := range []string{"WithTaskQueue", "WithStartToCloseTimeout", "WithHeartbeatTimeout", "WithScheduleToStartTimeout"} {
		rows = append(rows, &Value{Func: temporalWorkflow + "." + name, From: ArgN(0)})
	}
	return rows
}

func temporalWrites() []*Write { return nil }

// temporalHandoffs: workflow.Go and GoNamed run their function with the
// context they are given (the goroutine's context carries its options).
func temporalHandoffs() []Handoff {
	return []Handoff{
		{Key: temporalWorkflow + ".Go", Fn: ArgN(1), Param: 0, Arg: ArgN(0)},
		{Key: temporalWorkflow + ".GoNamed", Fn: ArgN(2), Param: 0, Arg: ArgN(0)},
	}
}

// temporalFamilies are this family's rows of the library table (docs/owners.md).
var temporalFamilies = []Family{
	{Name: "go.temporal.io/sdk (activities, client)", Short: "the Temporal Go SDK", Class: AnyError, ClassNote: "what its activity returns: every error unless the retry policy's `NonRetryableErrorTypes` names it (client calls: transport errors, timeouts, 503, 429)", Modelled: true,
		Packages: []string{temporalSDK + "/..."},
		Owners:   "`workflow.ExecuteActivity(ctx, fn, ...)` and `ExecuteLocalActivity` run `fn` under the retry policy of the options `workflow.WithActivityOptions` (`WithLocalActivityOptions`, `WithRetryPolicy`) put in `ctx`; `client.Client.ExecuteWorkflow`, `SignalWorkflow`, `SignalWithStartWorkflow`, `CancelWorkflow`, `TerminateWorkflow` retry their gRPC call",
		Attempts: "`RetryPolicy.MaximumAttempts` = n; a nil policy or 0 = unbounded (? with `ScheduleToCloseTimeout`, and always for a local activity); an error from `temporal.NewNonRetryableApplicationError` ends them; client calls ? (60 s or the context's deadline)",
		Cap:      "set RetryPolicy.MaximumAttempts or a ScheduleToCloseTimeout"},
}
