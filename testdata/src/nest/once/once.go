// Package once: one-time work reached from a retried operation (a
// client made once, a REST mapper's reload on a miss) is no layer of
// each attempt; the request each attempt sends is.
package once

import (
	"context"
	"net/http"
	"sync"
	"time"

	"k8s.io/client-go/discovery/cached/memory"
	"k8s.io/client-go/restmapper"
	"sigs.k8s.io/controller-runtime/pkg/client/apiutil"

	"libs/inner"
)

// Svc makes its discovery once.
type Svc struct {
	once sync.Once
	hc   *http.Client
}

func (s *Svc) init(ctx context.Context) {
	s.once.Do(func() {
		inner.Fetch(ctx, "https://discovery") // a retrying call, made once per Svc
		s.hc = &http.Client{}
	})
}

// Get sends one request after the one-time set-up.
func (s *Svc) Get(ctx context.Context, url string) error {
	s.init(ctx)
	resp, err := s.hc.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Poll retries Get. Fine: the discovery inside sync.Once runs once, not
// per attempt, and Get's own request does not retry.
func Poll(ctx context.Context, s *Svc, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = s.Get(ctx, url); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// OnceValue: the same with sync.OnceValue. Fine.
func OnceValue(ctx context.Context, url string) error {
	setup := sync.OnceValue(func() error {
		_, err := inner.Fetch(ctx, "https://discovery")
		return err
	})
	var err error
	for i := 0; i < 3; i++ {
		if err = setup(); err != nil {
			return err
		}
		resp, e := http.Get(url)
		if e == nil {
			return resp.Body.Close()
		}
		err = e
		time.Sleep(time.Second)
	}
	return err
}

// Mapped looks the kind up with a REST mapper, then sends with a client
// that retries. The mapper's discovery on a miss is one-time work; the
// retrying client is a layer of each attempt: a nest through it.
func Mapped(ctx context.Context, url string) error {
	m := apiutil.NewMapper()
	var err error
	for i := 0; i < 3; i++ {
		if _, err = m.RESTMapping(ctx, "Pod"); err != nil {
			time.Sleep(time.Second) // fine: the reload on a miss is once per kind
			continue
		}
		if _, err = inner.Fetch(ctx, url); err == nil { // want `^for loop \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation, as both retry transport errors and timeouts`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Direct is Poll's twin without the Once: the retrying call is made in
// every attempt.
func Direct(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = inner.Fetch(ctx, url); err == nil { // want `^for loop \(3 attempts\) calls inner\.Fetch, which retries in a for loop \(3 attempts\): up to 9 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Deferred looks the kind up with client-go's deferred mapper in each
// attempt. Fine: its discovery runs on the first lookup only, and the
// attempt's own request does not retry.
func Deferred(ctx context.Context, m *restmapper.DeferredDiscoveryRESTMapper, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = m.RESTMapping(ctx, "Pod"); err == nil {
			var resp *http.Response
			if resp, err = http.Get(url); err == nil {
				return resp.Body.Close()
			}
		}
		time.Sleep(time.Second)
	}
	return err
}

// Cached asks a memory-cached discovery client in each attempt. Fine: it
// fetches once and answers from memory after that.
func Cached(ctx context.Context) ([]string, error) {
	dc := memory.NewMemCacheClient()
	var err error
	for i := 0; i < 3; i++ {
		var gs []string
		if gs, err = dc.ServerGroups(ctx); err == nil {
			return gs, nil
		}
		time.Sleep(time.Second)
	}
	return nil, err
}
