// Package helpers has thin budget and route helpers that other packages
// call: the analysis learns through facts that TryAcquire is a budget check
// (it wraps semaphore.TryAcquire, returns one bool and does no I/O) and
// that PickReplica and Target are route selections (they return what they
// chose and do no I/O).
package helpers

import (
	"context"
	"math/rand"
	"net/http"
	"sync/atomic"

	"golang.org/x/sync/semaphore"
	"golang.org/x/time/rate"
)

var (
	sem      = semaphore.NewWeighted(8)
	limiter  = rate.NewLimiter(rate.Limit(100), 10)
	replicas []*Replica
	rr       uint64
)

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

// TryAcquire reports whether one more call may start (a budget helper).
func TryAcquire(ctx context.Context) bool { return sem.TryAcquire(1) }

// Release gives back what TryAcquire took.
func Release() { sem.Release(1) }

// Permit waits for the rate limiter (a budget helper that returns an
// error; its name says nothing).
func Permit(ctx context.Context) error { return limiter.Wait(ctx) }

// Admit is a helper of a helper: it is a budget check because TryAcquire
// is one.
func Admit(ctx context.Context) bool { return TryAcquire(ctx) }

// PickReplica chooses a replica at random (a route helper).
func PickReplica() *Replica { return replicas[rand.Intn(len(replicas))] }

// Target chooses a replica round-robin (a route helper; its name says
// nothing).
func Target() *Replica {
	n := atomic.AddUint64(&rr, 1)
	return replicas[n%uint64(len(replicas))]
}

// Replicas returns every replica: it chooses none, so it is not a route
// selection.
func Replicas() []*Replica { return replicas }

// Fetch chooses a replica and calls it: it does I/O, so it is an
// operation, not a thin route helper.
func Fetch(ctx context.Context, path string) error { return PickReplica().Call(ctx, path) }

// Leased checks the budget and also calls the network: not a thin budget
// helper.
func Leased(ctx context.Context, path string) error {
	if !sem.TryAcquire(1) {
		return context.Canceled
	}
	defer sem.Release(1)
	return PickReplica().Call(ctx, path)
}

// Local uses the helpers in their own package.
func Local(ctx context.Context) error {
	rep := PickReplica()
	if !TryAcquire(ctx) { // want `budget check TryAcquire runs after replica selection PickReplica at line 88; check the budget before choosing a route \(budget → route → call\)`
		return context.Canceled
	}
	defer Release()
	return rep.Call(ctx, "/v1/items")
}

// LocalFine is fine: budget → route → call.
func LocalFine(ctx context.Context) error {
	if !TryAcquire(ctx) {
		return context.Canceled
	}
	defer Release()
	return PickReplica().Call(ctx, "/v1/items")
}
