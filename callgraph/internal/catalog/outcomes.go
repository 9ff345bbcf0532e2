package catalog

import (
	"net/http"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// What a retry owner's failed-outcome test reads, which outcomes are
// permanent, and where a library is handed the test (a classifier
// function, a list of codes), for permanentretry; and the library calls
// that run a fallback function, for fallbackretry.

// OutcomeKind is the kind of outcome a test reads.
type OutcomeKind int

const (
	// HTTPStatus: an HTTP response's status code (100 to 599).
	HTTPStatus OutcomeKind = iota + 1
	// GRPCCode: a gRPC status code (codes.Code, 0 to 16).
	GRPCCode
	// ErrorClass: the class of an error (a bit of Class, 0 to 11), or
	// NoError: what a test of an error narrows (classes.go).
	ErrorClass
)

// NoError is the ErrorClass outcome of a nil error.
const NoError = 12

const (
	grpcStatus = "google.golang.org/grpc/status"
	grpcCodes  = "google.golang.org/grpc/codes"
	grpcRetry1 = "github.com/grpc-ecosystem/go-grpc-middleware/retry"
	hystrix    = "github.com/afex/hystrix-go/hystrix"
	fsFallback = "github.com/failsafe-go/failsafe-go/fallback"
)

// StatusSource is where a status is read: a field of a response type, or
// a function or method whose result is one.
type StatusSource struct {
	Key   string // "net/http.Response.StatusCode": a field when Field, else a function or method
	Field bool
	Kind  OutcomeKind
}

// StatusSources are the places statuses are read from. A value of the
// type GRPCCodeType is a gRPC code wherever it comes from.
var StatusSources = []StatusSource{
	{Key: netHTTP + ".Response.StatusCode", Field: true, Kind: HTTPStatus},
	{Key: restyV2 + ".Response.StatusCode", Kind: HTTPStatus},
	{Key: grpcStatus + ".Code", Kind: GRPCCode},
	{Key: grpcStatus + ".Status.Code", Kind: GRPCCode},
}

// GRPCCodeType is the type of gRPC codes.
const GRPCCodeType = grpcCodes + ".Code"

// StatusOf returns the kind of status the field or function with key
// reads, or 0.
func StatusOf(key string, field bool) OutcomeKind {
	for _, s := range StatusSources {
		if s.Key == key && s.Field == field {
			return s.Kind
		}
	}
	return 0
}

// Universe returns the smallest and largest outcome of a kind.
func Universe(k OutcomeKind) (lo, hi int) {
	switch k {
	case GRPCCode:
		return 0, len(grpcCodeNames) - 1
	case ErrorClass:
		return 0, NoError
	}
	return 100, 599
}

// grpcCodeNames are the gRPC codes by number, as package codes names them.
var grpcCodeNames = []string{"OK", "Canceled", "Unknown", "InvalidArgument", "DeadlineExceeded", "NotFound",
	"AlreadyExists", "PermissionDenied", "ResourceExhausted", "FailedPrecondition", "Aborted", "OutOfRange",
	"Unimplemented", "Internal", "Unavailable", "DataLoss", "Unauthenticated"}

// permanentGRPC are the gRPC codes that the same request gets again: the
// request, the caller or the server's state is wrong, and waiting does
// not change it (gRPC's own guidance on retryable codes).
var permanentGRPC = map[string]bool{"InvalidArgument": true, "NotFound": true, "AlreadyExists": true,
	"PermissionDenied": true, "Unauthenticated": true, "FailedPrecondition": true, "OutOfRange": true, "Unimplemented": true}

// Permanent reports whether an outcome is permanent: an HTTP 4xx that
// net/http names, other than 408 (request timeout), 425 (too early) and
// 429 (too many requests), or one of the permanent gRPC codes.
func Permanent(k OutcomeKind, code int) bool {
	switch k {
	case HTTPStatus:
		return code >= 400 && code < 500 && code != 408 && code != 425 && code != 429 && http.StatusText(code) != ""
	case GRPCCode:
		return code >= 0 && code < len(grpcCodeNames) && permanentGRPC[grpcCodeNames[code]]
	}
	return false
}

// OutcomeName names an outcome: "404", "codes.NotFound".
func OutcomeName(k OutcomeKind, code int) string {
	if k == GRPCCode && code >= 0 && code < len(grpcCodeNames) {
		return "codes." + grpcCodeNames[code]
	}
	return strconv.Itoa(code)
}

// ServiceConfigCode returns the code a gRPC service config names in its
// retryableStatusCodes ("NOT_FOUND", "not_found" or a number).
func ServiceConfigCode(name string) (int, bool) {
	if n, err := strconv.Atoi(name); err == nil {
		return n, n >= 0 && n < len(grpcCodeNames)
	}
	want := strings.ReplaceAll(strings.ToLower(name), "_", "")
	for i, c := range grpcCodeNames {
		if strings.ToLower(c) == want {
			return i, true
		}
	}
	return 0, false
}

// Classifier is a place a library is handed the function that decides
// which outcomes it retries: the argument Arg of a call, or a function
// stored in a field (Field).
type Classifier struct {
	Key   string // the call, or the field ("pkg.Type.Field")
	Field bool
	Arg   int
	Via   string // how messages name it
	// Result is the index of the bool result that decides: true retries.
	Result int
}

// Classifiers are the places retry libraries take a classifier.
var Classifiers = []Classifier{
	{Key: rhttp + ".Client.CheckRetry", Field: true, Via: "retryablehttp.Client.CheckRetry"},
	{Key: restyV2 + ".Client.AddRetryCondition", Arg: 0, Via: "resty.Client.AddRetryCondition"},
	{Key: grpcRetry + ".WithRetriable", Arg: 0, Via: "retry.WithRetriable"},
	{Key: avastV4 + ".RetryIf", Arg: 0, Via: "retry.RetryIf"},
	{Key: avastV5 + ".RetryIf", Arg: 0, Via: "retry.RetryIf"},
}

// ClassifierOf returns the classifier row of a call or a field; a key
// of a legacy import path (github.com/avast/retry-go, v2 and v3) finds
// the row of the path whose API it has.
func ClassifierOf(key string, field bool) (Classifier, bool) {
	for _, k := range []string{key, CanonicalKey(key)} {
		for _, c := range Classifiers {
			if c.Key == k && c.Field == field {
				return c, true
			}
		}
	}
	return Classifier{}, false
}

// CodeList is a call whose arguments from First on are the outcomes a
// library retries (go-grpc-middleware's WithCodes).
type CodeList struct {
	Key   string
	First int
	Kind  OutcomeKind
	Via   string
}

// CodeLists are the calls that set a retryable set of codes.
var CodeLists = []CodeList{
	{Key: grpcRetry + ".WithCodes", Kind: GRPCCode, Via: "retry.WithCodes"},
	{Key: grpcRetry1 + ".WithCodes", Kind: GRPCCode, Via: "grpc_retry.WithCodes"},
}

// CodeListOf returns the row of a call that sets a retryable set.
func CodeListOf(key string) (CodeList, bool) {
	for _, c := range CodeLists {
		if c.Key == key {
			return c, true
		}
	}
	return CodeList{}, false
}

// Fallback is a library call that runs its function argument Arg when
// the protected call fails or is refused: what that function calls is
// the fallback.
type Fallback struct {
	Key string
	Arg int
	Via string
}

// Fallbacks are the library calls that take a fallback function.
var Fallbacks = []Fallback{
	{Key: hystrix + ".Do", Arg: 2, Via: "hystrix.Do"},
	{Key: hystrix + ".Go", Arg: 2, Via: "hystrix.Go"},
	{Key: hystrix + ".DoC", Arg: 3, Via: "hystrix.DoC"},
	{Key: hystrix + ".GoC", Arg: 3, Via: "hystrix.GoC"},
	{Key: fsFallback + ".NewWithFunc", Arg: 0, Via: "fallback.NewWithFunc"},
	{Key: fsFallback + ".NewBuilderWithFunc", Arg: 0, Via: "fallback.NewBuilderWithFunc"},
}

// FallbackOf returns the row of a call that takes a fallback function.
func FallbackOf(key string) (Fallback, bool) {
	for _, f := range Fallbacks {
		if f.Key == key {
			return f, true
		}
	}
	return Fallback{}, false
}

// OutcomeKeys returns the keys of the rows above, sorted (for the test
// that every key names something real).
func OutcomeKeys() []string {
	var out []string
	for _, s := range StatusSources {
		out = append(out, s.Key)
	}
	for _, c := range Classifiers {
		out = append(out, c.Key)
	}
	for _, c := range CodeLists {
		out = append(out, c.Key)
	}
	for _, f := range Fallbacks {
		out = append(out, f.Key)
	}
	for _, m := range retryMarkers {
		out = append(out, m)
	}
	out = append(out, GRPCCodeType)
	sort.Strings(out)
	return out
}

// StateAnswer reports whether an outcome tells a state rather than a
// failure (HTTP 404 and 409, codes.NotFound and codes.AlreadyExists): a
// loop that goes round on it alone waits for the state to change (as
// the answers of answers.go do), and is no retry of a permanent failure.
func StateAnswer(k OutcomeKind, code int) bool {
	switch k {
	case HTTPStatus:
		return code == 404 || code == 409
	case GRPCCode:
		return code == 5 || code == 6
	}
	return false
}

// ServiceConfigArg returns the index of the argument of a call that is a
// gRPC service config in JSON (an Option row's ServiceConfig).
func ServiceConfigArg(key string) (int, bool) {
	i, ok := serviceConfigArgs()[key]
	return i, ok
}

var serviceConfigArgs = sync.OnceValue(func() map[string]int {
	m := map[string]int{}
	for _, v := range valueRows() {
		for _, o := range v.Options {
			if o.Func != "" && o.ServiceConfig != 0 {
				m[o.Func] = o.ServiceConfig.Index()
			}
		}
	}
	return m
})

// OutcomeKey reports whether key is a function or method of the rows
// above (a status read, a classifier taken, a list of codes, a fallback).
func OutcomeKey(key string) bool { return outcomeKeys()[key] }

var outcomeKeys = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, k := range OutcomeKeys() {
		m[k] = true
	}
	return m
})

// retryMarkers are the libraries that retry only the errors an operation
// wraps with a marker (sethvargo/go-retry's RetryableError): any other
// error ends the attempts.
var retryMarkers = map[string]string{sethvargo: sethvargo + ".RetryableError"}

// RetryMarker returns the marker function that asks the library of the
// entry key for another attempt, or "" when every error not marked
// permanent does.
func RetryMarker(entryKey string) string {
	slash := strings.LastIndex(entryKey, "/")
	dot := strings.Index(entryKey[slash+1:], ".")
	if dot < 0 {
		return ""
	}
	return retryMarkers[entryKey[:slash+1+dot]]
}

// StatusField reports whether a field named name of a type of package
// pkgPath is a status source (net/http's Response.StatusCode): a
// package that reads one may classify outcomes.
func StatusField(pkgPath, name string) bool {
	for _, s := range StatusSources {
		if s.Field && strings.HasPrefix(s.Key, pkgPath+".") && strings.HasSuffix(s.Key, "."+name) {
			return true
		}
	}
	return false
}
