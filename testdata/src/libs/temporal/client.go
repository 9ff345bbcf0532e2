package temporal

import (
	"context"
	"time"

	"go.temporal.io/sdk/client"

	"libs/temporal/starter"
)

// startLoop: a loop around a call of the client, which retries its gRPC
// request by itself, is a nest.
func startLoop(ctx context.Context, s *starter.Starter, id string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = s.Start(ctx, id); err == nil { // want `^for loop \(3 attempts\) calls starter\.Starter\.Start, which retries via client\.Client\.ExecuteWorkflow \(\? attempts\): up to \? calls per operation.*stops after a time limit, not a count$`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// signalLoop: the same, on the client directly.
func signalLoop(ctx context.Context, c client.Client, id string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = c.SignalWorkflow(ctx, id, "", "go", nil); err == nil { // want `^for loop \(3 attempts\) calls client\.Client\.SignalWorkflow \(\? attempts\): up to \? calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// signalOnce: one call, the client's own retries are the only layer:
// fine.
func signalOnce(ctx context.Context, s *starter.Starter, id string) error {
	return s.Signal(ctx, id)
}

// getWorkflow: GetWorkflow only builds a handle; the loop's call of Get
// on the run is not modelled as a retrying call: no finding.
func getWorkflow(ctx context.Context, c client.Client, id string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = c.GetWorkflow(ctx, id, "").Get(ctx, nil); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// cancelOrTerminate: a different call on failure is no retry of the
// first: fine (each call retries its gRPC request by itself, once).
func cancelOrTerminate(ctx context.Context, c client.Client, id string) error {
	if err := c.CancelWorkflow(ctx, id, ""); err != nil {
		return c.TerminateWorkflow(ctx, id, "", "cancel failed")
	}
	return nil
}

// signalWithStartLoop: a loop around SignalWithStartWorkflow.
func signalWithStartLoop(ctx context.Context, c client.Client, id string) error {
	var err error
	for i := 0; i < 2; i++ {
		if _, err = c.SignalWithStartWorkflow(ctx, id, "go", nil, client.StartWorkflowOptions{ID: id}, "Fetch"); err == nil { // want `^for loop \(2 attempts\) calls client\.Client\.SignalWithStartWorkflow \(\? attempts\)`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
