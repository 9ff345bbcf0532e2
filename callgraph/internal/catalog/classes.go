package catalog

import (
	"math/bits"
	"strings"
)

// Retry classes: which outcomes a retry owner goes round on. A failing
// dependency gives no answer: it times out, resets the connection,
// answers 5xx or 429. An owner that goes round only on answers (a 409
// conflict, a not-found, a state not reached yet) is not multiplied by an
// inner layer that retries failures: the failure never reaches it as
// something to retry. Two layers multiply only the failures both retry.

// Class is a set of outcomes, one bit each; Unread marks a classification
// the analysis could not read (it may hold any failure). The zero Class
// is "not known" and counts as Unread.
type Class uint16

// The outcomes of a Class.
const (
	// Failures.
	Transport   Class = 1 << iota // connection refused or reset, EOF, a lost connection
	Timeout                       // a deadline or timeout: 408, 504, DeadlineExceeded
	Unavailable                   // 503, gRPC Unavailable, "busy", "try again"
	ServerError                   // 500, 502 and the other 5xx, gRPC Internal and Unknown
	Throttled                     // 429, gRPC ResourceExhausted, a throttling code
	Aborted                       // gRPC Aborted
	// Answers: the dependency works and says something.
	Conflict    // 409, a conflict, a failed precondition on a version
	NotFound    // 404, not found, no rows
	Exists      // already exists
	NotYet      // a condition's (false, nil), a state not reached, a 2xx that goes round
	OtherAnswer // another answer: a 4xx, a domain code or sentinel
	// Unread: a classification that could not be read.
	Unread
)

// Groups of outcomes.
const (
	Failures Class = Transport | Timeout | Unavailable | ServerError | Throttled | Aborted
	Answers  Class = Conflict | NotFound | Exists | NotYet | OtherAnswer
	// AnyError is what err != nil goes round on: every failure and every
	// answer that comes as an error.
	AnyError Class = Failures | Conflict | NotFound | Exists | OtherAnswer
)

var classNames = []string{"transport errors", "timeouts", "503", "5xx", "429", "Aborted",
	"conflicts", "not found", "already exists", "not yet", "other answers", "an unread classification"}

// Failed returns the failures the class may go round on: every one when
// it is unread (or not known).
func (c Class) Failed() Class {
	if c == 0 || c&Unread != 0 {
		return Failures
	}
	return c & Failures
}

// Read reports whether the class was read: not zero, not Unread.
func (c Class) Read() bool { return c != 0 && c&Unread == 0 }

// Shared returns the failures two classes both go round on.
func Shared(a, b Class) Class { return a.Failed() & b.Failed() }

