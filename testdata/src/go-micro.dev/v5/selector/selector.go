// Package selector is a test stub mirroring go-micro.dev/v5 v5.3.0, package selector (minimal: the default registry selector without a registry or logger).
package selector

import (
	"context"
	"errors"
	"math/rand"
	"sync"

	"go-micro.dev/v5/registry"
)

// Selector builds on the registry as a mechanism to pick nodes
// and mark their status.
type Selector interface {
	Init(opts ...Option) error
	Options() Options
	// Select returns a function which should return the next node
	Select(service string, opts ...SelectOption) (Next, error)
	// Mark sets the success/error against a node
	Mark(service string, node *registry.Node, err error)
	// Reset returns state back to zero for a service
	Reset(service string)
	// Close renders the selector unusable
	Close() error
	// Name of the selector
	String() string
}

// Next is a function that returns the next node
// based on the selector's strategy.
type Next func() (*registry.Node, error)

// Filter is used to filter a service during the selection process.
type Filter func([]*registry.Service) []*registry.Service

// Strategy is a selection strategy e.g random, round robin.
type Strategy func([]*registry.Service) Next

// Options are the selector options (minimal: no Registry).
type Options struct {
	Strategy Strategy
	Context  context.Context
}

// SelectOptions are the options of one Select call.
type SelectOptions struct {
	Filters  []Filter
	Strategy Strategy
	Context  context.Context
}

// Option used to initialise the selector.
type Option func(*Options)

// SelectOption used when making a select call.
type SelectOption func(*SelectOptions)

var (
	DefaultSelector = NewSelector()

	ErrNotFound      = errors.New("not found")
	ErrNoneAvailable = errors.New("none available")
)

// NewSelector creates a new default selector.
func NewSelector(opts ...Option) Selector {
	s := &registrySelector{}
	for _, o := range opts {
		o(&s.so)
	}
	if s.so.Strategy == nil {
		s.so.Strategy = Random
	}
	return s
}

type registrySelector struct {
	so       Options
	services map[string][]*registry.Service
}

func (c *registrySelector) Init(opts ...Option) error {
	for _, o := range opts {
		o(&c.so)
	}
	return nil
}

func (c *registrySelector) Options() Options { return c.so }

func (c *registrySelector) Select(service string, opts ...SelectOption) (Next, error) {
	sopts := SelectOptions{Strategy: c.so.Strategy}
	for _, opt := range opts {
		opt(&sopts)
	}
	services, ok := c.services[service]
	if !ok {
		return nil, ErrNotFound
	}
	for _, filter := range sopts.Filters {
		services = filter(services)
	}
	if len(services) == 0 {
		return nil, ErrNoneAvailable
	}
	return sopts.Strategy(services), nil
}

func (c *registrySelector) Mark(service string, node *registry.Node, err error) {}

func (c *registrySelector) Reset(service string) {}

func (c *registrySelector) Close() error { return nil }

func (c *registrySelector) String() string { return "registry" }

// SetStrategy sets the default strategy for the selector.
func SetStrategy(fn Strategy) Option {
	return func(o *Options) { o.Strategy = fn }
}

// WithFilter adds a filter function to the list of filters
// used during the Select call.
func WithFilter(fn ...Filter) SelectOption {
	return func(o *SelectOptions) { o.Filters = append(o.Filters, fn...) }
}

// WithStrategy sets the selector strategy of one Select call.
func WithStrategy(fn Strategy) SelectOption {
	return func(o *SelectOptions) { o.Strategy = fn }
}

// Random is a random strategy algorithm for node selection.
func Random(services []*registry.Service) Next {
	nodes := make([]*registry.Node, 0, len(services))
	for _, service := range services {
		nodes = append(nodes, service.Nodes...)
	}
	return func() (*registry.Node, error) {
		if len(nodes) == 0 {
			return nil, ErrNoneAvailable
		}
		return nodes[rand.Int()%len(nodes)], nil
	}
}

// RoundRobin is a roundrobin strategy algorithm for node selection.
func RoundRobin(services []*registry.Service) Next {
	nodes := make([]*registry.Node, 0, len(services))
	for _, service := range services {
		nodes = append(nodes, service.Nodes...)
	}
	i := rand.Int()
	var mtx sync.Mutex
	return func() (*registry.Node, error) {
		if len(nodes) == 0 {
			return nil, ErrNoneAvailable
		}
		mtx.Lock()
		node := nodes[i%len(nodes)]
		i++
		mtx.Unlock()
		return node, nil
	}
}
