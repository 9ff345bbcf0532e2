// Package permanent: permanentretry against the real go-retryablehttp,
// resty, go-grpc-middleware (v1 and v2), grpc and avast/retry-go.
package permanent

import (
	"context"
	"net/http"

	"github.com/avast/retry-go/v4"
	"github.com/go-resty/resty/v2"
	grpcretry1 "github.com/grpc-ecosystem/go-grpc-middleware/retry"
	grpcretry "github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/retry"
	"github.com/hashicorp/go-retryablehttp"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/status"
)

// CheckAll retries every status but 2xx.
func CheckAll() *retryablehttp.Client {
	c := retryablehttp.NewClient()
	c.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) { // want `retryablehttp.Client.CheckRetry retries every 4xx status but 408, 425 and 429, which are permanent`
		if err != nil {
			return true, nil
		}
		return resp.StatusCode >= 300, nil
	}
	return c
}

// CheckServer retries 5xx and 429.
func CheckServer() *retryablehttp.Client {
	c := retryablehttp.NewClient()
	c.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) { // fine: 5xx and 429
		if err != nil {
			return true, nil
		}
		return resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500, nil
	}
	return c
}

// Resty retries a 404 and a 400.
func Resty() *resty.Client {
	return resty.New().SetRetryCount(3).AddRetryCondition(func(r *resty.Response, err error) bool { // want `resty.Client.AddRetryCondition retries HTTP 400, 404, which are permanent`
		return r.StatusCode() == http.StatusBadRequest || r.StatusCode() == http.StatusNotFound || r.StatusCode() >= 500
	})
}

// Codes retries NotFound (v2) and InvalidArgument (v1).
func Codes(target string) (*grpc.ClientConn, error) {
	return grpc.NewClient(target,
		grpc.WithTransportCredentials(insecure.NewCredentials()),
		grpc.WithChainUnaryInterceptor(
			grpcretry.UnaryClientInterceptor(grpcretry.WithMax(3), grpcretry.WithCodes(codes.Unavailable, codes.NotFound)), // want `retry.WithCodes retries codes.NotFound, which is permanent`
			grpcretry1.UnaryClientInterceptor(grpcretry1.WithMax(3), grpcretry1.WithCodes(codes.InvalidArgument)),          // want `grpc_retry.WithCodes retries codes.InvalidArgument, which is permanent`
			grpcretry.UnaryClientInterceptor(grpcretry.WithMax(3), grpcretry.WithCodes(codes.Unavailable, codes.Aborted)),  // fine: temporary codes
		))
}

// Config retries PERMISSION_DENIED through the service config.
func Config(target string) (*grpc.ClientConn, error) {
	return grpc.NewClient(target, grpc.WithTransportCredentials(insecure.NewCredentials()),
		grpc.WithDefaultServiceConfig(`{"methodConfig": [{"name": [{}], "retryPolicy": {"maxAttempts": 3, "initialBackoff": "0.1s", "maxBackoff": "1s", "backoffMultiplier": 2, "retryableStatusCodes": ["UNAVAILABLE", "PERMISSION_DENIED"]}}]}`)) // want `grpc service config retries codes.PermissionDenied, which is permanent`
}

// RetryIf retries Unimplemented.
func RetryIf(call func() error) error {
	return retry.Do(call, retry.Attempts(3), retry.RetryIf(func(err error) bool { // want `retry.RetryIf retries codes.Unimplemented, which is permanent`
		s, _ := status.FromError(err)
		return s.Code() == codes.Unavailable || s.Code() == codes.Unimplemented
	}))
}

// RetryUnavailable retries Unavailable only.
func RetryUnavailable(call func() error) error {
	return retry.Do(call, retry.Attempts(3), retry.RetryIf(func(err error) bool { // fine: codes.Unavailable only
		return status.Code(err) == codes.Unavailable
	}))
}
