package retrygov4

import (
	"context"

	"github.com/avast/retry-go/v4"
)

// NestedRetryGoV4UntilCtx: UntilSucceeded() has no count cap, but the
// Context(ctx) option lets a context that can end stop it, so the outer
// bound is unknown (?), not unbounded; inner 3 attempts; product ?.
func NestedRetryGoV4UntilCtx(ctx context.Context, msg string) error {
	return retry.Do(func() error {
		_, err := sendWithRetry(ctx, msg) // want `^retry\.Do \(\? attempts\) calls retrygov4\.sendWithRetry, which retries via retry\.DoWithData \(3 attempts\): up to \? calls per operation[^;]*; keep one retry owner`
		return err
	}, retry.UntilSucceeded(), retry.Context(ctx))
}
