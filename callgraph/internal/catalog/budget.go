package catalog

import (
	"strings"
	"unicode"
)

// Budget checks decide whether a new attempt may start (a rate limiter, a
// semaphore, a circuit breaker, a retry token bucket); route selections
// choose the replica, endpoint or shard of an attempt. Both come from
// the APIs below and from the naming rules of project code.

// EventKind tells budget checks from route selections.
type EventKind uint8

const (
	// BudgetCheck decides whether an attempt may start.
	BudgetCheck EventKind = iota + 1
	// RouteSelection chooses the target of an attempt.
	RouteSelection
)

var budgetRows = func() map[string]EventKind {
	m := map[string]EventKind{}
	for _, k := range []string{
		"golang.org/x/time/rate.Limiter.Allow", "golang.org/x/time/rate.Limiter.AllowN",
		"golang.org/x/time/rate.Limiter.Wait", "golang.org/x/time/rate.Limiter.WaitN",
		"golang.org/x/sync/semaphore.Weighted.Acquire", "golang.org/x/sync/semaphore.Weighted.TryAcquire",
		"github.com/sony/gobreaker.TwoStepCircuitBreaker.Allow", "github.com/sony/gobreaker/v2.TwoStepCircuitBreaker.Allow",
		"github.com/afex/hystrix-go/hystrix.CircuitBreaker.AllowRequest",
		"github.com/avast/retry-go/v5.FixedTokenBucketThrottleManager.AllowRetry", "github.com/avast/retry-go/v5.ThrottleManager.AllowRetry",
		"github.com/aws/aws-sdk-go-v2/aws/retry.Standard.GetRetryToken", "github.com/aws/aws-sdk-go-v2/aws/retry.RateLimiter.GetToken",
		"github.com/aws/aws-sdk-go-v2/aws/ratelimit.TokenRateLimit.GetToken",
		"github.com/failsafe-go/failsafe-go/circuitbreaker.CircuitBreaker.TryAcquirePermit",
		"github.com/failsafe-go/failsafe-go/ratelimiter.RateLimiter.AcquirePermit",
		"github.com/failsafe-go/failsafe-go/ratelimiter.RateLimiter.AcquirePermits",
		"github.com/failsafe-go/failsafe-go/ratelimiter.RateLimiter.TryAcquirePermit",
		"github.com/failsafe-go/failsafe-go/ratelimiter.RateLimiter.TryAcquirePermits",
		"github.com/failsafe-go/failsafe-go/bulkhead.Bulkhead.AcquirePermit",
		"github.com/failsafe-go/failsafe-go/bulkhead.Bulkhead.TryAcquirePermit",
		"github.com/failsafe-go/failsafe-go/budget.Budget.TryAcquireRetryPermit",
	} {
		m[k] = BudgetCheck
	}
	for _, k := range []string{
		"google.golang.org/grpc/balancer.Picker.Pick",
		"github.com/go-kit/kit/sd/lb.Balancer.Endpoint",
		"go-micro.dev/v4/selector.Selector.Select", "go-micro.dev/v5/selector.Selector.Select",
		"github.com/micro/go-micro/v2/client/selector.Selector.Select",
		"resty.dev/v3.LoadBalancer.Next", "resty.dev/v3.LoadBalancer.NextWithContext",
	} {
		m[k] = RouteSelection
	}
	return m
}()

// EventOf returns the kind of the budget or route API with key, or 0.
func EventOf(key string) EventKind { return idx.budget[key] }

// Reservation reports whether key reserves a token whose inspection
// (OK, Delay) is the budget check: lim.Reserve().
func Reservation(key string) bool {
	return key == "golang.org/x/time/rate.Limiter.Reserve" || key == "golang.org/x/time/rate.Limiter.ReserveN"
}

// ReservationChecks are the methods of a reservation that decide.
var ReservationChecks = []string{"OK", "Delay", "DelayFrom"}

