// Package budgetfacts checks which functions are exported as budget and
// route helpers.
package budgetfacts

import (
	"context"
	"math/rand"

	"golang.org/x/sync/semaphore"
	"golang.org/x/time/rate"
)

var (
	sem      = semaphore.NewWeighted(4)
	lim      = rate.NewLimiter(1, 1)
	replicas = []string{"a", "b"}
)

// TryAcquire returns the semaphore's verdict: a budget helper.
func TryAcquire() bool { return sem.TryAcquire(1) } // want TryAcquire:`^budget\(semaphore.Weighted.TryAcquire\)$`

// Wait returns the limiter's error: a budget helper.
func Wait(ctx context.Context) error { // want Wait:`^budget\(rate.Limiter.Wait\)$`
	if err := lim.Wait(ctx); err != nil {
		return err
	}
	return nil
}

// PickReplica returns what it chose: a route helper.
func PickReplica() string { return replicas[rand.Intn(len(replicas))] } // want PickReplica:`^route\(random index\)$`

// Count checks inside but returns a count: no helper.
func Count() int {
	n := 0
	if lim.Allow() {
		n++
	}
	return n
}

// Admit is declared a budget check by a directive.
//
//retrylint:budget the admission controller of the platform
func Admit() bool { return true } // want Admit:`^budget\(directive\)$`
