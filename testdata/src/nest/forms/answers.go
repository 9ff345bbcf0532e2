package forms

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"
)

// ErrNotFound is the answer of lookup when the key is not there.
var ErrNotFound = errors.New("not found")

// ErrBusy is a failure: the dependency could not answer.
var ErrBusy = errors.New("busy")

// ClusterNotFoundFault is the answer of describe once a cluster is gone
// (the shape of an AWS SDK fault type).
type ClusterNotFoundFault struct{ ID string }

func (e *ClusterNotFoundFault) Error() string { return "cluster " + e.ID + " not found" }

// describe asks for a cluster through inner.Fetch (3 attempts).
func describe(ctx context.Context, id string) error {
	_, err := state(ctx, id)
	return err
}

// lookup reads a key from one source.
func lookup(ctx context.Context, source, key string) (string, error) {
	if _, err := state(ctx, source+"/"+key); err != nil {
		return "", err
	}
	return "v", nil
}

// WaitDeleted waits for each cluster to be gone: a NotFound fault is the
// answer it waits for and moves it to the next cluster; any other error
// ends the wait (the shape of cloud-nuke's waitForDBGlobalClustersDeleted).
func WaitDeleted(ctx context.Context, ids []string) error {
	for _, id := range ids {
		err := describe(ctx, id) // fine: the next cluster is asked after an answer (gone), not after a failure
		if err == nil {
			return fmt.Errorf("cluster %s still there", id)
		}
		var nf *ClusterNotFoundFault
		if !errors.As(err, &nf) {
			return err
		}
	}
	return nil
}

// FindInSources looks a key up in each source in turn: a source that
// does not hold the key answers ErrNotFound; any other error ends the
// search. Each source is asked once.
func FindInSources(ctx context.Context, sources []string, key string) (string, error) {
	for _, s := range sources {
		v, err := lookup(ctx, s, key) // fine: ErrNotFound is an answer, a failure ends the search
		if err == nil {
			return v, nil
		}
		if !errors.Is(err, ErrNotFound) {
			return "", err
		}
	}
	return "", ErrNotFound
}

// FirstExisting tries paths until one exists; os.IsNotExist says the
// file is not there, which is an answer.
func FirstExisting(ctx context.Context, paths []string) error {
	for _, p := range paths {
		err := describe(ctx, p) // fine: IsNotExist is an answer
		if err == nil {
			return nil
		}
		if os.IsNotExist(err) {
			continue
		}
		return err
	}
	return os.ErrNotExist
}

// FailoverOnBusy moves to the next source when one is busy: ErrBusy is a
// failure, so this is a failover nested on inner.Fetch's retries.
func FailoverOnBusy(ctx context.Context, sources []string, key string) (string, error) {
	for _, s := range sources {
		v, err := lookup(ctx, s, key) // want `failover loop \(\? attempts\) calls forms\.lookup, which reaches inner\.Fetch \(for loop, 3 attempts\)`
		if err == nil {
			return v, nil
		}
		if !errors.Is(err, ErrBusy) {
			return "", err
		}
	}
	return "", ErrBusy
}

// FailoverSkippingMissing moves to the next source on a NotFound and on
// any other error too: the failure goes round, so it is a failover.
func FailoverSkippingMissing(ctx context.Context, sources []string, key string) (string, error) {
	var last error
	for _, s := range sources {
		v, err := lookup(ctx, s, key) // want `failover loop \(\? attempts\) calls forms\.lookup, which reaches inner\.Fetch \(for loop, 3 attempts\)`
		if err == nil {
			return v, nil
		}
		if errors.Is(err, ErrNotFound) {
			continue
		}
		last = err
	}
	return "", last
}

// PollPending asks again while the answer is "pending" (an OAuth device
// flow): a state, not a failure; other errors end the poll.
func PollPending(ctx context.Context, id string) error {
	for {
		err := describe(ctx, id) // fine: pending is an answer; a failure leaves the loop
		if err == nil {
			return nil
		}
		var p *AuthorizationPendingException
		if errors.As(err, &p) {
			time.Sleep(time.Second)
			continue
		}
		return err
	}
}

// AuthorizationPendingException says the user has not approved yet.
type AuthorizationPendingException struct{}

func (*AuthorizationPendingException) Error() string { return "authorization pending" }
