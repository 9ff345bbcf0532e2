// Package notify retries a provider held behind its own interface; the
// only implementation is another package's, known by its write fact.
package notify

import (
	"time"

	"writes/dispatch/hooks"
)

// Provider sends an alert.
type Provider interface {
	Send(text string) error
}

// New returns the webhook provider.
func New(url string) Provider { return &hooks.Webhook{URL: url} }

// Alert retries the send: a POST re-sent.
func Alert(p Provider, text string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = p.Send(text); err == nil { // want `for loop re-sends POST via hooks\.Webhook\.Send`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
