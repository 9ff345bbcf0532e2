// Package catalog is what retrylint knows about libraries and APIs, as
// data: which calls do remote I/O or wait, which run an operation more
// than once and how their attempts are set, which clients retry by
// themselves, which calls are non-idempotent writes and what makes them
// safe, and which calls check a budget or choose a route. The rows are
// read from the libraries' source (the project's reference catalog names
// the versions); the analysis holds only the few evaluators the rows
// name.
//
// Keys are "pkg/path.Func" or "pkg/path.Type.Method" (names.Key), with
// the canonical package path of a library that has legacy paths (see
// Canonical). The tables are built once and only read afterwards.
package catalog

import (
	"sort"
	"strings"

	"github.com/retrylint/retrylint/callgraph/bound"
)

// Arg names an argument of a call: Arg(i) is the i-th argument, receiver
// excluded; Receiver is the receiver; the zero Arg is none.
type Arg int8

// Receiver is the receiver of a method call.
const Receiver Arg = -1

// Last is the last argument (the variadic options of most APIs).
const Last Arg = -2

// FuncValue is the function value a dynamic call calls (es.Index, a
// field of a function type).
const FuncValue Arg = -3

// ArgN returns the i-th argument, receiver excluded.
func ArgN(i int) Arg { return Arg(i + 1) }

// Index returns the 0-based index of an ArgN, or -1.
func (a Arg) Index() int {
	if a > 0 {
		return int(a) - 1
	}
	return -1
}

// Meaning says what an integer means for the attempts.
type Meaning uint8

const (
	// Total: the integer is the total number of calls.
	Total Meaning = iota + 1
	// Retries: the integer counts retries; attempts are one more.
	Retries
	// Elapsed: a time limit on all attempts; zero means none.
	Elapsed
	// Limit: a time limit on all attempts, whatever its value.
	Limit
	// Length: the length of the slice literal that is the value counts
	// retries (one backoff delay per retry).
	Length
	// Stops: the time limit ends the attempts only when this field is set
	// (a literal ExponentialBackOff without Stop returns 0, not Stop, once
	// its MaxElapsedTime has passed, so it never ends).
	Stops
	// Safe: a bool field whose constant true (or any value but a constant
	// false) makes the value's own retries safe for writes (sarama's
	// Producer.Idempotent); it leaves the count alone.
	Safe
	// Disables: a bool; true makes one attempt (elastictransport's
	// DisableRetry), false leaves the count alone.
	Disables
	// Jitter: a number whose constant zero takes the random part out of
	// the waits (cenkalti's RandomizationFactor); any other constant puts
	// one in; a value that is not a constant leaves the pace unknown. It
	// leaves the count alone.
	Jitter
	// Backoff: a function value that computes the waits; its pace is the
	// PaceOf the function (retryablehttp's Client.Backoff), unknown for
	// any other function. It leaves the count alone.
	Backoff
	// Keeps: a bool; a constant false takes the methods of Except out of
	// those the value retries (mongo's SetRetryWrites(false), a
	// "retryWrites=false" URI option); true, or a value that is not a
	// constant, leaves them. It leaves the count alone.
	Keeps
	// OneIf: an integer; the constant Equals makes one attempt
	// (storage.WithPolicy(storage.RetryNever)); another value leaves the
	// count alone.
	OneIf
)

// Pace is how a retry owner waits between its attempts (retrydelay).
type Pace uint8

const (
	// PaceUnknown: not known here (a wait computed elsewhere, a
	// configured value).
	PaceUnknown Pace = iota
	// NoWait: the attempts follow each other at once (cenkalti's
	// ZeroBackOff, a loop with no wait).
	NoWait
	// Steady: it waits, with no random part: a constant or a growing
	// delay that every client computes alike (sethvargo's backoffs
	// without WithJitter, retryablehttp's DefaultBackoff).
	Steady
	// Jittered: the waits have a random part.
	Jittered
)

