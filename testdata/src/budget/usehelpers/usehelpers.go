// Package usehelpers calls the budget and route helpers of budget/helpers:
// they count like the calls they wrap, across the package boundary.
package usehelpers

import (
	"context"
	"errors"

	"budget/helpers"
)

var errBusy = errors.New("busy")

// --- positives ---

// PickThenTryAcquire chooses with helpers.PickReplica, then asks
// helpers.TryAcquire.
func PickThenTryAcquire(ctx context.Context) error {
	rep := helpers.PickReplica()
	if !helpers.TryAcquire(ctx) { // want `budget check helpers\.TryAcquire runs after replica selection helpers\.PickReplica at line 19; check the budget before choosing a route \(budget → route → call\)`
		return errBusy
	}
	defer helpers.Release()
	return rep.Call(ctx, "/v1/items")
}

// TargetThenPermit uses helpers whose names say nothing: only their facts
// tell.
func TargetThenPermit(ctx context.Context) error {
	tg := helpers.Target()
	if err := helpers.Permit(ctx); err != nil { // want `budget check helpers\.Permit runs after replica selection helpers\.Target at line 30; check the budget before choosing a route \(budget → route → call\)`
		return err
	}
	return tg.Call(ctx, "/v1/items")
}

// TargetThenAdmit: helpers.Admit is a helper of a helper.
func TargetThenAdmit(ctx context.Context) error {
	dst := helpers.Target()
	if !helpers.Admit(ctx) { // want `budget check helpers\.Admit runs after replica selection helpers\.Target at line 39; check the budget before choosing a route \(budget → route → call\)`
		return errBusy
	}
	defer helpers.Release()
	return dst.Call(ctx, "/v1/items")
}

// RetryPickThenAcquire has the wrong order in every attempt.
func RetryPickThenAcquire(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		r := helpers.PickReplica()
		if !helpers.TryAcquire(ctx) { // want `budget check helpers\.TryAcquire runs after replica selection helpers\.PickReplica at line 51; check the budget before choosing a route \(budget → route → call\)`
			return errBusy
		}
		err = r.Call(ctx, "/v1/items")
		helpers.Release()
		if err == nil {
			return nil
		}
	}
	return err
}

// --- negatives ---

// AcquireThenPick is fine: budget → route → call.
func AcquireThenPick(ctx context.Context) error {
	if !helpers.TryAcquire(ctx) {
		return errBusy
	}
	defer helpers.Release()
	return helpers.PickReplica().Call(ctx, "/v1/items")
}

// MayIRetry is fine: the check runs after a failed attempt and before the
// next selection.
func MayIRetry(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if attempt > 0 {
			if err := helpers.Permit(ctx); err != nil {
				return err
			}
		}
		if err = helpers.Target().Call(ctx, "/v1/items"); err == nil {
			return nil
		}
	}
	return err
}

// AllThenPermit is fine: helpers.Replicas returns every replica and
// chooses none, so nothing was selected before the check.
func AllThenPermit(ctx context.Context) error {
	all := helpers.Replicas()
	if err := helpers.Permit(ctx); err != nil {
		return err
	}
	return all[0].Call(ctx, "/v1/items")
}

// FetchThenPermit is fine: helpers.Fetch selects and calls inside (it is
// an operation, not a selection helper); its result is an error, not a
// route.
func FetchThenPermit(ctx context.Context) error {
	err := helpers.Fetch(ctx, "/v1/warmup")
	if err := helpers.Permit(ctx); err != nil {
		return err
	}
	if err != nil {
		return helpers.PickReplica().Call(ctx, "/v1/items")
	}
	return nil
}

// LeasedAfterPick is fine: helpers.Leased calls the network itself, so it
// is not a thin budget helper; the chosen replica is only called before.
func LeasedAfterPick(ctx context.Context) error {
	probe := helpers.PickReplica()
	if err := probe.Call(ctx, "/v1/ping"); err != nil {
		return err
	}
	return helpers.Leased(ctx, "/v1/items")
}
