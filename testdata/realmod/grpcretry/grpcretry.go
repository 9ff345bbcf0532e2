// Package grpcretry exercises
// github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/retry (v2.3.4)
// with google.golang.org/grpc.
//
// The middleware retry has no closure-taking function: it retries inside the
// unary interceptor installed on the connection, and is enabled per
// connection (UnaryClientInterceptor(WithMax(n))) or per call (a
// retry.WithMax(n) CallOption). WithMax(n) = n attempts in total; the default
// is 0 = no retry. The outer layer here is github.com/cenkalti/backoff/v4.
package grpcretry

import (
	"context"
	"time"

	"github.com/cenkalti/backoff/v4"
	grpcretry "github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/retry"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
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
		return invokeWithRetry(ctx, conn)
	}, backoff.WithContext(backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 2), ctx))
}

// SingleGRPCRetry has one retry layer only: the interceptor's retries
// (WithMax(3) from Dial), with no outer retry around the call. Negative case.
func SingleGRPCRetry(ctx context.Context, conn *grpc.ClientConn) error {
	return invoke(ctx, conn)
}
