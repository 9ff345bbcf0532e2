// Package recur: retries that call themselves again (issue 34 shape 7),
// and a fork of a modelled library's client (shape 17: shapes/recurdep).
package recur

import (
	"context"
	"errors"
	"math/rand"
	"net/http"
	"time"

	"shapes/recurdep"

	"github.com/hashicorp/go-retryablehttp"
)

type request struct {
	hc  *http.Client
	url string
}

func (r *request) do(ctx context.Context) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, r.url, nil)
	if err != nil {
		return nil, err
	}
	return r.hc.Do(req)
}

func retryable(resp *http.Response, err error) bool {
	if err != nil {
		return true
	}
	return resp.StatusCode >= 500
}

// inner calls itself again after a failed attempt, counting down behind
// a pointer, with no wait: Send gives it 3 more, 4 attempts.
func (r *request) inner(ctx context.Context, n *int) (*http.Response, error) {
	resp, err := r.do(ctx)
	if retryable(resp, err) && *n > 0 {
		*n--
		return r.inner(ctx, n) // want "retrydelay: recursive retry retries with no wait between attempts: a dependency that fails fast is called again at once, up to 4 times in a row"
	}
	return resp, err
}

func (r *request) Send(ctx context.Context) (*http.Response, error) {
	n := 3
	return r.inner(ctx, &n)
}

func call(ctx context.Context, hc *http.Client, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// get is the plain form: the count is an argument, passed minus one; Get
// passes 2, so 3 attempts.
func get(ctx context.Context, hc *http.Client, url string, attempts int) error {
	err := call(ctx, hc, url)
	if err != nil && attempts > 0 {
		return get(ctx, hc, url, attempts-1) // want "retrydelay: recursive retry retries with no wait between attempts: a dependency that fails fast is called again at once, up to 3 times in a row"
	}
	return err
}

func Get(ctx context.Context, hc *http.Client, url string) error { return get(ctx, hc, url, 2) }

// Forever calls itself again after every failure: no count, no end.
func Forever(ctx context.Context, hc *http.Client, url string) error {
	if err := call(ctx, hc, url); err != nil {
		return Forever(ctx, hc, url) // want "unboundedretry: recursive retry retries with no attempt cap and no deadline: it calls itself again until an attempt succeeds" "retrydelay: recursive retry retries with no wait between attempts"
	}
	return nil
}

func pause(ctx context.Context, d time.Duration) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(d/2 + time.Duration(rand.Int63n(int64(d/2)+1))):
		return nil
	}
}

// viaClient retries a client that retries by itself: a nest.
func viaClient(ctx context.Context, c *retryablehttp.Client, url string, left int) (*http.Response, error) {
	resp, err := c.Get(url) // want "nestedretry: recursive retry .* calls retryablehttp.Client.Get"
	if err != nil && left > 1 {
		if perr := pause(ctx, time.Second); perr != nil {
			return nil, perr
		}
		return viaClient(ctx, c, url, left-1)
	}
	return resp, err
}

func ViaClient(ctx context.Context, url string) (*http.Response, error) {
	return viaClient(ctx, retryablehttp.NewClient(), url, 3)
}

// Looped retries get in a loop of its own: a nest of 3 by 3.
func Looped(ctx context.Context, hc *http.Client, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = get(ctx, hc, url, 2); err == nil { // want "nestedretry: for loop \\(3 attempts\\) calls recur.get, which retries by calling itself again after an error \\(3 attempts\\)"
			return nil
		}
		if perr := pause(ctx, time.Second); perr != nil {
			return perr
		}
	}
	return err
}

// Fetch is exported: its callers elsewhere may pass any count, so its
// attempts are not known; around it, a nest whose product is "?".
func Fetch(ctx context.Context, hc *http.Client, url string, tries int) error {
	err := call(ctx, hc, url)
	if err != nil && tries > 1 {
		if perr := pause(ctx, time.Second); perr != nil {
			return perr
		}
		return Fetch(ctx, hc, url, tries-1)
	}
	return err
}

func FetchTwice(ctx context.Context, hc *http.Client, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = Fetch(ctx, hc, url, 3); err == nil { // want "nestedretry: for loop \\(2 attempts\\) calls recur.Fetch.*up to \\? calls.*takes its count from an argument that is not a constant"
			return nil
		}
		if perr := pause(ctx, time.Second); perr != nil {
			return perr
		}
	}
	return err
}

