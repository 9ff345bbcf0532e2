package iface

import (
	"context"
	"database/sql"
	"errors"
	"math/rand"
	"net/http"
	"time"

	"shapes/ifacedep"
)

// retryState paces and counts the attempts of a loop: Continue sleeps
// before each attempt after the first, and says no after max.
type retryState struct {
	attempt, max int
	delay        time.Duration
}

func (s *retryState) Continue() bool {
	if s.attempt >= s.max {
		return false
	}
	if s.attempt > 0 {
		time.Sleep(s.delay)
	}
	s.attempt++
	return true
}

// StateLoop retries a GET while its state says continue: the wait and the
// count are the state's.
func StateLoop(c *http.Client, url string) (*http.Response, error) {
	state := &retryState{max: 3, delay: time.Second}
	var resp *http.Response
	var err error
	for state.Continue() { // want "retrydelay: for loop waits a fixed 1s"
		resp, err = c.Get(url)
		if err == nil {
			break
		}
	}
	return resp, err
}

// sleepyState sleeps through a func field set to time.Sleep, with a
// random part.
type sleepyState struct {
	n, max int
	sleep  func(time.Duration)
}

func newSleepyState(max int) *sleepyState { return &sleepyState{max: max, sleep: time.Sleep} }

func (s *sleepyState) Continue() bool {
	if s.n >= s.max {
		return false
	}
	if s.n > 0 {
		s.sleep(time.Duration(rand.Int63n(int64(time.Second))))
	}
	s.n++
	return true
}

// SleepyLoop's state waits through its field: a retry owner, jittered,
// but blind to ctx.
func SleepyLoop(ctx context.Context, c *http.Client, url string) error {
	state := newSleepyState(5)
	var err error
	for state.Continue() { // want "sleepctx: state.Continue sleeps with time.Sleep between the attempts of the for loop, and ignores ctx"
		var req *http.Request
		req, err = http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		var resp *http.Response
		if resp, err = c.Do(req); err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// StateAroundRetrying retries, through the state, a fetcher whose client
// retries by itself (another package's).
func StateAroundRetrying(ctx context.Context, h *ifacedep.HTTP, url string) error {
	state := &retryState{max: 3, delay: time.Second}
	var err error
	for state.Continue() { // want "retrydelay: for loop waits a fixed 1s" "sleepctx: state.Continue sleeps with time.Sleep"
		if err = h.Fetch(ctx, url); err == nil { // want "nestedretry: for loop .3 attempts. calls ifacedep.HTTP.Fetch"
			return nil
		}
	}
	return err
}

// retrier decides, from the last response and error, whether to go
// round and where: a 4xx, or a nil response with a 4xx in its error, is
// an answer; it sleeps before the next attempt.
type retrier struct {
	uri     string
	n, max  int
	backoff time.Duration
}

type statusError struct{ code int }

func (e *statusError) Error() string { return http.StatusText(e.code) }

func (r *retrier) Next(resp *http.Response, err error) string {
	if r.n > 0 {
		if err == nil && resp != nil && resp.StatusCode < 500 && resp.StatusCode != http.StatusTooManyRequests {
			return "" // success, or an answer
		}
		var se *statusError
		if resp == nil && errors.As(err, &se) && se.code >= 400 && se.code < 500 {
			return "" // an answer carried by the error
		}
		if r.n >= r.max {
			return ""
		}
		time.Sleep(r.backoff + time.Duration(rand.Int63n(int64(r.backoff))))
	}
	r.n++
	return r.uri
}

func doOnce(ctx context.Context, c *http.Client, uri string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, uri, nil)
	if err != nil {
		return nil, err
	}
	return c.Do(req)
}

// NextLoop goes round while the retrier gives a URI: the retrier
// decides, classifies and sleeps; its sleep ignores ctx.
func NextLoop(ctx context.Context, c *http.Client) (*http.Response, error) {
	r := &retrier{uri: "http://svc/x", max: 4, backoff: time.Second}
	var resp *http.Response
	var err error
	for {
		uri := r.Next(resp, err) // want "sleepctx: r.Next sleeps with time.Sleep between the attempts of the for loop, and ignores ctx"
		if uri == "" {
			break
		}
		resp, err = doOnce(ctx, c, uri)
	}
	return resp, err
}

// waiter waits with the context, a random part of a growing backoff, and
// gives up after max rounds.
type waiter struct {
	n, max  int
	backoff time.Duration
}

func (w *waiter) Wait(ctx context.Context) bool {
	if w.n >= w.max {
		return false
	}
	if w.n > 0 {
		select {
		case <-ctx.Done():
			return false
		case <-time.After(time.Duration(rand.Int63n(int64(w.backoff)))):
		}
		w.backoff *= 2
	}
	w.n++
	return true
}

// WaitLoop (fine) goes round while its waiter says so: the wait ends with
// ctx and has a random part, and the count is the waiter's.
func WaitLoop(ctx context.Context, c *http.Client, url string) error {
	w := &waiter{max: 4, backoff: 100 * time.Millisecond}
	var err error
	for w.Wait(ctx) {
		var resp *http.Response
		if resp, err = c.Get(url); err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// WaitAroundRetrying retries, through the waiter, a fetcher whose client
// retries by itself: the waiter's count multiplies the client's.
func WaitAroundRetrying(ctx context.Context, h *ifacedep.HTTP, url string) error {
	w := &waiter{max: 4, backoff: 100 * time.Millisecond}
	var err error
	for w.Wait(ctx) {
		if err = h.Fetch(ctx, url); err == nil { // want "nestedretry: for loop .4 attempts. calls ifacedep.HTTP.Fetch, which retries via retryablehttp.Client.Get .5 attempts.: up to 20 calls"
			return nil
		}
	}
	return err
}

// Rows (fine) walks rows: Next reads the next row, never sleeps.
func Rows(ctx context.Context, db *sql.DB) ([]string, error) {
	rows, err := db.QueryContext(ctx, "SELECT name FROM t")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// items is an iterator over local items.
type items struct {
	xs []string
	i  int
}

func (it *items) Next() bool   { it.i++; return it.i <= len(it.xs) }
func (it *items) Item() string { return it.xs[it.i-1] }

// EachItem (fine) fetches each item once: a pass over items, not a retry.
func EachItem(c *http.Client, it *items) int {
	n := 0
	for it.Next() {
		if resp, err := c.Get(it.Item()); err == nil {
			resp.Body.Close()
			n++
		}
	}
	return n
}

// deadline says continue until a time, without sleeping.
type deadline struct{ until time.Time }

func (d *deadline) Continue() bool { return time.Now().Before(d.until) }

// Resolve (fine) iterates local work until a deadline: no sleep, no I/O.
func Resolve(d *deadline, work []int) int {
	sum := 0
	for d.Continue() {
		if len(work) == 0 {
			break
		}
		sum += work[0]
		work = work[1:]
	}
	return sum
}