// String names the pace for fact strings.
func (p Pace) String() string {
	switch p {
	case NoWait:
		return "nowait"
	case Steady:
		return "steady"
	case Jittered:
		return "jittered"
	}
	return "?"
}

// Int is an integer that sets the attempts: an argument of the call that
// makes a value (or of an option), or a field of the value.
type Int struct {
	Arg   Arg    // the argument, or
	Field string // the field of the value
	Means Meaning
	// ZeroUnlimited and NegUnlimited: zero (negative) means no count cap
	// (avast Attempts(0), failsafe WithMaxAttempts(-1)).
	ZeroUnlimited, NegUnlimited bool
	// NonPosDefault: a constant zero or negative means this many total
	// calls, the library's default (flowchartsman NewRetrier(0, ...) = 5).
	NonPosDefault int64
	// ZeroIgnored: zero means not set, so what the value had stands (an
	// AWS RetryMaxAttempts of 0 keeps the default).
	ZeroIgnored bool
	// NegOne: a negative count means one attempt (azcore MaxRetries < 0).
	NegOne bool
	// NegIgnored: a negative count is not passed on, so the base stands
	// (go-elasticsearch passes MaxRetries on only when it is > 0).
	NegIgnored bool
	// Key: the integer is the value of this key of a string-keyed map
	// (librdkafka's kafka.ConfigMap{"message.send.max.retries": 0}): set
	// in the map literal, by an index assignment or by SetKey, on the
	// argument Arg (or the value).
	Key string
	// Query: the argument is a connection string, and the integer (or
	// bool) is its query option of this name, compared without case
	// ("mongodb://h/?retryWrites=false").
	Query string
	// Except: with Keeps, the methods a false takes out.
	Except []string
	// Equals: with OneIf, the constant that makes one attempt.
	Equals int64
	From   bound.Source
}

// Count is the attempts a rule gives by itself, before its Sets.
type Count uint8

const (
	// Nothing: the rule says nothing by itself; without an argument,
	// option or field that sets the count, or a value it derives from,
	// the value does not retry.
	Nothing Count = iota
	// Exactly N total calls.
	Exactly
	// Unknown: it stops, but when is not known here.
	Unknown
	// Unlimited: no count cap; a time limit may still end it.
	Unlimited
)

// Base is what a value rule starts from.
type Base struct {
	Count Count
	N     int64
	Limit bool // a time limit applies by default (cenkalti's 15 minutes)
	From  bound.Source
	// Pace: how the value waits between attempts by default.
	Pace Pace
}

