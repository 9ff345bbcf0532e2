package callgraph

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/bound"
	"github.com/retrylint/retrylint/callgraph/internal/catalog"
)

// OwnerKind says what kind of retry owner a layer is.
type OwnerKind uint8

const (
	// Loop: a retry loop (for or range).
	Loop OwnerKind = iota + 1
	// FailoverLoop: a loop over replicas that stops at the first success.
	FailoverLoop
	// GotoLoop: a retry loop written with goto.
	GotoLoop
	// Straight: the same call made again on the failure path of the first.
	Straight
	// Library: a retry library that re-runs a function argument.
	Library
	// Client: a client that retries the call by itself.
	Client
	// Helper: a project's function that retries the operation it is given.
	Helper
	// Declared: a function marked //retrylint:retrier.
	Declared
	// Recursive: a function that calls itself again on the failure path
	// of its attempt (recursive.go).
	Recursive
)

// Runs reports whether the owner is a loop, a straight-line retry or a
// recursive retry written in the function itself (it runs, rather than
// being called).
func (k OwnerKind) Runs() bool {
	return k == Loop || k == FailoverLoop || k == GotoLoop || k == Straight || k == Recursive
}

// Layer is one retry owner in a chain of nested owners.
type Layer struct {
	Func  string    // the function holding the owner: "adapter.Price", "edge.Handle.func1"
	Via   string    // how it retries, for messages: "for loop", "retry after error", "backoff.Retry", ...
	Kind  OwnerKind // what it is
	Bound bound.Bound
	Pos   string // "file.go:line:col" of the owner (the loop or the call); the file name as the driver gives it
	// Deeper: the chain goes on below this layer, past MaxLayers, and the
	// layers below are not kept (nor counted in its product).
	Deeper bool
	// Class: what it goes round on (classes.go); 0 when not known.
	Class Class
}

func (l Layer) String() string {
	return fmt.Sprintf("%s[%s, %s]", l.Func, l.Via, l.Bound.Attempts())
}

// same reports whether two layers are the same owner.
func (l Layer) same(m Layer) bool { return l.Func == m.Func && l.Via == m.Via && l.Pos == m.Pos }

// Hop is one step of a witness path: the function called and where.
type Hop struct {
	Name string // "adapter.Price"
	Pos  string // "file.go:line" of the call that leads to Name
}

