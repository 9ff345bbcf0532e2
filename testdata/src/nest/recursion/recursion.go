// Package recursion retries through recursive and mutually recursive
// functions: the analysis must end and report the nest once.
package recursion

import (
	"context"
	"time"

	"nest/inner"
)

// Walk retries itself through recursion: one owner, not a nest.
func Walk(ctx context.Context, depth int) error {
	var err error
	for i := 0; i < 3; i++ {
		if depth > 0 {
			err = Walk(ctx, depth-1) // fine: recursion into the same owner
		} else {
			err = inner.Once(ctx)
		}
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Ping and Pong call each other; Pong reaches a retrying client.
func Ping(ctx context.Context, n int) error {
	if n == 0 {
		return nil
	}
	return Pong(ctx, n-1)
}

// Pong is Ping's partner.
func Pong(ctx context.Context, n int) error {
	if n%2 == 0 {
		return inner.Fetch(ctx)
	}
	return Ping(ctx, n-1)
}

// Outer retries the mutually recursive pair.
func Outer(ctx context.Context) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = Ping(ctx, 4); err == nil { // want `for loop \(2 attempts\) calls recursion.Ping, which reaches inner.Fetch \(for loop, 3 attempts\): up to 6 calls`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
