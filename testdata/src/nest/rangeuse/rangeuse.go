// Package rangeuse retries around the range-over-func retry loops of
// package rangefunc: the layers multiply across packages.
package rangeuse

import (
	"context"
	"time"

	"nest/rangefunc"
)

// Twice retries Client.Get, which retries 4 times by itself: 2 × 4.
func Twice(ctx context.Context, c *rangefunc.Client) error {
	var err error
	for i := 0; i < 2; i++ {
		if _, err = c.Get(ctx, "http://svc/x"); err == nil { // want `^for loop \(2 attempts\) calls rangefunc\.Client\.Get, which retries in a for loop \(4 attempts\): up to 8 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Once calls Client.Get once: fine.
func Once(ctx context.Context, c *rangefunc.Client) error {
	_, err := c.Get(ctx, "http://svc/x") // fine: one retry layer
	return err
}
