// Package client is a stub of go.temporal.io/sdk/client (v1.51.0).
package client

import (
	"context"

	"go.temporal.io/sdk/internal"
)

type (
	Options              = internal.ClientOptions
	StartWorkflowOptions = internal.StartWorkflowOptions
	WorkflowRun          = internal.WorkflowRun

	// Client is the Temporal client.
	Client interface {
		ExecuteWorkflow(ctx context.Context, options StartWorkflowOptions, workflow any, args ...any) (WorkflowRun, error)
		SignalWorkflow(ctx context.Context, workflowID string, runID string, signalName string, arg any) error
		SignalWithStartWorkflow(ctx context.Context, workflowID string, signalName string, signalArg any,
			options StartWorkflowOptions, workflow any, workflowArgs ...any) (WorkflowRun, error)
		CancelWorkflow(ctx context.Context, workflowID string, runID string) error
		TerminateWorkflow(ctx context.Context, workflowID string, runID string, reason string, details ...any) error
		GetWorkflow(ctx context.Context, workflowID string, runID string) WorkflowRun
		Close()
	}
)

func Dial(options Options) (Client, error)      { return nil, nil }
func NewClient(options Options) (Client, error) { return nil, nil }
