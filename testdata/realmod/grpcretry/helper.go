package grpcretry

import (
	"context"

	grpcretry "github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/retry"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/protobuf/types/known/emptypb"
)

const method = "/example.v1.Service/Ping"

// invoke is a plain unary RPC; it retries only if conn carries the retry
// interceptor with a non-zero WithMax (as Dial installs).
func invoke(ctx context.Context, conn *grpc.ClientConn) error {
	return conn.Invoke(ctx, method, &emptypb.Empty{}, &emptypb.Empty{})
}

// invokeWithRetry is the inner retry layer: per-call options turn the
// interceptor's retries on (WithMax(4) = 4 attempts) for this RPC.
func invokeWithRetry(ctx context.Context, conn *grpc.ClientConn) error {
	return conn.Invoke(ctx, method, &emptypb.Empty{}, &emptypb.Empty{},
		grpcretry.WithMax(4),
		grpcretry.WithCodes(codes.Unavailable, codes.Aborted),
	)
}

// invokeOnce passes WithMax(1): a single attempt, no retry.
func invokeOnce(ctx context.Context, conn *grpc.ClientConn) error {
	return conn.Invoke(ctx, method, &emptypb.Empty{}, &emptypb.Empty{}, grpcretry.WithMax(1))
}