// Paced (fine) waits a jittered second that ends with the context, and
// counts its attempts.
func paced(ctx context.Context, hc *http.Client, url string, attempts int) error {
	err := call(ctx, hc, url)
	if err != nil && attempts > 1 {
		if perr := pause(ctx, time.Second); perr != nil {
			return perr
		}
		return paced(ctx, hc, url, attempts-1)
	}
	return err
}

func Paced(ctx context.Context, hc *http.Client, url string) error { return paced(ctx, hc, url, 4) }

// Slept sleeps a fixed second, ignoring ctx, before calling itself.
func slept(ctx context.Context, hc *http.Client, url string, attempts int) error {
	err := call(ctx, hc, url)
	if err != nil && attempts > 1 {
		time.Sleep(time.Second)                // want "sleepctx: time.Sleep between the attempts of the recursive retry ignores ctx"
		return slept(ctx, hc, url, attempts-1) // want "retrydelay: recursive retry waits a fixed 1s between attempts, with no random part"
	}
	return err
}

func Slept(ctx context.Context, hc *http.Client, url string) error { return slept(ctx, hc, url, 3) }

type job struct {
	hc   *http.Client
	url  string
	left int
}

// run keeps its count in a field of its receiver: Run leaves it 2 more,
// 3 attempts.
func (j *job) run(ctx context.Context) error {
	err := call(ctx, j.hc, j.url)
	if err != nil && j.left > 0 {
		j.left--
		return j.run(ctx) // want "retrydelay: recursive retry retries with no wait between attempts: a dependency that fails fast is called again at once, up to 3 times in a row"
	}
	return err
}

func Run(ctx context.Context, hc *http.Client) error {
	j := &job{hc: hc, url: "http://job", left: 2}
	return j.run(ctx)
}

// try counts up to a limit its callers pass on: 1 to 5, 5 attempts.
func try(ctx context.Context, hc *http.Client, url string, attempt, max int) error {
	err := call(ctx, hc, url)
	if err != nil && attempt < max {
		return try(ctx, hc, url, attempt+1, max) // want "retrydelay: recursive retry retries with no wait between attempts: a dependency that fails fast is called again at once, up to 5 times in a row"
	}
	return err
}

func Try(ctx context.Context, hc *http.Client, url string) error { return try(ctx, hc, url, 1, 5) }

var errTooMany = errors.New("too many attempts")

// budgeted tests its count before the attempt: Budgeted passes 3, and
// the fourth call gives up without one, 3 attempts.
func budgeted(ctx context.Context, hc *http.Client, url string, left int) error {
	if left <= 0 {
		return errTooMany
	}
	if err := call(ctx, hc, url); err != nil {
		return budgeted(ctx, hc, url, left-1) // want "retrydelay: recursive retry retries with no wait between attempts: a dependency that fails fast is called again at once, up to 3 times in a row"
	}
	return nil
}

func Budgeted(ctx context.Context, hc *http.Client, url string) error {
	return budgeted(ctx, hc, url, 3)
}

// UntilDone has no count but stops when its context ends: bounded (no
// unboundedretry), though it calls again at once.
func UntilDone(ctx context.Context, hc *http.Client, url string) error {
	err := call(ctx, hc, url)
	if err != nil && ctx.Err() == nil {
		return UntilDone(ctx, hc, url) // want "retrydelay: recursive retry retries with no wait between attempts: a dependency that fails fast is called again at once, again and again"
	}
	return err
}

// again retries what it is given, at once, calling itself: an owner
// for its callers whose operation does I/O (3 attempts, from Again).
func again(n int, f func() error) error {
	err := f()
	if err != nil && n > 1 {
		return again(n-1, f) // want "retrydelay: recursive retry in recur.again retries with no wait between attempts: a dependency that fails fast is called again at once, up to 3 times in a row"
	}
	return err
}

func Again(ctx context.Context, hc *http.Client, url string) error {
	return again(3, func() error { return call(ctx, hc, url) })
}

// AgainClient hands again a client that retries by itself: a nest.
func AgainClient(c *retryablehttp.Client, url string) error {
	return again(3, func() error {
		_, err := c.Get(url) // want "nestedretry: recur.again \\(3 attempts\\) calls retryablehttp.Client.Get"
		return err
	})
}

type mapper struct {
	hc    *http.Client
	fresh bool
}

func (m *mapper) Reset() { m.fresh = true }

