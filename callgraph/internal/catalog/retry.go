package catalog

import (
	"strings"

	"github.com/retrylint/retrylint/callgraph/bound"
)

// The function-style retry libraries: a call re-runs its function
// argument Op; its attempts come from its options or from a value (a
// BackOff, a policy) made elsewhere and traced back to its Value rule.

const (
	backoffV4 = "github.com/cenkalti/backoff/v4"
	backoffV5 = "github.com/cenkalti/backoff/v5"
	avastV4   = "github.com/avast/retry-go/v4"
	avastV5   = "github.com/avast/retry-go/v5"
	sethvargo = "github.com/sethvargo/go-retry"
	k8sRetry  = "k8s.io/client-go/util/retry"
	k8sWait   = "k8s.io/apimachinery/pkg/util/wait"
	failsafe  = "github.com/failsafe-go/failsafe-go"
	fsRetry   = "github.com/failsafe-go/failsafe-go/retrypolicy"
	eapache   = "github.com/eapache/go-resiliency/retrier"
)

// Shorthands for the rows.
var (
	unknownFrom   = func(s bound.Source) bound.Bound { return bound.Unknowable(s) }
	unlimitedFrom = func(s bound.Source) bound.Bound { return bound.Unlimited(s) }
	exactly       = func(n int64, s bound.Source) Base { return Base{Count: Exactly, N: n, From: s} }
	unlimited     = func(s bound.Source) Base { return Base{Count: Unlimited, From: s} }
	unknown       = Base{Count: Unknown}
)

