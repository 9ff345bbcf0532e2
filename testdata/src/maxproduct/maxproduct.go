// Package maxproduct is run with -nestedretry.max-product=10.
package maxproduct

import (
	"context"
	"time"

	"nest/inner"
)

// Small nests 2 × 3 = 6 calls: under the limit of 10, not reported.
func Small(ctx context.Context) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = inner.Fetch(ctx); err == nil { // fine: 6 calls are within -max-product=10
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Large nests 5 × 3 = 15 calls: over the limit.
func Large(ctx context.Context) error {
	var err error
	for i := 0; i < 5; i++ {
		if err = inner.Fetch(ctx); err == nil { // want `for loop \(5 attempts\) calls inner.Fetch, which retries in a for loop \(3 attempts\): up to 15 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
