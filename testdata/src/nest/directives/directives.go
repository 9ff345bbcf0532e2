// Package directives uses the retrylint directives.
package directives

import (
	"context"
	"time"

	"nest/inner"
)

// Vendor wraps an SDK call that retries inside the SDK, which the
// analysis cannot see.
//
//retrylint:retrier the vendor SDK retries every call three times
func Vendor(ctx context.Context) error { return inner.Once(ctx) }

// UseVendor retries the declared retrier.
func UseVendor(ctx context.Context) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = Vendor(ctx); err == nil { // want `for loop \(2 attempts\) calls directives.Vendor, which retries as a declared retrier \(\? attempts\): up to \? calls.*; \? because declared retrier in directives\.Vendor has no count in its directive$`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Ignored is a nest that the team accepts, with a reason.
func Ignored(ctx context.Context) error {
	var err error
	for i := 0; i < 2; i++ {
		//retrylint:ignore nestedretry the inner client is configured with one attempt in production
		if err = inner.Fetch(ctx); err == nil { // fine: ignored with a reason
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// IgnoredNoReason has an ignore directive without a reason: the finding
// stays (the directives check reports the directive, see
// directives/mistakes).
func IgnoredNoReason(ctx context.Context) error {
	var err error
	for i := 0; i < 2; i++ {
		//retrylint:ignore nestedretry
		if err = inner.Fetch(ctx); err == nil { // want `for loop \(2 attempts\) calls inner.Fetch`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Unused has an ignore directive that matches nothing.
func Unused(ctx context.Context) error {
	//retrylint:ignore nestedretry nothing retries here any more // want `retrylint:ignore nestedretry directive matches no finding; remove it`
	return inner.Once(ctx)
}

// Stacked has two ignores stacked above one line, the nestedretry one
// first: both apply to the line below the group.
func Stacked(ctx context.Context) error {
	var err error
	for i := 0; i < 2; i++ {
		//retrylint:ignore nestedretry the inner client is configured with one attempt in production
		//retrylint:ignore writeretry the inner call is a read
		if err = inner.Fetch(ctx); err == nil { // fine: the stacked ignore names nestedretry
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Listed has one ignore that names two checks.
func Listed(ctx context.Context) error {
	var err error
	for i := 0; i < 2; i++ {
		//retrylint:ignore writeretry,nestedretry the inner client is configured with one attempt in production
		if err = inner.Fetch(ctx); err == nil { // fine: the list names nestedretry
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Spaced writes "// retrylint:" with a space: a plain comment, which
// silences nothing (the directives check says so).
func Spaced(ctx context.Context) error {
	var err error
	for i := 0; i < 2; i++ {
		// retrylint:ignore nestedretry the inner client is configured with one attempt in production
		if err = inner.Fetch(ctx); err == nil { // want `for loop \(2 attempts\) calls inner.Fetch`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// OneLine has two ignores in one comment line.
func OneLine(ctx context.Context) error {
	var err error
	for i := 0; i < 2; i++ {
		//retrylint:ignore writeretry the inner call is a read //retrylint:ignore nestedretry the inner client is configured with one attempt in production
		if err = inner.Fetch(ctx); err == nil { // fine: the second directive of the line names nestedretry
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