// lookup (fine) calls itself once after resetting its stale cache: a
// corrective re-request for fresh state, as client-go's deferred REST
// mapper does, not a retry.
func (m *mapper) lookup(ctx context.Context, url string) error {
	err := call(ctx, m.hc, url)
	if err != nil && !m.fresh {
		m.Reset()
		return m.lookup(ctx, url)
	}
	return err
}

// LookupTwice retries the lookup: one layer, no nest.
func LookupTwice(ctx context.Context, m *mapper, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = m.lookup(ctx, url); err == nil {
			return nil
		}
		if perr := pause(ctx, time.Second); perr != nil {
			return perr
		}
	}
	return err
}

type node struct {
	id       string
	children []*node
}

// walk (fine) recurses over a tree: each call asks for another node, and
// a failure ends the walk.
func walk(ctx context.Context, hc *http.Client, n *node) error {
	if err := call(ctx, hc, "http://tree/"+n.id); err != nil {
		return err
	}
	for _, c := range n.children {
		if err := walk(ctx, hc, c); err != nil {
			return err
		}
	}
	return nil
}

func Walk(ctx context.Context, hc *http.Client, root *node) error { return walk(ctx, hc, root) }

type page struct {
	items []string
	next  string
}

func list(ctx context.Context, hc *http.Client, token string) (*page, error) {
	if err := call(ctx, hc, "http://list?token="+token); err != nil {
		return nil, err
	}
	return &page{}, nil
}

// listAll (fine) calls itself with the next page's token after a page
// came back: pagination, not a retry.
func listAll(ctx context.Context, hc *http.Client, token string, acc []string) ([]string, error) {
	p, err := list(ctx, hc, token)
	if err != nil {
		return nil, err
	}
	acc = append(acc, p.items...)
	if p.next == "" {
		return acc, nil
	}
	return listAll(ctx, hc, p.next, acc)
}

func ListAll(ctx context.Context, hc *http.Client) ([]string, error) {
	return listAll(ctx, hc, "", nil)
}

var errMissing = errors.New("missing")

// fromMirror (fine) calls itself for the mirror after the primary
// failed: another target, asked once, no retry of the same request.
func fromMirror(ctx context.Context, hc *http.Client, url string) error {
	err := call(ctx, hc, url)
	if err != nil && url != "http://mirror" {
		return fromMirror(ctx, hc, "http://mirror")
	}
	return err
}

func FromMirror(ctx context.Context, hc *http.Client) error {
	if err := fromMirror(ctx, hc, "http://primary"); err != nil {
		return errMissing
	}
	return nil
}

// ForkNested retries a call of the fork's client, which retries by
// itself (RetryMax = 4 in recurdep.NewClient: 5 attempts).
func ForkNested(ctx context.Context, c *recurdep.Client, url string) (*http.Response, error) {
	var err error
	for i := 0; i < 3; i++ {
		resp, e := c.Get(url) // want "nestedretry: for loop \\(3 attempts\\) calls recurdep.Client.Get, which reaches recurdep.Client.Do \\(for loop, 5 attempts\\): up to 15 calls per operation"
		if e == nil {
			return resp, nil
		}
		err = e
		if perr := pause(ctx, time.Second); perr != nil {
			return nil, perr
		}
	}
	return nil, err
}

// ForkLite retries the lite fork's client, whose count may come from
// the request's context: a nest of 2 by ?.
func ForkLite(ctx context.Context, c *recurdep.Lite, req *recurdep.Request) (*http.Response, error) {
	var err error
	for i := 0; i < 2; i++ {
		resp, e := c.Do(req) // want "nestedretry: for loop \\(2 attempts\\) calls recurdep.Lite.Do, which retries in a for loop \\(\\? attempts\\)"
		if e == nil {
			return resp, nil
		}
		err = e
		if perr := pause(ctx, time.Second); perr != nil {
			return nil, perr
		}
	}
	return nil, err
}

// ForkPages (fine) retries nothing: the fork's listing walk is no owner.
func ForkPages(c *recurdep.Client, urls []string) (int, error) {
	n, err := c.Page(urls)
	if err != nil {
		n, err = c.Page(urls[n:])
	}
	return n, err
}

// ForkEach (fine) sends each URL once through the fork's client: a walk
// over URLs, no retry around it.
func ForkEach(c *recurdep.Client, urls []string) error {
	for _, u := range urls {
		resp, err := c.Get(u)
		if err != nil {
			return err
		}
		resp.Body.Close()
	}
	return nil
}
