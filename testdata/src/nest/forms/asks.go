package forms

import (
	"bufio"
	"context"
	"os"
	"strings"
	"time"

	"nest/inner"
)

// prompt reads a line from the terminal.
func prompt() string {
	text, _ := bufio.NewReader(os.Stdin).ReadString('\n')
	return strings.TrimSpace(text)
}

// register sends an address, through inner.Fetch (3 attempts).
func register(ctx context.Context, email string) error {
	_, err := state(ctx, email)
	return err
}

// AskUntilValid prompts again until the address is accepted: each round
// sends a new answer, so nothing is retried (the shape of an interactive
// client).
func AskUntilValid(ctx context.Context) {
	for {
		email := prompt()
		if err := register(ctx, email); err != nil { // fine: a new answer is read in every round
			continue
		}
		return
	}
}

// ServeRequests handles each request received on a channel until one is
// valid: the attempt sends what the round received.
func ServeRequests(ctx context.Context, reqs <-chan string) {
	for {
		email := <-reqs
		if err := register(ctx, email); err != nil { // fine: each round sends the request it received
			continue
		}
		return
	}
}

// AskOnceRetry reads the answer once and retries the same request: a
// retry nested on inner.Fetch.
func AskOnceRetry(ctx context.Context) error {
	email := prompt()
	var err error
	for i := 0; i < 3; i++ {
		if err = register(ctx, email); err == nil { // want `for loop \(3 attempts\) calls forms\.register, which reaches inner\.Fetch \(for loop, 3 attempts\): up to 9 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// AskAcross prompts through another package's reader (its fact says it
// reads input) until the answer is accepted.
func AskAcross(ctx context.Context) {
	for {
		if err := register(ctx, inner.Prompt()); err != nil { // fine: a new answer, read by inner.Prompt, in every round
			continue
		}
		return
	}
}