// String names the class: "every error", "conflicts", "503, 429 and
// transport errors", "every error and not yet".
func (c Class) String() string {
	if c == 0 {
		return "an unread classification"
	}
	var parts []string
	rest := c
	switch missing := AnyError &^ c; {
	case missing == 0:
		parts = append(parts, "every error")
		rest &^= AnyError
	case bits.OnesCount16(uint16(missing)) <= 2 && c&AnyError != 0:
		parts = append(parts, "every error but "+missing.String())
		rest &^= AnyError
	}
	for rest != 0 {
		i := bits.TrailingZeros16(uint16(rest))
		parts = append(parts, classNames[i])
		rest &^= 1 << i
	}
	switch len(parts) {
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// FailureNames names the failures of c, for "both retry 503 and 429":
// "every failure" when it holds all of them.
func (c Class) FailureNames() string {
	c &= Failures
	switch {
	case c == Failures:
		return "every failure"
	case c&(ServerError|Unavailable) == ServerError|Unavailable:
		c &^= Unavailable // a 503 is a 5xx
	}
	return c.String()
}

// StatusClass is the class of one HTTP status or gRPC code.
func StatusClass(k OutcomeKind, code int) Class {
	if k == GRPCCode {
		if code < 0 || code >= len(grpcCodeNames) {
			return OtherAnswer
		}
		switch grpcCodeNames[code] {
		case "OK":
			return NotYet
		case "Unknown", "Internal", "DataLoss":
			return ServerError
		case "DeadlineExceeded":
			return Timeout
		case "NotFound":
			return NotFound
		case "AlreadyExists":
			return Exists
		case "ResourceExhausted":
			return Throttled
		case "Aborted":
			return Aborted
		case "Unavailable":
			return Unavailable
		}
		return OtherAnswer
	}
	switch {
	case code < 400:
		return NotYet // a success or a redirect that goes round: a state not reached
	case code == 408, code == 504:
		return Timeout
	case code == 429:
		return Throttled
	case code == 425, code == 503:
		return Unavailable
	case code == 409, code == 412:
		return Conflict
	case code == 404, code == 410:
		return NotFound
	case code >= 500:
		return ServerError
	}
	return OtherAnswer
}

// classKeys are the classes of errors and predicates whose names say
// nothing by themselves, or say it differently from the words below.
var classKeys = map[string]Class{
	"context.DeadlineExceeded":       Timeout,
	"context.Canceled":               OtherAnswer, // the caller gave up: no failure of the dependency
	"os.ErrDeadlineExceeded":         Timeout,
	"io.EOF":                         Transport,
	"io.ErrUnexpectedEOF":            Transport,
	"io.ErrClosedPipe":               Transport,
	"net.ErrClosed":                  Transport,
	"net/http.ErrHandlerTimeout":     Timeout,
	"database/sql.ErrNoRows":         NotFound,
	"database/sql.ErrConnDone":       Transport,
	"database/sql/driver.ErrBadConn": Transport,
	"os.ErrNotExist":                 NotFound,
	"os.ErrExist":                    Exists,
	"io/fs.ErrNotExist":              NotFound,
	"io/fs.ErrExist":                 Exists,
	"os.IsTimeout":                   Timeout,
	"os.IsNotExist":                  NotFound,
	"os.IsExist":                     Exists,
	"syscall.Errno":                  Transport, // errors.Is(err, syscall.ECONNRESET)

	// apimachinery's api errors, by reason (pkg/api/errors/errors.go).
	k8sAPIErrors + ".IsConflict":                   Conflict,
	k8sAPIErrors + ".IsNotFound":                   NotFound,
	k8sAPIErrors + ".IsAlreadyExists":              Exists,
	k8sAPIErrors + ".IsGone":                       NotFound,
	k8sAPIErrors + ".IsResourceExpired":            OtherAnswer,
	k8sAPIErrors + ".IsInvalid":                    OtherAnswer,
	k8sAPIErrors + ".IsBadRequest":                 OtherAnswer,
	k8sAPIErrors + ".IsForbidden":                  OtherAnswer,
	k8sAPIErrors + ".IsUnauthorized":               OtherAnswer,
	k8sAPIErrors + ".IsMethodNotSupported":         OtherAnswer,
	k8sAPIErrors + ".IsNotAcceptable":              OtherAnswer,
	k8sAPIErrors + ".IsUnsupportedMediaType":       OtherAnswer,
	k8sAPIErrors + ".IsRequestEntityTooLargeError": OtherAnswer,
	k8sAPIErrors + ".IsServerTimeout":              Timeout,
	k8sAPIErrors + ".IsTimeout":                    Timeout,
	k8sAPIErrors + ".IsTooManyRequests":            Throttled,
	k8sAPIErrors + ".IsServiceUnavailable":         Unavailable,
	k8sAPIErrors + ".IsInternalError":              ServerError,
	k8sAPIErrors + ".IsUnexpectedServerError":      ServerError,
	k8sAPIErrors + ".IsStoreReadError":             ServerError,
	k8sMeta + ".IsNoMatchError":                    NotFound,
	k8sUtilNet + ".IsConnectionReset":              Transport,
	k8sUtilNet + ".IsConnectionRefused":            Transport,
	k8sUtilNet + ".IsProbableEOF":                  Transport,
	k8sUtilNet + ".IsHTTP2ConnectionLost":          Transport,
	k8sUtilNet + ".IsTimeout":                      Timeout,
	k8sWait + ".Interrupted":                       Timeout,
	k8sWait + ".ErrWaitTimeout":                    Timeout,
	// go-redis: an optimistic-lock transaction whose WATCHed key changed
	// (tx.go: EXEC answered nil): a conflict, the answer a Watch loop goes
	// round on.
	redisV9 + ".TxFailedErr": Conflict,
}

// APIStatus is what an error type that carries a server's answer holds
// (client-go's *errors.StatusError): every answer, and the failures a
// server answers with (5xx, 503, 429, a server timeout), but no transport
// error. A test of a field of it (se.ErrStatus.Reason == "Conflict")
// narrows it further.
const APIStatus = Answers | ServerError | Unavailable | Throttled | Timeout

// errorTypes are the classes of error types a value is asserted to
// (err.(*errors.StatusError)) that their names do not say.
var errorTypes = map[string]Class{
	k8sAPIErrors + ".StatusError": APIStatus,
	k8sAPIErrors + ".APIStatus":   APIStatus,
}

// callErrors are the errors a call can return at all, where that is
// narrower than every error: net/http's client returns an error only
// when no response came (a transport error, a timeout; client.go
// @go1.26: "a non-2xx status code doesn't cause an error"), so a loop
// that goes round on its error never goes round on a 429 or a 5xx.
var callErrors = map[string]Class{
	"net/http.Client.Do":       Transport | Timeout,
	"net/http.Client.Get":      Transport | Timeout,
	"net/http.Client.Head":     Transport | Timeout,
	"net/http.Client.Post":     Transport | Timeout,
	"net/http.Client.PostForm": Transport | Timeout,
	"net/http.Get":             Transport | Timeout,
	"net/http.Head":            Transport | Timeout,
	"net/http.Post":            Transport | Timeout,
	"net/http.PostForm":        Transport | Timeout,
}

// CallErrors is the class of the errors the function with key can
// return, or 0 when any.
func CallErrors(key string) Class { return callErrors[key] }

// ErrorTypeClass is the class of an error type by its row, or 0.
func ErrorTypeClass(key string) Class { return errorTypes[CanonicalKey(key)] }

const (
	k8sAPIErrors = "k8s.io/apimachinery/pkg/api/errors"
	k8sMeta      = "k8s.io/apimachinery/pkg/api/meta"
	k8sUtilNet   = "k8s.io/apimachinery/pkg/util/net"
)

// classWords are the words of an error's or a predicate's name, compared
// without case, that say which outcome it is, in the order they are
// tried (the first that matches wins).
var classWords = []struct {
	word  string
	class Class
}{
	{"notfound", NotFound}, {"notexist", NotFound}, {"nosuch", NotFound}, {"norows", NotFound}, {"doesnotexist", NotFound},
	{"alreadyexist", Exists}, {"exists", Exists}, {"duplicate", Exists},
	{"conflict", Conflict}, {"precondition", Conflict},
	// A stale nonce (ACME's badNonce, lego's *acme.NonceError): the
	// server answered and asks for the request again with a fresh one.
	{"nonce", OtherAnswer},
	{"pending", NotYet}, {"notready", NotYet}, {"inprogress", NotYet}, {"notyet", NotYet},
	{"timeout", Timeout}, {"timedout", Timeout}, {"deadline", Timeout},
	{"throttl", Throttled}, {"ratelimit", Throttled}, {"toomany", Throttled}, {"slowdown", Throttled}, {"exhausted", Throttled},
	{"unavailable", Unavailable}, {"overload", Unavailable}, {"busy", Unavailable}, {"tryagain", Unavailable}, {"maxconn", Unavailable},
	{"temporar", Unavailable | Timeout | Transport}, {"transient", Unavailable | Timeout | Transport},
	{"eof", Transport}, {"connreset", Transport}, {"connectionreset", Transport}, {"connrefused", Transport},
	{"connectionrefused", Transport}, {"brokenpipe", Transport}, {"network", Transport},
	{"servererror", ServerError}, {"internalerror", ServerError},
}

// NameClass is the class a name says (an error variable or type, a
// predicate on errors), or 0 when it says none.
func NameClass(name string) Class {
	name = strings.ToLower(strings.ReplaceAll(name, "_", ""))
	for _, w := range classWords {
		if strings.Contains(name, w.word) {
			return w.class
		}
	}
	return 0
}

// TextClass is the class a piece of an error's message names
// ("connection reset by peer", "i/o timeout", "503", "no matches for
// kind"): by its words, by an HTTP status in it, and otherwise an answer
// (a message the code looks for is something the dependency said).
func TextClass(text string) Class {
	if c := NameClass(strings.ReplaceAll(text, " ", "")); c != 0 {
		return c
	}
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return r < '0' || r > '9' }) {
		switch {
		case f == "429":
			return Throttled
		case f == "503":
			return Unavailable
		case f == "408" || f == "504":
			return Timeout
		case len(f) == 3 && f[0] == '5':
			return ServerError
		}
	}
	return OtherAnswer
}

