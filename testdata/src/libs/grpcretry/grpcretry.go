// Package grpcretry exercises the go-grpc-middleware v2 retry interceptor
// through its per-call option (catalog §9a: retry.WithMax(n) passed to an
// RPC is n total attempts, despite the doc saying "retries"; Disable() and
// WithMax(0) or WithMax(1) are one attempt).
package grpcretry

import (
	"context"
	"time"

	"github.com/cenkalti/backoff/v4"
	grpcretry "github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/retry"
	"google.golang.org/grpc"
)

type getRequest struct{ ID string }

type getReply struct{ Name string }

// thingClient is what protoc-gen-go-grpc generates for a unary method.
type thingClient struct {
	cc grpc.ClientConnInterface
}

// Get is a generated unary RPC stub.
func (c *thingClient) Get(ctx context.Context, in *getRequest, opts ...grpc.CallOption) (*getReply, error) {
	out := new(getReply)
	if err := c.cc.Invoke(ctx, "/things.Things/Get", in, out, opts...); err != nil {
		return nil, err
	}
	return out, nil
}

// getWithMax4 asks the interceptor for 4 attempts on this call.
func getWithMax4(ctx context.Context, c *thingClient, id string) (*getReply, error) {
	return c.Get(ctx, &getRequest{ID: id}, grpcretry.WithMax(4))
}

// invokeWithMax3 passes WithMax(3) straight to ClientConn.Invoke.
func invokeWithMax3(ctx context.Context, cc *grpc.ClientConn, id string) error {
	return cc.Invoke(ctx, "/things.Things/Get", &getRequest{ID: id}, new(getReply), grpcretry.WithMax(3), grpcretry.WithBackoff(grpcretry.BackoffLinear(time.Second)))
}

// getWithMaxN takes the count from configuration: unknown.
func getWithMaxN(ctx context.Context, c *thingClient, id string, n uint) (*getReply, error) {
	return c.Get(ctx, &getRequest{ID: id}, grpcretry.WithMax(n))
}

// LoopOverGenerated retries an RPC that the interceptor retries: 2 × 4.
func LoopOverGenerated(ctx context.Context, c *thingClient, id string) (*getReply, error) {
	var err error
	for i := 0; i < 2; i++ {
		var r *getReply
		if r, err = getWithMax4(ctx, c, id); err == nil { // want `^for loop \(2 attempts\) calls grpcretry\.getWithMax4, which retries via grpc retry\.WithMax \(4 attempts\): up to 8 calls per operation`
			return r, nil
		}
		time.Sleep(time.Second)
	}
	return nil, err
}

// LoopOverInvoke: 2 × 3.
func LoopOverInvoke(ctx context.Context, cc *grpc.ClientConn, id string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = invokeWithMax3(ctx, cc, id); err == nil { // want `^for loop \(2 attempts\) calls grpcretry\.invokeWithMax3, which retries via grpc retry\.WithMax \(3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// LoopOverConfigured: WithMax(n) with n from configuration: unknown.
func LoopOverConfigured(ctx context.Context, c *thingClient, id string, n uint) error {
	var err error
	for i := 0; i < 2; i++ {
		if _, err = getWithMaxN(ctx, c, id, n); err == nil { // want `^for loop \(2 attempts\) calls grpcretry\.getWithMaxN, which retries via grpc retry\.WithMax \(\? attempts\): up to \? calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// BackoffOverRPC: a library retry around an RPC with WithMax(3): 2 × 3.
func BackoffOverRPC(ctx context.Context, c *thingClient, id string) error {
	return backoff.Retry(func() error {
		_, err := c.Get(ctx, &getRequest{ID: id}, grpcretry.WithMax(3)) // want `^backoff\.Retry \(2 attempts\) calls grpc retry\.WithMax \(3 attempts\): up to 6 calls per operation`
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 1))
}

// Negatives.

// Once: one RPC with WithMax(3), no outer retry: a single owner.
func Once(ctx context.Context, c *thingClient, id string) (*getReply, error) {
	return getWithMax4(ctx, c, id)
}

// LoopOneAttempt: WithMax(1) is one attempt: the loop is the only owner.
func LoopOneAttempt(ctx context.Context, c *thingClient, id string) error {
	var err error
	for i := 0; i < 2; i++ {
		if _, err = c.Get(ctx, &getRequest{ID: id}, grpcretry.WithMax(1)); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// LoopDisabled: Disable() turns the interceptor off for this call: the
// loop is the only owner.
func LoopDisabled(ctx context.Context, c *thingClient, id string) error {
	var err error
	for i := 0; i < 2; i++ {
		if _, err = c.Get(ctx, &getRequest{ID: id}, grpcretry.Disable()); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
