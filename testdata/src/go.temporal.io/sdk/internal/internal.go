// Package internal is a stub of go.temporal.io/sdk/internal (v1.51.0):
// the types the public packages alias, with the real signatures.
package internal

import (
	"context"
	"time"
)

// Context is the workflow context.
type Context interface {
	Deadline() (deadline time.Time, ok bool)
	Done() <-chan struct{}
	Err() error
	Value(key any) any
}

// Future is the result of an activity or a child workflow.
type Future interface {
	Get(ctx Context, valuePtr any) error
	IsReady() bool
}

// RetryPolicy is the server's retry policy of an activity or a workflow.
type RetryPolicy struct {
	InitialInterval        time.Duration
	BackoffCoefficient     float64
	MaximumInterval        time.Duration
	MaximumAttempts        int32
	NonRetryableErrorTypes []string
}

// ActivityOptions are the options of an activity.
type ActivityOptions struct {
	TaskQueue              string
	ScheduleToCloseTimeout time.Duration
	ScheduleToStartTimeout time.Duration
	StartToCloseTimeout    time.Duration
	HeartbeatTimeout       time.Duration
	WaitForCancellation    bool
	ActivityID             string
	RetryPolicy            *RetryPolicy
	DisableEagerExecution  bool
	Summary                string
}

// LocalActivityOptions are the options of a local activity.
type LocalActivityOptions struct {
	ScheduleToCloseTimeout time.Duration
	StartToCloseTimeout    time.Duration
	RetryPolicy            *RetryPolicy
	Summary                string
}

// StartWorkflowOptions are the options of a workflow started by a client.
type StartWorkflowOptions struct {
	ID                       string
	TaskQueue                string
	WorkflowExecutionTimeout time.Duration
	WorkflowRunTimeout       time.Duration
	WorkflowTaskTimeout      time.Duration
	RetryPolicy              *RetryPolicy
	CronSchedule             string
}

// ClientOptions are the options of a client.
type ClientOptions struct {
	HostPort  string
	Namespace string
}

// WorkflowRun is a started workflow.
type WorkflowRun interface {
	GetID() string
	GetRunID() string
	Get(ctx context.Context, valuePtr any) error
}

func ExecuteActivity(ctx Context, activity any, args ...any) Future      { return nil }
func ExecuteLocalActivity(ctx Context, activity any, args ...any) Future { return nil }
func WithActivityOptions(ctx Context, options ActivityOptions) Context   { return ctx }
func WithLocalActivityOptions(ctx Context, options LocalActivityOptions) Context {
	return ctx
}
func WithTaskQueue(ctx Context, name string) Context                  { return ctx }
func WithScheduleToCloseTimeout(ctx Context, d time.Duration) Context { return ctx }
func WithScheduleToStartTimeout(ctx Context, d time.Duration) Context { return ctx }
func WithStartToCloseTimeout(ctx Context, d time.Duration) Context    { return ctx }
func WithHeartbeatTimeout(ctx Context, d time.Duration) Context       { return ctx }
func WithRetryPolicy(ctx Context, retryPolicy RetryPolicy) Context    { return ctx }
func GetActivityOptions(ctx Context) ActivityOptions                  { return ActivityOptions{} }
func Sleep(ctx Context, d time.Duration) error                        { return nil }

// ApplicationError is an error an activity or a workflow returns.
type ApplicationError struct {
	msg          string
	errType      string
	nonRetryable bool
	cause        error
}

func (e *ApplicationError) Error() string { return e.msg }

func NewApplicationError(msg string, errType string, nonRetryable bool, cause error, details ...any) error {
	return &ApplicationError{msg: msg, errType: errType, nonRetryable: nonRetryable, cause: cause}
}

// SessionOptions are the options of a session.
type SessionOptions struct {
	ExecutionTimeout time.Duration
	CreationTimeout  time.Duration
}

func Go(ctx Context, f func(ctx Context))                   {}
func GoNamed(ctx Context, name string, f func(ctx Context)) {}
func CreateSession(ctx Context, sessionOptions *SessionOptions) (Context, error) {
	return ctx, nil
}
func RecreateSession(ctx Context, recreateToken []byte, sessionOptions *SessionOptions) (Context, error) {
	return ctx, nil
}
func CompleteSession(ctx Context) {}
