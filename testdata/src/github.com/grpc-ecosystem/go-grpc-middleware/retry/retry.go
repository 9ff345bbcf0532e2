// Package grpc_retry is a test stub mirroring github.com/grpc-ecosystem/go-grpc-middleware v1.4.0 (retry).
package grpc_retry

import (
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
)

// CallOption is a grpc.CallOption that is local to grpc_retry.
type CallOption struct {
	grpc.EmptyCallOption
	applyFunc func(opt *options)
}

type options struct {
	max   uint
	codes []codes.Code
}

// DefaultRetriableCodes is a set of well known types gRPC codes that should be retri-able.
var DefaultRetriableCodes = []codes.Code{codes.ResourceExhausted, codes.Unavailable}

// WithMax sets the maximum number of retries on this call, or this interceptor.
func WithMax(maxRetries uint) CallOption {
	return CallOption{applyFunc: func(o *options) { o.max = maxRetries }}
}

// WithCodes sets which codes should be retried.
func WithCodes(retryCodes ...codes.Code) CallOption {
	return CallOption{applyFunc: func(o *options) { o.codes = retryCodes }}
}

// UnaryClientInterceptor returns a new retrying unary client interceptor.
func UnaryClientInterceptor(optFuncs ...CallOption) grpc.UnaryClientInterceptor { return nil }
