// Package callbacks: a function handed to a registration (a cache's
// eviction callback, here go-cache's OnEvicted) runs later, when the
// library decides, not as part of the call that registers it; its
// retries do not multiply the attempts of a retry around that call. A
// function called now, by the code or by a helper that runs it at once,
// is part of the operation.
package callbacks

import (
	"context"
	"net/http"
	"sync"
	"time"

	cache "github.com/patrickmn/go-cache"
)

func send(ctx context.Context, method, url string) error {
	req, err := http.NewRequestWithContext(ctx, method, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err == nil {
		resp.Body.Close()
	}
	return err
}

// Provider caches launch templates and deletes a template from the cloud
// when the cache evicts it (the shape of karpenter's launch template
// provider).
type Provider struct {
	mu    sync.Mutex
	cache *cache.Cache
	url   string
}

// deleteTemplate retries the delete 3 times.
func (p *Provider) deleteTemplate(ctx context.Context, name string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = send(ctx, http.MethodDelete, p.url+"/templates/"+name); err == nil {
			return nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return err
}

// evicted makes the eviction callback.
func (p *Provider) evicted(ctx context.Context) func(string, interface{}) {
	return func(name string, _ interface{}) {
		_ = p.deleteTemplate(ctx, name)
	}
}

// NewProvider registers the callback.
func NewProvider(ctx context.Context, url string) *Provider {
	p := &Provider{cache: cache.New(time.Hour, time.Minute), url: url}
	p.cache.OnEvicted(p.evicted(ctx))
	return p
}

// Invalidate drops a template from the cache without deleting it: the
// callback is taken off for the delete and registered again after it.
func (p *Provider) Invalidate(ctx context.Context, name string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	defer p.cache.OnEvicted(p.evicted(ctx))
	p.cache.OnEvicted(nil)
	p.cache.Delete(name)
}

// launch creates an instance from a template, once, and drops the
// template from the cache when the call fails.
func (p *Provider) launch(ctx context.Context, name string) error {
	err := send(ctx, http.MethodPut, p.url+"/instances/"+name)
	if err != nil {
		p.Invalidate(ctx, name)
	}
	return err
}

// Launch retries the launch: the invalidation inside it registers the
// eviction callback, which runs later, not in this attempt.
func (p *Provider) Launch(ctx context.Context, name string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = p.launch(ctx, name); err == nil { // fine: the eviction callback is registered, not called, by the attempt
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Watch registers a closure in each attempt: what the closure does runs
// on eviction.
func (p *Provider) Watch(ctx context.Context, name string) error {
	var err error
	for i := 0; i < 2; i++ {
		p.cache.OnEvicted(func(k string, _ interface{}) { // fine: registered, called later by the cache
			_ = p.deleteTemplate(ctx, k)
		})
		if err = p.launch(ctx, name); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Evict calls the callback itself, in each attempt: nested.
func (p *Provider) Evict(ctx context.Context, name string) error {
	var err error
	for i := 0; i < 2; i++ {
		f := p.evicted(ctx) // want `^for loop \(2 attempts\) calls callbacks\.Provider\.evicted, which reaches callbacks\.Provider\.deleteTemplate \(for loop, 3 attempts\): up to 6 calls per operation`
		f(name, nil)
		if err = p.launch(ctx, name); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// once runs its function now, the first time only.
var once sync.Once

// Prepare retries an operation that runs a closure through sync.Once.Do.
// Fine: Once.Do calls it at once (it is no registration), but only in
// the first attempt: the attempts do not repeat it.
func (p *Provider) Prepare(ctx context.Context, name string) error {
	var err error
	for i := 0; i < 2; i++ {
		once.Do(func() {
			_ = p.deleteTemplate(ctx, name)
		})
		if err = p.launch(ctx, name); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
