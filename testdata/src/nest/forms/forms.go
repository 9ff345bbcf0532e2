// Package forms nests retry owners in every way the analysis follows.
package forms

import (
	"context"
	"iter"
	"net/http"
	"time"

	"github.com/cenkalti/backoff/v4"
	"github.com/hashicorp/go-retryablehttp"

	"nest/inner"
)

// Loop retries a client that retries.
func Loop(ctx context.Context) error {
	var err error
	for i := 0; i < 4; i++ {
		if err = inner.Fetch(ctx); err == nil { // want `for loop \(4 attempts\) calls inner.Fetch, which retries in a for loop \(3 attempts\): up to 12 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// LoopOnce retries a client that does not retry: one retry owner.
func LoopOnce(ctx context.Context) error {
	var err error
	for i := 0; i < 4; i++ {
		if err = inner.Once(ctx); err == nil { // fine: inner.Once does not retry
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Helper reaches the retrying client through a local helper.
func Helper(ctx context.Context) error {
	return backoff.Retry(func() error {
		return load(ctx) // want `backoff.Retry \(\? attempts\) calls forms.load, which reaches inner.Fetch \(for loop, 3 attempts\): up to \? calls per operation.*; \? because backoff\.Retry in forms\.Helper stops by its default time limit, not after a count$`
	}, backoff.NewExponentialBackOff())
}

func load(ctx context.Context) error { return inner.Fetch(ctx) }

// Fetcher is implemented by a retrying type of this package.
type Fetcher interface {
	Fetch(ctx context.Context) error
}

type retrying struct{}

func (retrying) Fetch(ctx context.Context) error { return inner.Fetch(ctx) }

// Interface calls a retrying implementation through an interface.
func Interface(ctx context.Context, f Fetcher) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = f.Fetch(ctx); err == nil { // want `for loop \(2 attempts\) calls forms.retrying.Fetch, which reaches inner.Fetch \(for loop, 3 attempts\): up to 6 calls`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Service keeps a retrying HTTP client in a field.
type Service struct {
	hc  *http.Client
	url string
}

// NewService stores the StandardClient of a retryablehttp.Client: every
// hc.Do retries inside.
func NewService(url string) *Service {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 2
	return &Service{hc: rc.StandardClient(), url: url}
}

// Call retries a client that retries inside.
func (s *Service) Call(ctx context.Context) error {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, s.url, nil)
	return backoff.Retry(func() error {
		resp, err := s.hc.Do(req) // want `backoff.Retry \(4 attempts\) calls retryablehttp.Client.StandardClient \(3 attempts\): up to 12 calls per operation`
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// MethodValue passes a method value as the retried operation.
func MethodValue(ctx context.Context, c *inner.Client) error {
	get := func() error { return c.Get(ctx) } // want `backoff.Retry \(6 attempts\) calls inner.Client.Get, which reaches inner.Fetch \(for loop, 3 attempts\): up to 18 calls`
	return backoff.Retry(get, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 5))
}

// Bound passes a bound method directly.
func (s *Service) Bound() error {
	return backoff.Retry(s.fetch, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 1)) // want `backoff.Retry \(2 attempts\) calls forms.Service.fetch, which reaches inner.Fetch \(for loop, 3 attempts\): up to 6 calls`
}

func (s *Service) fetch() error { return inner.Fetch(context.Background()) }

// Goroutine starts the retrying client from inside a retry loop: the
// attempts multiply all the same.
func Goroutine(ctx context.Context) error {
	var err error
	for i := 0; i < 3; i++ {
		done := make(chan error, 1)
		go func() { done <- inner.Fetch(ctx) }() // want `for loop \(3 attempts\) calls inner.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls`
		if err = <-done; err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Deferred reaches the retrying client in a deferred call.
func Deferred(ctx context.Context) error {
	return backoff.Retry(func() error {
		defer inner.Fetch(ctx) // want `backoff.Retry \(3 attempts\) calls inner.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls`
		return inner.Once(ctx)
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 2))
}

// Retry is a generic retry helper of the project.
func Retry[T any](n int, op func() (T, error)) (T, error) {
	var zero T
	var err error
	for i := 0; i < n; i++ {
		var v T
		if v, err = op(); err == nil {
			return v, nil
		}
		time.Sleep(time.Second)
	}
	return zero, err
}

// Generic retries a retrying client through the generic helper.
func Generic(ctx context.Context) (int, error) {
	return Retry(3, func() (int, error) {
		return 1, inner.Fetch(ctx) // want `forms.Retry \(3 attempts\) calls inner.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls`
	})
}

// replicas yields the replicas to try.
func replicas() iter.Seq[*inner.Client] {
	return func(yield func(*inner.Client) bool) {
		for _, addr := range []string{"a", "b"} {
			if !yield(&inner.Client{Addr: addr}) {
				return
			}
		}
	}
}

// RangeFunc ranges over an iterator inside a retried operation: a
// failover over the two replicas it yields (stopping at the first
// success), inside a retry of 2 attempts, around a client that retries
// 3 times. (What the iterator's loop goes round on is decided in the
// range body: its class is not read.)
func RangeFunc(ctx context.Context) error {
	return backoff.Retry(func() error {
		for c := range replicas() { // want `^backoff\.Retry \(2 attempts\) runs for loop \(2 attempts\) and reaches inner\.Fetch \(for loop, 3 attempts\): up to 12 calls per operation; the for loop in forms\.RangeFunc\.func1 classifies its errors where the analysis cannot read it, so any failure may multiply`
			if err := c.Get(ctx); err == nil { // want `^for loop \(2 attempts\) calls inner\.Client\.Get, which reaches inner\.Fetch \(for loop, 3 attempts\): up to 6 calls per operation`
				return nil
			}
		}
		return context.DeadlineExceeded
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 1))
}

// SameFunction nests a library retry inside a loop of the same function.
func SameFunction(ctx context.Context) error {
	var err error
	for i := 0; i < 2; i++ {
		err = backoff.Retry(func() error { return inner.Once(ctx) }, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4)) // want `for loop \(2 attempts\) calls backoff.Retry \(5 attempts\): up to 10 calls`
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Unbounded retries forever around a retrying client.
func Unbounded(ctx context.Context) {
	for {
		if err := inner.Fetch(ctx); err == nil { // want `for loop \(unbounded\) calls inner.Fetch, which retries in a for loop \(3 attempts\): unbounded calls per operation`
			return
		}
		time.Sleep(time.Second)
	}
}

// Items calls the retrying client once per item: a loop over work, not
// a retry, so inner.Fetch is the only owner.
func Items(ctx context.Context, items []string) error {
	for range items {
		if err := inner.Fetch(ctx); err != nil { // fine: a loop over work items
			return err
		}
	}
	return nil
}

// Wrapper is a pass-through wrapper: no retry of its own.
func Wrapper(ctx context.Context) error { return inner.Fetch(ctx) } // fine: one owner below

// Heartbeat waits for a condition and sends heartbeats meanwhile: the
// heartbeat branch is not part of the retried operation.
func Heartbeat(ctx context.Context, ready func() bool, beat <-chan time.Time) error {
	check := time.After(time.Second)
	for {
		select {
		case <-check:
			if ready() {
				return nil
			}
			check = time.After(time.Second)
		case <-beat:
			_ = inner.Fetch(ctx) // fine: runs beside the retried check, not inside it
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// DeferredClose retries a client whose retry loop closes each response
// in a deferred closure.
func DeferredClose(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if _, err = inner.Status(ctx, http.DefaultClient, url); err == nil { // want `for loop \(2 attempts\) calls inner.Status, which retries in a for loop \(3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// DeferredPages retries a pagination loop that closes each body in a
// deferred closure.
func DeferredPages(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if _, err = inner.Pages(ctx, http.DefaultClient, url); err == nil { // fine: inner.Pages pages, it does not retry
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Flagged retries a call whose loop goes round on a flag.
func Flagged(ctx context.Context, req *http.Request) error {
	return backoff.Retry(func() error {
		_, err := inner.Perform(http.DefaultClient, req) // want `^backoff\.Retry \(3 attempts\) calls inner\.Perform, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
		return err
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 2))
}

// Predicated retries a call whose loop goes round while a predicate asks.
func Predicated(ctx context.Context, b *inner.Backend, req *http.Request) error {
	return backoff.Retry(func() error {
		_, err := b.Call(req) // want `^backoff\.Retry \(3 attempts\) calls inner\.Backend\.Call, which retries in a for loop \(\? attempts\): up to \? calls per operation[^;]*; .*; \? because the for loop in inner\.Backend\.Call stops when a call the analysis cannot see into says so$`
		return err
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 2))
}

// Drained retries a read loop that ends on a done flag.
func Drained(ctx context.Context, next func() (bool, error)) error {
	return backoff.Retry(func() error {
		return inner.Drain(ctx, next) // fine: inner.Drain reads until done, it does not retry
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 2))
}

// Negotiated retries a handshake that asks again with another mechanism.
func Negotiated(ctx context.Context) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = inner.Handshake(ctx, []string{"PLAIN", "SCRAM"}); err == nil { // fine: inner.Handshake re-requests with another mechanism, it does not retry
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Reconnected retries a handshake that sends again once.
func Reconnected(ctx context.Context) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = inner.Reconnect(ctx); err == nil { // want `^for loop \(3 attempts\) calls inner\.Reconnect, which retries in a goto loop`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Walked retries a walk over brokers.
func Walked(ctx context.Context, b *inner.Brokers) error {
	return backoff.Retry(func() error {
		return inner.Walk(ctx, b) // want `^backoff\.Retry \(3 attempts\) calls inner\.Walk, which retries in a for loop \(\? attempts\): up to \? calls per operation[^;]*; .*; \? because the for loop in inner\.Walk stops when a call the analysis cannot see into says so$`
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 2))
}

// itemErr is a per-item error code of a response.
type itemErr int

func (e itemErr) Error() string { return "item error" }

func isRetriableItem(err error) bool { return err != nil }

// ItemErrors walks the per-item errors of one response and refreshes for
// some (the shape of sarama's transaction manager): a walk over data,
// not a retry loop.
func ItemErrors(ctx context.Context, errs []itemErr) error {
	for _, e := range errs {
		if e == 1 {
			_ = inner.Fetch(ctx) // fine: refreshing for an item's error is no second attempt of anything
		}
		if !isRetriableItem(e) {
			return e
		}
	}
	return nil
}
