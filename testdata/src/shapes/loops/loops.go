// Package loops: retry loops in the forms real code writes them.
package loops

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"net/http"
	"time"

	"shapes/pause"
	"shapes/store"
	"shapes/waits"

	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/hashicorp/go-retryablehttp"
	"github.com/redis/go-redis/v9"
	netcontext "golang.org/x/net/context"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

type Store struct{ hc *http.Client }

func (s *Store) List(ctx context.Context) ([]string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://store/list", nil)
	if err != nil {
		return nil, err
	}
	resp, err := s.hc.Do(req)
	if err != nil {
		return nil, err
	}
	resp.Body.Close()
	return nil, nil
}

// Goroutine: for err != nil inside a goroutine closure, sleeping a fixed
// second with the context ignored: no cap, no jitter, no end.
func Goroutine(ctx context.Context, s *Store) {
	go func() {
		items, err := s.List(ctx)
		for err != nil { // want "unboundedretry: for loop retries with no attempt cap" "retrydelay: for loop waits a fixed 1s"
			time.Sleep(time.Second) // want "sleepctx: time.Sleep between the attempts of the for loop ignores ctx"
			items, err = s.List(ctx)
		}
		_ = items
	}()
}

// Fixed1 and Fixed2 sleep a fixed second: the same shape is judged the
// same way at every site (sleepctx only where a context is at hand).
func Fixed1(ctx context.Context, s *Store) error {
	var err error
	for i := 0; i < 3; i++ { // want "retrydelay: for loop waits a fixed 1s"
		if _, err = s.List(ctx); err == nil {
			return nil
		}
		time.Sleep(time.Second) // want "sleepctx: time.Sleep between the attempts"
	}
	return err
}

