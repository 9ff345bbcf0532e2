package forms

import (
	"context"
	"testing"
	"time"

	"nest/inner"
)

// A nested retry in a test file is summarised but not reported.
func TestNested(t *testing.T) {
	for i := 0; i < 3; i++ {
		if err := inner.Fetch(context.Background()); err == nil { // fine: test files are not reported
			return
		}
		time.Sleep(time.Millisecond)
	}
}