// ErrorValueClass is the class of a package-level error value or error type
// with key ("context.DeadlineExceeded", "example.com/p.ErrConflict"): by
// a row, by its name, and otherwise an answer: a sentinel the code names
// is something the dependency said (a domain code), not a failure.
func ErrorValueClass(key string) Class {
	key = CanonicalKey(key)
	if c, ok := classKeys[key]; ok {
		return c
	}
	if answerKeys[key] {
		return NotFound
	}
	if c := NameClass(key[strings.LastIndexByte(key, '.')+1:]); c != 0 {
		return c
	}
	return OtherAnswer
}

// PredicateClass is the class a predicate on errors (IsConflict(err),
// os.IsTimeout(err)) says true for: by a row or by its name; 0 when
// neither says (the predicate must be read, or is unread).
func PredicateClass(key string) Class {
	key = CanonicalKey(key)
	if c, ok := classKeys[key]; ok {
		return c
	}
	return NameClass(key[strings.LastIndexByte(key, '.')+1:])
}

// Classes of the clients that retry by themselves, read from their
// source (the reference catalog, section 20A and the families' rows).
const (
	// HTTPFailures: what go-retryablehttp's DefaultRetryPolicy retries
	// (client.go:474-541@v0.7.8): transport errors, 429, status 0 and
	// every 5xx but 501. failsafehttp's and azcore's policies and the AWS
	// SDK's standard retryer retry the same classes.
	HTTPFailures = Transport | Timeout | Throttled | ServerError | Unavailable
	// GRPCDefault: go-grpc-middleware's DefaultRetriableCodes,
	// {ResourceExhausted, Unavailable} (retry/options.go@v2.3.4).
	GRPCDefault = Throttled | Unavailable
	// K8sRESTClass: what client-go's rest.Request retries: 429 and 5xx
	// with an integer Retry-After (any method), and connection resets,
	// probable EOFs and lost HTTP/2 connections (GET only)
	// (rest/with_retry.go:148-193, 309-318; rest/request.go:1066-1078
	// @v0.37.2). No 409, no other 4xx.
	K8sRESTClass = Throttled | ServerError | Unavailable | Timeout | Transport
)

