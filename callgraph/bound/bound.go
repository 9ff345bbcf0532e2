// Package bound is the attempt bound of a retry owner: how many total
// calls of the retried operation it can make (never "retries"), and what
// says so.
package bound

import "strconv"

// Kind says how much is known about the attempts of a retry owner.
type Kind uint8

const (
	// Unknown: the owner stops (by count, deadline or context), but the
	// count is not known statically. Printed as "?".
	Unknown Kind = iota
	// Known: at most N total calls of the retried operation.
	Known
	// Unbounded: no count cap and no deadline.
	Unbounded
)

// Source says what sets a bound, so that a message can say why it is "?".
type Source uint8

// The sources of a bound.
const (
	NoSource      Source = iota
	Constant             // a constant loop bound
	Option               // an option or setter of a retry library or client
	Field                // a field of a struct value (a config, a client)
	Default              // the library's default
	Argument             // an argument of a retry helper
	Context              // a context that can end
	Replicas             // the number of replicas a failover loop walks
	Timeout              // a timeout or elapsed-time limit
	ExitCondition        // an exit decided by a method the analysis cannot see
	Directive            // //retrylint:retrier
	FieldDefault         // the value a package's own code sets in the field a count is read from
	CountedCall          // a call handed the loop's count decides the exit
	Untraced             // the library's default, taken because the value that sets the count is not traced
	Huge                 // a count so large it puts no practical end to the attempts (N keeps it)
	Helper               // a helper object's method decides each round (for state.Continue())
)

var sourceNames = [...]string{"", "constant", "option", "field", "default", "argument", "context", "replicas", "timeout", "exit condition", "directive", "field default", "counted call", "untraced", "huge", "helper"}

func (s Source) String() string {
	if int(s) < len(sourceNames) {
		return sourceNames[s]
	}
	return "source(" + strconv.Itoa(int(s)) + ")"
}

// Bound is the attempt bound of a retry owner, counted as total calls of
// the retried operation.
type Bound struct {
	Kind Kind
	N    int64 // total calls, when Kind == Known
	From Source
	// Default says where a count read from a field comes from, when
	// From is FieldDefault: "Admin.Retry.Max = 5 in sarama.NewConfig".
	Default string
}

// MaxCount is the largest count a bound keeps as such: a count past it
// (Steps: math.MaxInt32) puts no practical end to the attempts, and is
// unbounded, with the count kept in N (From Huge).
const MaxCount = 1 << 20

// Of returns a bound of n total calls set by from.
func Of(n int64, from Source) Bound {
	if n > MaxCount {
		return Bound{Kind: Unbounded, N: n, From: Huge}
	}
	return Bound{Kind: Known, N: n, From: from}
}

// OfDefault returns a bound of n total calls counted from the default
// that where names ("Admin.Retry.Max = 5 in sarama.NewConfig").
func OfDefault(n int64, where string) Bound {
	return Bound{Kind: Known, N: n, From: FieldDefault, Default: where}
}

// Unknowable returns a bound whose count is not known, set by from.
func Unknowable(from Source) Bound { return Bound{Kind: Unknown, From: from} }

// Unlimited returns the bound of an owner with no cap and no deadline.
func Unlimited(from Source) Bound { return Bound{Kind: Unbounded, From: from} }

// Retries reports whether the bound allows more than one call: a known
// bound of one call (or none) is not a retry at all.
func (b Bound) Retries() bool { return b.Kind != Known || b.N > 1 }

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

var unknownWhy = [...]string{
	NoSource:      "has a count that is not known statically",
	Constant:      "compares with a constant that is not a count of calls",
	Option:        "is set by an option whose value is not a constant",
	Field:         "reads its count from a field",
	Default:       "stops by its default time limit, not after a count",
	Argument:      "takes its count from an argument that is not a constant",
	Context:       "stops when a context ends or a deadline passes, not after a count",
	Replicas:      "tries each replica in turn, and how many there are is not known",
	Timeout:       "stops after a time limit, not a count",
	ExitCondition: "stops when a call the analysis cannot see into says so",
	Directive:     "has no count in its directive",
	CountedCall:   "hands its count to a call that decides when to stop",
	Untraced:      "takes the library's default, as the value that sets its count is not traced",
	Huge:          "has a count that is not known statically",
	Helper:        "goes round while a helper's method says so, and that method's count is not known statically",
}

// Why says, for a bound printed as "?", why its count is not known, as a
// predicate of the owner ("reads its count from a field"); it is empty
// for known and unbounded bounds.
func (b Bound) Why() string {
	if b.Kind != Unknown {
		return ""
	}
	if int(b.From) < len(unknownWhy) {
		return unknownWhy[b.From]
	}
	return unknownWhy[NoSource]
}

// Assumed says, for a bound taken from the library's default because the
// value that sets it is not traced (From Untraced), that it is so, as a
// predicate of the owner; it is empty for other bounds.
func (b Bound) Assumed() string {
	if b.From != Untraced {
		return ""
	}
	return "assumes the library's default (" + b.Attempts() + "), as the value that sets its count is not traced"
}

// MaxProduct caps products so that they never overflow; larger products
// print as the cap, which is already far past any sane budget.
const MaxProduct = 1 << 40

// Mul returns the product of two bounds: unbounded wins over unknown, and
// unknown makes the product unknown.
func (b Bound) Mul(c Bound) Bound {
	switch {
	case b.Kind == Unbounded || c.Kind == Unbounded:
		return Unlimited(NoSource)
	case b.Kind == Unknown || c.Kind == Unknown:
		return Unknowable(NoSource)
	}
	n := b.N * c.N
	if b.N != 0 && (n/b.N != c.N || n > MaxProduct) {
		n = MaxProduct
	}
	return Bound{Kind: Known, N: n} // a product keeps its size (MaxCount is for one owner's count)
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

// Worse reports whether b is strictly more severe than c.
func (b Bound) Worse(c Bound) bool {
	bk, bn := b.rank()
	ck, cn := c.rank()
	return bk > ck || bk == ck && bn > cn
}
