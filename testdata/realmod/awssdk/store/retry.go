package store

import (
	"context"
	"errors"
	"time"
)

// RetryInput carries the operation in a field.
type RetryInput[T, U, V any] struct {
	Ctx       context.Context
	Input     *T
	Options   []func(*V)
	ApiCaller func(ctx context.Context, input *T, optFns ...func(*V)) (*U, error)
}

// Retry runs in.ApiCaller until it works, 11 times at most.
func Retry[T, U, V any](in *RetryInput[T, U, V]) (*U, error) {
	for count := 0; ; count++ {
		out, err := in.ApiCaller(in.Ctx, in.Input, in.Options...)
		if err == nil {
			return out, nil
		}
		if count == 10 {
			return nil, errors.New("retry count over")
		}
		time.Sleep(time.Second)
	}
}