// familyClasses are what a value of each family retries when its rule
// does not say otherwise.
var familyClasses = map[string]Class{
	FamilyRetryableHTTP: HTTPFailures,
	FamilyRetryingHTTP:  HTTPFailures,        // a StandardClient or failsafehttp's round tripper; a project's transport carries its loop's class
	FamilyResty:         Transport | Timeout, // resty v2's default condition: an error from the transport (retry.go@v2.17.2)
	FamilyGRPCRetry:     GRPCDefault,
	FamilyGRPCConfig:    Unavailable | Unread,                            // the codes a config names (grpcconfig.go); an unread config may name any
	FamilyAWS:           HTTPFailures,                                    // aws/retry/standard.go:64-95@v1.48.0
	FamilyAzure:         HTTPFailures,                                    // azcore policy.RetryOptions.StatusCodes: 408, 429, 500, 502, 503, 504
	FamilyElastic:       Transport | Timeout | Unavailable | ServerError, // 502, 503, 504 and network errors
	FamilyOpenSearch:    Transport | Timeout | Unavailable | ServerError,
	FamilyRedis:         Transport | Timeout | Unavailable, // shouldRetry, error.go:84-175@v9.23.0
	FamilySarama:        Transport | Timeout | Unavailable, // leader not available, not enough replicas, a broken connection
	FamilyKafkaGo:       Transport | Timeout | Unavailable,
	FamilyMinio:         HTTPFailures,
	FamilyK8sREST:       K8sRESTClass,
	// Issue 35's families (their files say where each is read).
	FamilyEtcd:             etcdClass,
	FamilyMongo:            mongoClass,
	FamilyVault:            vaultClass,
	FamilyGCS:              gcsClass,
	FamilyGCSConditional:   gcsClass,
	FamilyAWSV1:            HTTPFailures,
	FamilyRueidis:          rueidisClass,
	FamilyRueidisRetryable: rueidisClass,
	FamilyGocql:            gocqlClass,
	FamilyAerospike:        aerospikeClass,
	FamilyFranz:            kafkaClass,
	FamilyConfluent:        kafkaClass,
	FamilyHeimdall:         heimdallClass,
	FamilyImrocReq:         imrocClass,
}

