// Package callers: code of the library's own module that calls its API.
// The library's facts are not exported (its rows describe it, as they do
// for every user), so the bounds here are the rows': WithMaxRetries(3)
// is 4 attempts.
package callers

import (
	"context"
	"errors"
	"math/rand"
	"net/http"
	"time"

	retry "github.com/sethvargo/go-retry"
)

var errMoved = errors.New("moved")

// get retries a GET three times by itself.
func get(ctx context.Context, c *http.Client, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		var resp *http.Response
		if resp, err = c.Get(url); err == nil {
			resp.Body.Close()
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Duration(rand.Int63n(int64(time.Second)))):
		}
	}
	return err
}

// Nested: the library's Do, as its rows know it, around a loop.
func Nested(ctx context.Context, c *http.Client, url string) error {
	return retry.Do(ctx, retry.WithJitter(time.Second, retry.WithMaxRetries(3, retry.NewConstant(time.Second))), func(ctx context.Context) error {
		return retry.RetryableError(get(ctx, c, url)) // want "nestedretry: retry.Do \\(4 attempts\\) calls callers.get, which retries in a for loop \\(3 attempts\\): up to 12 calls per operation"
	})
}

// Single: Do around one call.
func Single(ctx context.Context, c *http.Client, url string) error {
	return retry.Do(ctx, retry.WithJitter(time.Second, retry.WithMaxRetries(3, retry.NewConstant(time.Second))), func(ctx context.Context) error {
		resp, err := c.Get(url) // fine: one layer
		if err != nil {
			return retry.RetryableError(err)
		}
		return resp.Body.Close()
	})
}

// lookup asks where a key moved to.
func lookup(ctx context.Context, c *http.Client, url string) string {
	resp, err := c.Get(url + "/where")
	if err != nil {
		return url
	}
	resp.Body.Close()
	return resp.Header.Get("Location")
}

// attemptOn is one attempt at url.
func attemptOn(c *http.Client, url string) retry.RetryFunc {
	return func(ctx context.Context) error {
		resp, err := c.Get(url)
		if err != nil {
			return retry.RetryableError(err)
		}
		return resp.Body.Close()
	}
}

// Redirected follows a MOVED answer to another node and goes round: the
// lookup is the loop's next attempt, no fallback (and a loop that goes
// round only on an answer multiplies nothing: no nest).
func Redirected(ctx context.Context, c *http.Client, url string) error {
	b := retry.WithJitter(time.Second, retry.WithMaxRetries(1, retry.NewConstant(time.Second)))
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if attempt > 0 {
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(time.Duration(rand.Int63n(int64(time.Second)))):
			}
		}
		err = retry.Do(ctx, b, attemptOn(c, url)) // fine: the loop goes round on errMoved only
		if err == nil {
			return nil
		}
		if errors.Is(err, errMoved) {
			url = lookup(ctx, c, url) // fine: routing for the next round, not a fallback
			continue
		}
		return err
	}
	return err
}

// GaveUp answers from a backup once the library's Do has failed.
func GaveUp(ctx context.Context, c *http.Client, url, backup string) error {
	err := retry.Do(ctx, retry.WithJitter(time.Second, retry.WithMaxRetries(2, retry.NewConstant(time.Second))), func(ctx context.Context) error {
		resp, err := c.Get(url)
		if err != nil {
			return retry.RetryableError(err)
		}
		return resp.Body.Close()
	})
	if err != nil {
		return get(ctx, c, backup) // want "fallbackretry: after the retry.Do has run out of attempts, the fallback calls callers.get"
	}
	return nil
}