func Fixed2(s *Store) error {
	var err error
	for i := 0; i < 3; i++ { // want "retrydelay: for loop waits a fixed 1s"
		if _, err = s.List(context.Background()); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Doubling doubles its wait, with no random part.
func Doubling(s *Store) error {
	backoff := 100 * time.Millisecond
	var err error
	for i := 0; i < 5; i++ { // want "retrydelay: for loop waits between attempts with no random part"
		if _, err = s.List(context.Background()); err == nil {
			return nil
		}
		time.Sleep(backoff)
		backoff *= 2
	}
	return err
}

func wait(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// Paused waits through a helper of the package that ends with the
// context, and returns its error: the context bounds the loop, and the
// wait is jittered (fine).
func Paused(ctx context.Context, s *Store) error {
	for {
		if _, err := s.List(ctx); err == nil {
			return nil
		}
		if err := wait(ctx, time.Second+time.Duration(rand.Intn(100))*time.Millisecond); err != nil {
			return err
		}
	}
}

// NilResult goes round on an error or a missing response: still a retry
// of the failure.
func NilResult(ctx context.Context, c *http.Client, url string) (*http.Response, error) {
	for i := 0; i < 3; i++ { // want "retrydelay: for loop waits a fixed 1s"
		resp, err := c.Get(url)
		if err != nil || resp == nil {
			time.Sleep(time.Second) // want "sleepctx: time.Sleep between the attempts"
			continue
		}
		return resp, nil
	}
	return nil, errors.New("failed")
}

// OnlyThrottled goes round on 429 only, with no cap, waiting a fixed
// second (no context to ignore).
func OnlyThrottled(c *http.Client, url string, autoRetry bool) (*http.Response, error) {
	for { // want "unboundedretry: for loop retries with no attempt cap" "retrydelay: for loop waits a fixed 1s"
		resp, err := c.Get(url)
		if err != nil {
			return nil, err
		}
		if resp.StatusCode == http.StatusTooManyRequests && autoRetry {
			time.Sleep(time.Second)
			continue
		}
		return resp, nil
	}
}

func retryableCode(err error) bool {
	switch status.Code(err) {
	case codes.Unavailable, codes.FailedPrecondition:
		return true
	}
	return false
}

type Pinger interface{ Ping(context.Context) error }

// Classified retries what retryableCode says true for, FailedPrecondition
// too, read through the predicate's body. (Ping has no implementation in
// sight, so the loop may wait for local state: no retrydelay.)
func Classified(ctx context.Context, p Pinger) error {
	var err error
	for i := 0; i < 3; i++ { // want "permanentretry: for loop retries codes.FailedPrecondition, which is permanent"
		if err = p.Ping(ctx); err == nil || !retryableCode(err) {
			return err
		}
		time.Sleep(time.Second) // want "sleepctx: time.Sleep between the attempts"
	}
	return err
}

// GoroutineBounded is Goroutine with a context test, a cap and a jittered
// wait that ends with the context: fine.
func GoroutineBounded(ctx context.Context, s *Store) {
	go func() {
		items, err := s.List(ctx)
		for n := 0; err != nil && n < 5; n++ {
			select {
			case <-ctx.Done():
				return
			case <-time.After(time.Duration(rand.Int63n(int64(time.Second)))):
			}
			items, err = s.List(ctx)
		}
		_ = items
	}()
}

// Jittered waits a random part of a doubling backoff: fine.
func Jittered(s *Store) error {
	backoff := 100 * time.Millisecond
	var err error
	for i := 0; i < 5; i++ {
		if _, err = s.List(context.Background()); err == nil {
			return nil
		}
		time.Sleep(time.Duration(rand.Int63n(int64(backoff))))
		backoff *= 2
	}
	return err
}

// PausedImported (fine) waits through an imported helper that ends with the
// context: bounded by it.
func PausedImported(ctx context.Context, s *Store) error {
	for {
		if _, err := s.List(ctx); err == nil {
			return nil
		}
		if err := pause.For(ctx, time.Second+time.Duration(rand.Intn(100))*time.Millisecond); err != nil {
			return err
		}
	}
}

// PausedWrapped (fine) waits through a helper that returns the first's
// error.
func PausedWrapped(ctx context.Context, s *Store) error {
	for {
		if _, err := s.List(ctx); err == nil {
			return nil
		}
		if err := pause.Wrapped(ctx, time.Second+time.Duration(rand.Intn(100))*time.Millisecond); err != nil {
			return err
		}
	}
}

// PausedSleep's helper returns an error but never for the context: the
// loop has no end but success.
func PausedSleep(ctx context.Context, s *Store) error {
	for { // want "unboundedretry: for loop retries with no attempt cap"
		if _, err := s.List(ctx); err == nil {
			return nil
		}
		if err := pause.Sleep(ctx, time.Second+time.Duration(rand.Intn(100))*time.Millisecond); err != nil {
			return err
		}
	}
}

// EachURL (fine) skips a url that fails or answers nothing: a pass over items,
// each asked once, no retry.
func EachURL(c *http.Client, urls []string) []*http.Response {
	var out []*http.Response
	for _, u := range urls {
		resp, err := c.Get(u)
		if err != nil || resp == nil {
			continue
		}
		out = append(out, resp)
	}
	return out
}

// UntilFound (fine) polls for an object to appear: it goes round on 404, an
// answer, with a cap; no failure is retried.
func UntilFound(c *http.Client, url string) (*http.Response, error) {
	for i := 0; i < 10; i++ {
		resp, err := c.Get(url)
		if err != nil {
			return nil, err
		}
		if resp.StatusCode == http.StatusNotFound {
			time.Sleep(time.Second)
			continue
		}
		return resp, nil
	}
	return nil, errors.New("never appeared")
}

func transient(err error) bool {
	switch status.Code(err) {
	case codes.Unavailable, codes.ResourceExhausted:
		return true
	}
	return false
}

// ClassifiedTransient (fine) retries what transient says true for: only
// failures a later attempt can pass.
func ClassifiedTransient(ctx context.Context, p Pinger) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = p.Ping(ctx); err == nil || !transient(err) {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Duration(rand.Int63n(int64(time.Second)))):
		}
	}
	return err
}