// (A table, long on purpose: one row, or one loop of rows, per API.)
func retryEntries() []*Entry {
	var rows []*Entry
	add := func(e *Entry) { rows = append(rows, e) }

	// cenkalti/backoff v4: Retry(op, b [, notify [, timer]]).
	for _, name := range []string{"Retry", "RetryNotify", "RetryWithData", "RetryNotifyWithData", "RetryNotifyWithTimer", "RetryNotifyWithTimerAndData"} {
		add(&Entry{Key: backoffV4 + "." + name, Via: "backoff." + name, Op: 0, Class: AnyError, Attempts: Attempts{Of: ArgN(1), Always: true}})
	}
	// cenkalti/backoff v5: Retry[T](ctx, op, opts...); no count cap by
	// default, but 15 minutes of elapsed time.
	add(&Entry{Key: backoffV5 + ".Retry", Via: "backoff.Retry", Op: 1, Class: AnyError, Attempts: Attempts{Ctx: ArgN(0), Self: &Value{
		Base: Base{Count: Unlimited, Limit: true, From: bound.Default, Pace: Jittered}, // NewExponentialBackOff()
		Opts: ArgN(2),
		Options: []Option{
			{Func: backoffV5 + ".WithMaxTries", Set: &Int{Arg: ArgN(0), Means: Total, ZeroUnlimited: true, From: bound.Option}},
			{Func: backoffV5 + ".WithMaxElapsedTime", Set: &Int{Arg: ArgN(0), Means: Elapsed, From: bound.Option}},
			{Func: backoffV5 + ".WithBackOff", Pace: ArgN(0)},
		},
	}}})

	// avast/retry-go v4: Do(fn, opts...), DoWithData(fn, opts...); v5:
	// retry.New(opts...).Do(fn).
	for _, name := range []string{"Do", "DoWithData"} {
		add(&Entry{Key: avastV4 + "." + name, Via: "retry." + name, Op: 0, Class: AnyError, Attempts: Attempts{Self: &Value{
			Base: avastBase, Opts: ArgN(1), Options: avastOptions(avastV4)}}})
	}
	for _, recv := range []string{"Retrier", "RetrierWithData"} {
		add(&Entry{Key: avastV5 + "." + recv + ".Do", Via: "retry." + recv + ".Do", Op: 0, Class: AnyError, Attempts: Attempts{Of: Receiver, Always: true}})
	}

	// sethvargo/go-retry: Do(ctx, b, f), DoValue(ctx, b, f); Exponential,
	// Constant, Fibonacci(ctx, base, f) never stop by count.
	for _, name := range []string{"Do", "DoValue"} {
		add(&Entry{Key: sethvargo + "." + name, Via: "retry." + name, Op: 2, Class: AnyError, Attempts: Attempts{Of: ArgN(1), Ctx: ArgN(0), Always: true}})
	}
	for _, name := range []string{"Exponential", "Constant", "Fibonacci"} {
		add(&Entry{Key: sethvargo + "." + name, Via: "retry." + name, Op: 2, Class: AnyError, Attempts: Attempts{Fixed: unlimitedFrom(bound.Default), Ctx: ArgN(0), Pace: Steady}})
	}

	// k8s.io/client-go/util/retry and apimachinery's wait: a wait.Backoff.
	add(&Entry{Key: k8sRetry + ".RetryOnConflict", Via: "retry.RetryOnConflict", Op: 1, Class: Conflict, Attempts: Attempts{Of: ArgN(0), Always: true}})
	add(&Entry{Key: k8sRetry + ".OnError", Via: "retry.OnError", Op: 2, Class: AnyError, ClassArg: ArgN(1), Attempts: Attempts{Of: ArgN(0), Always: true}})
	add(&Entry{Key: k8sWait + ".ExponentialBackoff", Via: "wait.ExponentialBackoff", Op: 1, Class: NotYet, Attempts: Attempts{Of: ArgN(0), Always: true}, Outcome: Condition})
	add(&Entry{Key: k8sWait + ".ExponentialBackoffWithContext", Via: "wait.ExponentialBackoffWithContext", Op: 2, Class: NotYet, Attempts: Attempts{Of: ArgN(1), Always: true}, Outcome: Condition})
	// Polls: no count cap; a timeout ends them, and so does a context
	// (ctx, the argument with the context) or a stop channel.
	for _, p := range []struct {
		name string
		op   int
		b    bound.Bound
		ctx  Arg
	}{
		{"PollUntilContextTimeout", 4, unknownFrom(bound.Timeout), 0},
		{"PollUntilContextCancel", 3, unlimitedFrom(bound.Default), ArgN(0)},
		{"Poll", 2, unknownFrom(bound.Timeout), 0},
		{"PollImmediate", 2, unknownFrom(bound.Timeout), 0},
		{"PollWithContext", 3, unknownFrom(bound.Timeout), 0},
		{"PollImmediateWithContext", 3, unknownFrom(bound.Timeout), 0},
		{"PollInfinite", 1, unlimitedFrom(bound.Default), 0},
		{"PollImmediateInfinite", 1, unlimitedFrom(bound.Default), 0},
		{"PollInfiniteWithContext", 2, unlimitedFrom(bound.Default), ArgN(0)},
		{"PollImmediateInfiniteWithContext", 2, unlimitedFrom(bound.Default), ArgN(0)},
		{"PollUntil", 1, unknownFrom(bound.Context), 0},
		{"PollImmediateUntil", 1, unknownFrom(bound.Context), 0},
		{"PollUntilWithContext", 2, unlimitedFrom(bound.Default), ArgN(0)},
		{"PollImmediateUntilWithContext", 2, unlimitedFrom(bound.Default), ArgN(0)},
		{"DelayFunc.Until", 3, unlimitedFrom(bound.Default), ArgN(0)},
	} {
		add(&Entry{Key: k8sWait + "." + p.name, Via: "wait." + p.name, Op: p.op, Class: NotYet, Attempts: Attempts{Fixed: p.b, Ctx: p.ctx},
			Poll: strings.HasPrefix(p.name, "Poll"), Outcome: Condition})
	}

	// failsafe-go: failsafe.With(policies...).Get(fn) retries when a
	// retrypolicy is among the policies; older releases had
	// Run/Get(fn, policies...).
	for _, name := range []string{"Run", "Get", "RunWithExecution", "GetWithExecution", "RunAsync", "GetAsync", "RunAsyncWithExecution", "GetAsyncWithExecution"} {
		add(&Entry{Key: failsafe + ".Executor." + name, Via: "failsafe.Executor." + name, Op: 0, Class: AnyError, Attempts: Attempts{Of: Receiver, Always: true}})
	}
	for _, name := range []string{"Run", "Get"} {
		add(&Entry{Key: failsafe + "." + name, Via: "failsafe." + name, Op: 0, Class: AnyError, Attempts: Attempts{Self: &Value{Base: exactly(1, bound.Option), Opts: ArgN(1), Options: failsafePolicies}}})
	}

	// eapache/go-resiliency/retrier: New(backoff, classifier) then Run,
	// RunCtx or RunFn; attempts are len(backoff)+1.
	add(&Entry{Key: eapache + ".Retrier.Run", Via: "retrier.Retrier.Run", Op: 0, Class: AnyError, Attempts: Attempts{Of: Receiver, Always: true}})
	for _, name := range []string{"RunCtx", "RunFn"} {
		add(&Entry{Key: eapache + ".Retrier." + name, Via: "retrier.Retrier." + name, Op: 1, Class: AnyError, Attempts: Attempts{Of: Receiver, Ctx: ArgN(0), Always: true}})
	}
	return rows
}