// FuncFact is the summary of one function, exported as an object fact on
// its *types.Func (the generic origin for generic functions and methods).
// Each group of fields belongs to one domain of the analysis, which fills
// it (see fill in each domain). It holds only strings and numbers, in a
// defined order, so that its gob encoding is deterministic; positions are
// "file:line" strings, never token.Pos. (The groups are not embedded
// structs: gob would send a type description for each.)
//
// A fact is exported only when it says something: a function that neither
// retries, nor reaches a retry owner, nor performs remote I/O or waits has
// no fact, which keeps fact files small.
type FuncFact struct {
	// Owners: the function's own outermost retry owner, when it is one,
	// as callers see it when they pass the retried operation (Own.Kind is
	// 0 when the function is no owner). OpArg is 1 + the index (receiver
	// excluded) of the func-typed parameter that Own retries, or 0 when
	// Own retries a fixed body; BoundArg is 1 + the index of the integer
	// parameter that sets Own's attempts as argument + BoundAdd, or 0.
	// PaceArg is 1 + the index of the duration parameter that is Own's
	// only wait between attempts, or 0: a caller's argument is its pace.
	// OwnIfIO: Own retries only what is passed in and neither does I/O
	// nor waits itself; it is a retry owner only for callers whose
	// operation does remote I/O.
	Own      Layer
	OpArg    int
	OpField  string // the operation is this field of argument OpArg
	BoundArg int
	BoundAdd int64
	PaceArg  int
	OwnIfIO  bool

	// Chains: the worst nest of retry owners that runs when the function
	// is called, outermost first (empty when it reaches no owner), and the
	// path from the function to Chain[0].Func (empty when it is the
	// function itself).
	Chain []Layer
	Path  []Hop
	// Gate: 1 + the index of a bool parameter that switches Chain on:
	// the function reaches it only where that parameter is true
	// (doWithRetries(ctx, retry bool)); a caller reaches it only when it
	// passes a constant true (chains.go).
	Gate int

	// Writes: the first non-idempotent write the function reaches, and
	// the path to the function that performs it; MethodArg is 1 + the
	// index of a method parameter of a helper that sends a request with
	// it (request(ctx, method, path)), RequestArg 1 + the index of a
	// request parameter it sends (Do(req)), MethodWrite says where, and
	// callers passing POST make it a write; Resends is the helper's own
	// retry layer that re-sends that request (Kind 0 when it does not).
	Write       Write
	WritePath   []Hop
	MethodArg   int
	RequestArg  int
	MethodWrite Write
	Resends     Layer
	// Refuses: the write methods ("PATCH,POST") that Resends never sends
	// again (its retry policy or its loop's tests refuse them).
	Refuses string
	// MakesRequest: 1 + the index of the method parameter of a helper
	// that returns the *http.Request it builds with it.
	MakesRequest int
	MakesKeyed   bool // and sets an idempotency key on it

	// Budget: a thin helper that wraps a budget check or a route
	// selection (it returns the verdict or the choice), and what it wraps.
	Helper   EventKind
	HelperOf string

	// Clients: 1 + the index of an *http.Client parameter that the
	// function sends requests with, or 0: a retrying client passed there
	// retries inside the function. Returns is the retrying client (or
	// transport) the function returns, if it returns one.
	ClientArg int
	Returns   ClientValue
	// SendsField: a method that sends with the client in this field of
	// its receiver; StoresArgs: a constructor that stores its arguments
	// in these fields of the struct it returns (fields.go).
	SendsField string
	StoresArgs []FieldArg
	// FieldLayer: 1 + the index in Chain of the layer that the client in
	// SendsField makes, priced at its library's default because the
	// package does not know the value (a constructor's parameter): a
	// caller that knows it prices the layer anew (handed.go).
	// ReturnsArg: 1 + the index of the parameter the function hands back
	// unchanged as its first result.
	FieldLayer int
	ReturnsArg int
	// Status: 1 + the index of the integer result that is the HTTP
	// status of the response the function got (code, err :=
	// api.Request(...)), for permanentretry in its callers.
	Status int
	// Delegates: a RoundTrip method that hands every request to the
	// transport in this field of its receiver (an auth or logging
	// wrapper): a value of its type retries as that transport does.
	Delegates string

	// Switch: the function returns a switch set from the environment at
	// startup (switches.go); calls behind it are debug paths.
	Switch bool

	// Effects: what calling the function does outside the process.
	IO    bool // reaches remote I/O (network, RPC, database)
	Waits bool // sleeps or waits on a timer
	// Cancels: the function is a pause that returns an error when a
	// signal ends it early (a context's Done): a loop that leaves on
	// that error is bounded by the context.
	Cancels bool
	// ReadsInput: the function reads new input (catalog.InputRead: a
	// terminal line, a workflow signal), itself or in a function it calls.
	ReadsInput bool
}

// ClientValue is a client value that retries by itself: its family (see
// the catalog), what messages call its retry, and its attempts. The zero
// value (Family empty) is none.
type ClientValue struct {
	Family string
	Via    string
	Bound  bound.Bound
	// Made is the "file:line" of the call that made the client, when its
	// calls' own retries of writes are reported once per client.
	Made string
	// Class: what its retries go round on, when not its family's.
	Class Class
}

// AFact marks FuncFact as an analysis fact.
func (*FuncFact) AFact() {}

// FieldFact is exported on a struct field that the package stores a
// retrying client in (an AWS client, a gRPC connection with a retry
// policy, a retrying *http.Client): the worst of what it stores there,
// so that another package calling through the field knows its attempts.
type FieldFact struct {
	Value ClientValue
}

// AFact marks FieldFact as an analysis fact.
func (*FieldFact) AFact() {}

// ClassifierFact is what an exported function of the classifier shape (a
// bool first result that asks for another attempt) lets through that is
// permanent, when another package hands it to a retry library: the first
// few outcomes and how many more (permanent.go). A fact of its own, so
// that FuncFact's encoding carries no field for it.
type ClassifierFact struct {
	Retries []string
	More    int
	// Class: what the function says true for, when it takes an error
	// (classes.go: predicateClass); 0 when it was not read.
	Class Class
}

// AFact marks ClassifierFact as an analysis fact.
func (*ClassifierFact) AFact() {}

func (f *ClassifierFact) String() string {
	s := fmt.Sprintf("classifies(%v +%d", f.Retries, f.More)
	if f.Class != 0 {
		s += ", " + f.Class.String()
	}
	return s + ")"
}

