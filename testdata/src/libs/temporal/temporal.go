// Package temporal exercises go.temporal.io/sdk: an activity runs under
// the retry policy of the options in its workflow context (a nil policy
// is the server's default: no count cap, ended only by a
// ScheduleToCloseTimeout; MaximumAttempts n is n attempts, 1 no retry).
// An activity that retries by itself under a policy that retries is a
// nest, and so is a workflow's own loop around an activity that retries.
package temporal

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"libs/inner"
	"libs/temporal/activities"
)

// fetchThrice is an activity of this package that retries by itself.
func fetchThrice(ctx context.Context, url string) error {
	resp, err := inner.Fetch(ctx, url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// defaultPolicy: no RetryPolicy, the server's default retries with no
// count cap.
func defaultPolicy(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	return workflow.ExecuteActivity(ctx, fetchThrice, url).Get(ctx, nil) // want `^workflow\.ExecuteActivity \(unbounded\) calls temporal\.fetchThrice, which reaches inner\.Fetch \(for loop, 3 attempts\): unbounded calls per operation`
}

// fivePolicy: MaximumAttempts 5.
func fivePolicy(ctx workflow.Context, url string) error {
	ao := workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 5, InitialInterval: time.Second},
	}
	ctx = workflow.WithActivityOptions(ctx, ao)
	return workflow.ExecuteActivity(ctx, activities.Poll, url).Get(ctx, nil) // want `^workflow\.ExecuteActivity \(5 attempts\) calls activities\.Poll, which reaches inner\.Fetch \(for loop, 3 attempts\): up to 15 calls per operation`
}

// singleAttempt: MaximumAttempts 1 turns the server's retries off, so
// the activity's own retries are the only layer: fine.
func singleAttempt(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
	})
	return workflow.ExecuteActivity(ctx, activities.Poll, url).Get(ctx, nil)
}

// plainActivity: the server retries an activity that does not retry by
// itself: one layer, fine.
func plainActivity(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	return workflow.ExecuteActivity(ctx, activities.Once, url).Get(ctx, nil)
}

// scheduleToClose: no count cap, but ScheduleToCloseTimeout ends the
// retries.
func scheduleToClose(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{ScheduleToCloseTimeout: 10 * time.Minute})
	return workflow.ExecuteActivity(ctx, fetchThrice, url).Get(ctx, nil) // want `^workflow\.ExecuteActivity \(\? attempts\) calls temporal\.fetchThrice, which reaches inner\.Fetch \(for loop, 3 attempts\): up to \? calls per operation.*; \? because workflow\.ExecuteActivity in temporal\.scheduleToClose stops after a time limit, not a count$`
}

// structActivity: the activity is a method of a struct whose client,
// built in package activities, retries (3 attempts); the server's
// policy retries it 4 times.
func structActivity(ctx workflow.Context, url string) error {
	var a *activities.Activities
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 4},
	})
	return workflow.ExecuteActivity(ctx, a.Fetch, url).Get(ctx, nil) // want `^workflow\.ExecuteActivity \(4 attempts\) calls activities\.Activities\.Fetch, which retries via retryablehttp\.Client\.Get \(3 attempts\): up to 12 calls per operation`
}

// workflowLoop: the workflow's own loop around an activity that the
// server already retries (MaximumAttempts 3) is a nest.
func workflowLoop(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 3},
	})
	var err error
	for i := 0; i < 2; i++ {
		if err = workflow.ExecuteActivity(ctx, activities.Once, url).Get(ctx, nil); err == nil { // want `^for loop \(2 attempts\) calls workflow\.ExecuteActivity \(3 attempts\): up to 6 calls per operation`
			return nil
		}
		_ = workflow.Sleep(ctx, time.Second)
	}
	return err
}

// workflowLoopSingle: the workflow loops itself around an activity the
// server does not retry (MaximumAttempts 1): one layer, fine.
func workflowLoopSingle(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
	})
	var err error
	for i := 0; i < 3; i++ {
		if err = workflow.ExecuteActivity(ctx, activities.Once, url).Get(ctx, nil); err == nil {
			return nil
		}
		_ = workflow.Sleep(ctx, time.Second)
	}
	return err
}

// withRetryPolicy: WithRetryPolicy replaces the policy of the options.
func withRetryPolicy(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	ctx = workflow.WithRetryPolicy(ctx, temporal.RetryPolicy{MaximumAttempts: 2})
	return workflow.ExecuteActivity(ctx, fetchThrice, url).Get(ctx, nil) // want `^workflow\.ExecuteActivity \(2 attempts\) calls temporal\.fetchThrice, which reaches inner\.Fetch \(for loop, 3 attempts\): up to 6 calls per operation`
}

// withRetryPolicyOff: WithRetryPolicy with MaximumAttempts 1: fine.
func withRetryPolicyOff(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	ctx = workflow.WithRetryPolicy(ctx, temporal.RetryPolicy{MaximumAttempts: 1})
	return workflow.ExecuteActivity(ctx, fetchThrice, url).Get(ctx, nil)
}

