// Package passon has a loop in a function with a function parameter, but
// the loop calls no parameter: it only keeps functions for later, which
// retries nothing, so the package has nothing to summarise.
package passon

type Hook func() error

type Logger interface{ Log(string) }

type Registry struct {
	hooks []Hook
	log   Logger
}

// AddAll keeps each hook for later and tells onAdded how many it kept,
// after the loop.
func (r *Registry) AddAll(hooks []Hook, onAdded func(int)) {
	for _, h := range hooks {
		r.hooks = append(r.hooks, h)
	}
	onAdded(len(r.hooks))
}

// NewRegistry stores its argument: no fact, the package is not summarised.
func NewRegistry(l Logger) *Registry { return &Registry{log: l} }
