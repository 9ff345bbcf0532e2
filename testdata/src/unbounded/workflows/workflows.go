// Package workflows runs activities under Temporal retry policies with
// and without an end.
package workflows

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"libs/temporal/activities"
)

// DefaultPolicy: no RetryPolicy, and a StartToCloseTimeout only bounds
// each attempt: the server retries the activity with no count cap.
func DefaultPolicy(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	return workflow.ExecuteActivity(ctx, activities.Once, url).Get(ctx, nil) // want `^workflow\.ExecuteActivity retries with no attempt cap and no deadline: .*; set RetryPolicy\.MaximumAttempts or a ScheduleToCloseTimeout`
}

// Capped: MaximumAttempts 5: fine.
func Capped(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 5},
	})
	return workflow.ExecuteActivity(ctx, activities.Once, url).Get(ctx, nil)
}

// ScheduleToClose: the schedule-to-close timeout ends the retries: fine.
func ScheduleToClose(ctx workflow.Context, url string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{ScheduleToCloseTimeout: 10 * time.Minute})
	return workflow.ExecuteActivity(ctx, activities.Once, url).Get(ctx, nil)
}

// FromCaller: the options come from the caller, so whether they cap the
// attempts is not known here: not reported.
func FromCaller(ctx workflow.Context, url string) error {
	return workflow.ExecuteActivity(ctx, activities.Once, url).Get(ctx, nil)
}