// Value says how many attempts a value of a retry library carries (a
// BackOff, a retry policy, a configured client, a connection), where the
// value is made: by a call of Func, as a composite literal of Type, or in
// the package variable Global. Values are traced back to their rules
// through conversions, phis, local variables, struct fields and package
// variables (every value stored there), and setter chains.
type Value struct {
	Func   string // made by a call of this function or method, or
	Type   string // made as a composite literal of this type, or
	Global string // held by this package variable, or
	// SliceOf: a slice literal (or nil) of this element type; its
	// length is the count (with Sets' Means Length).
	SliceOf string
	// ConnArg: a call whose only argument is one of these types (the
	// constructor of a generated gRPC client takes its connection).
	ConnArg []string
	// Prefix and Shape: any function of a package under Prefix that has
	// this shape (ShapeConstructor, ShapeSubClient).
	Prefix, Shape string
	// FieldOf: a field loaded from a value of this type carries that
	// value's attempts (es.API and es.API.Index of an elasticsearch
	// client; the sub-clients of an opensearchapi client).
	FieldOf string
	// FieldOfIn: as FieldOf, for every type of the packages under this
	// prefix (the typed API's namespaces).
	FieldOfIn string
	// FuncTypeIn: a dynamic call of a function value whose named type is
	// declared in a package under this prefix (the typed API's
	// es.Search(): a field of type search.NewSearch).
	FuncTypeIn string

	Base Base
	// From derives the value from the value of this argument (a wrapper,
	// a setter returning its receiver), FromField from the value stored
	// in this field of a literal; what the rule sets (Base, when it has a
	// count, and Sets) replaces what the derived value says, and
	// Untraced is the value when the one it derives from cannot be
	// traced (by default: no retry).
	From      Arg
	FromField string
	// FieldStores: with FromField, a value that is no literal here (made
	// by a constructor of std, its field assigned afterwards) takes the
	// worst of what the package stores in that field.
	FieldStores bool
	Untraced    Base
	// Pace: what a value derived with From does to the pace of the one
	// it derives from (sethvargo's WithJitter makes it Jittered); zero
	// keeps it.
	Pace Pace
	// Nil: the value when the From argument is the constant nil (a
	// constructor that uses the library's default config then: sarama's
	// NewSyncProducer(addrs, nil) uses NewConfig()).
	Nil Base
	// FromResult: the derived value is a function whose result is the
	// value (aws.Config{Retryer: func() aws.Retryer { ... }}).
	FromResult bool
	// Sets are the integers that set the count or the time limit.
	Sets []Int
	// StepCap: a value whose steps also end when its growing delay
	// passes a cap (apimachinery's Backoff.Step sets Steps to 0 when
	// Duration·Factor exceeds Cap): the fields that say so.
	StepCap *StepCap
	// Opts are the variadic options, read with Options (last wins).
	Opts    Arg
	Options []Option
	// Ctx is a context argument: when it can end, an unlimited count is
	// bounded by time.
	Ctx Arg
	// Setter: the method also applies when it is called on a variable
	// the value is kept in (c := resty.New(); c.SetRetryCount(3)).
	Setter bool
	// Result limits a wildcard Func ("pkg.Type.*") to methods whose
	// result is this type, or any type of a package ("pkg.*"); Names to
	// methods of these names (rueidis's read-only command builders).
	Result string
	Names  []string
	// Safe: the value's own retries are safe for writes unless an option
	// takes the safe setting away (franz-go's idempotent producer, on by
	// default; Option.Unsafe).
	Safe bool
	// Family names the clients whose calls retry with this value, and
	// Via is what messages call the retry when the value is used.
	Family string
	Via    string
	// Class: what the value's retries go round on, when it differs from
	// its Family's (FamilyClass).
	Class Class
	// Resends: a value made by this call re-sends writes by itself when
	// it retries (a producer re-sending a batch whose acknowledgement was
	// lost), and this is what it re-sends ("messages"): the construction
	// is reported once, unless a Safe setting of the value holds; Fix is
	// the setting messages name.
	Resends, Fix string
}

// StepCap names the fields of a backoff whose delay grows by Factor from
// Duration at each step, and whose steps end when it passes Cap.
type StepCap struct {
	Steps, Duration, Factor, Cap string
}

// Option is a functional option of a retry library or client.
type Option struct {
	Func string // the option constructor, or
	// TypeIn: any option value whose type is declared in this package
	// (a failsafe retry policy among the policies).
	TypeIn string
	Set    *Int  // sets the count or the time limit from its argument
	Fixed  *Base // sets the count
	Ctx    Arg   // carries a context that can end an unlimited count
	Value  Arg   // carries a value whose attempts it gives (the value itself with TypeIn; Receiver for it)
	Each   bool  // Value is a variadic argument: the first element that retries
	// Result: the Value argument is a function whose result is the
	// value (config.WithRetryer(func() aws.Retryer { ... })).
	Result bool
	// Closure: the option is a function that sets fields of the options
	// struct it is given (func(o *s3.Options) { o.RetryMaxAttempts = 1 }):
	// Set reads its Field there, and Field names a field whose stored
	// value gives the attempts.
	Closure bool
	Field   string
	// ServiceConfig: the argument is a gRPC service config in JSON; a
	// constant one with a retryPolicy makes the connection retry the
	// methods it names (maxAttempts, capped at 5), and one that is not a
	// constant gives ? only where the options also set a cap (the code
	// asks for retries).
	ServiceConfig Arg
	// Cap: the argument caps the attempts (gRPC WithMaxCallAttempts(n);
	// below 2 it is the default cap, 5).
	Cap Arg
	// Final: the option applies after the others, whatever its place
	// (gRPC WithDisableRetry turns retries off wherever it is); OfFamily:
	// only to a value of this family (it leaves the retry interceptor
	// alone).
	Final    bool
	OfFamily string
	// Pace: the argument is a value whose pace (its rule's, not its
	// count) the option gives (cenkalti v5's WithBackOff(b)).
	Pace Arg
	// Merge: with Value, a value that sets nothing leaves what the earlier
	// options set (the AWS SDK v1 merges its *aws.Config values: a field
	// left nil keeps the earlier one's).
	Merge bool
	// Unsafe: the option takes the safe setting away (franz-go's
	// DisableIdempotentWrite()).
	Unsafe bool
}