// localActivity: a local activity is retried within its
// ScheduleToCloseTimeout.
func localActivity(ctx workflow.Context, url string) error {
	ctx = workflow.WithLocalActivityOptions(ctx, workflow.LocalActivityOptions{StartToCloseTimeout: time.Minute})
	return workflow.ExecuteLocalActivity(ctx, fetchThrice, url).Get(ctx, nil) // want `^workflow\.ExecuteLocalActivity \(\? attempts\) calls temporal\.fetchThrice, which reaches inner\.Fetch \(for loop, 3 attempts\): up to \? calls per operation`
}

// localActivityOnce: a local activity with MaximumAttempts 1: fine.
func localActivityOnce(ctx workflow.Context, url string) error {
	ctx = workflow.WithLocalActivityOptions(ctx, workflow.LocalActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
	})
	return workflow.ExecuteLocalActivity(ctx, fetchThrice, url).Get(ctx, nil)
}

// untracedOptions: the options come from the caller; the server's
// default policy is assumed, and the message says so.
func untracedOptions(ctx workflow.Context, url string) error {
	return workflow.ExecuteActivity(ctx, fetchThrice, url).Get(ctx, nil) // want `^workflow\.ExecuteActivity \(unbounded\) calls temporal\.fetchThrice, which reaches inner\.Fetch \(for loop, 3 attempts\): unbounded calls per operation[^;]*; keep one retry owner and make the inner layers pass the outcome up; workflow\.ExecuteActivity in temporal\.untracedOptions assumes the library's default \(unbounded\), as the value that sets its count is not traced$`
}

// untracedLocal: a local activity's options from the caller: ?.
func untracedLocal(ctx workflow.Context, url string) error {
	return workflow.ExecuteLocalActivity(ctx, fetchThrice, url).Get(ctx, nil) // want `^workflow\.ExecuteLocalActivity \(\? attempts\) calls temporal\.fetchThrice, .*; \? because workflow\.ExecuteLocalActivity in temporal\.untracedLocal takes the library's default, as the value that sets its count is not traced$`
}

// methodLoop: an activity method (of a nil receiver, as workflows name
// them) that retries by itself, under the default policy.
func methodLoop(ctx workflow.Context, url string) error {
	var a *activities.Activities
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	return workflow.ExecuteActivity(ctx, a.PollLoop, url).Get(ctx, nil) // want `^workflow\.ExecuteActivity \(unbounded\) calls activities\.Activities\.PollLoop, which reaches inner\.Fetch \(for loop, 3 attempts\): unbounded calls per operation`
}

// byName: an activity named by a string is not followed (its function
// is not known here): no finding.
func byName(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	return workflow.ExecuteActivity(ctx, "Poll", url).Get(ctx, nil)
}

// stopsOnPermanent: a workflow loop that leaves on the activity's error
// and repeats only after a success (a poll of a state) is no retry.
func stopsOnPermanent(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	for i := 0; i < 3; i++ {
		if err := workflow.ExecuteActivity(ctx, activities.Once, url).Get(ctx, nil); err != nil {
			return errors.Join(errGiveUp, err)
		}
		_ = workflow.Sleep(ctx, time.Second)
	}
	return nil
}

// contextSetters: the setters that change other options keep the
// policy of the context they are given (MaximumAttempts 1): fine.
func contextSetters(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
	})
	ctx = workflow.WithTaskQueue(ctx, "fetch")
	ctx = workflow.WithStartToCloseTimeout(ctx, 2*time.Minute)
	ctx = workflow.WithHeartbeatTimeout(ctx, 10*time.Second)
	ctx = workflow.WithScheduleToStartTimeout(ctx, time.Minute)
	return workflow.ExecuteActivity(ctx, fetchThrice, url).Get(ctx, nil)
}

// scheduleToCloseSetter: WithScheduleToCloseTimeout ends the default
// policy's retries by time.
func scheduleToCloseSetter(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	ctx = workflow.WithScheduleToCloseTimeout(ctx, time.Hour)
	return workflow.ExecuteActivity(ctx, fetchThrice, url).Get(ctx, nil) // want `^workflow\.ExecuteActivity \(\? attempts\) calls temporal\.fetchThrice, which reaches inner\.Fetch \(for loop, 3 attempts\): up to \? calls per operation.*stops after a time limit, not a count$`
}

// optionsFromCaller: the policy is configured (MaximumAttempts from a
// parameter): ? attempts.
func optionsFromCaller(ctx workflow.Context, url string, attempts int32) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: attempts},
	})
	return workflow.ExecuteActivity(ctx, fetchThrice, url).Get(ctx, nil) // want `^workflow\.ExecuteActivity \(\? attempts\) calls temporal\.fetchThrice, which reaches inner\.Fetch \(for loop, 3 attempts\): up to \? calls per operation.*reads its count from a field$`
}

// loadOrStop is an activity whose inner retry's failure is returned as
// a non-retryable error: the server does not retry it, so the inner loop
// (inner.Load, 3 attempts) runs once per run of the activity.
func loadOrStop(ctx context.Context, db *sql.DB, id int) (string, error) {
	name, err := inner.Load(ctx, db, id)
	if err != nil {
		return "", temporal.NewNonRetryableApplicationError("load failed", "Load", err)
	}
	return name, nil
}

