// Package goroutines: a goroutine that nothing waits for is not part of
// the operation that starts it, so its own retries do not multiply the
// attempts of a retry around that operation; a goroutine whose result
// the operation waits for is part of it.
package goroutines

import (
	"context"
	"net/http"
	"sync"
	"time"
)

func get(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err == nil {
		resp.Body.Close()
	}
	return err
}

// fetch retries the request 3 times.
func fetch(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = get(ctx, url); err == nil {
			return nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return err
}

// Session renews itself in the background (the shape of a Kerberos or
// token client: login starts a renewal loop and returns).
type Session struct{ url string }

// renew retries a refresh until it works, on a timer: a loop of its own.
func (s *Session) renew(ctx context.Context) {
	for {
		if err := get(ctx, s.url+"/renew"); err == nil {
			return
		}
		time.Sleep(time.Minute)
	}
}

// Login starts the renewal and returns.
func (s *Session) Login(ctx context.Context) error {
	go s.renew(ctx)
	return get(ctx, s.url+"/login")
}

// LoginClosure starts the renewal in a closure.
func (s *Session) LoginClosure(ctx context.Context) error {
	go func() {
		for i := 0; i < 5; i++ {
			if err := get(ctx, s.url+"/renew"); err == nil {
				return
			}
			time.Sleep(time.Minute)
		}
	}()
	return get(ctx, s.url+"/login")
}

// Open retries the login: the renewal loops it starts run alongside.
func Open(ctx context.Context, s *Session) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = s.Login(ctx); err == nil { // fine: the renewal runs in a goroutine nothing waits for
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// OpenClosure: the same with the renewal in a closure.
func OpenClosure(ctx context.Context, s *Session) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = s.LoginClosure(ctx); err == nil { // fine: the renewal runs in a goroutine nothing waits for
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// viaChannel runs fetch in a goroutine and waits for its result: the
// goroutine is the attempt.
func viaChannel(ctx context.Context, url string) error {
	ch := make(chan error, 1)
	go func() { ch <- fetch(ctx, url) }()
	return <-ch
}

// viaWaitGroup waits for the goroutine too.
func viaWaitGroup(ctx context.Context, url string) error {
	var wg sync.WaitGroup
	var err error
	wg.Add(1)
	go func() {
		defer wg.Done()
		err = fetch(ctx, url)
	}()
	wg.Wait()
	return err
}

// Awaited retries an operation whose goroutine it waits for: nested.
func Awaited(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = viaChannel(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls goroutines\.viaChannel, which reaches goroutines\.fetch \(for loop, 3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// AwaitedGroup: the same with a WaitGroup.
func AwaitedGroup(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = viaWaitGroup(ctx, url); err == nil { // want `^for loop \(2 attempts\) calls goroutines\.viaWaitGroup, which reaches goroutines\.fetch \(for loop, 3 attempts\): up to 6 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