// Attempts says how the attempts of a retry owner are found.
type Attempts struct {
	// Fixed is the bound when nothing else is given, and Pace its waits.
	Fixed bound.Bound
	Pace  Pace
	// Of evaluates this argument's value (or the receiver's) by the
	// Value rules.
	Of Arg
	// Self is a value rule applied to the call itself (its options and
	// count arguments).
	Self *Value
	// Ctx is a context argument that bounds an unlimited count by time.
	Ctx Arg
	// Family: the value must belong to this family (its rules say so).
	Family string
	// Always: the client type retries whatever its value (a value that
	// cannot be traced has unknown attempts, or Untraced when set);
	// otherwise an untraced value does not make the call a retry owner.
	Always   bool
	Untraced bound.Bound
	// AlwaysTypes: with Always, an untraced value counts only when the
	// receiver is of one of these types (the client types, not a
	// pipeline that only queues the same commands); a receiver loaded
	// from a ClientPart is of the type it is part of.
	AlwaysTypes []string
	// Opts are per-call options read after the value's attempts (AWS
	// option functions on an operation).
	Opts    Arg
	Options []Option
}

// Entry is a call that runs an operation more than once: a retry API
// that re-runs a function argument, or a client call that retries inside.
type Entry struct {
	Key string // "pkg/path.Func" or "pkg/path.Type.Method"
	Via string // what messages call it: "backoff.Retry"
	// Op is the index of the retried operation among the arguments
	// (receiver excluded), or -1 when the call itself is what is retried;
	// OpField: the operation is this field of that argument, a struct
	// literal (juju/retry's CallArgs{Func: f}).
	Op      int
	OpField string
	IO      bool // the call does remote I/O itself (a client)
	Attempts
	// AnyMethodOf: instead of Key, any method invoked on a value of this
	// family (a generated gRPC client on a retrying connection).
	AnyMethodOf string
	// Unary: with AnyMethodOf, only methods that return no stream (a
	// result with a RecvMsg method is a stream).
	Unary bool
	// Methods: with AnyMethodOf, only the methods of these names (the
	// sends of an *http.Client held in an interface such as a Doer).
	Methods []string
	// CallOptions: instead of Key, any call whose variadic options are
	// of this type (gRPC per-call options), with Self reading them.
	CallOptions string
	// Prefix and Shape: instead of Key, any method of a package under
	// Prefix that has this shape (ShapeOperation).
	Prefix, Shape string
	// Except: with Shape, methods of these names (or of a prefix ending
	// in "*") are not matched (minio's Presign* methods only sign a URL).
	Except []string
	// FuncTypeIn: instead of Key, a dynamic call of a function value
	// whose named type is declared in this package (go-elasticsearch's
	// functional API: es.Index is a field of type esapi.Index).
	FuncTypeIn string
	// OptionsParam: instead of Key, any method whose last parameter is
	// ...func(*T) with T this type (a package pattern allowed): every
	// operation of an AWS service client, and of an interface declaring
	// the same methods.
	OptionsParam string
	// MethodName: the argument that names the RPC method (Invoke's
	// "/echo.Echo/Get"), for values that retry only some methods.
	MethodName Arg
	// NoSelfWrites: the client's own retries of writes are not reported:
	// the library fills idempotency tokens itself where the API has one,
	// and offers no setting that makes the others safe (AWS: SQS and SNS
	// are at-least-once), so a finding would have no fix. A user retry
	// around such a write is still reported.
	NoSelfWrites bool
	// Poll: the call repeats a condition until it holds (apimachinery's
	// Poll*). It repeats remote calls only when the condition makes one;
	// a condition on local state (an informer's HasSynced) is waiting,
	// not retrying.
	Poll bool
	// ViaMethod: messages name the call by its value's Via and the
	// method ("redis.Client.Incr"), not by the method's own type.
	ViaMethod bool
	// WritesOnce: the client's own retries of writes are reported once
	// per client made (at its construction, naming the calls), not at
	// every call (a data-store client whose every command is an owner);
	// it is the setting that turns those retries off, for the message.
	WritesOnce string
	// Outcome: how the retried operation's results end the attempts,
	// when the analysis can read them (see Outcome): a call on a path
	// that can only end them is made at most once per run.
	Outcome Outcome
	// Class: what the entry goes round on (classes.go). For a library
	// that re-runs an operation, the outcomes it takes from what the
	// operation returns (RetryOnConflict: conflicts; a condition's
	// (false, nil): NotYet); for a client, what it retries by itself. A
	// client entry whose class is its value's leaves it 0: the value's
	// Family says (FamilyClass). ClassArg: the argument that is the
	// library's predicate (OnError's retriable), whose class replaces
	// Class when it can be read.
	Class    Class
	ClassArg Arg
	// ValueClass: a client entry whose class is its value's (a retrying
	// *http.Client's transport, a gRPC connection's interceptor or
	// service config), read where the value is traced.
	ValueClass bool
}

