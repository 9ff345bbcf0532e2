package loops

import (
	"context"
	"errors"
	"math/rand"
	"time"

	"shapes/pause"
)

// RetryRequest takes its wait from its caller (mochi-api's util
// helper): each call is judged by the wait it hands over.
func RetryRequest(handler func() error, times int, interval time.Duration) error {
	err := handler()
	for i := 0; err != nil && i < times-1; i++ {
		time.Sleep(interval)
		err = handler()
	}
	return err
}

// RetryJittered adds a random part to the wait it is handed: fine.
func RetryJittered(handler func() error, times int, interval time.Duration) error {
	err := handler()
	for i := 0; err != nil && i < times-1; i++ {
		time.Sleep(interval/2 + time.Duration(rand.Int63n(int64(interval))))
		err = handler()
	}
	return err
}

// UsesHelpers hands both helpers a read: the helpers own the retries.
// RetryRequest waits the fixed second this call hands it; RetryJittered
// adds its random part to it (fine).
func UsesHelpers(s *Store) error {
	list := func() error {
		_, err := s.List(context.Background())
		return err
	}
	if err := RetryRequest(list, 10, time.Second); err != nil { // want "retrydelay: loops.RetryRequest waits a fixed 1s between attempts, with no random part"
		return err
	}
	if err := RetryRequest(list, 10, jitter(time.Second)); err != nil { // fine: a random wait handed over
		return err
	}
	return RetryJittered(list, 10, time.Second)
}

func jitter(d time.Duration) time.Duration { return d/2 + time.Duration(rand.Int63n(int64(d))) }

// UsesImported hands another package's helper a fixed wait.
func UsesImported(s *Store) error {
	return pause.RetryEvery(func() error { // want "retrydelay: pause.RetryEvery waits a fixed 2s between attempts, with no random part"
		_, err := s.List(context.Background())
		return err
	}, 5, 2*time.Second)
}

var errTimeout = errors.New("timed out")

// WaitTimer goes round on a ticker until a timer made before the loop
// fires (fengjx/dlock's Lock): the timer is its deadline, so the loop is
// bounded: no unboundedretry. (The ticker's period is not read: no
// retrydelay either.)
func WaitTimer(s *Store, wait time.Duration) error {
	ticker := time.NewTicker(10 * time.Millisecond)
	timer := time.NewTimer(wait)
	for range ticker.C {
		if _, err := s.List(context.Background()); err == nil {
			return nil
		}
		select {
		case <-timer.C:
			return errTimeout
		default:
		}
	}
	return nil
}

var late int

// WaitTimerNoted only counts the timer firing and goes on: nothing ends
// the loop.
func WaitTimerNoted(s *Store, wait time.Duration) error {
	ticker := time.NewTicker(10 * time.Millisecond)
	timer := time.NewTimer(wait)
	for range ticker.C { // want "unboundedretry: for loop retries with no attempt cap and no deadline"
		if _, err := s.List(context.Background()); err == nil {
			return nil
		}
		select {
		case <-timer.C:
			late++
		default:
		}
	}
	return nil
}
