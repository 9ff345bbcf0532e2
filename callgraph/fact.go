package callgraph

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
)

// BoundKind says how much is known about the attempts of a retry owner.
type BoundKind uint8

const (
	// Unknown: the owner stops (by count, deadline or context), but the
	// count is not known statically. Printed as "?".
	Unknown BoundKind = iota
	// Known: at most N total calls of the retried operation.
	Known
	// Unbounded: no count cap and no deadline.
	Unbounded
)

// Bound is the attempt bound of a retry owner, counted as total calls of
// the retried operation (never as "retries").
type Bound struct {
	Kind BoundKind
	N    int64  // total calls, when Kind == Known
	From string // what sets it: "constant", "option", "field", "default", "argument", "context", "replicas", ""
}

// KnownBound returns a bound of n total calls set by from.
func KnownBound(n int64, from string) Bound { return Bound{Kind: Known, N: n, From: from} }

// UnknownBound returns a bound whose count is not known.
func UnknownBound(from string) Bound { return Bound{Kind: Unknown, From: from} }

// UnboundedBound returns the bound of an owner with no cap and no deadline.
func UnboundedBound(from string) Bound { return Bound{Kind: Unbounded, From: from} }

// Attempts prints the bound as it appears in messages: "4 attempts",
// "1 attempt", "? attempts" or "unbounded".
func (b Bound) Attempts() string {
	switch b.Kind {
	case Known:
		if b.N == 1 {
			return "1 attempt"
		}
		return strconv.FormatInt(b.N, 10) + " attempts"
	case Unbounded:
		return "unbounded"
	}
	return "? attempts"
}

// maxProduct caps products so that they never overflow; larger products
// print as the cap, which is already far past any sane budget.
const maxProduct = 1 << 40

// Mul returns the product of two bounds: unbounded wins over unknown, and
// unknown makes the product unknown.
func (b Bound) Mul(c Bound) Bound {
	switch {
	case b.Kind == Unbounded || c.Kind == Unbounded:
		return UnboundedBound("")
	case b.Kind == Unknown || c.Kind == Unknown:
		return UnknownBound("")
	}
	n := b.N * c.N
	if b.N != 0 && (n/b.N != c.N || n > maxProduct) {
		n = maxProduct
	}
	return KnownBound(n, "")
}

// rank orders bounds from least to most severe: known counts by size,
// then unknown, then unbounded.
func (b Bound) rank() (int, int64) {
	switch b.Kind {
	case Known:
		return 0, b.N
	case Unknown:
		return 1, 0
	}
	return 2, 0
}

// Layer is one retry owner in a chain of nested owners.
type Layer struct {
	Func  string // the function holding the owner: "adapter.Price", "edge.Handle.func1"
	Via   string // how it retries: "for loop", "failover loop", "retry after error", "backoff.Retry", ...
	Bound Bound
	Pos   string // "file.go:line" of the owner (the loop or the library call); the file name as the driver gives it
}

func (l Layer) String() string {
	return fmt.Sprintf("%s[%s, %s]", l.Func, l.Via, l.Bound.Attempts())
}

// Hop is one step of a witness path: the function called and where.
type Hop struct {
	Name string // "adapter.Price"
	Pos  string // "file.go:line" of the call that leads to Name
}

