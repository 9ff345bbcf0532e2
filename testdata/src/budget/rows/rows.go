// Package rows holds the budget and route rows of the catalog that the
// other budget fixtures do not use: retry-go v5's ThrottleManager, the
// AWS SDK v2 retry token bucket (ratelimit.TokenRateLimit,
// retry.RateLimiter, retry.Standard), failsafe-go's bulkhead, rate
// limiter, circuit breaker and budget, go-micro v2 and v5 selectors, and
// resty v3's LoadBalancer.Next. Each row has a positive (route → budget →
// call, or a budget check after the fan-out it should limit) and a
// negative next to it.
package rows

import (
	"context"
	"errors"
	"math/rand"
	"net/http"
)

var (
	errThrottle = errors.New("retry throttled")
	errBudget   = errors.New("retry budget exhausted")
)

// Replica is one backend of the service.
type Replica struct{ Addr string }

// Client calls the replicas of one service.
type Client struct {
	HTTP     *http.Client
	replicas []*Replica
}

func (c *Client) get(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// call sends one request to a replica.
func (c *Client) call(ctx context.Context, r *Replica) error {
	return c.get(ctx, "http://"+r.Addr+"/v1/items")
}

// random chooses the replica of one attempt (a thin route helper).
func (c *Client) random() *Replica { return c.replicas[rand.Intn(len(c.replicas))] }
