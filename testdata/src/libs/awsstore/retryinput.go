package awsstore

import (
	"context"
	"errors"
	"strings"
	"time"
)

// RetryInput carries the operation a retry helper runs in a field (the
// shape of go-to-k/delstack's RetryInput before its #119).
type RetryInput[T, U, V any] struct {
	Ctx       context.Context
	Input     *T
	Options   []func(*V)
	ApiCaller func(ctx context.Context, input *T, optFns ...func(*V)) (*U, error)
	Retryable func(error) bool
}

// Retry runs in.ApiCaller until it works or Retryable says no: a retry
// helper whose operation is a field of its argument.
func Retry[T, U, V any](in *RetryInput[T, U, V]) (*U, error) {
	count := 0
	for {
		out, err := in.ApiCaller(in.Ctx, in.Input, in.Options...)
		if err == nil {
			return out, nil
		}
		if in.Retryable(err) {
			count++
			if count > 10 {
				return nil, errors.New("retry count over")
			}
			time.Sleep(time.Second)
			continue
		}
		return nil, err
	}
}

// Throttled is the predicate callers pass.
func Throttled(err error) bool { return strings.Contains(err.Error(), "Throttling") }