// Ready waits through a project helper that records an error and goes
// round, around a client that retries failures by itself: both layers
// go round on a 503.
func Ready(ctx context.Context, c *retryablehttp.Client, url string) error {
	return waits.For(ctx, time.Second, time.Minute, func() (bool, error) {
		resp, err := c.Get(url) // want "nestedretry: waits.For .* calls retryablehttp.Client.Get"
		if err != nil {
			return false, err
		}
		defer resp.Body.Close()
		return resp.StatusCode == http.StatusOK, nil
	})
}

// ReadyPoll (fine) waits through a helper that ends on the first error:
// it goes round only on "not yet", which the client never retries.
func ReadyPoll(ctx context.Context, c *retryablehttp.Client, url string) error {
	return waits.Poll(ctx, time.Second, 30, func() (bool, error) {
		resp, err := c.Get(url)
		if err != nil {
			return false, err
		}
		defer resp.Body.Close()
		return resp.StatusCode == http.StatusOK, nil
	})
}

// ReadyLocal (fine) waits for local state; the client is called once
// after it.
func ReadyLocal(ctx context.Context, c *retryablehttp.Client, url string, up func() bool) error {
	waits.Until(ctx, time.Second, up)
	resp, err := c.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// ReadyObject waits through the helper that records an error around an
// AWS SDK call, which retries by itself: the condition returns the
// client's error as it is, (false, err), which this helper goes round on
// (a library's wait, such as wait.Poll, would end on it).
func ReadyObject(ctx context.Context, c *s3.Client, bucket, key *string) error {
	return waits.For(ctx, time.Second, time.Minute, func() (bool, error) {
		out, err := c.GetObject(ctx, &s3.GetObjectInput{Bucket: bucket, Key: key}) // want "nestedretry: waits.For .* calls s3.Client.GetObject"
		if err != nil {
			return false, err
		}
		return out.Body != nil, nil
	})
}

// ReadyObjectPoll (fine) waits through the helper that ends on the first
// error: the client's failures end the wait, only "not yet" goes round.
func ReadyObjectPoll(ctx context.Context, c *s3.Client, bucket, key *string) error {
	return waits.Poll(ctx, time.Second, 30, func() (bool, error) {
		out, err := c.GetObject(ctx, &s3.GetObjectInput{Bucket: bucket, Key: key})
		if err != nil {
			return false, err
		}
		return out.Body != nil, nil
	})
}

// ReadyWrapped returns the client's error wrapped (fmt.Errorf with %w):
// still the client's failure, which the helper goes round on.
func ReadyWrapped(ctx context.Context, c *redis.Client) error {
	return waits.For(ctx, time.Second, time.Minute, func() (bool, error) {
		v, err := c.Get(ctx, "ready").Result() // want "nestedretry: waits.For .* calls redis.Client.Get"
		if err != nil {
			return false, fmt.Errorf("read ready: %w", err)
		}
		return v == "yes", nil
	})
}

// ReadyTimeUp waits through cert-manager's WaitFor shape (a deadline
// made before the loop, no attempt count) around a go-redis read: a
// nest with an unknown product, and the helper is bounded by its time.
func ReadyTimeUp(ctx context.Context, c *redis.Client) error {
	return waits.TimeUp(time.Minute, time.Second, func() (bool, error) {
		v, err := c.Get(ctx, "ready").Result() // want "nestedretry: waits.TimeUp .\\? attempts. calls redis.Client.Get"
		if err != nil {
			return false, fmt.Errorf("read ready: %w", err)
		}
		return v == "yes", nil
	})
}

// Stored retries a read through a store that keeps a go-redis client,
// handed to it by value: the client's own retries multiply with the
// loop's, and the loop's fixed wait is its own (the client's backoff is
// inside the attempt).
func Stored(ctx context.Context) (string, error) {
	s := store.New(redis.NewClient(&redis.Options{Addr: "cache:6379"}))
	var err error
	for i := 0; i < 3; i++ { // want "retrydelay: for loop waits a fixed 1s"
		var v string
		if v, err = s.Get(ctx, "k"); err == nil { // want "nestedretry: for loop .3 attempts. calls store.Store.Get, which retries via redis.UniversalClient.Get"
			return v, nil
		}
		time.Sleep(time.Second) // want "sleepctx: time.Sleep between the attempts"
	}
	return "", err
}

// StoredOnce (fine) makes one read through the store: the client's own
// retries are the only layer.
func StoredOnce(ctx context.Context) (string, error) {
	s := store.New(redis.NewClient(&redis.Options{Addr: "cache:6379"}))
	return s.Get(ctx, "k")
}

// Asserted gets the client back from an io.Closer and retries a read
// through it.
func Asserted(ctx context.Context) (string, error) {
	cl := store.Closer(redis.NewClient(&redis.Options{Addr: "cache:6379"}))
	c := cl.(*redis.Client)
	var err error
	for i := 0; i < 3; i++ {
		var v string
		if v, err = c.Get(ctx, "k").Result(); err == nil { // want "nestedretry: for loop .3 attempts. calls redis.Client.Get"
			return v, nil
		}
		select {
		case <-ctx.Done():
			return "", ctx.Err()
		case <-time.After(time.Duration(rand.Int63n(int64(time.Second)))):
		}
	}
	return "", err
}

type api struct{ hc *http.Client }

// request returns the status of its response as an int.
func (a *api) request(ctx context.Context, url string) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return 0, err
	}
	resp, err := a.hc.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return resp.StatusCode, errors.New(resp.Status)
	}
	return resp.StatusCode, nil
}

