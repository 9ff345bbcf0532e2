package inner

import (
	"context"
	"net/http"
	"time"
)

// Perform retries on a "should retry" flag set from the error and the
// status (the shape of elastic-transport-go's Perform): 3 attempts.
func Perform(hc *http.Client, req *http.Request) (*http.Response, error) {
	var res *http.Response
	var err error
	for i := 0; i <= 2; i++ {
		shouldRetry := false
		res, err = hc.Do(req)
		if err != nil {
			shouldRetry = true
		}
		if !shouldRetry {
			break
		}
		time.Sleep(time.Second)
	}
	return res, err
}

// Backend retries while its predicate asks for another try (the shape of
// stripe-go's requestWithRetriesAndTelemetry): no count of its own.
type Backend struct {
	HC         *http.Client
	MaxRetries int
}

func (b *Backend) shouldRetry(err error, res *http.Response, n int) (bool, string) {
	if n >= b.MaxRetries {
		return false, "max retries"
	}
	if err != nil || res.StatusCode >= 500 {
		return true, "error"
	}
	return false, ""
}

// Call goes round while shouldRetry says so.
func (b *Backend) Call(req *http.Request) (*http.Response, error) {
	for retry := 0; ; {
		res, err := b.HC.Do(req)
		ok, _ := b.shouldRetry(err, res, retry)
		if !ok {
			return res, err
		}
		time.Sleep(time.Second)
		retry++
	}
}

// Drain reads until the flag says the stream is done: a flag set from a
// read, not a retry (a done flag, true on the way out).
func Drain(ctx context.Context, next func() (bool, error)) error {
	for {
		done := false
		more, err := next()
		if err != nil {
			return err
		}
		if !more {
			done = true
		}
		if done {
			return nil
		}
	}
}

// Brokers hands out the least loaded broker, nil when none is left.
type Brokers struct{ left []*Client }

// Next returns another broker, or nil.
func (b *Brokers) Next() *Client {
	if len(b.left) == 0 {
		return nil
	}
	c := b.left[0]
	b.left = b.left[1:]
	return c
}

// Walk tries broker after broker while Next hands one out (the shape of
// sarama's findCoordinator): no count, but not unbounded either.
func Walk(ctx context.Context, b *Brokers) error {
	for c := b.Next(); c != nil; c = b.Next() {
		if err := DB.PingContext(ctx); err == nil {
			_ = c
			return nil
		}
		time.Sleep(time.Second)
	}
	return nil
}
