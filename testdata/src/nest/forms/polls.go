package forms

import (
	"context"
	"errors"
	"time"

	"nest/inner"
)

// state asks a dependency for a resource's state through inner.Fetch,
// which retries (3 attempts); a failure comes back as an error.
func state(ctx context.Context, id string) (string, error) {
	if err := inner.Fetch(ctx); err != nil {
		return "", err
	}
	return "ready", nil
}

// provisioning asks whether a resource is still being provisioned.
func provisioning(ctx context.Context, id string) (bool, error) {
	s, err := state(ctx, id)
	return s == "provisioning", err
}

// PollUntilReady polls a state and gives up when the call fails: the
// loop repeats state only after it worked, so a failing dependency sees
// inner.Fetch's 3 attempts, not 10 × 3.
func PollUntilReady(ctx context.Context, id string) error {
	for i := 0; i < 10; i++ {
		s, err := state(ctx, id) // fine: its failure leaves the loop
		if err != nil {
			return err
		}
		if s == "ready" {
			return nil
		}
		time.Sleep(time.Second)
	}
	return errors.New("not ready")
}

// AskReplicas asks each replica in turn and moves to the next one when
// the call fails: a failover of the failure, nested on inner.Fetch's.
func AskReplicas(ctx context.Context, replicas []string) error {
	for _, id := range replicas {
		if _, err := state(ctx, id); err == nil { // want `failover loop \(\? attempts\) calls forms\.state, which reaches inner\.Fetch \(for loop, 3 attempts\)`
			return nil
		}
	}
	return errors.New("all busy")
}

// RequeueFirstProvisioning walks resources and requeues at the first one
// still provisioning; an error ends the walk: each resource is asked
// once, nothing is retried.
func RequeueFirstProvisioning(ctx context.Context, ids []string) error {
	for _, id := range ids {
		busy, err := provisioning(ctx, id) // fine: a walk over resources that stops on an error
		if err != nil {
			return err
		}
		if busy {
			return errors.New("requeue")
		}
		time.Sleep(10 * time.Millisecond)
	}
	return nil
}

// Outer retries PollUntilReady, which reaches inner.Fetch: one nest.
func Outer(ctx context.Context, id string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = PollUntilReady(ctx, id); err == nil { // want `for loop \(3 attempts\) calls forms\.PollUntilReady, which reaches inner\.Fetch \(for loop, 3 attempts\): up to 9 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
