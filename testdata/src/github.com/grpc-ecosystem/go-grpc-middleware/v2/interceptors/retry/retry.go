// Package retry is a test stub mirroring version v2.3.4 of github.com/grpc-ecosystem/go-grpc-middleware/v2 (interceptors/retry).
package retry

import (
	"context"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
)

const (
	AttemptMetadataKey = "x-retry-attempt"
)

// DefaultRetriableCodes is a set of well known types gRPC codes that should be retri-able.
var DefaultRetriableCodes = []codes.Code{codes.ResourceExhausted, codes.Unavailable}

// BackoffFunc denotes a family of functions that control the backoff duration between call retries.
type BackoffFunc func(ctx context.Context, attempt uint) time.Duration

// OnRetryCallback is the type of function called when a retry occurs.
type OnRetryCallback func(ctx context.Context, attempt uint, err error)

// RetriableFunc denotes a family of functions that control which error should be retried.
type RetriableFunc func(err error) bool

type options struct {
	max             uint
	perCallTimeout  time.Duration
	includeHeader   bool
	backoffFunc     BackoffFunc
	onRetryCallback OnRetryCallback
	retriableFunc   RetriableFunc
}

// CallOption is a grpc.CallOption that is local to grpc_retry.
type CallOption struct {
	grpc.EmptyCallOption // make sure we implement private after() and before() fields so we don't panic.
	applyFunc            func(opt *options)
}

var _ grpc.CallOption = CallOption{}

// Disable disables the retry behaviour on this call, or this interceptor.
func Disable() CallOption { return WithMax(0) }

// WithMax sets the maximum number of retries on this call, or this interceptor (the loop makes maxRetries attempts in total).
func WithMax(maxRetries uint) CallOption {
	return CallOption{applyFunc: func(o *options) { o.max = maxRetries }}
}

// WithBackoff sets the `BackoffFunc` used to control time between retries.
func WithBackoff(bf BackoffFunc) CallOption {
	return CallOption{applyFunc: func(o *options) { o.backoffFunc = bf }}
}

// WithOnRetryCallback sets the callback to use when a retry occurs.
func WithOnRetryCallback(fn OnRetryCallback) CallOption {
	return CallOption{applyFunc: func(o *options) { o.onRetryCallback = fn }}
}

// WithCodes sets which codes should be retried.
func WithCodes(retryCodes ...codes.Code) CallOption {
	return CallOption{applyFunc: func(o *options) {}}
}

// WithPerRetryTimeout sets the RPC timeout per call (including initial call) on this call, or this interceptor.
func WithPerRetryTimeout(timeout time.Duration) CallOption {
	return CallOption{applyFunc: func(o *options) { o.perCallTimeout = timeout }}
}

// WithRetriable sets which error should be retried.
func WithRetriable(retriableFunc RetriableFunc) CallOption {
	return CallOption{applyFunc: func(o *options) { o.retriableFunc = retriableFunc }}
}

// BackoffLinear is very simple: it waits for a fixed period of time between calls.
func BackoffLinear(waitBetween time.Duration) BackoffFunc {
	return func(ctx context.Context, attempt uint) time.Duration { return waitBetween }
}

// BackoffLinearWithJitter waits a set period of time, allowing for jitter (fractional adjustment).
func BackoffLinearWithJitter(waitBetween time.Duration, jitterFraction float64) BackoffFunc {
	return func(ctx context.Context, attempt uint) time.Duration { return waitBetween }
}

// BackoffExponential produces increasing intervals for each attempt.
func BackoffExponential(scalar time.Duration) BackoffFunc {
	return func(ctx context.Context, attempt uint) time.Duration { return scalar }
}

// BackoffExponentialWithJitter creates an exponential backoff like BackoffExponential does, but adds jitter.
func BackoffExponentialWithJitter(scalar time.Duration, jitterFraction float64) BackoffFunc {
	return func(ctx context.Context, attempt uint) time.Duration { return scalar }
}

// BackoffExponentialWithJitterBounded creates an exponential backoff like BackoffExponential does, but adds jitter and bounds it.
func BackoffExponentialWithJitterBounded(scalar time.Duration, jitterFrac float64, maxBound time.Duration) BackoffFunc {
	return func(ctx context.Context, attempt uint) time.Duration { return scalar }
}

// UnaryClientInterceptor returns a new retrying unary client interceptor.
func UnaryClientInterceptor(optFuncs ...CallOption) grpc.UnaryClientInterceptor {
	return func(parentCtx context.Context, method string, req, reply any, cc *grpc.ClientConn, invoker grpc.UnaryInvoker, opts ...grpc.CallOption) error {
		return invoker(parentCtx, method, req, reply, cc, opts...)
	}
}

// StreamClientInterceptor returns a new retrying stream client interceptor for server side streaming calls.
func StreamClientInterceptor(optFuncs ...CallOption) grpc.StreamClientInterceptor {
	return func(parentCtx context.Context, desc *grpc.StreamDesc, cc *grpc.ClientConn, method string, streamer grpc.Streamer, opts ...grpc.CallOption) (grpc.ClientStream, error) {
		return streamer(parentCtx, desc, cc, method, opts...)
	}
}
