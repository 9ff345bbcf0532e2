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

// NestedGRPCDialInside: the connection is dialled inside the retried
// operation with the retry interceptor (WithMax(3)), then one RPC:
// backoff.Retry 2 attempts * 3 = 6 RPCs, one finding at conn.Invoke.
func NestedGRPCDialInside(ctx context.Context, target string) error {
	return backoff.Retry(func() error {
		conn, err := grpc.NewClient(target,
			grpc.WithTransportCredentials(insecure.NewCredentials()),
			grpc.WithUnaryInterceptor(grpcretry.UnaryClientInterceptor(grpcretry.WithMax(3))),
		)
		if err != nil {
			return err
		}
		defer conn.Close()
		return conn.Invoke(ctx, method, &emptypb.Empty{}, &emptypb.Empty{}) // want `^backoff\.Retry \(2 attempts\) calls grpc retry interceptor \(3 attempts\): up to 6 calls per operation[^;]*; keep one retry owner`
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 1))
}

// SingleGRPCDialInRetry: Dial (grpcretry.go) only builds a connection
// (grpc.NewClient does not connect or send an RPC), so retrying the dial is
// one retry layer. Negative case: no finding expected.
func SingleGRPCDialInRetry(target string) error {
	return backoff.Retry(func() error {
		conn, err := Dial(target)
		if err != nil {
			return err
		}
		return conn.Close()
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 2))
}
