// Package pricing is the client of the pricing service. Its Quote method
// retries the service by itself: four attempts, on transport errors and on
// 5xx statuses. It is the innermost layer of the example's retry cascade.
package pricing

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"time"
)

// maxAttempts is the most calls Quote makes to the pricing service.
const maxAttempts = 4

// Quote is the price of one SKU.
type Quote struct {
	SKU   string `json:"sku"`
	Cents int64  `json:"cents"`
}

// Rates is the currency table the service publishes.
type Rates map[string]float64

// Client talks to the pricing service over HTTP.
type Client struct {
	BaseURL string
	HTTP    *http.Client
}

// New returns a client for the service at baseURL.
func New(baseURL string) *Client {
	return &Client{BaseURL: baseURL, HTTP: &http.Client{Timeout: 2 * time.Second}}
}

// Quote asks the service for the price of sku, four times at most.
func (c *Client) Quote(ctx context.Context, sku string) (Quote, error) {
	u := c.BaseURL + "/quote?sku=" + url.QueryEscape(sku)
	var lastErr error
	for attempt := 0; attempt < maxAttempts; attempt++ {
		if attempt > 0 {
			if err := wait(ctx, time.Duration(attempt)*100*time.Millisecond); err != nil {
				return Quote{}, err
			}
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
		if err != nil {
			return Quote{}, err
		}
		resp, err := c.HTTP.Do(req)
		if err != nil {
			lastErr = err
			continue
		}
		if resp.StatusCode >= 500 {
			resp.Body.Close()
			lastErr = fmt.Errorf("pricing: %s", resp.Status)
			continue
		}
		return decodeQuote(resp)
	}
	return Quote{}, fmt.Errorf("pricing: quote %s: %w", sku, lastErr)
}

// QuoteOnce asks the service once and passes the outcome up: callers that
// own the retry use this one.
func (c *Client) QuoteOnce(ctx context.Context, sku string) (Quote, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.BaseURL+"/quote?sku="+url.QueryEscape(sku), nil)
	if err != nil {
		return Quote{}, err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return Quote{}, err
	}
	if resp.StatusCode >= 500 {
		resp.Body.Close()
		return Quote{}, fmt.Errorf("pricing: %s", resp.Status)
	}
	return decodeQuote(resp)
}

func decodeQuote(resp *http.Response) (Quote, error) {
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return Quote{}, fmt.Errorf("pricing: %s", resp.Status)
	}
	var q Quote
	if err := json.NewDecoder(resp.Body).Decode(&q); err != nil {
		return Quote{}, fmt.Errorf("pricing: decode quote: %w", err)
	}
	return q, nil
}

// WatchRates polls the rate table every interval until ctx ends and hands
// each table to update. A failed poll is logged and the next tick tries
// again: a polling loop, not a retry loop, since it never stops on success.
func (c *Client) WatchRates(ctx context.Context, interval time.Duration, update func(Rates)) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		r, err := c.fetchRates(ctx)
		if err != nil {
			log.Printf("pricing: refresh rates: %v", err)
			continue
		}
		update(r)
	}
}

func (c *Client) fetchRates(ctx context.Context) (Rates, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.BaseURL+"/rates", nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("pricing: rates: %s", resp.Status)
	}
	var r Rates
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		return nil, fmt.Errorf("pricing: decode rates: %w", err)
	}
	return r, nil
}

// wait sleeps for about d (with jitter) or until ctx is done.
func wait(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(jitter(d))
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