// The naming rules for project code.
var (
	budgetMethods = []string{"Allow", "AllowN", "TryAcquire", "Acquire", "Withdraw", "TryWithdraw", "Spend", "Take", "Admit"}
	budgetTypes   = []string{"budget", "limiter", "bucket", "breaker", "throttle", "semaphore", "quota"}
	routeVerbs    = []string{"pick", "choose", "select", "next"}
	routeTypes    = []string{"balancer", "picker", "selector", "ring", "pool"}
	routeNouns    = []string{"replica", "endpoint", "shard", "node", "backend", "peer"}
)

// EventByName classifies a function of project code by its name: a
// budget method on a budget-named type (Limiter.Allow), or a selection
// verb on a balancer-like type or with a replica-like noun in the name
// (Ring.Pick, pickReplica). recv is the receiver type's name or "".
func EventByName(recv, name string) EventKind {
	if recv != "" && containsAny(recv, budgetTypes) {
		for _, m := range budgetMethods {
			if name == m {
				return BudgetCheck
			}
		}
	}
	if hasPrefixAny(name, routeVerbs) {
		if recv != "" && containsAny(recv, routeTypes) || containsAny(name, routeNouns) {
			return RouteSelection
		}
	}
	return 0
}

// RouteSetName reports whether a function's name says that it returns a
// set of routes: one of its camel-case words is a route noun, singular or
// plural (replicasFor, ShardNodes, endpointsForKey; not replicateTo or
// peerless). The caller also requires the shape of a selection by key
// (a slice result, an argument to choose by): func replicasFor(key string)
// []*Replica.
func RouteSetName(name string) bool {
	for _, w := range camelWords(name) {
		for _, n := range routeNouns {
			if w == n || w == n+"s" {
				return true
			}
		}
	}
	return false
}

// camelWords splits a Go name into lower-case words at case changes,
// digits and underscores: "replicasForKey" → replicas, for, key;
// "HTTPNodes" → http, nodes.
func camelWords(name string) []string {
	var out []string
	rs := []rune(name)
	start := 0
	flush := func(end int) {
		if end > start {
			out = append(out, strings.ToLower(string(rs[start:end])))
		}
		start = end
	}
	for i := 0; i < len(rs); i++ {
		switch r := rs[i]; {
		case r == '_' || unicode.IsDigit(r):
			flush(i)
			start = i + 1
		case unicode.IsUpper(r) && i > start:
			prevLower := unicode.IsLower(rs[i-1])
			nextLower := i+1 < len(rs) && unicode.IsLower(rs[i+1])
			if prevLower || nextLower && unicode.IsUpper(rs[i-1]) {
				flush(i)
			}
		}
	}
	flush(len(rs))
	return out
}

func containsAny(s string, words []string) bool {
	s = strings.ToLower(s)
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

func hasPrefixAny(s string, words []string) bool {
	s = strings.ToLower(s)
	for _, w := range words {
		if strings.HasPrefix(s, w) {
			return true
		}
	}
	return false
}

// RandomIndex reports whether a call of key makes a random or
// round-robin index: rand.Intn(n) and friends, atomic.Add counters.
func RandomIndex(pkg, name string) bool {
	switch pkg {
	case "math/rand", "math/rand/v2":
		return true
	case "sync/atomic":
		return strings.HasPrefix(name, "Add")
	}
	return false
}

// FanOutStart reports whether key starts work in another goroutine
// (besides the go statement): errgroup's Go and TryGo.
func FanOutStart(key string) bool {
	return key == "golang.org/x/sync/errgroup.Group.Go" || key == "golang.org/x/sync/errgroup.Group.TryGo"
}

// FanOutLimit reports whether key bounds the goroutines that FanOutStart
// calls on the same receiver start: errgroup's SetLimit (Go blocks at
// the limit).
func FanOutLimit(key string) bool { return key == "golang.org/x/sync/errgroup.Group.SetLimit" }

// NextFromSelect: go-micro's Selector.Select returns the Next function
// whose call is the selection (next, err := sel.Select(svc); node, err := next()).
const NextFromSelect = "Select"
