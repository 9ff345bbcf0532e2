// Package callers calls the retry helpers of package api with the
// method or the request they decide: a write sent through a helper that
// retries it is reported at the call.
package callers

import (
	"context"
	"net/http"
	"time"

	"writes/callers/api"
)

// Restart posts through a helper that retries: reported here.
func Restart(ctx context.Context, a *api.API) error {
	return a.Call(ctx, http.MethodPost, "/restart", nil) // want `^api\.API\.Call re-sends POST in its for loop \(3 attempts\) without an idempotency key; a retried write can be applied twice: send an Idempotency-Key, or retry only idempotent requests in api\.API\.Call \(and 2 more calls in this package that send writes through the same retry\)$`
}

// Status reads through the same helper: a GET is safe to retry.
func Status(ctx context.Context, a *api.API) error {
	return a.Call(ctx, http.MethodGet, "/status", nil) // fine: GET is idempotent
}

// Replace puts: idempotent.
func Replace(ctx context.Context, a *api.API) error {
	return a.Call(ctx, "PUT", "/config", []byte("{}")) // fine: PUT is idempotent
}

// Patch patches through the library-retrying helper.
func Patch(ctx context.Context, a *api.API) error {
	return a.CallLib(ctx, http.MethodPatch, "/deploy") // want `^api\.API\.CallLib re-sends PATCH via retry\.Do \(4 attempts\) without an idempotency key`
}

// Comment builds a POST request and gives it to the retrying Do.
func Comment(ctx context.Context, a *api.API) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://svc/issues/1/comments", nil)
	if err != nil {
		return err
	}
	_, err = a.Do(req) // want `^api\.API\.Do re-sends POST in its for loop \(3 attempts\) without an idempotency key`
	return err
}

// CommentKeyed sets an idempotency key made outside the helper's retry:
// the helper re-sends the same key.
func CommentKeyed(ctx context.Context, a *api.API, key string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://svc/issues/1/comments", nil)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key)
	_, err = a.Do(req) // fine: the key is the same on every attempt
	return err
}

// List gives Do a GET.
func List(ctx context.Context, a *api.API) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://svc/issues", nil)
	if err != nil {
		return err
	}
	_, err = a.Do(req) // fine: GET is idempotent
	return err
}

// Deploy posts through a wrapper of the retrying helper.
func Deploy(ctx context.Context, a *api.API) error {
	return a.Deploy(ctx, http.MethodPost) // fine: the same loop of api.API.Call, reported once at Restart
}

// Once posts through a helper that does not retry.
func Once(ctx context.Context, a *api.API) error {
	return a.Send(ctx, http.MethodPost, "/restart") // fine: the helper sends once
}

// OnlyGETRetried posts through a helper that retries only GET.
func OnlyGETRetried(ctx context.Context, a *api.API) error {
	return a.ReadOnly(ctx, http.MethodPost, "/restart") // fine: the POST is sent once
}

// OuterRetry retries a helper that sends once: the outer retry is the
// one that re-sends the POST.
func OuterRetry(ctx context.Context, a *api.API) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = a.Send(ctx, http.MethodPost, "/restart"); err == nil { // want `^for loop re-sends POST via api\.API\.Send \(http\.Client\.Do\) without an idempotency key`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// GuardedOnTheWayRound posts through a helper that goes round again for
// GET only.
func GuardedOnTheWayRound(ctx context.Context, a *api.API) error {
	return a.GetRetried(ctx, http.MethodPost, "/restart") // fine: only a GET goes round again
}

// UnguardedOnTheWayRound posts through the same loop without the test.
func UnguardedOnTheWayRound(ctx context.Context, a *api.API) error {
	return a.AnyRetried(ctx, http.MethodPost, "/restart") // want `^api\.API\.AnyRetried re-sends POST in its for loop \(3 attempts\) without an idempotency key`
}

// Reboot posts through the same helper: the same cause, counted in the
// finding at Restart.
func Reboot(ctx context.Context, a *api.API) error {
	return a.Call(ctx, http.MethodPost, "/reboot", nil) // fine: reported once, at Restart
}

// Purge posts through a loop around a helper that takes the method.
func Purge(ctx context.Context, a *api.API) error {
	return a.LoopSend(ctx, http.MethodPost, "/purge") // want `^api\.API\.LoopSend re-sends POST in its for loop \(3 attempts\) without an idempotency key`
}

// Peek reads through the same loop.
func Peek(ctx context.Context, a *api.API) error {
	return a.LoopSend(ctx, http.MethodGet, "/purge") // fine: a GET
}

// QueryPost posts through Query.
func QueryPost(ctx context.Context, a *api.API) error {
	return a.Query(ctx, http.MethodPost, "/search", "{}") // want `^api\.API\.Query re-sends POST in the for loop of api\.API\.withRetries \(\? attempts\) without an idempotency key`
}

// QueryGet reads through Query: the method test before the request
// (if method != POST ...) does not make every request a POST.
func QueryGet(ctx context.Context, a *api.API) error {
	return a.Query(ctx, http.MethodGet, "/search", "q=1") // fine: a GET
}

// Bulk posts a bulk request through Perform.
func Bulk(ctx context.Context, a *api.API) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://es/_bulk", nil)
	if err != nil {
		return err
	}
	_, err = a.Perform(ctx, req, []int{502, 503, 504}) // want `^api\.API\.Perform re-sends POST in its for loop \(4 attempts\) without an idempotency key`
	return err
}

// Search reads through Perform.
func Search(ctx context.Context, a *api.API) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://es/_search", nil)
	if err != nil {
		return err
	}
	_, err = a.Perform(ctx, req, nil) // fine: a GET
	return err
}
