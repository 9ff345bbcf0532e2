// Package lb is a test stub mirroring github.com/go-kit/kit v0.13.0.
package lb

import (
	"context"
	"errors"
	"math/rand"
	"sync/atomic"
	"time"

	"github.com/go-kit/kit/endpoint"
	"github.com/go-kit/kit/sd"
)

// Balancer yields endpoints according to some heuristic.
type Balancer interface {
	Endpoint() (endpoint.Endpoint, error)
}

// ErrNoEndpoints is returned when no qualifying endpoints are available.
var ErrNoEndpoints = errors.New("no endpoints available")

// NewRoundRobin returns a load balancer that returns services in sequence.
func NewRoundRobin(s sd.Endpointer) Balancer { return &roundRobin{s: s} }

type roundRobin struct {
	s sd.Endpointer
	c uint64
}

func (rr *roundRobin) Endpoint() (endpoint.Endpoint, error) {
	endpoints, err := rr.s.Endpoints()
	if err != nil {
		return nil, err
	}
	if len(endpoints) <= 0 {
		return nil, ErrNoEndpoints
	}
	old := atomic.AddUint64(&rr.c, 1) - 1
	return endpoints[old%uint64(len(endpoints))], nil
}

// NewRandom returns a load balancer that selects services randomly.
func NewRandom(s sd.Endpointer, seed int64) Balancer {
	return &random{s: s, r: rand.New(rand.NewSource(seed))}
}

type random struct {
	s sd.Endpointer
	r *rand.Rand
}

func (r *random) Endpoint() (endpoint.Endpoint, error) {
	endpoints, err := r.s.Endpoints()
	if err != nil {
		return nil, err
	}
	if len(endpoints) <= 0 {
		return nil, ErrNoEndpoints
	}
	return endpoints[r.r.Intn(len(endpoints))], nil
}

// RetryError is an error wrapper that is used by the retry mechanism.
type RetryError struct {
	RawErrors []error // all errors encountered from endpoints directly
	Final     error   // the final, terminating error
}

func (e RetryError) Error() string { return e.Final.Error() }

// Callback is a function that is given the current attempt count and the error
// received from the underlying endpoint.
type Callback func(n int, received error) (keepTrying bool, replacement error)

// Retry wraps a service load balancer and returns an endpoint oriented load
// balancer for the specified service method.
func Retry(max int, timeout time.Duration, b Balancer) endpoint.Endpoint {
	return RetryWithCallback(timeout, b, func(n int, err error) (bool, error) { return n < max, nil })
}

// RetryWithCallback wraps a service load balancer and returns an endpoint
// oriented load balancer for the specified service method.
func RetryWithCallback(timeout time.Duration, b Balancer, cb Callback) endpoint.Endpoint {
	if cb == nil {
		cb = func(int, error) (bool, error) { return true, nil }
	}
	return func(ctx context.Context, request interface{}) (response interface{}, err error) {
		newctx, cancel := context.WithTimeout(ctx, timeout)
		defer cancel()
		var final RetryError
		for i := 1; ; i++ {
			e, err := b.Endpoint()
			if err == nil {
				response, err = e(newctx, request)
				if err == nil {
					return response, nil
				}
			}
			final.RawErrors = append(final.RawErrors, err)
			keepTrying, replacement := cb(i, err)
			if replacement != nil {
				err = replacement
			}
			if !keepTrying {
				final.Final = err
				return nil, final
			}
		}
	}
}