// avastBase: ten attempts, waits of CombineDelay(BackOffDelay,
// RandomDelay).
var avastBase = Base{Count: Exactly, N: 10, From: bound.Default, Pace: Jittered}

// avastOptions are retry-go's options; they apply in order, so the last
// one that sets the attempts wins.
func avastOptions(pkg string) []Option {
	return []Option{
		{Func: pkg + ".Attempts", Set: &Int{Arg: ArgN(0), Means: Total, ZeroUnlimited: true, From: bound.Option}},
		{Func: pkg + ".UntilSucceeded", Fixed: &Base{Count: Unlimited, From: bound.Option}},
		{Func: pkg + ".Context", Ctx: ArgN(0)},
		{Func: pkg + ".DelayType", Set: &Int{Arg: ArgN(0), Means: Backoff}},
	}
}

// failsafePolicies: the retry policy among failsafe's policies, if any.
var failsafePolicies = []Option{{TypeIn: fsRetry, Value: Receiver}}

// (A table, long on purpose: one row, or one loop of rows, per API.)
func retryValues() []*Value {
	var rows []*Value
	add := func(v *Value) { rows = append(rows, v) }

	// cenkalti/backoff v4 BackOff values.
	add(&Value{Func: backoffV4 + ".WithMaxRetries", From: ArgN(0), Untraced: unknown, Sets: []Int{{Arg: ArgN(1), Means: Retries, From: bound.Option}}})
	add(&Value{Func: backoffV4 + ".WithContext", From: ArgN(0), Untraced: unknown, Ctx: ArgN(1)})
	// Its waits: RandomizationFactor is 0.5 by default, 0 in a literal.
	jitter := Int{Field: "RandomizationFactor", Means: Jitter}
	add(&Value{Func: backoffV4 + ".NewExponentialBackOff",
		Base: Base{Count: Unlimited, Limit: true, From: bound.Default, Pace: Jittered}, // 15 minutes of elapsed time
		Opts: ArgN(0), Options: []Option{
			{Func: backoffV4 + ".WithMaxElapsedTime", Set: &Int{Arg: ArgN(0), Means: Elapsed, From: bound.Option}},
			{Func: backoffV4 + ".WithRandomizationFactor", Set: &Int{Arg: ArgN(0), Means: Jitter}},
		},
		Sets: []Int{{Field: "MaxElapsedTime", Means: Elapsed, From: bound.Field}, jitter}})
	add(&Value{Func: backoffV4 + ".NewConstantBackOff", Base: Base{Count: Unlimited, From: bound.Default, Pace: Steady}})
	add(&Value{Type: backoffV4 + ".ZeroBackOff", Base: Base{Count: Unlimited, From: bound.Default, Pace: NoWait}})
	add(&Value{Type: backoffV4 + ".ConstantBackOff", Base: Base{Count: Unlimited, From: bound.Default, Pace: Steady}})
	add(&Value{Type: backoffV4 + ".StopBackOff", Base: exactly(1, bound.Default)})
	// A literal ExponentialBackOff has a zero MaxElapsedTime: it never stops.
	add(&Value{Type: backoffV4 + ".ExponentialBackOff", Base: Base{Count: Unlimited, From: bound.Field, Pace: Steady},
		Sets: []Int{{Field: "MaxElapsedTime", Means: Elapsed, From: bound.Field}, {Field: "Stop", Means: Stops, From: bound.Field}, jitter}})
	// v5's backoffs give Retry's waits only (WithBackOff); the count is
	// Retry's options'.
	add(&Value{Func: backoffV5 + ".NewExponentialBackOff", Base: Base{Pace: Jittered}, Sets: []Int{jitter}})
	add(&Value{Type: backoffV5 + ".ExponentialBackOff", Base: Base{Pace: Steady}, Sets: []Int{jitter}})
	add(&Value{Func: backoffV5 + ".NewConstantBackOff", Base: Base{Pace: Steady}})
	add(&Value{Type: backoffV5 + ".ConstantBackOff", Base: Base{Pace: Steady}})
	add(&Value{Type: backoffV5 + ".ZeroBackOff", Base: Base{Pace: NoWait}})

	// avast/retry-go v5: the options of New.
	for _, ctor := range []string{"New", "NewWithData"} {
		add(&Value{Func: avastV5 + "." + ctor, Base: avastBase, Opts: ArgN(0), Options: avastOptions(avastV5)})
	}

	// sethvargo/go-retry Backoff values.
	add(&Value{Func: sethvargo + ".WithMaxRetries", From: ArgN(1), Untraced: unknown, Sets: []Int{{Arg: ArgN(0), Means: Retries, From: bound.Option}}})
	add(&Value{Func: sethvargo + ".WithMaxDuration", From: ArgN(1), Untraced: unknown, Sets: []Int{{Arg: ArgN(0), Means: Limit, From: bound.Option}}})
	add(&Value{Func: sethvargo + ".WithCappedDuration", From: ArgN(1), Untraced: unknown})
	for _, name := range []string{"WithJitter", "WithJitterPercent"} {
		add(&Value{Func: sethvargo + "." + name, From: ArgN(1), Untraced: unknown, Pace: Jittered})
	}
	add(&Value{Func: sethvargo + ".WithFullJitter", From: ArgN(0), Untraced: unknown, Pace: Jittered})
	// Their waits have no random part until a WithJitter wraps them.
	for _, name := range []string{"NewExponential", "NewConstant", "NewFibonacci"} {
		add(&Value{Func: sethvargo + "." + name, Base: Base{Count: Unlimited, From: bound.Default, Pace: Steady}})
	}

	// wait.Backoff: Steps is the total number of calls; zero steps never
	// call the condition. client-go's DefaultRetry and DefaultBackoff.
	// Reaching Cap ends the steps: Step() sets Steps to 0 when the next
	// delay passes it (pkg/util/wait/backoff.go:106-114@v0.37.2).
	add(&Value{Type: k8sWait + ".Backoff", Base: exactly(1, bound.Field), Sets: []Int{{Field: "Steps", Means: Total, From: bound.Field}},
		StepCap: &StepCap{Steps: "Steps", Duration: "Duration", Factor: "Factor", Cap: "Cap"}})
	add(&Value{Global: k8sRetry + ".DefaultRetry", Base: exactly(5, bound.Default)})
	add(&Value{Global: k8sRetry + ".DefaultBackoff", Base: exactly(4, bound.Default)})

	// failsafe-go executors: With(policies...) retries only with a retry
	// policy among them; executor methods return an executor, and
	// Compose(inner) adds inner's policy.
	for _, ctor := range []string{"With", "NewExecutor"} {
		add(&Value{Func: failsafe + "." + ctor, Base: exactly(1, bound.Option), Opts: ArgN(0), Options: failsafePolicies})
	}
	add(&Value{Func: failsafe + ".Executor.Compose", From: Receiver, Untraced: unknown, Opts: ArgN(0), Options: failsafePolicies})
	add(&Value{Func: failsafe + ".Executor.*", From: Receiver, Untraced: unknown, Result: failsafe + ".Executor"})
	// retrypolicy builders: NewBuilder[R]().WithMaxRetries(n)...Build().
	for _, ctor := range []string{"NewBuilder", "NewWithDefaults"} {
		add(&Value{Func: fsRetry + "." + ctor, Base: exactly(3, bound.Default)})
	}
	add(&Value{Func: fsRetry + ".Builder.WithMaxRetries", From: Receiver, Untraced: unknown, Sets: []Int{{Arg: ArgN(0), Means: Retries, NegUnlimited: true, From: bound.Option}}})
	add(&Value{Func: fsRetry + ".Builder.WithMaxAttempts", From: Receiver, Untraced: unknown, Sets: []Int{{Arg: ArgN(0), Means: Total, NegUnlimited: true, From: bound.Option}}})
	add(&Value{Func: fsRetry + ".Builder.WithMaxDuration", From: Receiver, Untraced: unknown, Sets: []Int{{Arg: ArgN(0), Means: Limit, From: bound.Option}}})
	add(&Value{Func: fsRetry + ".Builder.*", From: Receiver, Untraced: unknown, Result: fsRetry + ".*"})
	add(&Value{Func: failsafe + ".*.*", From: Receiver, Untraced: unknown, Result: fsRetry + ".*"}) // methods of the embedded failsafe builder interfaces

	// eapache/go-resiliency/retrier: the backoff slice counts retries.
	add(&Value{Func: eapache + ".New", From: ArgN(0), Untraced: unknown})
	for _, name := range []string{"ConstantBackoff", "ExponentialBackoff", "LimitedExponentialBackoff"} {
		add(&Value{Func: eapache + "." + name, Sets: []Int{{Arg: ArgN(0), Means: Retries, From: bound.Option}}})
	}
	add(&Value{SliceOf: "time.Duration", Sets: []Int{{Means: Length, From: bound.Constant}}})
	add(&Value{Func: eapache + ".Retrier.WithInfiniteRetry", From: Receiver, Untraced: unknown, Setter: true, Base: unlimited(bound.Option)})
	add(&Value{Func: eapache + ".Retrier.WithSurfaceWorkErrors", From: Receiver, Untraced: unknown})
	return rows
}
