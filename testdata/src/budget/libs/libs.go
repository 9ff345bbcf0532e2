// Package libs has the budget and route APIs of real libraries (stubs
// that mirror their signatures): x/time/rate, x/sync/semaphore, sony
// gobreaker v1 and v2, hystrix-go, retry-go v5 throttles; gRPC
// balancer.Picker, go-kit lb.Balancer, go-micro selector, resty v3
// LoadBalancer. Each has a positive (route → budget → call) and a
// negative.
package libs

import (
	"context"
	"errors"
	"math/rand"
	"net/http"
	"time"

	"github.com/afex/hystrix-go/hystrix"
	retry "github.com/avast/retry-go/v5"
	"github.com/go-kit/kit/endpoint"
	"github.com/go-kit/kit/sd/lb"
	"github.com/sony/gobreaker"
	gobreakerv2 "github.com/sony/gobreaker/v2"
	"go-micro.dev/v4/registry"
	"go-micro.dev/v4/selector"
	"golang.org/x/sync/semaphore"
	"golang.org/x/time/rate"
	"google.golang.org/grpc/balancer"
	"resty.dev/v3"
)

var (
	errLimited  = errors.New("rate limited")
	errThrottle = errors.New("retry throttled")
)

// Replica is one backend of the service.
type Replica struct{ Addr string }

