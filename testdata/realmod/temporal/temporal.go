package temporal

import (
	"context"
	"errors"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/hashicorp/go-retryablehttp"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

var errBusy = errors.New("busy")

// send stands in for a remote call.
func send(ctx context.Context, msg string) error {
	if msg == "" {
		return errBusy
	}
	return ctx.Err()
}

// SendActivity retries by itself: retry.Do, 3 attempts.
func SendActivity(ctx context.Context, msg string) error {
	return retry.Do(func() error { return send(ctx, msg) }, retry.Attempts(3), retry.Context(ctx))
}

// PlainActivity sends once.
func PlainActivity(ctx context.Context, msg string) error { return send(ctx, msg) }

// Activities keeps a retrying HTTP client in a field (RetryMax 1, 2
// attempts).
type Activities struct {
	HTTP *retryablehttp.Client
}

// NewActivities builds the activities.
func NewActivities() *Activities {
	c := retryablehttp.NewClient()
	c.RetryMax = 1
	return &Activities{HTTP: c}
}

// Fetch sends with the client of the field.
func (a *Activities) Fetch(ctx context.Context, url string) error {
	resp, err := a.HTTP.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// DefaultPolicyWorkflow: no RetryPolicy, the server's default (no count
// cap) around an activity that retries 3 times.
func DefaultPolicyWorkflow(ctx workflow.Context, msg string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	return workflow.ExecuteActivity(ctx, SendActivity, msg).Get(ctx, nil) // want `^workflow\.ExecuteActivity \(unbounded\) calls temporal\.SendActivity, which retries via retry\.Do \(3 attempts\): unbounded calls per operation`
}

// FourAttemptsWorkflow: MaximumAttempts 4 around 3: 12.
func FourAttemptsWorkflow(ctx workflow.Context, msg string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 4, InitialInterval: time.Second},
	})
	return workflow.ExecuteActivity(ctx, SendActivity, msg).Get(ctx, nil) // want `^workflow\.ExecuteActivity \(4 attempts\) calls temporal\.SendActivity, which retries via retry\.Do \(3 attempts\): up to 12 calls per operation`
}

// SingleAttemptWorkflow: MaximumAttempts 1 disables the server's
// retries: one layer, fine.
func SingleAttemptWorkflow(ctx workflow.Context, msg string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
	})
	return workflow.ExecuteActivity(ctx, SendActivity, msg).Get(ctx, nil)
}

// PlainWorkflow: the server retries an activity that does not retry by
// itself: one layer, fine.
func PlainWorkflow(ctx workflow.Context, msg string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	return workflow.ExecuteActivity(ctx, PlainActivity, msg).Get(ctx, nil)
}

// TimeBoundWorkflow: no count cap, ended by ScheduleToCloseTimeout.
func TimeBoundWorkflow(ctx workflow.Context, msg string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{ScheduleToCloseTimeout: time.Hour})
	return workflow.ExecuteActivity(ctx, SendActivity, msg).Get(ctx, nil) // want `^workflow\.ExecuteActivity \(\? attempts\) calls temporal\.SendActivity, which retries via retry\.Do \(3 attempts\): up to \? calls per operation.*stops after a time limit, not a count$`
}

// MethodWorkflow: an activity method of a nil receiver whose client in
// a field retries (2 attempts), under MaximumAttempts 3.
func MethodWorkflow(ctx workflow.Context, url string) error {
	var a *Activities
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 3},
	})
	return workflow.ExecuteActivity(ctx, a.Fetch, url).Get(ctx, nil) // want `^workflow\.ExecuteActivity \(3 attempts\) calls temporal\.Activities\.Fetch, which retries via retryablehttp\.Client\.Get \(2 attempts\): up to 6 calls per operation`
}

// LoopWorkflow: the workflow's own loop around an activity the server
// retries (MaximumAttempts 3).
func LoopWorkflow(ctx workflow.Context, msg string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 3},
	})
	var err error
	for i := 0; i < 2; i++ {
		if err = workflow.ExecuteActivity(ctx, PlainActivity, msg).Get(ctx, nil); err == nil { // want `^for loop \(2 attempts\) calls workflow\.ExecuteActivity \(3 attempts\): up to 6 calls per operation`
			return nil
		}
		_ = workflow.Sleep(ctx, time.Second)
	}
	return err
}

// LocalWorkflow: a local activity, retried within its timeout.
func LocalWorkflow(ctx workflow.Context, msg string) error {
	ctx = workflow.WithLocalActivityOptions(ctx, workflow.LocalActivityOptions{StartToCloseTimeout: time.Minute})
	return workflow.ExecuteLocalActivity(ctx, SendActivity, msg).Get(ctx, nil) // want `^workflow\.ExecuteLocalActivity \(\? attempts\) calls temporal\.SendActivity, which retries via retry\.Do \(3 attempts\): up to \? calls per operation`
}

// StopActivity ends the server's retries when its own retries fail.
func StopActivity(ctx context.Context, msg string) error {
	if err := retry.Do(func() error { return send(ctx, msg) }, retry.Attempts(3)); err != nil {
		return temporal.NewNonRetryableApplicationError("send failed", "Send", err)
	}
	return nil
}

// StopWorkflow: fine, see StopActivity.
func StopWorkflow(ctx workflow.Context, msg string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	return workflow.ExecuteActivity(ctx, StopActivity, msg).Get(ctx, nil)
}

// SignalLoop: a loop around a client call that retries its gRPC request
// by itself.
func SignalLoop(ctx context.Context, c client.Client, id string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = c.SignalWorkflow(ctx, id, "", "go", nil); err == nil { // want `^for loop \(3 attempts\) calls client\.Client\.SignalWorkflow \(\? attempts\): up to \? calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// StartOnce: one call of the client: fine.
func StartOnce(ctx context.Context, c client.Client, id string) error {
	_, err := c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: id, TaskQueue: "q"}, DefaultPolicyWorkflow, id)
	return err
}

// GoWorkflow: workflow.Go runs its function with the context it is
// given: the activity there has MaximumAttempts 2.
func GoWorkflow(ctx workflow.Context, msg string) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 2},
	})
	workflow.Go(ctx, func(ctx workflow.Context) {
		_ = workflow.ExecuteActivity(ctx, SendActivity, msg).Get(ctx, nil) // want `^workflow\.ExecuteActivity \(2 attempts\) calls temporal\.SendActivity, which retries via retry\.Do \(3 attempts\): up to 6 calls per operation`
	})
}

// SessionWorkflow: a session keeps MaximumAttempts 1: fine.
func SessionWorkflow(ctx workflow.Context, msg string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
	})
	sctx, err := workflow.CreateSession(ctx, &workflow.SessionOptions{ExecutionTimeout: time.Minute})
	if err != nil {
		return err
	}
	defer workflow.CompleteSession(sctx)
	return workflow.ExecuteActivity(sctx, SendActivity, msg).Get(sctx, nil)
}
