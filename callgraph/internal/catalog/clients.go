package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// Clients that retry by themselves: a call on a client value (or a value
// made from one: a request, a generated gRPC client, an *http.Client
// wrapping a retrying transport) is a retry owner whose retried operation
// is the call itself. The value's rules say how many attempts it makes;
// the write rows (writes.go) say what the call sends.

const (
	rhttp     = "github.com/hashicorp/go-retryablehttp"
	restyV2   = "github.com/go-resty/resty/v2"
	grpcPkg   = "google.golang.org/grpc"
	grpcRetry = "github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/retry"
	netHTTP   = "net/http"
	oauth2    = "golang.org/x/oauth2"
	httputil  = "net/http/httputil"
	otelhttp  = "go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp"
)

// Families of client values: a call whose Attempts name a family retries
// only when its value belongs to it.
const (
	// FamilyRetryableHTTP: a *retryablehttp.Client.
	FamilyRetryableHTTP = "retryablehttp"
	// FamilyRetryingHTTP: an *http.Client whose transport retries, or a
	// transport that retries (retryablehttp's, or a type whose RoundTrip
	// is a retry loop).
	FamilyRetryingHTTP = "retrying *http.Client"
	// FamilyResty: a go-resty v2 client, and the requests made from it.
	FamilyResty = "resty"
	// FamilyGRPCRetry: a gRPC connection dialed with the retry
	// interceptor, and the generated clients built on it.
	FamilyGRPCRetry = "grpc retry interceptor"
	// FamilyGRPCConfig: a gRPC connection whose default service config
	// has a retryPolicy, and the generated clients built on it.
	FamilyGRPCConfig = "grpc service config"
)

// GRPCDefaultCap is gRPC's cap on the attempts of a retryPolicy
// (defaultMaxCallAttempts; WithMaxCallAttempts changes it).
const GRPCDefaultCap = 5

var restySendNames = []string{"Get", "Head", "Options", "Put", "Delete", "Post", "Patch", "Execute", "Send"}

var httpSendNames = []string{"Do", "Get", "Head", "Post", "PostForm"}

func clientEntries() []*Entry {
	var rows []*Entry
	add := func(e *Entry) { rows = append(rows, e) }

	// hashicorp/go-retryablehttp: the client retries inside; the package
	// functions use a default client.
	for _, name := range httpSendNames {
		add(&Entry{Key: rhttp + ".Client." + name, Via: "retryablehttp.Client." + name, Op: -1, IO: true, Class: HTTPFailures,
			Attempts: Attempts{Of: Receiver, Always: true}})
	}
	for _, name := range []string{"Get", "Head", "Post", "PostForm"} {
		add(&Entry{Key: rhttp + "." + name, Via: "retryablehttp." + name, Op: -1, IO: true, Class: HTTPFailures,
			Attempts: Attempts{Fixed: bound.Of(5, bound.Default)}})
	}
	// An *http.Client that retries inside (its Via comes from the value):
	// called directly, held in an interface (a Doer), or its transport
	// called through the http.RoundTripper interface.
	for _, name := range httpSendNames {
		add(&Entry{Key: netHTTP + ".Client." + name, Op: -1, IO: true, ValueClass: true,
			Attempts: Attempts{Of: Receiver, Family: FamilyRetryingHTTP}})
	}
	add(&Entry{AnyMethodOf: FamilyRetryingHTTP, Methods: httpSendNames, Op: -1, IO: true, ValueClass: true})
	add(&Entry{Key: netHTTP + ".RoundTripper.RoundTrip", Op: -1, IO: true, ValueClass: true,
		Attempts: Attempts{Of: Receiver, Family: FamilyRetryingHTTP}})
	// A reverse proxy sends every request it serves through its Transport.
	add(&Entry{Key: httputil + ".ReverseProxy.ServeHTTP", Op: -1, IO: true, ValueClass: true,
		Attempts: Attempts{Of: Receiver, Family: FamilyRetryingHTTP}})
	// go-resty v2: a request sent on a client with SetRetryCount(n), n > 0,
	// is sent n more times, whatever the method (v2 has no method filter;
	// v3 retries only idempotent methods).
	for _, name := range restySendNames {
		add(&Entry{Key: restyV2 + ".Request." + name, Via: "resty.Request." + name, Op: -1, IO: true, ValueClass: true,
			Attempts: Attempts{Of: Receiver, Family: FamilyResty}})
	}
	// gRPC: a connection with the go-grpc-middleware retry interceptor
	// retries every unary RPC, through generated clients or Invoke; a
	// per-call retry.WithMax(n) retries that call.
	// The unary interceptor retries unary RPCs only: a streaming method
	// (its result is a stream) and NewStream are not retried by it.
	add(&Entry{AnyMethodOf: FamilyGRPCRetry, Unary: true, Via: "grpc retry interceptor", Op: -1, IO: true, ValueClass: true})
	add(&Entry{Key: grpcPkg + ".ClientConn.Invoke", Via: "grpc retry interceptor", Op: -1, IO: true, ValueClass: true,
		Attempts: Attempts{Of: Receiver, Family: FamilyGRPCRetry}})
	// gRPC's own retries: a connection whose default service config has
	// a retryPolicy retries the methods it names, unary and streaming
	// (before the stream is committed).
	add(&Entry{AnyMethodOf: FamilyGRPCConfig, Via: "grpc service config retryPolicy", Op: -1, IO: true, ValueClass: true})
	add(&Entry{Key: grpcPkg + ".ClientConn.Invoke", Via: "grpc service config retryPolicy", Op: -1, IO: true, ValueClass: true,
		MethodName: ArgN(1), Attempts: Attempts{Of: Receiver, Family: FamilyGRPCConfig}})
	add(&Entry{CallOptions: grpcPkg + ".CallOption", Via: "grpc retry.WithMax", Op: -1, IO: true, Class: GRPCDefault,
		Attempts: Attempts{Self: &Value{Opts: Last, Options: []Option{grpcWithMax}}}})
	return rows
}

