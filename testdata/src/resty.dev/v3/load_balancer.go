// Package resty is a test stub mirroring resty.dev/v3 v3.0.0-rc.4 (load balancer).
package resty

import (
	"context"
	"errors"
	"sync"
)

// ErrNoBaseURLs is returned when no base URLs are found.
var ErrNoBaseURLs = errors.New("resty: no base URLs found")

// LoadBalancer is the interface that abstracts a load-balancing algorithm.
type LoadBalancer interface {
	// Next is the method of v3.0.0-beta.1 to beta.6 (rc.1 replaced it with
	// NextWithContext); kept so that both forms have a stub.
	Next() (string, error)
	NextWithContext(ctx context.Context) (string, error)
	Feedback(*RequestFeedback)
	Close() error
}

// RequestFeedback contains request outcome data reported back to a
// [LoadBalancer] implementation.
type RequestFeedback struct {
	BaseURL string
	Success bool
	Attempt int
}

// NewRoundRobin creates a Round-Robin (RR) load balancer with the given base URLs.
func NewRoundRobin(baseURLs ...string) (*RoundRobin, error) {
	if len(baseURLs) == 0 {
		return nil, ErrNoBaseURLs
	}
	rr := &RoundRobin{lock: new(sync.Mutex)}
	if err := rr.Refresh(baseURLs...); err != nil {
		return rr, err
	}
	return rr, nil
}

var _ LoadBalancer = (*RoundRobin)(nil)

// RoundRobin implements the Round-Robin (RR) load-balancing algorithm.
type RoundRobin struct {
	lock     *sync.Mutex
	baseURLs []string
	current  int
}

// NextWithContext returns the next base URL in round-robin order.
func (rr *RoundRobin) NextWithContext(ctx context.Context) (string, error) {
	rr.lock.Lock()
	defer rr.lock.Unlock()
	if len(rr.baseURLs) == 0 {
		return "", ErrNoBaseURLs
	}
	u := rr.baseURLs[rr.current]
	rr.current = (rr.current + 1) % len(rr.baseURLs)
	return u, nil
}

// Next returns the next base URL in round-robin order (v3.0.0-beta.6).
func (rr *RoundRobin) Next() (string, error) { return rr.NextWithContext(context.Background()) }

// Feedback does nothing in RoundRobin.
func (rr *RoundRobin) Feedback(_ *RequestFeedback) {}

// Close does nothing in RoundRobin.
func (rr *RoundRobin) Close() error { return nil }

// Refresh replaces the base URLs.
func (rr *RoundRobin) Refresh(baseURLs ...string) error {
	rr.lock.Lock()
	defer rr.lock.Unlock()
	rr.baseURLs = append(rr.baseURLs[:0], baseURLs...)
	rr.current = 0
	return nil
}
