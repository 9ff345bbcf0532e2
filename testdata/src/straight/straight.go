// Package straight: straight-line retries, found whatever the failure
// test is, and corrective re-requests after a definite answer, which are
// not retries.
package straight

import (
	"context"
	"errors"
	"net"
	"net/http"
	"os"
	"time"
)

var (
	ErrMaxConns = errors.New("max connections")
	ErrConflict = errors.New("conflict")
)

type Client struct{ hc *http.Client }

// send does one request.
func (c *Client) send(ctx context.Context, url string) error { // want send:`^sends=field hc io$`
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func isRetryable(err error) bool { return err != nil }

// Sentinel calls again when the error is a sentinel.
func (c *Client) Sentinel(ctx context.Context, url string) error { // want Sentinel:`^owner\(retry after error, 2 attempts, on 503\)`
	err := c.send(ctx, url)
	if err == ErrMaxConns {
		time.Sleep(time.Second)
		err = c.send(ctx, url)
	}
	return err
}

// ErrorsIs calls again when errors.Is says so, without a sleep.
func (c *Client) ErrorsIs(ctx context.Context, url string) error { // want ErrorsIs:`^owner\(retry after error, 2 attempts, on timeouts\)`
	err := c.send(ctx, url)
	if errors.Is(err, context.DeadlineExceeded) {
		err = c.send(ctx, url)
	}
	return err
}

// Predicate calls again when a helper predicate says so.
func (c *Client) Predicate(ctx context.Context, url string) error { // want Predicate:`^owner\(retry after error, 2 attempts\)`
	err := c.send(ctx, url)
	if isRetryable(err) {
		err = c.send(ctx, url)
	}
	return err
}

// NotPredicate: the predicate's false side returns; the call again is
// on its true side, after the branch.
func (c *Client) NotPredicate(ctx context.Context, url string) error { // want NotPredicate:`^owner\(retry after error, 2 attempts\)`
	err := c.send(ctx, url)
	if err == nil || !isRetryable(err) {
		return err
	}
	return c.send(ctx, url)
}

// Timeout calls again after a net.Error that timed out.
func (c *Client) Timeout(ctx context.Context, url string) error { // want Timeout:`^owner\(retry after error, 2 attempts, on timeouts\)`
	err := c.send(ctx, url)
	if ne, ok := err.(net.Error); ok && ne.Timeout() {
		err = c.send(ctx, url)
	}
	return err
}

// OSTimeout: os.IsTimeout.
func (c *Client) OSTimeout(ctx context.Context, url string) error { // want OSTimeout:`^owner\(retry after error, 2 attempts, on timeouts\)`
	err := c.send(ctx, url)
	if os.IsTimeout(err) {
		err = c.send(ctx, url)
	}
	return err
}

// TypeSwitch calls again in one case of a type switch on the error.
func (c *Client) TypeSwitch(ctx context.Context, url string) error { // want TypeSwitch:`^owner\(retry after error, 2 attempts, on transport errors and timeouts\)`
	err := c.send(ctx, url)
	switch err.(type) {
	case *net.OpError:
		err = c.send(ctx, url)
	}
	return err
}

// Status calls again on a 5xx.
func (c *Client) Status(ctx context.Context, req *http.Request) (*http.Response, error) { // want Status:`^owner\(retry after error, 2 attempts, on timeouts, 503 and 5xx\)`
	resp, err := c.hc.Do(req)
	if err == nil && resp.StatusCode >= 500 {
		resp.Body.Close()
		resp, err = c.hc.Do(req)
	}
	return resp, err
}

// Rebuilt rebuilds the same request and sends it again: a retry.
func (c *Client) Rebuilt(ctx context.Context, url string) (*http.Response, error) { // want Rebuilt:`^owner\(retry after error, 2 attempts\)`
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	resp, err := c.hc.Do(req)
	if err != nil {
		req, _ = http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		resp, err = c.hc.Do(req)
	}
	return resp, err
}

// --- not retries ---

// Redirect is fine: after a definite answer it asks somewhere else (the
// region the answer named), a corrective re-request.
func (c *Client) Redirect(ctx context.Context, url string) error { // want Redirect:`^sends=field hc io$`
	err := c.send(ctx, url)
	if err == ErrConflict {
		err = c.send(ctx, url+"?region=eu")
	}
	return err
}

type authRequest struct{ preauth bool }

func (c *Client) exchange(ctx context.Context, r *authRequest) error { return c.send(ctx, "kdc") } // want exchange:`^sends=field hc io$`

// PreAuth is fine: the request is changed (pre-auth data added) before
// it is sent again, the Kerberos AS exchange shape.
func (c *Client) PreAuth(ctx context.Context) error { // want PreAuth:`^sends=field hc io$`
	var r authRequest
	err := c.exchange(ctx, &r)
	if err != nil {
		setPreAuth(&r)
		err = c.exchange(ctx, &r)
	}
	return err
}

func setPreAuth(r *authRequest) { r.preauth = true }

// NotExist is fine: the answer was definite (the file is not there).
func (c *Client) NotExist(ctx context.Context, url string) error { // want NotExist:`^sends=field hc io$`
	err := c.send(ctx, url)
	if os.IsNotExist(err) {
		err = c.send(ctx, url)
	}
	return err
}

// ErrNotFound is the answer of a lookup whose key is not there.
var ErrNotFound = errors.New("not found")

// NotFoundSentinel is fine: a NotFound is an answer (the key is not
// there yet), not a failure; a failure does not call again.
func (c *Client) NotFoundSentinel(ctx context.Context, url string) error { // want NotFoundSentinel:`^sends=field hc io$`
	err := c.send(ctx, url)
	if err == ErrNotFound {
		err = c.send(ctx, url)
	}
	return err
}

// NotFoundIs is the same with errors.Is.
func (c *Client) NotFoundIs(ctx context.Context, url string) error { // want NotFoundIs:`^sends=field hc io$`
	err := c.send(ctx, url)
	if errors.Is(err, ErrNotFound) {
		err = c.send(ctx, url)
	}
	return err
}

// Success is fine: the second call is on the success path.
func (c *Client) Success(ctx context.Context, url string) error { // want Success:`^sends=field hc io$`
	err := c.send(ctx, url)
	if err == nil {
		err = c.send(ctx, url)
	}
	return err
}

// errNotYet is the "no new data yet" answer of a successful read.
var errNotYet = errors.New("not yet")

func (c *Client) poll(ctx context.Context, url string) error { // want poll:`^sends=field hc io$`
	if err := c.send(ctx, url); err != nil {
		return err
	}
	return errNotYet
}

// Follow reads once, then polls in a loop of its own while the answer is
// "not yet" (the shape of go-tfe's LogReader.Read): the second call is
// the poll loop's to judge, not a straight-line retry of the first.
func (c *Client) Follow(ctx context.Context, url string) error { // want Follow:`^sends=field hc io waits cancels$`
	if err := c.poll(ctx, url); !errors.Is(err, errNotYet) {
		return err
	}
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Second):
			if err := c.poll(ctx, url); !errors.Is(err, errNotYet) {
				return err
			}
		}
	}
}