// Client uses one library of each kind.
type Client struct {
	HTTP     *http.Client
	replicas []*Replica

	limiter  *rate.Limiter
	sem      *semaphore.Weighted
	cb       *gobreaker.TwoStepCircuitBreaker
	cb1      *gobreaker.CircuitBreaker
	cb2      *gobreakerv2.TwoStepCircuitBreaker[[]byte]
	throttle *retry.FixedTokenBucketThrottleManager

	picker balancer.Picker
	lb     lb.Balancer
	sel    selector.Selector
	rlb    resty.LoadBalancer
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

// callNode sends one request to a go-micro node.
func (c *Client) callNode(ctx context.Context, n *registry.Node) error {
	return c.get(ctx, "http://"+n.Address+"/v1/items")
}

// invoke sends one RPC on the picked connection.
func (c *Client) invoke(ctx context.Context, sc balancer.SubConn, method string) error {
	sc.Connect()
	return c.get(ctx, "http://gateway"+method)
}

func (c *Client) random() *Replica { return c.replicas[rand.Intn(len(c.replicas))] }

// ---- x/time/rate ----

// PickerThenAllow: gRPC balancer.Picker.Pick, then rate.Limiter.Allow.
func (c *Client) PickerThenAllow(ctx context.Context) error {
	res, err := c.picker.Pick(balancer.PickInfo{FullMethodName: "/items.Items/Get", Ctx: ctx})
	if err != nil {
		return err
	}
	if !c.limiter.Allow() { // want `budget check c\.limiter\.Allow runs after replica selection c\.picker\.Pick at line 90; check the budget before choosing a route \(budget → route → call\)`
		return errLimited
	}
	err = c.invoke(ctx, res.SubConn, "/items.Items/Get")
	if res.Done != nil {
		res.Done(balancer.DoneInfo{Err: err})
	}
	return err
}

// AllowNThenPicker is fine: rate.Limiter.AllowN before the pick.
func (c *Client) AllowNThenPicker(ctx context.Context) error {
	if !c.limiter.AllowN(time.Now(), 1) {
		return errLimited
	}
	res, err := c.picker.Pick(balancer.PickInfo{FullMethodName: "/items.Items/List", Ctx: ctx})
	if err != nil {
		return err
	}
	return c.invoke(ctx, res.SubConn, "/items.Items/List")
}

// EndpointThenWaitN: go-kit lb.Balancer.Endpoint, then rate.Limiter.WaitN.
func (c *Client) EndpointThenWaitN(ctx context.Context, req any) (any, error) {
	ep, err := c.lb.Endpoint()
	if err != nil {
		return nil, err
	}
	if err := c.limiter.WaitN(ctx, 1); err != nil { // want `budget check c\.limiter\.WaitN runs after replica selection c\.lb\.Endpoint at line 118; check the budget before choosing a route \(budget → route → call\)`
		return nil, err
	}
	return ep(ctx, req)
}

// WaitThenEndpoint is fine: rate.Limiter.Wait, then go-kit Endpoint, then
// the call.
func (c *Client) WaitThenEndpoint(ctx context.Context, req any) (any, error) {
	if err := c.limiter.Wait(ctx); err != nil {
		return nil, err
	}
	chosen, err := c.lb.Endpoint()
	if err != nil {
		return nil, err
	}
	return chosen(ctx, req)
}

// KitRetry is fine: lb.Retry chooses the endpoint inside every attempt of
// the returned endpoint, after the limiter allowed the operation.
func (c *Client) KitRetry(ctx context.Context, req any) (any, error) {
	var ep endpoint.Endpoint = lb.Retry(3, time.Second, c.lb)
	if err := c.limiter.Wait(ctx); err != nil {
		return nil, err
	}
	return ep(ctx, req)
}

// NextThenReserve: the Next of a go-micro selector, then a reservation
// whose OK is inspected.
func (c *Client) NextThenReserve(ctx context.Context) error {
	next, err := c.sel.Select("items")
	if err != nil {
		return err
	}
	node, err := next()
	if err != nil {
		return err
	}
	if r := c.limiter.Reserve(); !r.OK() { // want `budget check c\.limiter\.Reserve runs after replica selection next at line 158; check the budget before choosing a route \(budget → route → call\)`
		return errLimited
	}
	return c.callNode(ctx, node)
}

// SelectThenAllowThenNext is fine: Select only narrows the candidates;
// the node is chosen by next(), after the check (go-micro's own client
// calls Select once and next() per attempt).
func (c *Client) SelectThenAllowThenNext(ctx context.Context) error {
	pick, err := c.sel.Select("items", selector.WithStrategy(selector.RoundRobin))
	if err != nil {
		return err
	}
	if !c.limiter.Allow() {
		return errLimited
	}
	node, err := pick()
	if err != nil {
		return err
	}
	return c.callNode(ctx, node)
}

// RestyThenReserveDelay: resty v3 LoadBalancer.NextWithContext, then a
// reservation whose Delay is inspected, then a request to the chosen base
// URL.
func (c *Client) RestyThenReserveDelay(ctx context.Context) error {
	base, err := c.rlb.NextWithContext(ctx)
	if err != nil {
		return err
	}
	r := c.limiter.Reserve() // want `budget check c\.limiter\.Reserve runs after replica selection c\.rlb\.NextWithContext at line 190; check the budget before choosing a route \(budget → route → call\)`
	if d := r.Delay(); d > time.Second {
		r.Cancel()
		return errLimited
	}
	return c.get(ctx, base+"/v1/items")
}

// WaitThenResty is fine: the limiter waits before the load balancer
// chooses the base URL.
func (c *Client) WaitThenResty(ctx context.Context) error {
	if err := c.limiter.Wait(ctx); err != nil {
		return err
	}
	baseURL, err := c.rlb.NextWithContext(ctx)
	if err != nil {
		return err
	}
	return c.get(ctx, baseURL+"/v1/items")
}

// ReserveNotInspected is fine: a reservation whose result is not looked
// at neither rejects nor delays anything (it is not a budget check).
func (c *Client) ReserveNotInspected(ctx context.Context) error {
	dst := c.random()
	c.limiter.Reserve()
	return c.call(ctx, dst)
}

// ---- x/sync/semaphore ----

// RandomThenTryAcquire: a random index, then semaphore.TryAcquire.
func (c *Client) RandomThenTryAcquire(ctx context.Context) error {
	rnd := c.replicas[rand.Intn(len(c.replicas))]
	if !c.sem.TryAcquire(1) { // want `budget check c\.sem\.TryAcquire runs after replica selection c\.replicas\[\.\.\.\] at line 227; check the budget before choosing a route \(budget → route → call\)`
		return errLimited
	}
	defer c.sem.Release(1)
	return c.call(ctx, rnd)
}

// AcquireThenRandom is fine: semaphore.Acquire before the selection.
func (c *Client) AcquireThenRandom(ctx context.Context) error {
	if err := c.sem.Acquire(ctx, 1); err != nil {
		return err
	}
	defer c.sem.Release(1)
	return c.call(ctx, c.replicas[rand.Intn(len(c.replicas))])
}

// ---- sony/gobreaker v1 and v2 (two-step Allow) ----

// PickThenBreaker: a selection, then the two-step breaker's Allow.
func (c *Client) PickThenBreaker(ctx context.Context) error {
	rep := c.random()
	done, err := c.cb.Allow() // want `budget check c\.cb\.Allow runs after replica selection c\.random at line 248; check the budget before choosing a route \(budget → route → call\)`
	if err != nil {
		return err
	}
	err = c.call(ctx, rep)
	done(err == nil)
	return err
}

// BreakerV2ThenPick is fine: the v2 breaker (done takes an error) is
// asked before the selection.
func (c *Client) BreakerV2ThenPick(ctx context.Context) error {
	done, err := c.cb2.Allow()
	if err != nil {
		return err
	}
	err = c.call(ctx, c.random())
	done(err)
	return err
}

// PickThenBreakerV2: the v2 two-step breaker after the selection.
func (c *Client) PickThenBreakerV2(ctx context.Context) error {
	target := c.random()
	done, err := c.cb2.Allow() // want `budget check c\.cb2\.Allow runs after replica selection c\.random at line 272; check the budget before choosing a route \(budget → route → call\)`
	if err != nil {
		return err
	}
	err = c.call(ctx, target)
	done(err)
	return err
}

// ExecuteAroundPick is fine: Execute admits the whole function it runs;
// the selection inside it happens after admission.
func (c *Client) ExecuteAroundPick(ctx context.Context) error {
	_, err := c.cb1.Execute(func() (interface{}, error) {
		return nil, c.call(ctx, c.random())
	})
	return err
}

// ---- hystrix-go ----

// PickThenAllowRequest: a selection, then hystrix AllowRequest.
func (c *Client) PickThenAllowRequest(ctx context.Context) error {
	circuit, _, err := hystrix.GetCircuit("items")
	if err != nil {
		return err
	}
	hx := c.random()
	if !circuit.AllowRequest() { // want `budget check circuit\.AllowRequest runs after replica selection c\.random at line 299; check the budget before choosing a route \(budget → route → call\)`
		return hystrix.ErrCircuitOpen
	}
	return c.call(ctx, hx)
}

// HystrixDo is fine: hystrix.Do admits the run function, which selects
// and calls inside.
func (c *Client) HystrixDo(ctx context.Context) error {
	return hystrix.Do("items", func() error { return c.call(ctx, c.random()) }, nil)
}

// ---- retry-go v5 throttle ----

// RetryPickThenThrottle asks the retry throttle after choosing the
// replica of the attempt.
func (c *Client) RetryPickThenThrottle(ctx context.Context) error {
	var err error
	for attempt := uint(0); attempt < 3; attempt++ {
		rt := c.random()
		if attempt > 0 && !c.throttle.AllowRetry(attempt, err) { // want `budget check c\.throttle\.AllowRetry runs after replica selection c\.random at line 319; check the budget before choosing a route \(budget → route → call\)`
			return errThrottle
		}
		if err = c.call(ctx, rt); err == nil {
			c.throttle.OnSuccess(attempt)
			return nil
		}
	}
	return err
}

// RetryThrottleThenPick is fine: "may I retry?" after the failed attempt,
// before the next selection.
func (c *Client) RetryThrottleThenPick(ctx context.Context) error {
	var err error
	for attempt := uint(0); attempt < 3; attempt++ {
		if attempt > 0 && !c.throttle.AllowRetry(attempt, err) {
			return errThrottle
		}
		if err = c.call(ctx, c.random()); err == nil {
			c.throttle.OnSuccess(attempt)
			return nil
		}
	}
	return err
}
