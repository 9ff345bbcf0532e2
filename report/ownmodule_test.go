package report_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// ownLibrary is a small github.com/sethvargo/go-retry (a modelled
// library) whose Poll runs a loop of its own under its Do.
const ownLibrary = `package retry

import (
	"context"
	"net/http"
	"time"
)

type RetryFunc func(ctx context.Context) error

type Backoff interface{ Next() (time.Duration, bool) }

type BackoffFunc func() (time.Duration, bool)

func (b BackoffFunc) Next() (time.Duration, bool) { return b() }

func Do(ctx context.Context, b Backoff, f RetryFunc) error {
	for {
		if err := f(ctx); err == nil {
			return nil
		}
		d, stop := b.Next()
		if stop {
			return ctx.Err()
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(d):
		}
	}
}

func WithMaxRetries(max uint64, next Backoff) Backoff { return next }

func NewConstant(t time.Duration) Backoff {
	return BackoffFunc(func() (time.Duration, bool) { return t, false })
}

func fetch(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		var resp *http.Response
		if resp, err = http.Get(url); err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

func Poll(ctx context.Context, url string) error {
	return Do(ctx, WithMaxRetries(2, NewConstant(time.Second)), func(ctx context.Context) error {
		return fetch(ctx, url)
	})
}
`

// TestOwnModuleOfModelledLibrary: run on a modelled library's own
// module, the driver summarises and checks its packages (the go command
// says which module is the main one): the library's own nest is
// reported, its API known by the catalog's rows (WithMaxRetries(2): 3
// attempts).
func TestOwnModuleOfModelledLibrary(t *testing.T) {
	tree(t, map[string]string{
		"go.mod":   "module github.com/sethvargo/go-retry\n\ngo 1.26.0\n",
		"retry.go": ownLibrary,
	})
	code, stdout, stderr := run(t, "-config=none", "-nestedretry", "./...")
	assert.Equal(t, 1, code, stderr)
	assert.Empty(t, errLines(stderr))
	assert.Contains(t, stdout+stderr, "retry.go:53:10: nestedretry: retry.Do (3 attempts) calls retry.fetch, which retries in a for loop (3 attempts)")
	assert.Equal(t, 1, strings.Count(stdout+stderr, "nestedretry:"), stdout+stderr)
}