var grpcWithMax = Option{Func: grpcRetry + ".WithMax", Set: &Int{Arg: ArgN(0), Means: Total, From: bound.Option}}

func clientValues() []*Value {
	var rows []*Value
	add := func(v *Value) { rows = append(rows, v) }

	// retryablehttp: RetryMax counts retries; NewClient sets 4 (5
	// attempts), a literal Client{} has 0.
	// Its waits are Backoff's: NewClient sets DefaultBackoff.
	retryMax := []Int{{Field: "RetryMax", Means: Retries, From: bound.Field}, {Field: "Backoff", Means: Backoff}}
	add(&Value{Func: rhttp + ".NewClient", Base: Base{Count: Exactly, N: 5, From: bound.Default, Pace: Steady}, Sets: retryMax, Family: FamilyRetryableHTTP})
	add(&Value{Type: rhttp + ".Client", Base: exactly(1, bound.Field), Sets: retryMax, Family: FamilyRetryableHTTP})
	// Its *http.Client: StandardClient(), or a literal whose Transport is
	// a retryablehttp.RoundTripper.
	add(&Value{Func: rhttp + ".Client.StandardClient", From: Receiver, Untraced: unknown,
		Family: FamilyRetryingHTTP, Via: "retryablehttp.Client.StandardClient"})
	add(&Value{Type: rhttp + ".RoundTripper", FromField: "Client", Untraced: unknown,
		Family: FamilyRetryingHTTP, Via: "retryablehttp.Client.StandardClient"})
	add(&Value{Type: netHTTP + ".Client", FromField: "Transport"})
	// Transports of other libraries that wrap a base transport retry as
	// it does: oauth2.Transport{Base: rc.StandardClient().Transport},
	// otelhttp.NewTransport(base). (A wrapper type of the analysed code is
	// recognised by its RoundTrip: values.delegates.)
	add(&Value{Type: oauth2 + ".Transport", FromField: "Base"})
	// httputil.ReverseProxy retries as its Transport; one made by
	// NewSingleHostReverseProxy gets its Transport assigned afterwards
	// (p.Transport = retrying): what the package stores there.
	add(&Value{Type: httputil + ".ReverseProxy", FromField: "Transport"})
	add(&Value{Func: httputil + ".NewSingleHostReverseProxy", FromField: "Transport", FieldStores: true})
	add(&Value{Func: otelhttp + ".NewTransport", From: ArgN(0)})

	// resty v2: New() has no retries; SetRetryCount(n) makes n+1
	// attempts, in a setter chain or on the variable the client is kept
	// in; requests come from R() and their own setters.
	for _, ctor := range []string{"New", "NewWithClient", "NewWithLocalAddr"} {
		add(&Value{Func: restyV2 + "." + ctor, Base: exactly(1, bound.Option), Family: FamilyResty})
	}
	add(&Value{Func: restyV2 + ".Client.SetRetryCount", From: Receiver, Setter: true, Family: FamilyResty,
		Sets: []Int{{Arg: ArgN(0), Means: Retries, From: bound.Option}}})
	add(&Value{Func: restyV2 + ".Client.R", From: Receiver})
	add(&Value{Func: restyV2 + ".Client.NewRequest", From: Receiver})
	add(&Value{Func: restyV2 + ".Client.*", From: Receiver, Result: restyV2 + ".Client"})
	add(&Value{Func: restyV2 + ".Request.*", From: Receiver, Result: restyV2 + ".Request"})

	// gRPC: the retry interceptor among the dial options; its WithMax(n)
	// is the attempts (the default max is 0: disabled). A generated
	// client's constructor takes the connection as its only argument.
	interceptors := []Option{
		{Func: grpcPkg + ".WithUnaryInterceptor", Value: ArgN(0)},
		{Func: grpcPkg + ".WithChainUnaryInterceptor", Value: ArgN(0), Each: true},
		{Func: grpcPkg + ".WithDefaultServiceConfig", ServiceConfig: ArgN(0)},
		{Func: grpcPkg + ".WithMaxCallAttempts", Cap: ArgN(0), Final: true, OfFamily: FamilyGRPCConfig},
		{Func: grpcPkg + ".WithDisableRetry", Fixed: &Base{Count: Exactly, N: 1, From: bound.Option}, Final: true, OfFamily: FamilyGRPCConfig},
	}
	for _, dial := range []string{"NewClient", "Dial", "DialContext"} {
		add(&Value{Func: grpcPkg + "." + dial, Opts: Last, Options: interceptors})
	}
	add(&Value{Func: grpcRetry + ".UnaryClientInterceptor", Opts: ArgN(0), Options: []Option{grpcWithMax}, Family: FamilyGRPCRetry})
	add(&Value{ConnArg: []string{grpcPkg + ".ClientConn", grpcPkg + ".ClientConnInterface"}, From: ArgN(0)})
	return rows
}

