// Package fine uses every directive correctly: the directives check
// reports nothing here.
package fine

import (
	"context"
	"time"
)

func call(context.Context) error { return nil }

// Vendor is fine: a retrier directive with a reason on a declaration.
//
//retrylint:retrier the vendor SDK retries every call three times
func Vendor(ctx context.Context) error { return call(ctx) }

// Admit is fine: a budget directive with a reason on a declaration.
//
//retrylint:budget the tenant quota decides whether an attempt may start
func Admit(tenant string) bool { return tenant != "" }

// Save is fine: write and idempotent directives on the line of a call.
func Save(ctx context.Context) error {
	//retrylint:write the queue client appends a message
	if err := call(ctx); err != nil {
		return err
	}
	return call(ctx) //retrylint:idempotent the store deduplicates on the request id
}

// Loop is fine: an ignore with a known check and a reason (whether it
// matches a finding is that check's business), and ignores with a comma
// list or stacked above one line.
func Loop(ctx context.Context) error {
	for i := 0; i < 2; i++ {
		//retrylint:ignore nestedretry the inner client makes one attempt in production
		if err := Vendor(ctx); err == nil {
			return nil
		}
		//retrylint:ignore nestedretry,writeretry the vendor deduplicates and makes one attempt
		//retrylint:ignore budgetorder the limiter is the vendor's //retrylint:ignore sleepctx the vendor waits on the context
		if err := Vendor(ctx); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return nil
}
