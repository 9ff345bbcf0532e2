// Package grpcretry holds go-grpc-middleware retry edge cases of the
// catalog (§9a) that the analysis must get right.
package grpcretry

import (
	"context"
	"time"

	grpcretry "github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/retry"
	"google.golang.org/grpc"
)

// LoopOverInterceptor: the conn's unary interceptor retries every RPC
// with WithMax(3) = 3 attempts, and the loop retries the RPC: 2 × 3 = 6.
func LoopOverInterceptor(ctx context.Context, target string) error {
	cc, err := grpc.NewClient(target, grpc.WithUnaryInterceptor(grpcretry.UnaryClientInterceptor(grpcretry.WithMax(3))))
	if err != nil {
		return err
	}
	for i := 0; i < 2; i++ {
		if err = cc.Invoke(ctx, "/things.Things/Get", nil, nil); err == nil { // want `^for loop \(2 attempts\) calls .*\(3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
