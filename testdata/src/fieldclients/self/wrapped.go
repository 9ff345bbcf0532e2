package self

import (
	"context"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
)

// Wrapped keeps a *retryablehttp.Client itself and wraps each request
// (the govultr shape).
type Wrapped struct{ rc *retryablehttp.Client }

// NewWrapped: retryablehttp's default policy retries every method.
func NewWrapped() *Wrapped { return &Wrapped{rc: retryablehttp.NewClient()} }

// DoWithContext sends the request its callers built, wrapped by
// retryablehttp.FromRequest: the same request, so the same method.
func (w *Wrapped) DoWithContext(ctx context.Context, r *http.Request) error {
	rreq, err := retryablehttp.FromRequest(r)
	if err != nil {
		return err
	}
	rreq = rreq.WithContext(ctx)
	resp, err := w.rc.Do(rreq)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// CreateInstance builds a POST: re-sent on 5xx and transport errors.
func (w *Wrapped) CreateInstance(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example/instances", nil)
	if err != nil {
		return err
	}
	return w.DoWithContext(ctx, req) // want `^self\.Wrapped\.DoWithContext re-sends POST via retryablehttp\.Client\.Do \(5 attempts\) without an idempotency key`
}

// GetInstance builds a GET: a retried read is fine.
func (w *Wrapped) GetInstance(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.example/instances/1", nil)
	if err != nil {
		return err
	}
	return w.DoWithContext(ctx, req)
}