func entryRows() []*Entry {
	var rows []*Entry
	for _, part := range [][]*Entry{retryEntries(), clientEntries(), smallEntries(), awsEntries(), gcpEntries(), azureEntries(),
		redisEntries(), kafkaEntries(), elasticEntries(), platformEntries(), temporalEntries(),
		etcdEntries(), mongoEntries(), vaultEntries(), gcsEntries(), pubsubEntries(), awsV1Entries(),
		datastoreEntries(), brokerEntries(), heimdallEntries(), imrocEntries()} {
		rows = append(rows, part...)
	}
	return rows
}

func valueRows() []*Value {
	var rows []*Value
	for _, part := range [][]*Value{retryValues(), clientValues(), smallValues(), awsValues(), azureValues(),
		redisValues(), kafkaValues(), elasticValues(), platformValues(), temporalValues(),
		etcdValues(), mongoValues(), vaultValues(), gcsValues(), awsV1Values(), datastoreValues(), brokerValues(), heimdallValues(), imrocValues()} {
		rows = append(rows, part...)
	}
	return rows
}

// Callback is a failure callback of a library: a function stored in
// field Field of a value of type Type, which the library calls when an
// attempt failed. A call of Again inside it serves the failed operation
// once more: a retry (the proxy's ErrorHandler calling p.ServeHTTP(w, r)
// again while a counter allows).
type Callback struct {
	Type, Field, Again string
	Via                string // what messages call the retry
	// Class: what the callback is called on, and so what serving again
	// retries.
	Class Class
}

// FailureCallbacks lists the failure callbacks the analysis knows.
func FailureCallbacks() []Callback {
	return []Callback{
		{Type: httputil + ".ReverseProxy", Field: "ErrorHandler", Again: httputil + ".ReverseProxy.ServeHTTP", Via: "ReverseProxy.ErrorHandler",
			// reverseproxy.go: ErrorHandler runs when the transport fails
			// (or a response modifier does): no answer came back.
			Class: Transport | Timeout},
	}
}

