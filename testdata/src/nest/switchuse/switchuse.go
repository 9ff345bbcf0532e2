// Package switchuse retries work that runs a retrying check only under a
// startup switch.
package switchuse

import (
	"context"
	"time"

	"nest/debug"
	"nest/inner"
)

func list(ctx context.Context) error {
	if err := inner.Once(ctx); err != nil {
		return err
	}
	if !debug.Enabled() {
		return nil
	}
	return debug.Check(ctx) // runs only when CHECK_CONSISTENCY was set at startup
}

// Sync retries list: the retrying check behind the switch is a debug path.
func Sync(ctx context.Context) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = list(ctx); err == nil { // fine: the inner retry runs only under a startup switch
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func listVerbose(ctx context.Context) error {
	if err := inner.Once(ctx); err != nil {
		return err
	}
	if debug.Verbose() {
		return debug.Check(ctx)
	}
	return nil
}

// SyncVerbose retries listVerbose: its switch is set at run time too, so
// the check may run in production.
func SyncVerbose(ctx context.Context) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = listVerbose(ctx); err == nil { // want `^for loop \(3 attempts\) calls switchuse\.listVerbose, which reaches inner\.Fetch \(for loop, 3 attempts\): up to 9 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
