// Package workflow is a stub of go.temporal.io/sdk/workflow (v1.51.0).
package workflow

import (
	"time"

	"go.temporal.io/sdk/internal"
	"go.temporal.io/sdk/temporal"
)

type (
	Context              = internal.Context
	Future               = internal.Future
	ActivityOptions      = internal.ActivityOptions
	LocalActivityOptions = internal.LocalActivityOptions
	SessionOptions       = internal.SessionOptions
)

func Go(ctx Context, f func(ctx Context)) { internal.Go(ctx, f) }

func GoNamed(ctx Context, name string, f func(ctx Context)) { internal.GoNamed(ctx, name, f) }

func CreateSession(ctx Context, sessionOptions *SessionOptions) (Context, error) {
	return internal.CreateSession(ctx, sessionOptions)
}

func RecreateSession(ctx Context, recreateToken []byte, sessionOptions *SessionOptions) (Context, error) {
	return internal.RecreateSession(ctx, recreateToken, sessionOptions)
}

func CompleteSession(ctx Context) { internal.CompleteSession(ctx) }

func ExecuteActivity(ctx Context, activity any, args ...any) Future {
	return internal.ExecuteActivity(ctx, activity, args...)
}

func ExecuteLocalActivity(ctx Context, activity any, args ...any) Future {
	return internal.ExecuteLocalActivity(ctx, activity, args...)
}

func WithActivityOptions(ctx Context, options ActivityOptions) Context {
	return internal.WithActivityOptions(ctx, options)
}

func WithLocalActivityOptions(ctx Context, options LocalActivityOptions) Context {
	return internal.WithLocalActivityOptions(ctx, options)
}

func WithTaskQueue(ctx Context, name string) Context { return internal.WithTaskQueue(ctx, name) }

func WithScheduleToCloseTimeout(ctx Context, d time.Duration) Context {
	return internal.WithScheduleToCloseTimeout(ctx, d)
}

func WithStartToCloseTimeout(ctx Context, d time.Duration) Context {
	return internal.WithStartToCloseTimeout(ctx, d)
}

func WithScheduleToStartTimeout(ctx Context, d time.Duration) Context {
	return internal.WithScheduleToStartTimeout(ctx, d)
}

func WithHeartbeatTimeout(ctx Context, d time.Duration) Context {
	return internal.WithHeartbeatTimeout(ctx, d)
}

func WithRetryPolicy(ctx Context, retryPolicy temporal.RetryPolicy) Context {
	return internal.WithRetryPolicy(ctx, retryPolicy)
}

func GetActivityOptions(ctx Context) ActivityOptions { return internal.GetActivityOptions(ctx) }

func Sleep(ctx Context, d time.Duration) (err error) { return internal.Sleep(ctx, d) }
