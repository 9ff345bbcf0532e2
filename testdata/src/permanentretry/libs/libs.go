// Package libs: classifiers and code lists handed to retry libraries.
package libs

import (
	"context"
	"net/http"

	"github.com/avast/retry-go/v4"
	retry5 "github.com/avast/retry-go/v5"
	"github.com/go-resty/resty/v2"
	grpcretry1 "github.com/grpc-ecosystem/go-grpc-middleware/retry"
	grpcretry "github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/retry"
	"github.com/hashicorp/go-retryablehttp"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// AnyFailure retries every status that is not 2xx.
func AnyFailure() *retryablehttp.Client {
	c := retryablehttp.NewClient()
	c.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) { // want `retryablehttp.Client.CheckRetry retries every 4xx status but 408, 425 and 429, which are permanent`
		if err != nil {
			return true, nil
		}
		if resp.StatusCode >= 300 {
			return true, nil
		}
		return false, nil
	}
	return c
}

// ServerOnly retries 5xx and 429: fine.
func ServerOnly() *retryablehttp.Client {
	c := retryablehttp.NewClient()
	c.CheckRetry = serverOnly // fine: 5xx and 429 only
	return c
}

func serverOnly(ctx context.Context, resp *http.Response, err error) (bool, error) {
	if ctx.Err() != nil {
		return false, ctx.Err()
	}
	if err != nil {
		return true, nil
	}
	return resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500, nil
}

// Literal sets the policy in the client's literal.
func Literal() *retryablehttp.Client {
	return &retryablehttp.Client{RetryMax: 3, CheckRetry: forbidden} // want `retryablehttp.Client.CheckRetry retries HTTP 403, which is permanent`
}

func forbidden(ctx context.Context, resp *http.Response, err error) (bool, error) {
	if err != nil {
		return true, nil
	}
	if resp.StatusCode == http.StatusForbidden || resp.StatusCode >= 500 {
		return true, nil
	}
	return false, nil
}

// Delegates to the library's policy after a status test of its own.
func Delegates() *retryablehttp.Client {
	c := retryablehttp.NewClient()
	c.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) { // fine: the default policy decides
		if resp != nil && resp.StatusCode == http.StatusNotImplemented {
			return false, nil
		}
		return retryablehttp.DefaultRetryPolicy(ctx, resp, err)
	}
	return c
}

// Resty retries on a condition that includes 400.
func Resty() *resty.Client {
	return resty.New().SetRetryCount(3).AddRetryCondition(func(r *resty.Response, err error) bool { // want `resty.Client.AddRetryCondition retries HTTP 400, which is permanent`
		return err != nil || r.StatusCode() == http.StatusBadRequest || r.StatusCode() >= 500
	})
}

// RestyServer retries on 5xx only.
func RestyServer() *resty.Client {
	return resty.New().SetRetryCount(3).AddRetryCondition(func(r *resty.Response, err error) bool { // fine: 5xx only
		return r.StatusCode() >= 500
	})
}

// Codes retries NotFound through the interceptor.
func Codes(target string) (*grpc.ClientConn, error) {
	return grpc.NewClient(target, grpc.WithUnaryInterceptor(grpcretry.UnaryClientInterceptor(
		grpcretry.WithMax(3),
		grpcretry.WithCodes(codes.Unavailable, codes.NotFound), // want `retry.WithCodes retries codes.NotFound, which is permanent`
	)))
}

// CodesV1 retries InvalidArgument through the v1 interceptor.
func CodesV1(target string) (*grpc.ClientConn, error) {
	return grpc.NewClient(target, grpc.WithUnaryInterceptor(grpcretry1.UnaryClientInterceptor(
		grpcretry1.WithMax(3),
		grpcretry1.WithCodes(codes.InvalidArgument, codes.Unavailable), // want `grpc_retry.WithCodes retries codes.InvalidArgument, which is permanent`
	)))
}

// Unavailable retries the temporary codes only.
func Unavailable(target string) (*grpc.ClientConn, error) {
	return grpc.NewClient(target, grpc.WithUnaryInterceptor(grpcretry.UnaryClientInterceptor(
		grpcretry.WithMax(3),
		grpcretry.WithCodes(codes.Unavailable, codes.ResourceExhausted), // fine: temporary codes
	)))
}

// Retriable classifies with a function that retries Unauthenticated.
func Retriable() grpcretry.CallOption {
	return grpcretry.WithRetriable(func(err error) bool { // want `retry.WithRetriable retries codes.Unauthenticated, which is permanent`
		switch status.Code(err) {
		case codes.Unavailable, codes.Unauthenticated:
			return true
		}
		return false
	})
}

const serviceConfig = `{"methodConfig": [{"name": [{"service": "echo.Echo"}],
  "retryPolicy": {"maxAttempts": 4, "initialBackoff": "0.1s", "maxBackoff": "1s", "backoffMultiplier": 2,
    "retryableStatusCodes": ["UNAVAILABLE", "FAILED_PRECONDITION"]}}]}`

// ServiceConfig retries FAILED_PRECONDITION.
func ServiceConfig(target string) (*grpc.ClientConn, error) {
	return grpc.NewClient(target, grpc.WithDefaultServiceConfig(serviceConfig)) // want `grpc service config retries codes.FailedPrecondition, which is permanent`
}

const goodConfig = `{"methodConfig": [{"name": [{"service": "echo.Echo"}],
  "retryPolicy": {"maxAttempts": 4, "initialBackoff": "0.1s", "maxBackoff": "1s", "backoffMultiplier": 2,
    "retryableStatusCodes": ["UNAVAILABLE"]}}]}`

// GoodConfig retries UNAVAILABLE only.
func GoodConfig(target string) (*grpc.ClientConn, error) {
	return grpc.NewClient(target, grpc.WithDefaultServiceConfig(goodConfig)) // fine: UNAVAILABLE only
}

// RetryIf retries AlreadyExists and OutOfRange with avast.
func RetryIf(call func() error) error {
	return retry.Do(call, retry.Attempts(3), retry.RetryIf(func(err error) bool { // want `retry.RetryIf retries codes.AlreadyExists, codes.OutOfRange, which are permanent`
		c := status.Code(err)
		return c == codes.Unavailable || c == codes.AlreadyExists || c == codes.OutOfRange
	}))
}

// RetryIfV5 retries Unimplemented with avast v5.
func RetryIfV5(call func() error) retry5.Option {
	return retry5.RetryIf(func(err error) bool { // want `retry.RetryIf retries codes.Unimplemented, which is permanent`
		return status.Code(err) != codes.InvalidArgument && status.Code(err) != codes.NotFound &&
			status.Code(err) != codes.PermissionDenied && status.Code(err) != codes.Unauthenticated &&
			status.Code(err) != codes.FailedPrecondition && status.Code(err) != codes.OutOfRange &&
			status.Code(err) != codes.AlreadyExists
	})
}
