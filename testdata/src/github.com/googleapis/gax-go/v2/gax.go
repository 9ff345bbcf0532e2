// Package gax is a test stub mirroring github.com/googleapis/gax-go/v2
// v2.27.0 (minimal: Invoke and the call options it reads).
package gax

import (
	"context"
	"time"

	"google.golang.org/grpc/codes"
)

// CallOption is an option used by Invoke to control behaviors of RPC calls.
type CallOption interface {
	Resolve(cs *CallSettings)
}

// Retryer is used by Invoke to determine retry behavior.
type Retryer interface {
	Retry(err error) (pause time.Duration, shouldRetry bool)
}

type retryerOption func() Retryer

func (o retryerOption) Resolve(s *CallSettings) { s.Retry = o }

// WithRetry sets CallSettings.Retry to fn.
func WithRetry(fn func() Retryer) CallOption { return retryerOption(fn) }

// Backoff implements exponential backoff.
type Backoff struct {
	Initial    time.Duration
	Max        time.Duration
	Multiplier float64
}

// Pause returns the next time.Duration that the caller should use to backoff.
func (bo *Backoff) Pause() time.Duration { return bo.Initial }

type boRetryer struct {
	backoff Backoff
	codes   []codes.Code
}

func (r *boRetryer) Retry(err error) (time.Duration, bool) { return r.backoff.Pause(), err != nil }

// OnCodes returns a Retryer that retries if and only if the previous
// attempt returns a GRPC error whose error code is stored in cc.
func OnCodes(cc []codes.Code, bo Backoff) Retryer { return &boRetryer{backoff: bo, codes: cc} }

type timeoutOpt struct{ t time.Duration }

func (o timeoutOpt) Resolve(s *CallSettings) { s.timeout = o.t }

// WithTimeout is a convenience option for setting a context.WithTimeout.
func WithTimeout(t time.Duration) CallOption { return timeoutOpt{t: t} }

// CallSettings allow fine-grained control over how calls are made.
type CallSettings struct {
	Retry   func() Retryer
	timeout time.Duration
}

// APICall is a user defined call stub.
type APICall func(context.Context, CallSettings) error

// Invoke calls the given APICall, performing retries as specified by opts,
// if any.
func Invoke(ctx context.Context, call APICall, opts ...CallOption) error {
	var settings CallSettings
	for _, opt := range opts {
		opt.Resolve(&settings)
	}
	var retryer Retryer
	for {
		err := call(ctx, settings)
		if err == nil {
			return nil
		}
		if settings.Retry == nil {
			return err
		}
		if retryer == nil {
			retryer = settings.Retry()
		}
		pause, ok := retryer.Retry(err)
		if !ok {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(pause):
		}
	}
}
