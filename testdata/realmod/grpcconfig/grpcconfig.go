// Package grpcconfig runs nestedretry against the real google.golang.org/grpc:
// a connection whose default service config has a retryPolicy retries
// by itself, so a user retry around its calls multiplies attempts.
package grpcconfig

import (
	"context"

	"github.com/avast/retry-go/v4"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/protobuf/types/known/emptypb"
)

const serviceConfig = `{"methodConfig": [{"name": [{"service": "health.Health", "method": "Check"}],
  "retryPolicy": {"maxAttempts": 3, "initialBackoff": "0.1s", "maxBackoff": "1s",
    "backoffMultiplier": 2, "retryableStatusCodes": ["UNAVAILABLE"]}}]}`

// Check: retry.Do (4) around a method the policy retries (3).
func Check(ctx context.Context, target string) error {
	cc, err := grpc.NewClient(target, grpc.WithTransportCredentials(insecure.NewCredentials()),
		grpc.WithDefaultServiceConfig(serviceConfig))
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		return cc.Invoke(ctx, "/health.Health/Check", &emptypb.Empty{}, &emptypb.Empty{}) // want `^retry\.Do \(4 attempts\) calls grpc service config retryPolicy \(3 attempts\): up to 12 calls per operation`
	}, retry.Attempts(4))
}

// Watch is fine: the policy does not name Watch.
func Watch(ctx context.Context, target string) error {
	cc, err := grpc.NewClient(target, grpc.WithTransportCredentials(insecure.NewCredentials()),
		grpc.WithDefaultServiceConfig(serviceConfig))
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		return cc.Invoke(ctx, "/health.Health/Watch", &emptypb.Empty{}, &emptypb.Empty{})
	}, retry.Attempts(4))
}

// Disabled is fine: WithDisableRetry turns the policy off.
func Disabled(ctx context.Context, target string) error {
	cc, err := grpc.NewClient(target, grpc.WithTransportCredentials(insecure.NewCredentials()),
		grpc.WithDefaultServiceConfig(serviceConfig), grpc.WithDisableRetry())
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		return cc.Invoke(ctx, "/health.Health/Check", &emptypb.Empty{}, &emptypb.Empty{})
	}, retry.Attempts(4))
}
