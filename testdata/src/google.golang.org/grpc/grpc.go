// Package grpc is a minimal test stub mirroring version v1.74.2 of google.golang.org/grpc.
package grpc

import (
	"context"

	"google.golang.org/grpc/metadata"
)

type callInfo struct{}

type csAttempt struct{}

// CallOption configures a Call before it starts or extracts information from a Call after it completes.
type CallOption interface {
	before(*callInfo) error
	after(*callInfo, *csAttempt)
}

// EmptyCallOption does not alter the Call configuration.
type EmptyCallOption struct{}

func (EmptyCallOption) before(*callInfo) error      { return nil }
func (EmptyCallOption) after(*callInfo, *csAttempt) {}

type dialOptions struct {
	unaryInt  UnaryClientInterceptor
	streamInt StreamClientInterceptor
}

// DialOption configures how we set up the connection.
type DialOption interface {
	apply(*dialOptions)
}

type funcDialOption struct {
	f func(*dialOptions)
}

func (fdo *funcDialOption) apply(do *dialOptions) { fdo.f(do) }

func newFuncDialOption(f func(*dialOptions)) *funcDialOption { return &funcDialOption{f: f} }

// StreamHandler defines the handler called by gRPC server to complete the execution of a streaming RPC.
type StreamHandler func(srv any, stream ServerStream) error

// ServerStream defines the server-side behavior of a streaming RPC.
type ServerStream interface {
	Context() context.Context
	SendMsg(m any) error
	RecvMsg(m any) error
}

// StreamDesc represents a streaming RPC service's method specification.
type StreamDesc struct {
	StreamName string        // the name of the method excluding the service
	Handler    StreamHandler // the handler called for the method

	ServerStreams bool // indicates the server can perform streaming sends
	ClientStreams bool // indicates the client can perform streaming sends
}

// ClientStream defines the client-side behavior of a streaming RPC.
type ClientStream interface {
	Header() (metadata.MD, error)
	Trailer() metadata.MD
	CloseSend() error
	Context() context.Context
	SendMsg(m any) error
	RecvMsg(m any) error
}

// UnaryInvoker is called by UnaryClientInterceptor to complete RPCs.
type UnaryInvoker func(ctx context.Context, method string, req, reply any, cc *ClientConn, opts ...CallOption) error

// UnaryClientInterceptor intercepts the execution of a unary RPC on the client.
type UnaryClientInterceptor func(ctx context.Context, method string, req, reply any, cc *ClientConn, invoker UnaryInvoker, opts ...CallOption) error

// Streamer is called by StreamClientInterceptor to create a ClientStream.
type Streamer func(ctx context.Context, desc *StreamDesc, cc *ClientConn, method string, opts ...CallOption) (ClientStream, error)

// StreamClientInterceptor intercepts the creation of a ClientStream.
type StreamClientInterceptor func(ctx context.Context, desc *StreamDesc, cc *ClientConn, method string, streamer Streamer, opts ...CallOption) (ClientStream, error)

// ClientConnInterface defines the functions clients need to perform unary and streaming RPCs.
type ClientConnInterface interface {
	Invoke(ctx context.Context, method string, args any, reply any, opts ...CallOption) error
	NewStream(ctx context.Context, desc *StreamDesc, method string, opts ...CallOption) (ClientStream, error)
}

// ClientConn represents a virtual connection to a conceptual endpoint, to perform RPCs.
type ClientConn struct {
	dopts dialOptions
}

var _ ClientConnInterface = (*ClientConn)(nil)

func invoke(ctx context.Context, method string, req, reply any, cc *ClientConn, opts ...CallOption) error {
	return nil
}

func newClientStream(ctx context.Context, desc *StreamDesc, cc *ClientConn, method string, opts ...CallOption) (ClientStream, error) {
	return nil, nil
}

// Invoke sends the RPC request on the wire and returns after response is received.
func (cc *ClientConn) Invoke(ctx context.Context, method string, args, reply any, opts ...CallOption) error {
	if cc.dopts.unaryInt != nil {
		return cc.dopts.unaryInt(ctx, method, args, reply, cc, invoke, opts...)
	}
	return invoke(ctx, method, args, reply, cc, opts...)
}

// NewStream creates a new Stream for the client side.
func (cc *ClientConn) NewStream(ctx context.Context, desc *StreamDesc, method string, opts ...CallOption) (ClientStream, error) {
	if cc.dopts.streamInt != nil {
		return cc.dopts.streamInt(ctx, desc, cc, method, newClientStream, opts...)
	}
	return newClientStream(ctx, desc, cc, method, opts...)
}

// Close tears down the ClientConn and all underlying connections.
func (cc *ClientConn) Close() error { return nil }

// NewClient creates a new gRPC "channel" for the target URI provided.
func NewClient(target string, opts ...DialOption) (conn *ClientConn, err error) {
	cc := &ClientConn{}
	for _, opt := range opts {
		opt.apply(&cc.dopts)
	}
	return cc, nil
}

// Dial calls DialContext(context.Background(), target, opts...).
//
// Deprecated: use NewClient instead.
func Dial(target string, opts ...DialOption) (*ClientConn, error) {
	return DialContext(context.Background(), target, opts...)
}

// DialContext creates a client connection to the given target.
//
// Deprecated: use NewClient instead.
func DialContext(ctx context.Context, target string, opts ...DialOption) (conn *ClientConn, err error) {
	return NewClient(target, opts...)
}

// WithUnaryInterceptor returns a DialOption that specifies the interceptor for unary RPCs.
func WithUnaryInterceptor(f UnaryClientInterceptor) DialOption {
	return newFuncDialOption(func(o *dialOptions) { o.unaryInt = f })
}

// WithChainUnaryInterceptor returns a DialOption that specifies the chained interceptor for unary RPCs.
func WithChainUnaryInterceptor(interceptors ...UnaryClientInterceptor) DialOption {
	return newFuncDialOption(func(o *dialOptions) {})
}

// WithStreamInterceptor returns a DialOption that specifies the interceptor for streaming RPCs.
func WithStreamInterceptor(f StreamClientInterceptor) DialOption {
	return newFuncDialOption(func(o *dialOptions) { o.streamInt = f })
}

// WithDefaultServiceConfig returns a DialOption that configures the default service config.
func WithDefaultServiceConfig(s string) DialOption { return newFuncDialOption(func(o *dialOptions) {}) }

// WithDisableRetry returns a DialOption that disables retries, even if the service config enables them.
func WithDisableRetry() DialOption { return newFuncDialOption(func(o *dialOptions) {}) }

// WithMaxCallAttempts returns a DialOption that configures the maximum number of attempts per call (including retries and hedging).
func WithMaxCallAttempts(n int) DialOption { return newFuncDialOption(func(o *dialOptions) {}) }