// Outcome says which returns of a retried operation end the attempts.
type Outcome uint8

const (
	// AnyOutcome: nothing is known; every return may lead to another
	// attempt.
	AnyOutcome Outcome = iota
	// Condition: the operation is a condition returning (done bool, err
	// error), as apimachinery's wait functions take: done true ends the
	// attempts, and so does a non-nil error; only (false, nil) goes
	// round again.
	Condition
	// Commits: the library goes round on what its own commit after the
	// operation meets (etcd's NewSTM: a transaction whose compare failed),
	// whatever the operation returns: the owner's class is the row's.
	Commits
)

// Sends reports whether an AnyMethodOf entry covers the method name.
func (e *Entry) Sends(name string) bool {
	if len(e.Methods) == 0 {
		return true
	}
	for _, m := range e.Methods {
		if m == name {
			return true
		}
	}
	return false
}

// Retries reports whether the entry re-runs a function argument.
func (e *Entry) Retries() bool { return e.Op >= 0 }

// Effect is what calling a function does, for the rule that a retry
// loop repeats something that can fail outside the process.
type Effect uint8

const (
	NoEffect Effect = iota
	// IO: remote I/O (network, RPC, database).
	IO
	// Wait: sleeps or waits on a timer.
	Wait
	// Deadline: reads a context or a clock, so a loop can end by time.
	Deadline
)

// index holds the rows by key, built once.
type index struct {
	effects  map[string]Effect
	prefixes []prefixEffect
	entries  map[string][]*Entry
	patterns []*Entry
	byOpts   map[string][]*Entry
	// shaped rows match functions of a package prefix by their shape.
	shaped       []*Entry
	shapedValues []*Value
	values       map[string][]*Value // by Func, Type and Global
	fieldOf      map[string]*Value
	prefixValues []*Value // FieldOfIn and FuncTypeIn rules
	slices       map[string]*Value
	conns        []*Value
	writes       map[string]*Write
	budget       map[string]EventKind
	packages     map[string]bool // every package a row mentions
	modelled     map[string]bool
	prefixed     []prefixPackage // families written as "path/..."
}

type prefixPackage struct {
	prefix   string // with its trailing slash
	modelled bool
}

