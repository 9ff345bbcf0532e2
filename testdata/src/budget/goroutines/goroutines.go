// Package goroutines has budget checks inside each goroutine of a
// fan-out (the check must dominate the go statement or errgroup.Go, not
// only the call inside the goroutine), and budget checks taken after the
// replication set of a key was chosen (a route selection that returns a
// slice of replicas). Positives and negatives side by side.
package goroutines

import (
	"context"
	"errors"
	"log"
	"net/http"
	"sync"
	"time"

	"golang.org/x/sync/errgroup"
	"golang.org/x/sync/semaphore"
	"golang.org/x/time/rate"
)

var errLimited = errors.New("rate limited")

// Replica is one backend of the service.
type Replica struct {
	Addr string
	HTTP *http.Client
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

// ConcurrencySemaphore is a project semaphore: Acquire(ctx) error waits.
type ConcurrencySemaphore struct{ ch chan struct{} }

func (s *ConcurrencySemaphore) Acquire(ctx context.Context) error {
	select {
	case s.ch <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (s *ConcurrencySemaphore) Release() { <-s.ch }

// Ring maps keys to the replicas that hold them.
type Ring struct{ replicas []*Replica }

// replicasFor returns the replication set of key: a route selection (a
// route noun in the name, a slice result, a key to choose by).
func (g *Ring) replicasFor(key string) []*Replica {
	h := 0
	for _, c := range key {
		h += int(c)
	}
	n := len(g.replicas)
	return []*Replica{g.replicas[h%n], g.replicas[(h+1)%n], g.replicas[(h+2)%n]}
}

// Nodes returns every replica: a getter with nothing to choose by, not a
// selection.
func (g *Ring) Nodes() []*Replica { return g.replicas }

// ShardCount names a shard but returns no set: not a selection.
func (g *Ring) ShardCount() int { return len(g.replicas) }

// Scatter sends one request to several replicas.
type Scatter struct {
	replicas []*Replica
	ring     *Ring
	limiter  *rate.Limiter
	sem      *semaphore.Weighted
	conc     *ConcurrencySemaphore
}

// ===== a budget check inside each started goroutine =====

// --- positives ---

// WaitInEachGoroutine starts one goroutine per replica; each waits on the
// limiter: all of them are running (and waiting) before any is limited.
func (s *Scatter) WaitInEachGoroutine(ctx context.Context) {
	var wg sync.WaitGroup
	for _, r := range s.replicas {
		wg.Add(1)
		go func(r *Replica) {
			defer wg.Done()
			if err := s.limiter.Wait(ctx); err != nil { // want `budget check s\.limiter\.Wait runs after the fan-out at line 96 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
				return
			}
			_ = r.Call(ctx, "/v1/items")
		}(r)
	}
	wg.Wait()
}

// AcquireInErrgroup acquires the semaphore inside each errgroup goroutine.
func (s *Scatter) AcquireInErrgroup(ctx context.Context) error {
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range s.replicas {
		g.Go(func() error {
			if err := s.sem.Acquire(gctx, 1); err != nil { // want `budget check s\.sem\.Acquire runs after the fan-out at line 111 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
				return err
			}
			defer s.sem.Release(1)
			return r.Call(gctx, "/v1/search")
		})
	}
	return g.Wait()
}

// worker waits on the limiter, then calls its replica.
func (s *Scatter) worker(ctx context.Context, r *Replica, wg *sync.WaitGroup) {
	defer wg.Done()
	if err := s.limiter.WaitN(ctx, 1); err != nil { // want `budget check s\.limiter\.WaitN runs after the fan-out at line 136 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
		return
	}
	_ = r.Call(ctx, "/v1/items")
}

// NamedWorkers starts the named method worker once per replica.
func (s *Scatter) NamedWorkers(ctx context.Context) {
	var wg sync.WaitGroup
	for _, r := range s.replicas {
		wg.Add(1)
		go s.worker(ctx, r, &wg)
	}
	wg.Wait()
}

// fetchOne is a function (not a method) that acquires the project
// semaphore before its call.
func fetchOne(ctx context.Context, conc *ConcurrencySemaphore, r *Replica, errs chan<- error) {
	if err := conc.Acquire(ctx); err != nil { // want `budget check conc\.Acquire runs after the fan-out at line 156 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
		errs <- err
		return
	}
	defer conc.Release()
	errs <- r.Call(ctx, "/v1/items")
}

// NamedFunctionFanOut starts fetchOne once per replica.
func (s *Scatter) NamedFunctionFanOut(ctx context.Context) error {
	errs := make(chan error, len(s.replicas))
	for _, r := range s.replicas {
		go fetchOne(ctx, s.conc, r, errs)
	}
	var all []error
	for range s.replicas {
		all = append(all, <-errs)
	}
	return errors.Join(all...)
}

// primary and secondary are the two halves of a hedged request, each
// waiting on the limiter when it has already started.
func (s *Scatter) primary(ctx context.Context) error {
	if err := s.limiter.Wait(ctx); err != nil { // want `budget check s\.limiter\.Wait runs after the fan-out at line 184 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
		return err
	}
	return s.replicas[0].Call(ctx, "/v1/items")
}

func (s *Scatter) secondary(ctx context.Context) error {
	if err := s.limiter.Wait(ctx); err != nil { // want `budget check s\.limiter\.Wait runs after the fan-out at line 185 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
		return err
	}
	return s.replicas[1].Call(ctx, "/v1/items")
}

// HedgedPair starts two goroutines (several starts are a fan-out).
func (s *Scatter) HedgedPair(ctx context.Context) error {
	errc := make(chan error, 2)
	go func() { errc <- s.primary(ctx) }()
	go func() { errc <- s.secondary(ctx) }()
	return <-errc
}

// fetch acquires the semaphore, then calls its replica.
func (s *Scatter) fetch(ctx context.Context, r *Replica) error {
	if err := s.sem.Acquire(ctx, 1); err != nil { // want `budget check s\.sem\.Acquire runs after the fan-out at line 203 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
		return err
	}
	defer s.sem.Release(1)
	return r.Call(ctx, "/v1/items")
}

// ErrgroupCallsFetch starts a literal per replica that calls fetch: the
// semaphore inside fetch is taken only when every goroutine runs.
func (s *Scatter) ErrgroupCallsFetch(ctx context.Context) error {
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range s.replicas {
		g.Go(func() error { return s.fetch(gctx, r) })
	}
	return g.Wait()
}

// refresher refreshes one replica; run has the shape errgroup.Go takes.
type refresher struct {
	ctx context.Context
	lim *rate.Limiter
	r   *Replica
}

func (f *refresher) run() error {
	if err := f.lim.Wait(f.ctx); err != nil { // want `budget check f\.lim\.Wait runs after the fan-out at line 227 has started the calls it should limit; check the budget before starting them \(budget → route → call\)`
		return err
	}
	return f.r.Call(f.ctx, "/v1/refresh")
}

// BoundMethodValues starts the method value f.run once per replica.
func (s *Scatter) BoundMethodValues(ctx context.Context) error {
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range s.replicas {
		f := &refresher{ctx: gctx, lim: s.limiter, r: r}
		g.Go(f.run)
	}
	return g.Wait()
}

// --- negatives ---

// WaitBeforeEachGo is fine: the limiter is waited on before each go
// statement; every goroutine starts only when the budget allowed it.
func (s *Scatter) WaitBeforeEachGo(ctx context.Context) error {
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range s.replicas {
		if err := s.limiter.Wait(ctx); err != nil {
			return err
		}
		g.Go(func() error { return r.Call(gctx, "/v1/items") })
	}
	return g.Wait()
}

// AcquireAllThenWaitInside is fine: the semaphore bounds the whole
// fan-out before it starts; the limiter inside only paces goroutines
// that were already admitted.
func (s *Scatter) AcquireAllThenWaitInside(ctx context.Context) error {
	n := int64(len(s.replicas))
	if err := s.sem.Acquire(ctx, n); err != nil {
		return err
	}
	defer s.sem.Release(n)
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range s.replicas {
		g.Go(func() error {
			if err := s.limiter.Wait(gctx); err != nil { // fine: the fan-out was admitted by Acquire above
				return err
			}
			return r.Call(gctx, "/v1/items")
		})
	}
	return g.Wait()
}

// ErrgroupWithLimit is fine: SetLimit bounds the goroutines (Go blocks at
// the limit); the limiter inside paces calls of a bounded fan-out.
func (s *Scatter) ErrgroupWithLimit(ctx context.Context) error {
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(4)
	for _, r := range s.replicas {
		g.Go(func() error {
			if err := s.limiter.Wait(gctx); err != nil { // fine: at most 4 goroutines run
				return err
			}
			return r.Call(gctx, "/v1/items")
		})
	}
	return g.Wait()
}

// ChannelSemaphore is fine: the send on the buffered channel bounds the
// goroutines before each one starts.
func (s *Scatter) ChannelSemaphore(ctx context.Context) {
	slots := make(chan struct{}, 4)
	var wg sync.WaitGroup
	for _, r := range s.replicas {
		slots <- struct{}{}
		wg.Add(1)
		go func() {
			defer func() { <-slots; wg.Done() }()
			if err := s.limiter.Wait(ctx); err != nil { // fine: at most 4 goroutines run
				return
			}
			_ = r.Call(ctx, "/v1/items")
		}()
	}
	wg.Wait()
}

// TryAcquireInsideGoroutine is fine: a try check sheds the excess (a
// refused goroutine ends at once), so it does limit the calls; only a
// check that waits leaves every goroutine of the fan-out running.
func (s *Scatter) TryAcquireInsideGoroutine(ctx context.Context) {
	var wg sync.WaitGroup
	for _, r := range s.replicas {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if !s.limiter.Allow() { // fine: refused calls are dropped, not queued
				return
			}
			_ = r.Call(ctx, "/v1/items")
		}()
	}
	wg.Wait()
}

// SingleBackgroundGoroutine is fine: one goroutine is no fan-out; its
// limiter paces its own work.
func (s *Scatter) SingleBackgroundGoroutine(ctx context.Context) {
	go func() {
		if err := s.limiter.Wait(ctx); err != nil { // fine: a single goroutine, not a fan-out
			return
		}
		_ = s.replicas[0].Call(ctx, "/v1/refresh")
	}()
}

// WorkerLoops is fine: one long-lived worker per replica whose loop waits
// before each of its calls; the check gates each call of the loop.
func (s *Scatter) WorkerLoops(ctx context.Context) {
	for _, r := range s.replicas {
		go func(r *Replica) {
			for ctx.Err() == nil {
				if err := s.limiter.Wait(ctx); err != nil { // fine: paces each iteration of a worker loop
					return
				}
				_ = r.Call(ctx, "/v1/poll")
			}
		}(r)
	}
}

// poll waits on the limiter, then calls its replica once.
func (s *Scatter) poll(ctx context.Context, r *Replica) error {
	if err := s.limiter.Wait(ctx); err != nil { // fine: called from the loop of a long-lived worker
		return err
	}
	return r.Call(ctx, "/v1/poll")
}

// PollingWorkers is fine: one worker per replica whose loop calls poll;
// the wait in poll gates each iteration's call, not the goroutine start.
func (s *Scatter) PollingWorkers(ctx context.Context) {
	for _, r := range s.replicas {
		go func(r *Replica) {
			for ctx.Err() == nil {
				_ = s.poll(ctx, r)
			}
		}(r)
	}
}

// WaitWithoutCall is fine: the goroutines wait and then do local work;
// there is no call for the check to gate.
func (s *Scatter) WaitWithoutCall(ctx context.Context, out chan<- string) {
	for _, r := range s.replicas {
		go func() {
			if err := s.limiter.Wait(ctx); err != nil { // fine: no remote call after it
				return
			}
			out <- r.Addr
		}()
	}
}

// visit waits on the limiter, then calls; it is called synchronously.
func (s *Scatter) visit(ctx context.Context, r *Replica) error {
	if err := s.limiter.Wait(ctx); err != nil { // fine: visit is never started as a goroutine
		return err
	}
	return r.Call(ctx, "/v1/items")
}

// SequentialVisits is fine: no goroutine; each wait gates the call that
// follows it.
func (s *Scatter) SequentialVisits(ctx context.Context) error {
	var errs []error
	for _, r := range s.replicas {
		errs = append(errs, s.visit(ctx, r))
	}
	return errors.Join(errs...)
}

// ===== a budget check after the replication set was chosen =====

// --- positives ---

// SetThenAllow chooses the replication set of key, then asks the limiter,
// then fans out over the set.
func (s *Scatter) SetThenAllow(ctx context.Context, key string) error {
	reps := s.ring.replicasFor(key)
	if !s.limiter.Allow() { // want `budget check s\.limiter\.Allow runs after replica selection s\.ring\.replicasFor at line 405; check the budget before choosing a route \(budget → route → call\)`
		return errLimited
	}
	for _, r := range reps {
		go r.Call(ctx, "/v1/items")
	}
	return nil
}

// SetThenAcquireIndexed chooses the set, acquires the semaphore, then
// calls the set's elements by index.
func (s *Scatter) SetThenAcquireIndexed(ctx context.Context, key string) error {
	reps := s.ring.replicasFor(key)
	if err := s.sem.Acquire(ctx, int64(len(reps))); err != nil { // want `budget check s\.sem\.Acquire runs after replica selection s\.ring\.replicasFor at line 418; check the budget before choosing a route \(budget → route → call\)`
		return err
	}
	defer s.sem.Release(int64(len(reps)))
	var errs []error
	for i := range reps {
		errs = append(errs, reps[i].Call(ctx, "/v1/items"))
	}
	return errors.Join(errs...)
}

// endpointsFor returns the addresses that serve key: a selection whose
// elements are strings.
func endpointsFor(addrs []string, key string) []string {
	if len(addrs) < 2 {
		return addrs
	}
	return addrs[len(key)%2:]
}

// EndpointsThenAllow chooses the endpoints, asks the limiter, then sends
// to the first one with http.Get.
func EndpointsThenAllow(lim *rate.Limiter, addrs []string, key string) error {
	eps := endpointsFor(addrs, key)
	if !lim.Allow() { // want `budget check lim\.Allow runs after replica selection endpointsFor at line 442; check the budget before choosing a route \(budget → route → call\)`
		return errLimited
	}
	resp, err := http.Get("http://" + eps[0] + "/v1/items")
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// --- negatives ---

// AllowThenSet is fine: budget → route → call.
func (s *Scatter) AllowThenSet(ctx context.Context, key string) error {
	if !s.limiter.Allow() {
		return errLimited
	}
	for _, r := range s.ring.replicasFor(key) {
		go r.Call(ctx, "/v1/items")
	}
	return nil
}

// nodesFor returns the node names of key, for logging.
func nodesFor(names []string, key string) []string { return names[:len(key)%len(names)] }

// LogNodesThenAllow is fine: the set is only logged (a std call with no
// I/O is no use of a route); the call after the check goes to the primary.
func (s *Scatter) LogNodesThenAllow(ctx context.Context, names []string, key string) error {
	log.Printf("key %s lives on %v", key, nodesFor(names, key))
	if !s.limiter.Allow() {
		return errLimited
	}
	return s.replicas[0].Call(ctx, "/v1/items")
}

// LogNodesNoBudget is fine: there is no budget check at all.
func LogNodesNoBudget(names []string, key string) {
	log.Printf("key %s lives on %v", key, nodesFor(names, key))
}

// callShard calls the replica of shard i.
func (s *Scatter) callShard(ctx context.Context, i int) error {
	return s.replicas[i%len(s.replicas)].Call(ctx, "/v1/items")
}

// ShardCountThenAllow is fine: ShardCount returns an int, not a set of
// routes, so passing it on after the check is no use of a selection.
func (s *Scatter) ShardCountThenAllow(ctx context.Context) error {
	n := s.ring.ShardCount()
	if !s.limiter.Allow() {
		return errLimited
	}
	return s.callShard(ctx, n-1)
}

// AllNodesThenAllow is fine: Nodes() lists every replica (nothing to
// choose by); the broadcast starts after the check.
func (s *Scatter) AllNodesThenAllow(ctx context.Context) error {
	all := s.ring.Nodes()
	if !s.limiter.Allow() {
		return errLimited
	}
	for _, r := range all {
		go r.Call(ctx, "/v1/invalidate")
	}
	return nil
}

// replicateKeys returns the keys still to copy; "replicate" is not the
// route noun "replica".
func (s *Scatter) replicateKeys(keys []string) []string { return keys[:len(keys)/2] }

// copyKeys sends the keys to the primary.
func (s *Scatter) copyKeys(ctx context.Context, keys []string) error {
	for range keys {
		if err := s.replicas[0].Call(ctx, "/v1/copy"); err != nil {
			return err
		}
	}
	return nil
}

// ReplicateThenAllow is fine: replicateKeys is no route selection.
func (s *Scatter) ReplicateThenAllow(ctx context.Context, keys []string) error {
	pending := s.replicateKeys(keys)
	if !s.limiter.Allow() {
		return errLimited
	}
	return s.copyKeys(ctx, pending)
}

// CountSetThenAllow is fine: only the size of the set is used after the
// check (len is no call to a route); the call goes to a shard by number.
func (s *Scatter) CountSetThenAllow(ctx context.Context, key string) error {
	n := len(s.ring.replicasFor(key))
	if !s.limiter.Allow() {
		return errLimited
	}
	return s.callShard(ctx, n)
}

// backendTimeout looks up a timeout by backend name: a route noun and an
// argument, but it returns a duration, not a set of routes.
func backendTimeout(name string) time.Duration {
	if name == "search" {
		return 2 * time.Second
	}
	return time.Second
}

// TimeoutThenAllow is fine: backendTimeout is no route selection, so
// using its result after the check is no route → budget → call.
func (s *Scatter) TimeoutThenAllow(ctx context.Context) error {
	d := backendTimeout("search")
	if !s.limiter.Allow() {
		return errLimited
	}
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	return s.callShard(ctx, 0)
}

// SetThenTryAcquireErrgroup chooses the set, tries the semaphore, then
// starts an errgroup closure per replica of the set (the closures capture
// the replicas: a use of the selection).
func (s *Scatter) SetThenTryAcquireErrgroup(ctx context.Context, key string) error {
	reps := s.ring.replicasFor(key)
	if !s.sem.TryAcquire(1) { // want `budget check s\.sem\.TryAcquire runs after replica selection s\.ring\.replicasFor at line 570; check the budget before choosing a route \(budget → route → call\)`
		return errLimited
	}
	defer s.sem.Release(1)
	g, gctx := errgroup.WithContext(ctx)
	for _, r := range reps {
		g.Go(func() error { return r.Call(gctx, "/v1/put") })
	}
	return g.Wait()
}
