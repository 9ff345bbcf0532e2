package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// The smaller retry libraries (the reference catalog's §13, and roko):
// function-style calls that re-run their function argument, with their
// attempts read from the call's own options, a constructor's arguments or
// a config-struct literal. Two are loop style (the caller writes the
// loop, whose bound the loop analysis finds): lestrrat-go/backoff/v2,
// whose Continue ends the loop on the controller's context (an effect
// row), and gopkg.in/retry.v1, whose Attempt.Next is a method the loop
// analysis already takes as a stateful exit; they have no entry rows.

const (
	rican7         = "github.com/Rican7/retry"
	rican7Strategy = "github.com/Rican7/retry/strategy"
	flowchartsman  = "github.com/flowchartsman/retry"
	lestrrat       = "github.com/lestrrat-go/backoff/v2"
	matryer        = "github.com/matryer/try"
	retryV1        = "gopkg.in/retry.v1"
	juju           = "github.com/juju/retry"
	roko           = "github.com/buildkite/roko"
)

// (A table, long on purpose: one row, or one loop of rows, per API.)
func smallEntries() []*Entry {
	var rows []*Entry
	add := func(e *Entry) { rows = append(rows, e) }

	// Rican7/retry: Retry(action, strategies...) runs until success
	// unless a strategy.Limit(n) is among the strategies (n total
	// attempts: the strategy is asked "attempt < n" before each attempt,
	// from 0). No context.
	add(&Entry{Key: rican7 + ".Retry", Via: "retry.Retry", Op: 0, Class: AnyError, Attempts: Attempts{Self: &Value{
		Base: unlimited(bound.Default), Opts: ArgN(1),
		Options: []Option{{Func: rican7Strategy + ".Limit", Set: &Int{Arg: ArgN(0), Means: Total, From: bound.Option}}},
	}}})

	// flowchartsman/retry: NewRetrier(maxTries, initial, max).Run(f) or
	// RunContext(ctx, f); the context is checked only between attempts.
	add(&Entry{Key: flowchartsman + ".Retrier.Run", Via: "retry.Retrier.Run", Op: 0, Class: AnyError, Attempts: Attempts{Of: Receiver, Always: true}})
	add(&Entry{Key: flowchartsman + ".Retrier.RunContext", Via: "retry.Retrier.RunContext", Op: 1, Class: AnyError, Attempts: Attempts{Of: Receiver, Ctx: ArgN(0), Always: true}})

	// matryer/try: Do(fn) makes up to the package variable MaxRetries
	// (10) total calls; assignments to try.MaxRetries are not read.
	add(&Entry{Key: matryer + ".Do", Via: "try.Do", Op: 0, Class: AnyError, Attempts: Attempts{Fixed: bound.Of(10, bound.Default)}})

	// juju/retry: Call(CallArgs{Func: f, Attempts: n, ...}); the count is
	// a field of the literal argument (see the CallArgs rule).
	add(&Entry{Key: juju + ".Call", Via: "retry.Call", Op: 0, Class: AnyError, OpField: "Func", Attempts: Attempts{Of: ArgN(0), Always: true}})

	// buildkite/roko: NewRetrier(opts...).Do(cb), DoWithContext(ctx, cb),
	// and the generic DoFunc*(ctx, r, cb).
	add(&Entry{Key: roko + ".Retrier.Do", Via: "roko.Retrier.Do", Op: 0, Class: AnyError, Attempts: Attempts{Of: Receiver, Always: true}})
	add(&Entry{Key: roko + ".Retrier.DoWithContext", Via: "roko.Retrier.DoWithContext", Op: 1, Class: AnyError, Attempts: Attempts{Of: Receiver, Ctx: ArgN(0), Always: true}})
	for _, name := range []string{"DoFunc", "DoFunc2", "DoFunc3"} {
		add(&Entry{Key: roko + "." + name, Via: "roko." + name, Op: 2, Class: AnyError, Attempts: Attempts{Of: ArgN(1), Ctx: ArgN(0), Always: true}})
	}
	return rows
}

// (A table, long on purpose: one row, or one loop of rows, per API.)
func smallValues() []*Value {
	var rows []*Value
	add := func(v *Value) { rows = append(rows, v) }

	// flowchartsman/retry: maxTries is the total number of calls; zero or
	// negative means DefaultMaxTries (5).
	add(&Value{Func: flowchartsman + ".NewRetrier", Sets: []Int{{Arg: ArgN(0), Means: Total, NonPosDefault: 5, From: bound.Option}}})

	// juju/retry CallArgs: Attempts is the total number of calls, zero or
	// negative (UnlimitedAttempts) means no count cap; MaxDuration limits
	// the elapsed time (zero: none); a Stop channel can end the calls.
	add(&Value{Type: juju + ".CallArgs", Base: unlimited(bound.Field), Sets: []Int{
		{Field: "Attempts", Means: Total, ZeroUnlimited: true, NegUnlimited: true, From: bound.Field},
		{Field: "MaxDuration", Means: Elapsed, From: bound.Timeout},
		{Field: "Stop", Means: Limit, From: bound.Context},
	}})

	// buildkite/roko: WithMaxAttempts(n) is n total calls; TryForever()
	// has no cap (WithMaxAttempts(0) is allowed only with it). Without
	// either, NewRetrier panics.
	add(&Value{Func: roko + ".NewRetrier", Opts: ArgN(0), Options: []Option{
		{Func: roko + ".WithMaxAttempts", Set: &Int{Arg: ArgN(0), Means: Total, ZeroUnlimited: true, From: bound.Option}},
		{Func: roko + ".TryForever", Fixed: &Base{Count: Unlimited, From: bound.Option}},
	}})
	return rows
}

// smallEffects: lestrrat-go/backoff/v2's Continue waits for the
// controller's next tick and returns false once the controller's context
// is done (the caller's context, or the count of WithMaxRetries): a loop
// that tests it can end, though its count is not read.
func smallEffects() []EffectRow {
	return []EffectRow{{lestrrat + ".Continue", Deadline}}
}
