// Package visit calls its function parameters in loops, but never so
// that a loop can retry them: a visitor's result is dropped, and a
// yield's bool result stops the walk (a loop on one bool retries only
// when it also waits, and a wait makes a summary by itself). The package
// has nothing to summarise.
package visit

type Logger interface{ Log(string) }

type Tree struct {
	items []string
	log   Logger
}

// Each hands every item to visit and drops what it returns.
func (t *Tree) Each(visit func(string) error) {
	for _, it := range t.items {
		visit(it)
	}
}

// Walk stops when yield says so.
func (t *Tree) Walk(yield func(string) bool) {
	for _, it := range t.items {
		if !yield(it) {
			return
		}
	}
}

// Spawn runs each item's handler on its own goroutine and defers a
// cleanup: no result is read.
func (t *Tree) Spawn(handle func(string) error, cleanup func()) {
	for _, it := range t.items {
		go handle(it)
		defer cleanup()
	}
}

// NewTree stores its logger: no fact, the package is not summarised.
func NewTree(l Logger) *Tree { return &Tree{log: l} }
