// Package starter starts workflows with a Temporal client kept in a
// struct field; libs/temporal calls it from another package.
package starter

import (
	"context"

	"go.temporal.io/sdk/client"
)

// Starter holds the client Dial made.
type Starter struct {
	C client.Client
}

// New dials the server.
func New() (*Starter, error) {
	c, err := client.Dial(client.Options{HostPort: "localhost:7233"})
	if err != nil {
		return nil, err
	}
	return &Starter{C: c}, nil
}

// Start starts a workflow: the client retries the gRPC call by itself
// (60 s, or until the context's deadline).
func (s *Starter) Start(ctx context.Context, id string) error {
	_, err := s.C.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: id, TaskQueue: "q"}, "Fetch", id)
	return err
}

// Signal signals a workflow once; the client retries the call by itself.
func (s *Starter) Signal(ctx context.Context, id string) error {
	return s.C.SignalWorkflow(ctx, id, "", "go", nil)
}