// FamilyClass is what a client of the family retries by itself; Unread
// for a family without a row.
func FamilyClass(family string) Class {
	if c, ok := familyClasses[family]; ok {
		return c
	}
	return Unread
}

// oneTime are the calls that do one-time work, or that run the functions
// handed to them once: what they reach is not repeated by an owner
// around their caller. controller-runtime's dynamic REST mapper runs
// discovery only when a lookup misses, once per unknown group, then
// looks up again (pkg/client/apiutil/restmapper.go:69-145@v0.25.3): the
// lookups of a retried call are cache hits after the first.
var oneTime = map[string]bool{
	"sync.Once.Do":    true,
	"sync.OnceFunc":   true,
	"sync.OnceValue":  true,
	"sync.OnceValues": true,
	controllerRuntime + "/pkg/client/apiutil.mapper.addKnownGroupAndReload": true,
	// client-go's deferred discovery mapper resets and reloads on a miss,
	// and runs discovery the first time it is asked (getDelegate keeps
	// the mapper it builds: restmapper/discovery.go:194-221@v0.36.1).
	"k8s.io/client-go/restmapper.DeferredDiscoveryRESTMapper.Reset":       true,
	"k8s.io/client-go/restmapper.DeferredDiscoveryRESTMapper.getDelegate": true,
	// The memory-cached discovery client fetches everything once and
	// serves from memory until it is invalidated
	// (discovery/cached/memory/memcache.go:100-160, 235@v0.36.1).
	"k8s.io/client-go/discovery/cached/memory.memCacheClient.refreshLocked": true,
}

const controllerRuntime = "sigs.k8s.io/controller-runtime"

// errorFilters are functions that return nil for the errors of a class
// and the error itself otherwise: filter(err) != nil is a test of "an
// error not of that class" (controller-runtime pkg/client/interfaces.go
// IgnoreNotFound, IgnoreAlreadyExists@v0.24.1).
var errorFilters = map[string]Class{
	controllerRuntime + "/pkg/client.IgnoreNotFound":      NotFound,
	controllerRuntime + "/pkg/client.IgnoreAlreadyExists": Exists,
}

// ErrorFilter returns the class the error filter with key turns into
// nil.
func ErrorFilter(key string) (Class, bool) {
	c, ok := errorFilters[CanonicalKey(key)]
	return c, ok
}

// OneTime reports whether a call of the function with key is one-time
// work (rows above).
func OneTime(key string) bool { return oneTime[CanonicalKey(key)] }
