// Package grpcconn retries around a generated gRPC client whose
// connection has the go-grpc-middleware retry interceptor enabled.
package grpcconn

import (
	"context"
	"time"

	"github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/retry"
	"google.golang.org/grpc"
)

// Reply is a generated message.
type Reply struct{}

// GreeterClient is a generated client interface.
type GreeterClient interface {
	SayHello(ctx context.Context, in *Reply, opts ...grpc.CallOption) (*Reply, error)
}

type greeterClient struct{ cc grpc.ClientConnInterface }

// NewGreeterClient is a generated constructor.
func NewGreeterClient(cc grpc.ClientConnInterface) GreeterClient { return &greeterClient{cc} }

func (c *greeterClient) SayHello(ctx context.Context, in *Reply, opts ...grpc.CallOption) (*Reply, error) {
	out := new(Reply)
	err := c.cc.Invoke(ctx, "/Greeter/SayHello", in, out, opts...)
	return out, err
}

// Service holds a client on a retrying connection.
type Service struct{ greeter GreeterClient }

// New dials with the retry interceptor: every unary RPC is tried 3 times.
func New(target string) (*Service, error) {
	conn, err := grpc.NewClient(target, grpc.WithUnaryInterceptor(retry.UnaryClientInterceptor(retry.WithMax(3))))
	if err != nil {
		return nil, err
	}
	return &Service{greeter: NewGreeterClient(conn)}, nil
}

// Hello retries an RPC that the connection already retries.
func (s *Service) Hello(ctx context.Context) error {
	var err error
	for i := 0; i < 2; i++ {
		if _, err = s.greeter.SayHello(ctx, &Reply{}); err == nil { // want `for loop \(2 attempts\) calls grpc retry interceptor \(3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// PerCall retries an RPC that retries by its own call option.
func PerCall(ctx context.Context, c GreeterClient) error {
	var err error
	for i := 0; i < 2; i++ {
		if _, err = c.SayHello(ctx, &Reply{}, retry.WithMax(4)); err == nil { // want `for loop \(2 attempts\) calls grpc retry.WithMax \(4 attempts\): up to 8 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Plain dials without the interceptor: one retry owner only.
type Plain struct{ greeter GreeterClient }

// NewPlain dials without retries.
func NewPlain(target string) (*Plain, error) {
	conn, err := grpc.NewClient(target)
	if err != nil {
		return nil, err
	}
	return &Plain{greeter: NewGreeterClient(conn)}, nil
}

// Hello retries a plain RPC: fine, the loop is the only owner.
func (p *Plain) Hello(ctx context.Context) error {
	var err error
	for i := 0; i < 2; i++ {
		if _, err = p.greeter.SayHello(ctx, &Reply{}); err == nil { // fine: the connection does not retry
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Background sends an RPC with a per-call retry option in a goroutine
// and in a deferred call: calls with no value, which must not stop the
// analysis.
func Background(ctx context.Context, c GreeterClient) {
	go c.SayHello(ctx, &Reply{}, retry.WithMax(4))    // fine: one retry owner, nobody waits for it
	defer c.SayHello(ctx, &Reply{}, retry.WithMax(2)) // fine: one retry owner
}

// Watch retries opening a stream on a plain connection. Fine: with no
// retryPolicy, gRPC only replays an attempt that never reached the server
// (its transparent retry), which multiplies nothing.
func Watch(ctx context.Context, target string) (grpc.ClientStream, error) {
	conn, err := grpc.NewClient(target)
	if err != nil {
		return nil, err
	}
	for i := 0; i < 3; i++ {
		var s grpc.ClientStream
		if s, err = conn.NewStream(ctx, &grpc.StreamDesc{}, "/Greeter/Watch"); err == nil {
			return s, nil
		}
		time.Sleep(time.Second)
	}
	return nil, err
}
