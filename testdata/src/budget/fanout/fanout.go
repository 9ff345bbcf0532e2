// Package fanout has budget checks that run only after the calls they
// should limit have started: goroutines, errgroup.Go, or a loop of calls
// over the replicas. At that point the check records what happened instead
// of limiting it.
package fanout

import (
	"context"
	"errors"
	"net/http"
	"sync"

	"golang.org/x/sync/errgroup"
	"golang.org/x/sync/semaphore"
	"golang.org/x/time/rate"
)

var (
	errBudget  = errors.New("retry budget exhausted")
	errLimited = errors.New("rate limited")
)

// Replica is one backend of the service.
type Replica struct {
	Addr string
	HTTP *http.Client
	up   bool
}

// Call sends one request to the replica.
func (r *Replica) Call(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+r.Addr+path, nil)
	if err != nil {
		return err
	}
	resp, err := r.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Healthy reports the last health state; it does no I/O.
func (r *Replica) Healthy() bool { return r.up }

// RetryBudget is a project budget (a budget-named type with Withdraw).
type RetryBudget struct{ tokens int }

func (b *RetryBudget) Withdraw() bool { b.tokens--; return b.tokens >= 0 }

// Scatter sends one request to every replica.
type Scatter struct {
	replicas []*Replica
	sem      *semaphore.Weighted
	limiter  *rate.Limiter
	budget   *RetryBudget
}

// --- positives ---

// GoroutinesThenAcquire starts one goroutine per replica, then acquires
// the semaphore that should have bounded them.
func (s *Scatter) GoroutinesThenAcquire(ctx context.Context) error {
	var wg sync.WaitGroup
	for _, r := range s.replicas {
		wg.Add(1)
		go func(r *Replica) { defer wg.Done(); _ = r.Call(ctx, "/v1/items") }(r)
	}
	if err := s.sem.Acquire(ctx, 1); err != nil { // want `budget check s\.sem\.Acquire runs after the fan-out at line 67 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
		return err
	}
	defer s.sem.Release(1)
	wg.Wait()
	return nil
}

// ErrgroupThenAllow starts the calls with errgroup.Go, then asks the
// limiter.
func (s *Scatter) ErrgroupThenAllow(ctx context.Context) error {
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range s.replicas {
		g.Go(func() error { return r.Call(gctx, "/v1/search") })
	}
	if !s.limiter.Allow() { // want `budget check s\.limiter\.Allow runs after the fan-out at line 82 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
		return errLimited
	}
	return g.Wait()
}

// BroadcastThenWithdraw calls every replica in a loop (a broadcast: it
// does not stop at the first success), then withdraws from the budget.
func (s *Scatter) BroadcastThenWithdraw(ctx context.Context) error {
	var errs []error
	for _, r := range s.replicas {
		if err := r.Call(ctx, "/v1/invalidate"); err != nil {
			errs = append(errs, err)
		}
	}
	if !s.budget.Withdraw() { // want `budget check s\.budget\.Withdraw runs after the fan-out at line 95 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
		return errBudget
	}
	return errors.Join(errs...)
}

// HedgeThenTryAcquire sends a hedged pair, then tries the semaphore.
func (s *Scatter) HedgeThenTryAcquire(ctx context.Context) error {
	errc := make(chan error, 2)
	go func() { errc <- s.replicas[0].Call(ctx, "/v1/items") }()
	go func() { errc <- s.replicas[1].Call(ctx, "/v1/items") }()
	if !s.sem.TryAcquire(1) { // want `budget check s\.sem\.TryAcquire runs after the fan-out at line 108 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
		return errLimited
	}
	defer s.sem.Release(1)
	return <-errc
}

// StartThenCheckInLoop starts a goroutine, then asks the limiter in the
// same iteration: the goroutine it should gate is already running.
func (s *Scatter) StartThenCheckInLoop(ctx context.Context) {
	for _, r := range s.replicas {
		go func() { _ = r.Call(ctx, "/v1/items") }()
		if !s.limiter.Allow() { // want `budget check s\.limiter\.Allow runs after the fan-out at line 121 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
			break
		}
	}
}

// --- negatives ---

// AcquireThenGoroutines is fine: the semaphore is acquired for the whole
// fan-out before any goroutine starts.
func (s *Scatter) AcquireThenGoroutines(ctx context.Context) error {
	n := int64(len(s.replicas))
	if err := s.sem.Acquire(ctx, n); err != nil {
		return err
	}
	defer s.sem.Release(n)
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range s.replicas {
		g.Go(func() error { return r.Call(gctx, "/v1/items") })
	}
	return g.Wait()
}

// CheckBeforeEachGo is fine: each check gates the goroutine that follows
// it; the goroutines already running were allowed by their own checks.
func (s *Scatter) CheckBeforeEachGo(ctx context.Context) error {
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range s.replicas {
		if !s.limiter.Allow() {
			break
		}
		g.Go(func() error { return r.Call(gctx, "/v1/items") })
	}
	return g.Wait()
}

// CheckInsideGoroutine is fine: each goroutine asks the semaphore before
// its own call, so the check limits the call it precedes.
func (s *Scatter) CheckInsideGoroutine(ctx context.Context) {
	var wg sync.WaitGroup
	for _, r := range s.replicas {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if !s.sem.TryAcquire(1) {
				return
			}
			defer s.sem.Release(1)
			_ = r.Call(ctx, "/v1/items")
		}()
	}
	wg.Wait()
}

// FilterThenCheck is fine: the loop only reads local health state
// (Healthy does no I/O); no call has started when the budget is asked.
func (s *Scatter) FilterThenCheck(ctx context.Context) error {
	var up []*Replica
	for _, r := range s.replicas {
		if r.Healthy() {
			up = append(up, r)
		}
	}
	if !s.budget.Withdraw() {
		return errBudget
	}
	return up[0].Call(ctx, "/v1/items")
}

// FailoverAskBetween is fine: a failover loop over the replicas that asks
// "may I retry?" after a failed attempt and before the next replica.
func (s *Scatter) FailoverAskBetween(ctx context.Context) error {
	var err error
	for _, r := range s.replicas {
		if err = r.Call(ctx, "/v1/items"); err == nil {
			return nil
		}
		if !s.budget.Withdraw() {
			return err
		}
	}
	return err
}