// prefixOf returns the family prefix path falls under, if any.
func prefixOf(path string) (prefixPackage, bool) {
	for _, p := range idx.prefixed {
		if hasPrefixSlash(path, p.prefix) {
			return p, true
		}
	}
	return prefixPackage{}, false
}

// hasPrefixSlash reports whether path+"/" begins with prefix, without
// building path+"/".
func hasPrefixSlash(path, prefix string) bool {
	if len(path) >= len(prefix) {
		return path[:len(prefix)] == prefix
	}
	return len(path)+1 == len(prefix) && prefix[len(path)] == '/' && prefix[:len(path)] == path
}

type prefixEffect struct {
	prefix string
	effect Effect
}

var idx = build()

func build() *index {
	x := &index{
		effects:  map[string]Effect{},
		entries:  map[string][]*Entry{},
		byOpts:   map[string][]*Entry{},
		values:   map[string][]*Value{},
		fieldOf:  map[string]*Value{},
		slices:   map[string]*Value{},
		writes:   map[string]*Write{},
		budget:   map[string]EventKind{},
		packages: map[string]bool{},
		modelled: map[string]bool{},
	}
	mention := func(key string) {
		if p := pkgOf(key); p != "" {
			x.packages[p] = true
		}
	}
	for _, e := range effectRows {
		if strings.HasSuffix(e.Key, "*") {
			x.prefixes = append(x.prefixes, prefixEffect{strings.TrimSuffix(e.Key, "*"), e.Effect})
		} else {
			x.effects[e.Key] = e.Effect
		}
		mention(e.Key)
	}
	for _, e := range entryRows() {
		if e.Shape != "" {
			x.shaped = append(x.shaped, e)
			continue
		}
		if e.OptionsParam != "" {
			x.byOpts[e.OptionsParam] = append(x.byOpts[e.OptionsParam], e)
			mention(e.OptionsParam)
			continue
		}
		if e.Key == "" {
			x.patterns = append(x.patterns, e)
			if e.FuncTypeIn != "" {
				x.packages[e.FuncTypeIn] = true
			}
			continue
		}
		x.entries[e.Key] = append(x.entries[e.Key], e)
		mention(e.Key)
	}
	for _, v := range valueRows() {
		switch {
		case v.Func != "":
			x.values[v.Func] = append(x.values[v.Func], v)
			mention(v.Func)
		case v.Type != "":
			x.values[v.Type] = append(x.values[v.Type], v)
			mention(v.Type)
		case v.Global != "":
			x.values[v.Global] = append(x.values[v.Global], v)
			mention(v.Global)
		case v.SliceOf != "":
			x.slices[v.SliceOf] = v
		case len(v.ConnArg) > 0:
			x.conns = append(x.conns, v)
		case v.Shape != "":
			x.shapedValues = append(x.shapedValues, v)
		case v.FieldOf != "":
			x.fieldOf[v.FieldOf] = v
			mention(v.FieldOf)
		case v.FieldOfIn != "" || v.FuncTypeIn != "":
			x.prefixValues = append(x.prefixValues, v)
		}
	}
	for _, w := range writeRows() {
		x.writes[w.Key] = w
		mention(w.Key)
	}
	for key, k := range budgetRows {
		x.budget[key] = k
		mention(key)
	}
	for _, f := range Families {
		for _, p := range f.Packages {
			if strings.HasSuffix(p, "/...") {
				x.prefixed = append(x.prefixed, prefixPackage{strings.TrimSuffix(p, "..."), f.Modelled})
				continue
			}
			x.packages[p] = true
			if f.Modelled {
				x.modelled[p] = true
			}
		}
	}
	return x
}