// Ended is fine: ctx.Err() read again on the side where it said the
// context ended tells why, it tries nothing (the shape of rueidis's
// pool.Acquire handing out a dead connection that holds ctx.Err()),
// however long the way there waits.
func (c *Client) Ended(ctx context.Context, url string) error { // want Ended:`^sends=field hc io waits$`
	if ctx.Err() != nil {
		time.Sleep(10 * time.Millisecond)
		return &net.OpError{Op: "dial", Err: ctx.Err()}
	}
	return c.send(ctx, url)
}

// discoveryCache is a cache of what the server serves.
type discoveryCache interface {
	Fresh() bool
	Invalidate()
}

// Mapping sends again after invalidating a cache that is not fresh. Fine:
// the second call asks for fresh state after a stale answer, a
// corrective re-request, not a retry of the same one.
func (c *Client) Mapping(ctx context.Context, url string, dc discoveryCache) error { // want Mapping:`^sends=field hc io$`
	err := c.send(ctx, url)
	if err != nil && !dc.Fresh() {
		dc.Invalidate()
		err = c.send(ctx, url)
	}
	return err
}

// download fetches url into dst.
func (c *Client) download(ctx context.Context, dst, url string) error { // want download:`^sends=field hc io$`
	if err := c.send(ctx, url); err != nil {
		return err
	}
	return c.send(ctx, dst)
}

// Verify checks dst, downloads it when the check fails, and checks again
// (go-getter's checksum, GetFile, checksum). Fine: the download changes
// what the second check looks at; a corrective re-request, not a retry.
func (c *Client) Verify(ctx context.Context, dst, url string) error { // want Verify:`^sends=field hc io$`
	if err := c.send(ctx, dst); err == nil {
		return nil
	}
	if err := c.download(ctx, dst, url); err != nil {
		return err
	}
	return c.send(ctx, dst)
}

var seen = map[string]int{}

// note counts a failure locally.
func note(dst string) { seen[dst]++ }

// Recheck notes the failure (local state, no I/O) and checks again: a
// retry.
func (c *Client) Recheck(ctx context.Context, dst string) error { // want Recheck:`^owner\(retry after error, 2 attempts`
	if err := c.send(ctx, dst); err == nil {
		return nil
	}
	note(dst)
	return c.send(ctx, dst)
}
