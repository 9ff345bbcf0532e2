package gen

import (
	"context"
	"time"
)

// UseGenerated retries the generated retry owner: reported here, in the
// hand-written file, with the summary of the generated one.
func UseGenerated(ctx context.Context) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = Generated(ctx); err == nil { // want `for loop \(2 attempts\) calls gen.Generated, which retries in a for loop \(5 attempts\) and reaches inner.Fetch \(for loop, 3 attempts\): up to 30 calls`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
