package rows

import (
	"context"
	"time"

	grpcretry "github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/retry"
	"google.golang.org/grpc"
)

// google.golang.org/grpc: a connection from Dial or DialContext with the
// go-grpc-middleware retry interceptor (retry.WithMax(n) is n attempts,
// the default max of 0 disables it) retries every unary RPC; a stream
// opened with a per-call retry.WithMax(n) on a connection with the
// retry stream interceptor is opened up to n times.

var watchDesc = &grpc.StreamDesc{StreamName: "Watch", ServerStreams: true}

// DialRetrying: the unary interceptor makes 3 attempts and the loop
// retries the RPC: 2 × 3 calls.
func DialRetrying(ctx context.Context, target string) error {
	cc, err := grpc.Dial(target, grpc.WithUnaryInterceptor(grpcretry.UnaryClientInterceptor(grpcretry.WithMax(3))))
	if err != nil {
		return err
	}
	for i := 0; i < 2; i++ {
		if err = cc.Invoke(ctx, "/things.Things/Get", nil, nil); err == nil { // want `^for loop \(2 attempts\) calls grpc retry interceptor \(3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// DialPlain: no interceptor.
func DialPlain(ctx context.Context, target string) error {
	cc, err := grpc.Dial(target)
	if err != nil {
		return err
	}
	for i := 0; i < 2; i++ {
		if err = cc.Invoke(ctx, "/things.Things/Get", nil, nil); err == nil { // fine: the connection does not retry, the loop is the only owner
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// DialDefaultMax: the interceptor without WithMax has max 0: disabled.
func DialDefaultMax(ctx context.Context, target string) error {
	cc, err := grpc.Dial(target, grpc.WithUnaryInterceptor(grpcretry.UnaryClientInterceptor()))
	if err != nil {
		return err
	}
	for i := 0; i < 2; i++ {
		if err = cc.Invoke(ctx, "/things.Things/Get", nil, nil); err == nil { // fine: a max of 0 makes one attempt, the loop is the only owner
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// DialContextRetrying: the interceptor in a chain makes 4 attempts: 2 ×
// 4 calls.
func DialContextRetrying(ctx context.Context, target string) error {
	cc, err := grpc.DialContext(ctx, target, grpc.WithChainUnaryInterceptor(grpcretry.UnaryClientInterceptor(grpcretry.WithMax(4))))
	if err != nil {
		return err
	}
	for i := 0; i < 2; i++ {
		if err = cc.Invoke(ctx, "/things.Things/Get", nil, nil); err == nil { // want `^for loop \(2 attempts\) calls grpc retry interceptor \(4 attempts\): up to 8 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// DialContextOneAttempt: WithMax(1) is one attempt.
func DialContextOneAttempt(ctx context.Context, target string) error {
	cc, err := grpc.DialContext(ctx, target, grpc.WithChainUnaryInterceptor(grpcretry.UnaryClientInterceptor(grpcretry.WithMax(1))))
	if err != nil {
		return err
	}
	for i := 0; i < 2; i++ {
		if err = cc.Invoke(ctx, "/things.Things/Get", nil, nil); err == nil { // fine: one attempt per RPC, the loop is the only owner
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// DialContextOnce: the retrying connection, one RPC, no loop.
func DialContextOnce(ctx context.Context, target string) error {
	cc, err := grpc.DialContext(ctx, target, grpc.WithChainUnaryInterceptor(grpcretry.UnaryClientInterceptor(grpcretry.WithMax(4))))
	if err != nil {
		return err
	}
	return cc.Invoke(ctx, "/things.Things/Get", nil, nil) // fine: the interceptor is the only retry owner
}

// StreamPerCall: the stream interceptor retries opening a server stream,
// 3 attempts by the per-call WithMax, and the loop retries it: 2 × 3.
func StreamPerCall(ctx context.Context, target string) error {
	cc, err := grpc.Dial(target, grpc.WithStreamInterceptor(grpcretry.StreamClientInterceptor()))
	if err != nil {
		return err
	}
	for i := 0; i < 2; i++ {
		if _, err = cc.NewStream(ctx, watchDesc, "/things.Things/Watch", grpcretry.WithMax(3)); err == nil { // want `^for loop \(2 attempts\) calls grpc retry\.WithMax \(3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// StreamPlain: a stream on a connection without interceptors.
func StreamPlain(ctx context.Context, target string) error {
	cc, err := grpc.Dial(target)
	if err != nil {
		return err
	}
	for i := 0; i < 2; i++ {
		if _, err = cc.NewStream(ctx, watchDesc, "/things.Things/Watch"); err == nil { // fine: nothing retries the stream, the loop is the only owner
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// StreamOnUnaryRetry: the unary interceptor retries unary RPCs only;
// NewStream goes through the stream interceptors, and there are none.
func StreamOnUnaryRetry(ctx context.Context, target string) error {
	cc, err := grpc.Dial(target, grpc.WithUnaryInterceptor(grpcretry.UnaryClientInterceptor(grpcretry.WithMax(3))))
	if err != nil {
		return err
	}
	for i := 0; i < 2; i++ {
		if _, err = cc.NewStream(ctx, watchDesc, "/things.Things/Watch"); err == nil { // fine: the unary interceptor does not retry a stream
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// thingsClient is the shape of a generated client: a unary method and a
// server-streaming one.
type thingsClient interface {
	Get(ctx context.Context, in *getRequest, opts ...grpc.CallOption) (*getReply, error)
	Watch(ctx context.Context, in *getRequest, opts ...grpc.CallOption) (grpc.ClientStream, error)
}

type getRequest struct{}
type getReply struct{}

type thingsGRPC struct{ cc grpc.ClientConnInterface }

func (c *thingsGRPC) Get(ctx context.Context, in *getRequest, opts ...grpc.CallOption) (*getReply, error) {
	out := new(getReply)
	return out, c.cc.Invoke(ctx, "/things.Things/Get", in, out, opts...)
}

func (c *thingsGRPC) Watch(ctx context.Context, in *getRequest, opts ...grpc.CallOption) (grpc.ClientStream, error) {
	return c.cc.NewStream(ctx, watchDesc, "/things.Things/Watch", opts...)
}

func newThingsClient(cc grpc.ClientConnInterface) thingsClient { return &thingsGRPC{cc} }

// GeneratedUnaryAndStream: on a connection with the unary retry
// interceptor, the generated client's unary method retries and its
// streaming method does not.
func GeneratedUnaryAndStream(ctx context.Context, target string) error {
	cc, err := grpc.Dial(target, grpc.WithUnaryInterceptor(grpcretry.UnaryClientInterceptor(grpcretry.WithMax(3))))
	if err != nil {
		return err
	}
	c := newThingsClient(cc)
	for i := 0; i < 2; i++ {
		if _, err = c.Get(ctx, &getRequest{}); err == nil { // want `^for loop \(2 attempts\) calls grpc retry interceptor \(3 attempts\): up to 6 calls per operation`
			break
		}
		time.Sleep(time.Second)
	}
	for i := 0; i < 2; i++ {
		if _, err = c.Watch(ctx, &getRequest{}); err == nil { // fine: the unary interceptor does not retry a stream
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