// heimdall, github.com/gojek/heimdall/v7 (read at v7.0.3, the newest
// the proxy serves): httpclient.Client.Do (and Get, Post, Put, Patch,
// Delete, which build a request and call Do) loops `for i := 0; i <=
// c.retryCount; i++` and goes round on a transport error or a status >=
// 500 (httpclient/client.go:124-173@v7.0.3), re-sending the body it
// buffered: retryCount + 1 calls, whatever the method. NewClient sets
// retryCount 0 (defaultRetryCount, client.go:25-37) and
// WithRetryCount(n) sets it (httpclient/options.go:20-25); the waits are
// the retrier's (NewNoRetrier by default: none). The hystrix client
// (hystrix/hystrix_client.go:184, options.go:71) does the same, retry
// count 0 by default. A client with retries re-sends POST and PATCH by
// itself: reported at the call (writes.go), as for resty v2.
const (
	heimdall        = "github.com/gojek/heimdall/v7"
	heimdallHTTP    = heimdall + "/httpclient"
	heimdallHystrix = heimdall + "/hystrix"
)

// FamilyHeimdall: a heimdall client with a retry count.
const FamilyHeimdall = "heimdall client"

// heimdallClass: transport errors and every 5xx (no 429).
const heimdallClass = Transport | Timeout | ServerError | Unavailable

var heimdallSends = []string{"Get", "Post", "Put", "Patch", "Delete", "Do"}

func heimdallEntries() []*Entry {
	var rows []*Entry
	for _, pkg := range []string{heimdallHTTP, heimdallHystrix} {
		for _, m := range heimdallSends {
			rows = append(rows, &Entry{Key: pkg + ".Client." + m, Via: "heimdall.Client." + m, Op: -1, IO: true, Class: heimdallClass,
				Attempts: Attempts{Of: Receiver, Family: FamilyHeimdall}})
		}
	}
	// Behind heimdall's own interface (heimdall.Client, heimdall.Doer).
	rows = append(rows, &Entry{AnyMethodOf: FamilyHeimdall, Methods: heimdallSends, Via: "heimdall.Client", Op: -1, IO: true, Class: heimdallClass})
	return rows
}

func heimdallValues() []*Value {
	var rows []*Value
	for _, pkg := range []string{heimdallHTTP, heimdallHystrix} {
		rows = append(rows, &Value{Func: pkg + ".NewClient", Base: Base{Count: Exactly, N: 1, From: bound.Option, Pace: NoWait}, Family: FamilyHeimdall, Via: "heimdall.Client",
			Opts: Last, Options: []Option{{Func: pkg + ".WithRetryCount", Set: &Int{Arg: ArgN(0), Means: Retries, From: bound.Option}}}})
	}
	return rows
}

func heimdallWrites() []*Write {
	var rows []*Write
	for _, pkg := range []string{heimdallHTTP, heimdallHystrix, heimdall} {
		rows = append(rows, &Write{Key: pkg + ".Client.Post", Kind: HTTPWrite, Method: "POST"},
			&Write{Key: pkg + ".Client.Patch", Kind: HTTPWrite, Method: "PATCH"})
		if pkg != heimdall {
			rows = append(rows, &Write{Key: pkg + ".Client.Do", Kind: HTTPWrite, Request: ArgN(0)})
		}
	}
	return rows
}

// heimdallFamilies are this family's rows of the library table (docs/owners.md).
var heimdallFamilies = []Family{
	{Name: "github.com/gojek/heimdall/v7 (httpclient, hystrix)", Short: "heimdall", Class: heimdallClass, Modelled: true,
		Packages: []string{heimdallHTTP, heimdallHystrix}, Uses: []string{heimdall},
		Owners:   "`Client.Get/Post/Put/Patch/Delete/Do` of a client from `httpclient.NewClient(httpclient.WithRetryCount(n))` (or `hystrix.NewClient`), also behind `heimdall.Client`; it re-sends POST and PATCH by itself",
		Attempts: "`WithRetryCount(n)` + 1; default 1 (no retries)"},
}
