// Package sleepctx sleeps between retry attempts, with and without a
// context to wait on.
package sleepctx

import (
	"context"
	"errors"
	"net/http"
	"time"
)

func get(ctx context.Context, url string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// Fetch sleeps between attempts while its caller may have given up.
func Fetch(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		var resp *http.Response
		if resp, err = get(ctx, url); err == nil {
			return resp.Body.Close()
		}
		time.Sleep(time.Second) // want `^time\.Sleep between the attempts of the for loop ignores ctx: a cancelled request waits out the sleep \(and any attempt the loop makes before it looks at the context\); wait on ctx\.Done\(\) and a timer$`
	}
	return err
}

// Status returns a value and an error: the fix gives the value's zero.
func Status(ctx context.Context, url string) (string, error) {
	var err error
	for i := 0; i < 3; i++ {
		var resp *http.Response
		if resp, err = get(ctx, url); err == nil {
			return resp.Status, resp.Body.Close()
		}
		time.Sleep(time.Duration(i) * time.Second) // want `^time\.Sleep between the attempts of the for loop ignores ctx`
	}
	return "", err
}

// Result is a value type result.
type Result struct{ Code int }

// Check returns a struct: its zero is Result{}.
func Check(c context.Context, url string) (Result, error) {
	for i := 0; i < 3; i++ {
		if resp, err := get(c, url); err == nil {
			return Result{Code: resp.StatusCode}, nil
		}
		time.Sleep(time.Second) // want `^time\.Sleep between the attempts of the for loop ignores c: `
	}
	return Result{}, errors.New("no answer")
}

// Warm has no results: the fix returns.
func Warm(ctx context.Context, url string) {
	for i := 0; i < 3; i++ {
		if _, err := get(ctx, url); err == nil {
			return
		}
		time.Sleep(time.Second) // want `^time\.Sleep between the attempts of the for loop ignores ctx`
	}
}

// Closure: the closure's return shape, the encloser's context; a name
// timer is taken, so the fix picks another.
func Closure(ctx context.Context, url string) error {
	timer := 0
	_ = timer
	try := func() error {
		var err error
		for i := 0; i < 3; i++ {
			if _, err = get(ctx, url); err == nil {
				return nil
			}
			time.Sleep(time.Second) // want `^time\.Sleep between the attempts of the for loop ignores ctx`
		}
		return err
	}
	return try()
}

// Count returns an int only: reported, with no fix (ctx.Err() has no
// place in its results).
func Count(ctx context.Context, url string) int {
	for i := 0; i < 3; i++ {
		if _, err := get(ctx, url); err == nil {
			return i
		}
		time.Sleep(time.Second) // want `^time\.Sleep between the attempts of the for loop ignores ctx`
	}
	return -1
}

// Do is a helper that retries what it is given.
func Do(ctx context.Context, op func(context.Context) error) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = op(ctx); err == nil {
			return nil
		}
		time.Sleep(time.Second) // want `^time\.Sleep between the attempts of the for loop ignores ctx`
	}
	return err
}

// NoContext has no context to wait on: not reported.
func NoContext(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = get(context.Background(), url); err == nil {
			return nil
		}
		time.Sleep(time.Second) // fine: nothing to wait on but the clock
	}
	return err
}

// Select already waits on the context: fine.
func Select(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = get(ctx, url); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Second):
		}
	}
	return err
}

// Ignored names its context _: there is no context to wait on.
func Ignored(_ context.Context, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = get(context.Background(), url); err == nil {
			return nil
		}
		time.Sleep(time.Second) // fine: the context is dropped on purpose
	}
	return err
}

// Doer sends requests; which implementation runs is not known here.
type Doer interface {
	Do(*http.Request) (*http.Response, error)
}

// Send retries through an interface in the shape of olivere/elastic's
// PerformRequest: the sleep ignores ctx whatever the call does.
func Send(ctx context.Context, d Doer, req *http.Request) error {
	for i := 0; i < 3; i++ {
		if _, err := d.Do(req.WithContext(ctx)); err == nil {
			return nil
		}
		time.Sleep(time.Second) // want `^time\.Sleep between the attempts of the for loop ignores ctx`
	}
	return errors.New("no answer")
}