// Coded gives up on 401 and 404 only, and goes round on every other
// failure, a 400 or a 403 too: the helper's int is the status.
func Coded(ctx context.Context, a *api, url string) error {
	for i := 0; i < 3; i++ { // want "permanentretry: for loop retries HTTP 400, 402, 403, 405 and 20 more, which are permanent"
		code, err := a.request(ctx, url)
		if err == nil {
			return nil
		}
		if code == http.StatusUnauthorized || code == http.StatusNotFound {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Duration(rand.Int63n(int64(time.Second)))):
		}
	}
	return errors.New("gave up")
}

// CodedServer (fine) goes round only on a 5xx the helper returns.
func CodedServer(ctx context.Context, a *api, url string) error {
	for i := 0; i < 3; i++ {
		code, err := a.request(ctx, url)
		if err == nil {
			return nil
		}
		if code < 500 {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Duration(rand.Int63n(int64(time.Second)))):
		}
	}
	return errors.New("gave up")
}

// GoroutineNetContext is Goroutine with the context declared through
// golang.org/x/net/context, whose Context is an alias of context.Context
// (ghaf-givc's socket proxy): the sleep ignores it all the same.
func GoroutineNetContext(ctx netcontext.Context, s *Store) {
	go func() {
		items, err := s.List(ctx)
		for err != nil { // want "unboundedretry: for loop retries with no attempt cap" "retrydelay: for loop waits a fixed 1s"
			time.Sleep(time.Second) // want "sleepctx: time.Sleep between the attempts of the for loop ignores ctx"
			items, err = s.List(ctx)
		}
		_ = items
	}()
}

// GoroutineNetContextBounded (fine) is GoroutineBounded with the aliased
// context: it counts, jitters and ends with the context, so no check has
// anything to say.
func GoroutineNetContextBounded(ctx netcontext.Context, s *Store) {
	go func() {
		items, err := s.List(ctx)
		for n := 0; err != nil && n < 5; n++ {
			select {
			case <-ctx.Done():
				return
			case <-time.After(time.Duration(rand.Int63n(int64(time.Second)))):
			}
			items, err = s.List(ctx)
		}
		_ = items
	}()
}
