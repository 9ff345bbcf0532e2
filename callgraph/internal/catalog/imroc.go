package catalog

import (
	"strings"

	"github.com/retrylint/retrylint/callgraph/bound"
)

// imroc/req, github.com/imroc/req/v3 (read at v3.61.0 from its
// repository; the module proxy serves v3.55.0, whose retry code is the
// same, and testdata/realmod/imroc runs against it). A request sent on a client with
// SetCommonRetryCount(n), or given SetRetryCount(n) itself, is sent
// again up to n times: Request.do loops `for { ... roundTrip ... if
// !r.tryRetry(&resp, err) { return } }` (request.go:732-785@v3.61.0),
// and shouldRetry stops when RetryAttempt >= MaxRetries unless MaxRetries
// is negative ("retry infinitely", request.go:678-693, client.go:1415-1421,
// request.go:1279-1284@v3.61.0). Client.R (and the request builders
// Client.Get/Post/..., which call it) copies the client's retry option
// into the request (client.go:86-91@v3.61.0); C() and NewClient() set
// none: one call (client.go:1684-1686, 1728@v3.61.0). What it goes round
// on: without a condition, any error of the round trip but a canceled
// context (`needRetry := err != nil`, request.go:683); a status is no
// error, so no 5xx and no 429 unless SetCommonRetryCondition or
// AddRetryCondition says so. It waits 100 ms by default
// (defaultGetRetryInterval, retry.go:9-11@v3.61.0), jittered with
// SetCommonRetryBackoffInterval (retry.go:24-33), in a time.Sleep that
// does not see the context (request.go:702). The HTTP method is not
// checked: a POST is re-sent like a GET (reported at the call, as for
// resty v2).
const imrocReq = "github.com/imroc/req/v3"

// FamilyImrocReq: an imroc/req client or request with a retry count.
const FamilyImrocReq = "imroc/req"

// imrocClass: an error from the round trip (transport errors, timeouts).
const imrocClass = Transport | Timeout

// imrocSendNames are the Request methods that send.
var imrocSendNames = []string{"Get", "Head", "Options", "Put", "Delete", "Post", "Patch", "Send", "Do"}

func imrocEntries() []*Entry {
	var rows []*Entry
	for _, m := range imrocSendNames {
		rows = append(rows, &Entry{Key: imrocReq + ".Request." + m, Via: "req.Request." + m, Op: -1, IO: true, Class: imrocClass,
			Attempts: Attempts{Of: Receiver, Family: FamilyImrocReq}})
	}
	return rows
}

func imrocValues() []*Value {
	count := []Int{{Arg: ArgN(0), Means: Retries, NegUnlimited: true, From: bound.Option}}
	var rows []*Value
	for _, ctor := range []string{"C", "NewClient"} {
		rows = append(rows, &Value{Func: imrocReq + "." + ctor, Base: Base{Count: Exactly, N: 1, From: bound.Option, Pace: Steady}, Family: FamilyImrocReq})
	}
	rows = append(rows,
		&Value{Func: imrocReq + ".Client.SetCommonRetryCount", From: Receiver, Setter: true, Family: FamilyImrocReq, Sets: count},
		&Value{Func: imrocReq + ".Request.SetRetryCount", From: Receiver, Setter: true, Family: FamilyImrocReq, Sets: count},
		&Value{Func: imrocReq + ".Client.SetCommonRetryBackoffInterval", From: Receiver, Setter: true, Pace: Jittered},
		&Value{Func: imrocReq + ".Request.SetRetryBackoffInterval", From: Receiver, Setter: true, Pace: Jittered},
		&Value{Func: imrocReq + ".Client.*", From: Receiver, Result: imrocReq + ".Client"},
		&Value{Func: imrocReq + ".Client.*", From: Receiver, Result: imrocReq + ".Request"},
		&Value{Func: imrocReq + ".Request.*", From: Receiver, Result: imrocReq + ".Request"})
	return rows
}

func imrocWrites() []*Write {
	var rows []*Write
	for _, m := range []string{"Post", "Patch"} {
		rows = append(rows, &Write{Key: imrocReq + ".Request." + m, Kind: HTTPWrite, Method: strings.ToUpper(m), Chain: Receiver})
	}
	rows = append(rows, &Write{Key: imrocReq + ".Request.Send", Kind: HTTPWrite, MethodArg: ArgN(0), Chain: Receiver})
	return rows
}

// imrocFamilies are this family's rows of the library table (docs/owners.md).
var imrocFamilies = []Family{
	{Name: "github.com/imroc/req/v3", Short: "imroc/req", Class: imrocClass, Modelled: true,
		Packages: []string{imrocReq},
		Owners:   "requests sent on a client with `SetCommonRetryCount(n)`, or given `SetRetryCount(n)`, n != 0 (`Request.Get/Post/Put/Patch/Delete/Head/Options/Send/Do`); it re-sends POST and PATCH by itself",
		Attempts: "n+1; a negative n = unbounded; default 1 (no retries)",
		Cap:      "give SetCommonRetryCount (or SetRetryCount) a count of 0 or more",
		Pace:     "use SetCommonRetryBackoffInterval (the default waits a fixed 100 ms)"},
}
