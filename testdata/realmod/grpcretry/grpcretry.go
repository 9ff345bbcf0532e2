// Package grpcretry exercises
// github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/retry (v2.3.4)
// with google.golang.org/grpc.
//
// The middleware retry has no closure-taking function: it retries inside the
// unary interceptor installed on the connection, and is enabled per
// connection (UnaryClientInterceptor(WithMax(n))) or per call (a
// retry.WithMax(n) CallOption). WithMax(n) = n attempts in total; the default
// is 0 = no retry, and WithMax(1) is a single attempt (catalog §9a). The
// outer layer here is github.com/cenkalti/backoff/v4.
package grpcretry

import (
	"context"
	"time"

	"github.com/cenkalti/backoff/v4"
	grpcretry "github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/retry"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/protobuf/types/known/emptypb"
)

// Dial returns a connection whose unary RPCs are retried by the middleware
// (WithMax(3) = 3 attempts, on Unavailable and ResourceExhausted).
func Dial(target string) (*grpc.ClientConn, error) {
	return grpc.NewClient(target,
		grpc.WithTransportCredentials(insecure.NewCredentials()),
		grpc.WithUnaryInterceptor(grpcretry.UnaryClientInterceptor(
			grpcretry.WithMax(3),
			grpcretry.WithBackoff(grpcretry.BackoffLinear(100*time.Millisecond)),
		)),
	)
}

// NestedGRPCRetry is a nested retry: the operation of backoff.Retry (v4,
// WithMaxRetries(..., 2) = 3 attempts) calls invokeWithRetry (helper.go),
// which does conn.Invoke with a per-call retry.WithMax(4) option, so the
// interceptor retries each RPC up to 4 times. Worst case 3*4 = 12 RPCs.
func NestedGRPCRetry(ctx context.Context, conn *grpc.ClientConn) error {
	return backoff.Retry(func() error {
		return invokeWithRetry(ctx, conn) // want `^backoff\.Retry \(3 attempts\) calls grpcretry\.invokeWithRetry, which retries via grpc retry\.WithMax \(4 attempts\): up to 12 calls per operation[^;]*; keep one retry owner`
	}, backoff.WithContext(backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 2), ctx))
}

// NestedGRPCInterceptor: the connection is built in this function with the
// retry interceptor, UnaryClientInterceptor(WithMax(3)) = 3 attempts per
// RPC, and the RPC runs inside backoff.Retry with WithMaxRetries(..., 1) =
// 2 attempts: 2*3 = 6 RPCs. The closure captures conn, so the analysis
// must follow the captured variable back to grpc.NewClient.
func NestedGRPCInterceptor(ctx context.Context, target string) error {
	conn, err := grpc.NewClient(target,
		grpc.WithTransportCredentials(insecure.NewCredentials()),
		grpc.WithUnaryInterceptor(grpcretry.UnaryClientInterceptor(grpcretry.WithMax(3))),
	)
	if err != nil {
		return err
	}
	defer conn.Close()
	return backoff.Retry(func() error {
		return conn.Invoke(ctx, method, &emptypb.Empty{}, &emptypb.Empty{}) // want `^backoff\.Retry \(2 attempts\) calls grpc retry interceptor \(3 attempts\): up to 6 calls per operation[^;]*; keep one retry owner`
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 1))
}

// SingleGRPCRetry has one retry layer only: the interceptor's retries
// (WithMax(3) from Dial), with no outer retry around the call. Negative case.
func SingleGRPCRetry(ctx context.Context, conn *grpc.ClientConn) error {
	return invoke(ctx, conn)
}

// SingleGRPCOuterOnly: backoff.Retry around a plain conn.Invoke with no
// retry CallOption on a connection of unknown origin: the only retry owner
// visible is backoff.Retry. gRPC's own client code (transparent retries,
// its internal loops) must not be taken for a second owner. Negative case.
func SingleGRPCOuterOnly(ctx context.Context, conn *grpc.ClientConn) error {
	return backoff.Retry(func() error {
		return invoke(ctx, conn)
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 2))
}

// SingleGRPCMaxOne: a per-call WithMax(1) is one attempt, so the RPC does
// not retry and backoff.Retry is the only owner. Negative case.
func SingleGRPCMaxOne(ctx context.Context, conn *grpc.ClientConn) error {
	return backoff.Retry(func() error {
		return invokeOnce(ctx, conn)
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 2))
}