func (f *FieldFact) String() string {
	return fmt.Sprintf("field(%s, %s, %s)", f.Value.Family, f.Value.Via, f.Value.Bound.Attempts())
}

// empty reports whether the fact carries nothing worth exporting.
func (f *FuncFact) empty() bool {
	return f.Own.Kind == 0 && len(f.Chain) == 0 && !f.IO && !f.Waits && !f.Cancels && !f.ReadsInput && f.ClientArg == 0 && f.Returns.Family == "" && f.SendsField == "" && len(f.StoresArgs) == 0 && f.ReturnsArg == 0 && f.Delegates == "" && !f.Switch && f.MakesRequest == 0 && f.Helper == 0 &&
		f.Write.IsZero() && f.MethodArg == 0 && f.RequestArg == 0
}

// onlyStores reports whether the fact says no more than which arguments
// a constructor stores in fields, or which it hands back: calling such a
// function makes no summary by itself (the client stored is what does).
func (f *FuncFact) onlyStores() bool {
	g := *f
	g.StoresArgs, g.ReturnsArg = nil, 0
	return (len(f.StoresArgs) > 0 || f.ReturnsArg > 0) && g.empty()
}

// String is what fixtures match with // want name:"...". File names are
// shortened to their base so that expectations do not depend on the driver.
func (f *FuncFact) String() string {
	var parts []string
	if f.Own.Kind != 0 {
		s := "owner(" + f.Own.Via + ", " + f.Own.Bound.Attempts()
		if f.OpArg > 0 {
			s += ", op=arg" + strconv.Itoa(f.OpArg-1)
			if f.OpField != "" {
				s += "." + f.OpField
			}
		}
		if f.BoundArg > 0 {
			s += fmt.Sprintf(", bound=arg%d%+d", f.BoundArg-1, f.BoundAdd)
		}
		if f.PaceArg > 0 {
			s += ", wait=arg" + strconv.Itoa(f.PaceArg-1)
		}
		if f.OwnIfIO {
			s += ", if op does io"
		}
		if f.Own.Class != 0 && f.Own.Class != catalog.AnyError {
			s += ", on " + f.Own.Class.String()
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
		if f.Gate > 0 {
			s += " if arg" + strconv.Itoa(f.Gate-1)
		}
		parts = append(parts, s)
	}
	if f.MethodArg > 0 {
		parts = append(parts, "method=arg"+strconv.Itoa(f.MethodArg-1))
	}
	if f.RequestArg > 0 {
		parts = append(parts, "request=arg"+strconv.Itoa(f.RequestArg-1))
	}
	if f.MakesRequest > 0 {
		s := "makes-request(method=arg" + strconv.Itoa(f.MakesRequest-1)
		if f.MakesKeyed {
			s += ", keyed"
		}
		parts = append(parts, s+")")
	}
	if f.Resends.Kind != 0 {
		s := "resends(" + f.Resends.Via + ", " + f.Resends.Bound.Attempts()
		if f.Refuses != "" {
			s += ", not " + f.Refuses
		}
		parts = append(parts, s+")")
	}
	if !f.Write.IsZero() {
		parts = append(parts, "write("+f.Write.What+" via "+f.Write.Via+" in "+f.Write.Func+")")
	}
	switch f.Helper {
	case BudgetCheck:
		parts = append(parts, "budget("+f.HelperOf+")")
	case RouteSelection:
		parts = append(parts, "route("+f.HelperOf+")")
	}
	if f.ClientArg > 0 {
		parts = append(parts, "client=arg"+strconv.Itoa(f.ClientArg-1))
	}
	if f.SendsField != "" {
		s := "sends=field " + f.SendsField
		if f.FieldLayer > 0 {
			s += " priced@" + strconv.Itoa(f.FieldLayer-1)
		}
		parts = append(parts, s)
	}
	if f.ReturnsArg > 0 {
		parts = append(parts, "returns=arg"+strconv.Itoa(f.ReturnsArg-1))
	}
	if f.Status > 0 {
		parts = append(parts, "status=result"+strconv.Itoa(f.Status-1))
	}
	if f.Delegates != "" {
		parts = append(parts, "delegates=field "+f.Delegates)
	}
	for _, fa := range f.StoresArgs {
		s := "stores(" + fa.Field + "=arg" + strconv.Itoa(fa.Arg-1)
		if fa.Opt != "" {
			s += "." + fa.Opt
		}
		parts = append(parts, s+")")
	}
	if f.Returns.Family != "" {
		parts = append(parts, "returns("+f.Returns.Via+", "+f.Returns.Bound.Attempts()+")")
	}
	if f.Switch {
		parts = append(parts, "switch")
	}
	if f.IO {
		parts = append(parts, "io")
	}
	if f.Waits {
		parts = append(parts, "waits")
	}
	if f.Cancels {
		parts = append(parts, "cancels")
	}
	if f.ReadsInput {
		parts = append(parts, "reads")
	}
	return strings.Join(parts, " ")
}

// Cut reports whether a chain was shortened at MaxLayers: its product
// counts the layers kept, and the true one is larger.
func Cut(chain []Layer) bool {
	return len(chain) > 0 && chain[len(chain)-1].Deeper
}

// ChainProduct multiplies the bounds of a chain.
func ChainProduct(chain []Layer) bound.Bound {
	p := bound.Of(1, bound.NoSource)
	for _, l := range chain {
		p = p.Mul(l.Bound)
	}
	return p
}

// ShortPos shortens "dir/file.go:12:5" to "file.go:12", as messages
// name a place.
func ShortPos(pos string) string {
	file, line, _ := SplitPosCol(pos)
	if line == 0 {
		return filepath.Base(pos)
	}
	return filepath.Base(file) + ":" + strconv.Itoa(line)
}

// SplitPos splits "file:line" or "file:line:col" into the file and the
// line; line is 0 when pos has none.
func SplitPos(pos string) (string, int) {
	file, line, _ := SplitPosCol(pos)
	return file, line
}

// SplitPosCol splits "file:line:col" (or "file:line") into its parts;
// line is 0 when pos has none, col 0 when it has no column.
func SplitPosCol(pos string) (file string, line, col int) {
	tail := func(s string) (string, int) {
		i := strings.LastIndexByte(s, ':')
		if i < 0 {
			return s, 0
		}
		n, err := strconv.Atoi(s[i+1:])
		if err != nil || n < 0 {
			return s, 0
		}
		return s[:i], n
	}
	rest, a := tail(pos)
	if a == 0 {
		return pos, 0, 0
	}
	if head, b := tail(rest); b > 0 {
		return head, b, a
	}
	return rest, a, 0
}

// EventKind tells budget checks from route selections.
type EventKind uint8

const (
	// BudgetCheck decides whether an attempt may start.
	BudgetCheck EventKind = iota + 1
	// RouteSelection chooses the target of an attempt.
	RouteSelection
)

// WriteKind says what a non-idempotent write is.
type WriteKind uint8

const (
	// HTTPWrite: a request whose method is not idempotent (or not known).
	HTTPWrite WriteKind = iota + 1
	// SQLInsert: an INSERT without an upsert clause.
	SQLInsert
	// SQLRelative: an UPDATE relative to the old value, or a nextval.
	SQLRelative
	// Publish: a message to a broker or a queue.
	Publish
	// DeclaredWrite: a call or function marked //retrylint:write.
	DeclaredWrite
	// CommandWrite: a data-store command that changes the old value or
	// adds an entry (Redis INCR, LPUSH, EVAL).
	CommandWrite
)

// Write describes a non-idempotent write.
type Write struct {
	Kind     WriteKind
	What     string // "POST", "INSERT", "an UPDATE relative to the old value", "a publish", ...
	Via      string // the API: "http.Post", "sql.DB.ExecContext"
	Func     string // the function that performs it
	Pos      string // "file:line" of the call
	FreshKey string // an idempotency key is set, but made by this call in Func on every attempt
	// PolicyGap is the "file:line" of a return of the client's retry
	// policy that retries without looking at the method.
	PolicyGap string
	// Opens: the request goes through a call that opens a stream with it
	// and writes nothing (catalog.IdempotentAPI: client-go's SPDY
	// Negotiate): kept, as what the function sends, but no write to
	// report.
	Opens bool

	// freshAt: the call that makes FreshKey, when it is in this package
	// (a loop's rounds share a key made before the loop); not in facts.
	freshAt *ssa.Call
	// callerDecides: the method is a parameter of Func, so its callers
	// decide; not in facts (unexported).
	callerDecides bool
}

// IsZero reports whether w describes no write.
func (w Write) IsZero() bool { return w.Kind == 0 }

func (w Write) String() string {
	s := w.What + " via " + w.Via + " in " + w.Func
	if w.FreshKey != "" {
		s += ", key from " + w.FreshKey + " per attempt"
	}
	return s
}
