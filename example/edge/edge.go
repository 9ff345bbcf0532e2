// Package edge is the HTTP front of the example service. Its handler
// retries the adapter up to 4 times, on top of the adapter's own retries
// and the pricing client's: the classic 4 × 4 × 4 = 64 cascade that
// retrylint reports.
package edge

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/retrylint/retrylint/example/adapter"
)

// attempts is how often the handler tries the adapter.
const attempts = 4

// Handler serves GET /price?sku=... and GET /prices?sku=a,b,c.
type Handler struct {
	prices *adapter.Adapter
	mux    *http.ServeMux
}

// New returns a handler over the adapter.
func New(a *adapter.Adapter) *Handler {
	h := &Handler{prices: a, mux: http.NewServeMux()}
	h.mux.HandleFunc("GET /price", h.price)
	h.mux.HandleFunc("GET /price/once", h.priceOnce)
	h.mux.HandleFunc("GET /prices", h.pricesAll)
	return h
}

// ServeHTTP implements http.Handler.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.mux.ServeHTTP(w, r)
}

// price retries the adapter, which retries the pricing client, which
// retries the pricing service: up to 64 calls for one request.
func (h *Handler) price(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	sku := r.URL.Query().Get("sku")
	var cents int64
	var err error
	for attempt := 0; attempt < attempts; attempt++ {
		cents, err = h.prices.Price(ctx, sku)
		if err == nil {
			break
		}
		if werr := pause(ctx, 200*time.Millisecond); werr != nil {
			err = werr
			break
		}
	}
	writePrice(w, sku, cents, err)
}

// priceOnce calls the adapter once and passes its outcome on: the handler
// is not a retry owner.
func (h *Handler) priceOnce(w http.ResponseWriter, r *http.Request) {
	sku := r.URL.Query().Get("sku")
	cents, err := h.prices.PriceOnce(r.Context(), sku)
	writePrice(w, sku, cents, err)
}

// pricesAll prices a list of SKUs: a fan-out over items, not a retry.
func (h *Handler) pricesAll(w http.ResponseWriter, r *http.Request) {
	skus := strings.Split(r.URL.Query().Get("sku"), ",")
	out, err := h.prices.PriceAll(r.Context(), skus)
	if err != nil && len(out) == 0 {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}

func writePrice(w http.ResponseWriter, sku string, cents int64, err error) {
	switch {
	case errors.Is(err, adapter.ErrNotFound):
		http.Error(w, err.Error(), http.StatusNotFound)
	case err != nil:
		http.Error(w, err.Error(), http.StatusBadGateway)
	default:
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"sku": sku, "cents": cents})
	}
}

// pause waits for about d (with jitter) or until ctx is done.
func pause(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(jitter(d))
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