// pkgOf returns the package path of a key: the path up to its last
// slash, then the last element, which may itself hold dots when they
// mark a version or an extension ("gopkg.in/retry.v1.Retry",
// "github.com/nats-io/nats.go.Conn.Publish").
func pkgOf(key string) string {
	slash := strings.LastIndexByte(key, '/')
	rest := key[slash+1:]
	// The package is the first dot-separated part of the last element,
	// with the parts after it that end an import path ("go", "v2"), but
	// never the last part (the function's name).
	end := strings.IndexByte(rest, '.')
	if end < 0 {
		return ""
	}
	for {
		next := strings.IndexByte(rest[end+1:], '.')
		if next < 0 || !isPathSuffix(rest[end+1:end+1+next]) {
			break
		}
		end += 1 + next
	}
	return key[:slash+1+end]
}

// isPathSuffix: "go", "v1", "v2", ... end an import path element.
func isPathSuffix(s string) bool {
	if s == "go" {
		return true
	}
	if len(s) < 2 || s[0] != 'v' {
		return false
	}
	for _, c := range s[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// aliases are legacy import paths with the same API as a newer major
// version.
var aliases = map[string]string{
	"github.com/cenkalti/backoff":                        backoffV4,
	"github.com/cenkalti/backoff/v3":                     backoffV4,
	"github.com/avast/retry-go":                          avastV4,
	"github.com/grpc-ecosystem/go-grpc-middleware/retry": grpcRetry,
	redisV8:    redisV9,
	shopifyPkg: saramaPkg,
}

// Canonical returns the path whose rows describe package path.
func Canonical(path string) string {
	if a, ok := aliases[path]; ok {
		return a
	}
	return path
}

// CanonicalKey rewrites the package of key to its canonical path.
func CanonicalKey(key string) string {
	p := pkgOf(key)
	if c := Canonical(p); c != p {
		return c + key[len(p):]
	}
	return key
}

// EffectOf returns what calling the function with key does.
func EffectOf(key string) Effect {
	if e, ok := idx.effects[key]; ok {
		return e
	}
	for _, p := range idx.prefixes {
		if strings.HasPrefix(key, p.prefix) {
			return p.effect
		}
	}
	return NoEffect
}

// EntriesOf returns the retry entries of the function with key, in the
// order they are tried; a method without entries of its own takes those
// of "pkg.Type.*" (every method of the type sends: Vault's Logical,
// Sys, KVv2), unless the row's Except names it.
func EntriesOf(key string) []*Entry {
	key = CanonicalKey(key)
	if es, ok := idx.entries[key]; ok {
		return es
	}
	m := lastDot(key)
	if m < 0 || lastDot(key[:m]) < 0 {
		return nil // a package function: no wildcard
	}
	var out []*Entry
	for _, e := range idx.entries[key[:m]+".*"] {
		if !e.Excepts(key[m+1:]) {
			out = append(out, e)
		}
	}
	return out
}

// Excepts reports whether the row leaves out methods of this name (a
// name of Except, or a prefix ending in "*").
func (e *Entry) Excepts(name string) bool {
	for _, p := range e.Except {
		if prefix, ok := strings.CutSuffix(p, "*"); ok && strings.HasPrefix(name, prefix) || p == name {
			return true
		}
	}
	return false
}

// Covers reports whether a wildcard value rule applies to the method
// name (its Names, when it has them).
func (v *Value) Covers(name string) bool {
	if len(v.Names) == 0 {
		return true
	}
	for _, n := range v.Names {
		if n == name {
			return true
		}
	}
	return false
}

// ShapedEntries returns the entries for functions of package path that
// are matched by shape (the caller checks the shape).
func ShapedEntries(path string) []*Entry {
	var out []*Entry
	for _, e := range idx.shaped {
		if strings.HasPrefix(path, e.Prefix) {
			out = append(out, e)
		}
	}
	return out
}

// ShapedValues returns the value rules for functions of package path
// that are matched by shape.
func ShapedValues(path string) []*Value {
	var out []*Value
	for _, v := range idx.shapedValues {
		if strings.HasPrefix(path, v.Prefix) {
			out = append(out, v)
		}
	}
	return out
}

// EntriesByOptions returns the entries of methods whose last parameter
// is ...func(*T), for the type key of T (or its package pattern).
func EntriesByOptions(typeKey string) []*Entry {
	if es, ok := idx.byOpts[typeKey]; ok {
		return es
	}
	if k := patternKey(typeKey); k != "" {
		return idx.byOpts[k]
	}
	return nil
}

// Patterns returns the entries that match calls by shape, not by key.
func Patterns() []*Entry { return idx.patterns }

// ValuesOf returns the value rules of a function, type or variable key;
// for a method "pkg.Type.M" without rules of its own, those of
// "pkg.Type.*" and then "pkg.*.*".
func ValuesOf(key string) []*Value {
	key = CanonicalKey(key)
	if vs, ok := idx.values[key]; ok {
		return vs
	}
	if k := patternKey(key); k != "" {
		if vs, ok := idx.values[k]; ok {
			return vs
		}
	}
	m := lastDot(key)
	if m < 0 {
		return nil
	}
	t := lastDot(key[:m])
	if t < 0 {
		return nil // a package function: no wildcard
	}
	if vs, ok := idx.values[key[:m]+".*"]; ok {
		return vs
	}
	return idx.values[key[:t]+".*.*"]
}

// FieldOfValue returns the rule for fields loaded from a value of the
// type with key typeKey, or nil.
func FieldOfValue(typeKey string) *Value {
	if v, ok := idx.fieldOf[typeKey]; ok {
		return v
	}
	if p := pkgOf(typeKey); p != "" {
		for _, v := range idx.prefixValues {
			if v.FieldOfIn != "" && strings.HasPrefix(p, v.FieldOfIn) {
				return v
			}
		}
	}
	return nil
}

// FuncTypeValue returns the rule for dynamic calls of function values
// whose named type is declared in package path, or nil.
func FuncTypeValue(path string) *Value {
	for _, v := range idx.prefixValues {
		if v.FuncTypeIn != "" && strings.HasPrefix(path, v.FuncTypeIn) {
			return v
		}
	}
	return nil
}

// SliceValue returns the rule for slice literals of element type elem.
func SliceValue(elem string) *Value { return idx.slices[elem] }

// ConnValues returns the rules that match calls by their one argument.
func ConnValues() []*Value { return idx.conns }

// Modelled reports whether path is a library that the catalog models in
// full: its own code is not summarised as a dependency (it is in its own
// module: callgraph's ownModule), and calls into it are never followed
// through its facts (it exports none).
func Modelled(path string) bool {
	if p, ok := prefixOf(path); ok {
		return p.modelled
	}
	return idx.modelled[Canonical(path)]
}

// Mentioned reports whether some row names a function or type of path:
// a package whose use can make a summary.
func Mentioned(path string) bool {
	if _, ok := prefixOf(path); ok {
		return true
	}
	if pat := PatternOf(path); pat != "" && idx.packages[pat] {
		return true
	}
	return idx.packages[Canonical(path)]
}

// ClientPart reports whether field is an embedded part of the client
// type typeKey whose promoted methods are the client's calls (go-redis's
// Client.cmdable): a value loaded from it retries as the client.
func ClientPart(typeKey, field string) bool {
	for _, k := range clientParts {
		if k == CanonicalKey(typeKey)+"."+field {
			return true
		}
	}
	return false
}

// clientParts are the embedded parts of client types (ClientPart).
var clientParts = append(append([]string(nil), redisParts...), etcdParts...)

// ModelledPackages lists the modelled packages, sorted.
func ModelledPackages() []string {
	var out []string
	for p := range idx.modelled {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// Keys lists every key the rows use, sorted, for tests that resolve them.
func Keys() []string {
	var out []string
	for k := range idx.effects {
		out = append(out, k)
	}
	for k := range idx.entries {
		out = append(out, k)
	}
	for k := range idx.byOpts {
		out = append(out, k)
	}
	for k := range idx.values {
		out = append(out, k)
	}
	for k := range idx.fieldOf {
		out = append(out, k)
	}
	for k := range idx.writes {
		out = append(out, k)
	}
	for k := range idx.budget {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