// nonRetryable: fine, see loadOrStop.
func nonRetryable(ctx workflow.Context, id int) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	var name string
	err := workflow.ExecuteActivity(ctx, loadOrStop, nil, id).Get(ctx, &name)
	return name, err
}

// loadRetryable returns the inner retry's failure as an application
// error that the server retries: a nest.
func loadRetryable(ctx context.Context, db *sql.DB, id int) (string, error) {
	name, err := inner.Load(ctx, db, id)
	if err != nil {
		return "", temporal.NewApplicationError("load failed", "Load", err)
	}
	return name, nil
}

func retryable(ctx workflow.Context, id int) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 2},
	})
	var name string
	err := workflow.ExecuteActivity(ctx, loadRetryable, nil, id).Get(ctx, &name) // want `^workflow\.ExecuteActivity \(2 attempts\) calls temporal\.loadRetryable, which reaches inner\.Load \(for loop, 3 attempts\): up to 6 calls per operation`
	return name, err
}

// inGoroutine: workflow.Go runs its function with the context it is
// given, so the activity there runs under MaximumAttempts 4.
func inGoroutine(ctx workflow.Context, url string) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 4},
	})
	workflow.Go(ctx, func(ctx workflow.Context) {
		_ = workflow.ExecuteActivity(ctx, fetchThrice, url).Get(ctx, nil) // want `^workflow\.ExecuteActivity \(4 attempts\) calls temporal\.fetchThrice, which reaches inner\.Fetch \(for loop, 3 attempts\): up to 12 calls per operation`
	})
}

// inGoroutineOnce: the same with MaximumAttempts 1: fine.
func inGoroutineOnce(ctx workflow.Context, url string) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
	})
	workflow.GoNamed(ctx, "fetch", func(gctx workflow.Context) {
		_ = workflow.ExecuteActivity(gctx, fetchThrice, url).Get(gctx, nil)
	})
}

// inSession: a session's context keeps the options (MaximumAttempts 1):
// fine.
func inSession(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
	})
	sctx, err := workflow.CreateSession(ctx, &workflow.SessionOptions{ExecutionTimeout: time.Minute})
	if err != nil {
		return err
	}
	defer workflow.CompleteSession(sctx)
	return workflow.ExecuteActivity(sctx, fetchThrice, url).Get(sctx, nil)
}

// inRecreatedSession: the default policy, through a session: a nest.
func inRecreatedSession(ctx workflow.Context, url string, token []byte) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	sctx, err := workflow.RecreateSession(ctx, token, &workflow.SessionOptions{ExecutionTimeout: time.Minute})
	if err != nil {
		return err
	}
	return workflow.ExecuteActivity(sctx, fetchThrice, url).Get(sctx, nil) // want `^workflow\.ExecuteActivity \(unbounded\) calls temporal\.fetchThrice, which reaches inner\.Fetch \(for loop, 3 attempts\): unbounded calls per operation[^;]*; keep one retry owner and make the inner layers pass the outcome up; unbounded because workflow\.ExecuteActivity in temporal\.inRecreatedSession has no limit by its library's default$`
}

// deferredActivity: a deferred closure captures ctx, set from the
// parameter and then from WithActivityOptions (MaximumAttempts 2): the
// worst of what is stored in it.
func deferredActivity(ctx workflow.Context, url string) (err error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 2},
	})
	defer func() {
		err = workflow.ExecuteActivity(ctx, fetchThrice, url).Get(ctx, nil) // want `^workflow\.ExecuteActivity \(2 attempts\) calls temporal\.fetchThrice, which reaches inner\.Fetch \(for loop, 3 attempts\): up to 6 calls per operation`
	}()
	return nil
}

// deferredActivityOnce: the same with MaximumAttempts 1: fine.
func deferredActivityOnce(ctx workflow.Context, url string) (err error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
	})
	defer func() {
		err = workflow.ExecuteActivity(ctx, fetchThrice, url).Get(ctx, nil)
	}()
	return nil
}

// capturedAndReassigned: ctx is captured by a closure, so the function
// reads it from its variable: each read sees the store before it. The
// first activity runs once (MaximumAttempts 1: fine), the second under
// the default policy.
func capturedAndReassigned(ctx workflow.Context, url string) (err error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
	})
	if err = workflow.ExecuteActivity(ctx, fetchThrice, url).Get(ctx, nil); err != nil {
		return err
	}
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	defer func() {
		workflow.GetActivityOptions(ctx)
	}()
	return workflow.ExecuteActivity(ctx, fetchThrice, url).Get(ctx, nil) // want `^workflow\.ExecuteActivity \(unbounded\) calls temporal\.fetchThrice, which reaches inner\.Fetch \(for loop, 3 attempts\): unbounded calls per operation[^;]*; keep one retry owner and make the inner layers pass the outcome up; unbounded because workflow\.ExecuteActivity in temporal\.capturedAndReassigned has no limit by its library's default$`
}

var errGiveUp = errors.New("give up")