// FuncFact is the summary of one function, exported as an object fact on
// its *types.Func (the generic origin for generic functions and methods).
// It holds only strings and numbers, in a defined order, so that its gob
// encoding is deterministic; positions are "file:line" strings, never
// token.Pos.
//
// A fact is exported only when it says something: a function that neither
// retries, nor reaches a retry owner, nor performs remote I/O or waits has
// no fact, which keeps fact files small.
type FuncFact struct {
	// Own is the function's own outermost retry owner when the function is
	// one (Own.Via == "" otherwise): what a caller sees as the retry layer
	// when it passes the retried operation as argument OpArg.
	Own Layer
	// OpArg is 1 + the index (receiver excluded) of the func-typed
	// parameter that Own retries, or 0 when Own retries a fixed body.
	OpArg int
	// BoundArg is 1 + the index of the integer parameter that sets Own's
	// attempts as argument + BoundAdd, or 0.
	BoundArg int
	BoundAdd int64
	// OwnIfIO: Own retries only what is passed in and neither does I/O
	// nor waits itself; it is a retry owner only for callers whose
	// operation does remote I/O.
	OwnIfIO bool
	// Write is the first non-idempotent write the function reaches, and
	// WritePath leads to the function that performs it.
	Write     Write
	WritePath []Hop
	// MethodArg is 1 + the index of a method parameter of a helper that
	// sends a request with it (request(ctx, method, path)); MethodWrite
	// says where, and callers passing POST make it a write.
	MethodArg   int
	MethodWrite Write

	// Budget and Route name the check or selection that a thin helper
	// wraps (it returns the verdict or the choice), or are empty.
	Budget string
	Route  string

	// ClientArg is 1 + the index of an *http.Client parameter that the
	// function sends requests with, or 0.
	ClientArg int

	// Chain is the worst nest of retry owners that runs when the function
	// is called, outermost first; empty when it reaches no owner.
	Chain []Layer
	// Path leads from the function to Chain[0].Func (empty when the
	// function is Chain[0].Func itself).
	Path []Hop

	IO    bool // reaches remote I/O (network, RPC, database)
	Waits bool // sleeps or waits on a timer
}

// AFact marks FuncFact as an analysis fact.
func (*FuncFact) AFact() {}

// empty reports whether the fact carries nothing worth exporting.
func (f *FuncFact) empty() bool {
	return f.Own.Via == "" && len(f.Chain) == 0 && !f.IO && !f.Waits && f.ClientArg == 0 && f.Budget == "" && f.Route == "" && f.Write.IsZero() && f.MethodArg == 0
}

// String is what fixtures match with // want name:"...". File names are
// shortened to their base so that expectations do not depend on the driver.
func (f *FuncFact) String() string {
	var parts []string
	if f.Own.Via != "" {
		s := "owner(" + f.Own.Via + ", " + f.Own.Bound.Attempts()
		if f.OpArg > 0 {
			s += ", op=arg" + strconv.Itoa(f.OpArg-1)
		}
		if f.BoundArg > 0 {
			s += fmt.Sprintf(", bound=arg%d%+d", f.BoundArg-1, f.BoundAdd)
		}
		if f.OwnIfIO {
			s += ", if op does io"
		}
		parts = append(parts, s+")")
	}
	if len(f.Chain) > 0 {
		var ls []string
		for _, l := range f.Chain {
			ls = append(ls, l.String())
		}
		s := "chain(" + strings.Join(ls, " > ") + ", " + ChainProduct(f.Chain).Attempts() + ")"
		if len(f.Path) > 0 {
			var hs []string
			for _, h := range f.Path {
				hs = append(hs, h.Name+"@"+ShortPos(h.Pos))
			}
			s += " via " + strings.Join(hs, " > ")
		}
		parts = append(parts, s)
	}
	if f.MethodArg > 0 {
		parts = append(parts, "method=arg"+strconv.Itoa(f.MethodArg-1))
	}
	if !f.Write.IsZero() {
		parts = append(parts, "write("+f.Write.What+" via "+f.Write.Via+" in "+f.Write.Func+")")
	}
	if f.Budget != "" {
		parts = append(parts, "budget("+f.Budget+")")
	}
	if f.Route != "" {
		parts = append(parts, "route("+f.Route+")")
	}
	if f.ClientArg > 0 {
		parts = append(parts, "client=arg"+strconv.Itoa(f.ClientArg-1))
	}
	if f.IO {
		parts = append(parts, "io")
	}
	if f.Waits {
		parts = append(parts, "waits")
	}
	return strings.Join(parts, " ")
}

// ChainProduct multiplies the bounds of a chain.
func ChainProduct(chain []Layer) Bound {
	p := KnownBound(1, "")
	for _, l := range chain {
		p = p.Mul(l.Bound)
	}
	return p
}

// ShortPos shortens "dir/file.go:12" to "file.go:12".
func ShortPos(pos string) string {
	return filepath.Base(pos)
}

// SplitPos splits "file:line" into the file and the line; line is 0 when
// pos has none.
func SplitPos(pos string) (string, int) {
	i := strings.LastIndexByte(pos, ':')
	if i < 0 {
		return pos, 0
	}
	n, err := strconv.Atoi(pos[i+1:])
	if err != nil {
		return pos, 0
	}
	return pos[:i], n
}
