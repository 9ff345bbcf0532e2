package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// minio-go v7, client-go's REST client, stripe-go: the rows of this family.
// (go-micro's client.Call, which retries by default, is not modelled:
// go-micro.dev/v5 is not available from the module proxy here, so its
// defaults cannot be read from the source.)
//
// minio-go v7 (v7.4.1, api.go executeMethod over retry.go newRetryTimer):
// every request a *minio.Client sends goes through one loop of
// maxRetries total attempts (the loop yields maxRetry times). New sets
// maxRetries to MaxRetry (10) and takes Options.MaxRetries only when it
// is > 0, so 0 and negatives keep 10 and 1 disables the retries. A
// request whose body is not seekable gets one attempt (not modelled: the
// bound is the most a call makes). The sending methods are the
// client's methods with a context first, except the Presign ones, which
// only sign a URL (a bucket-location lookup they may make is not
// retried), and GetObject, which only checks its arguments and returns an
// *Object whose first read sends the (retried) request from a goroutine:
// a user retry around GetObject alone repeats nothing, and the reads
// (io.ReadAll(obj) through io.Reader) are not modelled. Writes: minio re-sends PUTs, DELETEs and the multipart
// complete POST; each names its object key, so a re-send (by minio or
// by a user retry) writes the same object again: no write rows and no
// self-writes. The exception is AppendObject, which stats the object and
// appends at its current size: minio's own re-send carries the same
// write offset and fails instead of appending twice, but a user retry
// stats again and appends the data a second time.

//
// client-go's REST client (k8s.io/client-go v0.37.2, rest/request.go and
// rest/with_retry.go): Request.Do, DoRaw, Stream and Watch re-send a
// request that got a 429 or a 5xx with a Retry-After header (and, for
// GETs, one that failed with a connection reset or EOF) up to maxRetries
// more times: NewRequest sets 10 (11 attempts), whatever rest.Config
// says; Request.MaxRetries(n) sets n (a negative n is 0: one attempt). A
// request whose Body is an opaque io.Reader is never retried (not
// modelled). Every request comes from a RESTClient (or rest.Interface)
// verb method, so a request value that cannot be traced still has 11
// attempts. The typed clientsets (gentype.Client's Create, Update, Get,
// ...) are summarised like any other code and inherit the bound through
// their facts. Writes: no rows. The client re-sends only after the API
// server refused the request with Retry-After (throttling, or not ready:
// nothing was applied), and a user retry re-sends a named object: a
// second Create fails with AlreadyExists, an Update carries its
// resourceVersion and fails with Conflict (a create with generateName is
// the exception, not modelled).

//
// stripe-go v82 (v82.5.1, stripe.go BackendImplementation.Do and
// shouldRetry): every API call is sent by a backend that retries network
// errors, 409s, 429s with Stripe-Should-Retry and 5xx up to
// MaxNetworkRetries more times: DefaultMaxNetworkRetries 2, 3 attempts
// (BackendConfig.MaxNetworkRetries, SetMaxNetworkRetries; 0 disables).
// The calls are the functions and methods whose last parameter is a
// pointer to a ...Params struct, in the modern API
// (stripe.NewClient(key).V1Charges.Create(ctx, params)) and the legacy
// one (charge.New(params), charge.Client.New). The backend is made inside
// the library, so its configuration is not traced: every call counts 3
// (a client configured with MaxNetworkRetries 0 is not modelled). The
// backend adds an Idempotency-Key to every write it sends without one
// (newRequest, NewIdempotencyKey), once per call, so its own re-sends
// are safe (no self-writes); but a user retry calls again and gets a new
// key: a retried create (a charge, a refund, a customer: Create in the
// modern API, New in the legacy one) is a new object, unless the params
// carry an idempotency key made before the first attempt
// (params.SetIdempotencyKey(k), Params: stripe.Params{IdempotencyKey: ...}).

const (
	minioPkg = "github.com/minio/minio-go/v7"
	k8sRest  = "k8s.io/client-go/rest"
	stripe   = "github.com/stripe/stripe-go/v82"
	// StripeLegacy is the package pattern of stripe-go's legacy resource
	// packages (charge, refund, customer, ...).
	StripeLegacy = stripe + "/*"
)

// ShapeParams: a function or method whose last parameter is a pointer to
// a ...Params struct (every stripe-go API call).
const ShapeParams = "params"

// StripeDefault is stripe-go's attempts by default (2 network retries).
const StripeDefault = 3

// FamilyK8sREST: a client-go REST request.
const FamilyK8sREST = "client-go rest request"

// K8sRESTDefault is a REST request's attempts by default (maxRetries 10).
const K8sRESTDefault = 11

// FamilyMinio: a minio-go v7 client.
const FamilyMinio = "minio client"

// ShapeContextMethod: a method of a type named ...Client whose first
// parameter is a context (minio's sending methods).
const ShapeContextMethod = "context method"

// MinioDefault is minio-go's MaxRetry: total attempts by default.
const MinioDefault = 10

func platformEntries() []*Entry {
	rows := []*Entry{
		{Prefix: minioPkg, Shape: ShapeContextMethod, Except: []string{"Presign*", "GetObject"}, Op: -1, IO: true, NoSelfWrites: true, Class: HTTPFailures,
			Attempts: Attempts{Of: Receiver, Always: true, Family: FamilyMinio, Untraced: bound.Of(MinioDefault, bound.Default), Ctx: ArgN(0)}},
	}
	// stripe-go retries network errors, 409 (a lock timeout), 429 and
	// 5xx, and what Stripe-Should-Retry says (stripe.go shouldRetry).
	rows = append(rows, &Entry{Prefix: stripe, Shape: ShapeParams, Op: -1, IO: true, NoSelfWrites: true, Class: HTTPFailures | Conflict,
		Attempts: Attempts{Fixed: bound.Of(StripeDefault, bound.Default)}})
	for _, m := range []string{"Do", "DoRaw", "Stream", "Watch"} {
		// 429 and 5xx with a Retry-After, connection resets on GET
		// (rest/with_retry.go:148-193, rest/request.go:1066-1078@v0.37.2).
		rows = append(rows, &Entry{Key: k8sRest + ".Request." + m, Via: "rest.Request." + m, Op: -1, IO: true, NoSelfWrites: true, Class: K8sRESTClass,
			Attempts: Attempts{Of: Receiver, Always: true, Family: FamilyK8sREST, Untraced: bound.Of(K8sRESTDefault, bound.Default), Ctx: ArgN(0)}})
	}
	return rows
}

func platformValues() []*Value {
	rows := []*Value{
		{Func: minioPkg + ".New", Base: exactly(MinioDefault, bound.Default), Family: FamilyMinio,
			Sets: []Int{{Arg: ArgN(1), Field: "MaxRetries", Means: Total, NonPosDefault: MinioDefault, From: bound.Option}}},
	}
	add := func(v *Value) { rows = append(rows, v) }
	restDefault := exactly(K8sRESTDefault, bound.Default)
	for _, recv := range []string{"RESTClient", "Interface"} {
		for _, m := range []string{"Verb", "Post", "Put", "Patch", "Get", "Delete"} {
			add(&Value{Func: k8sRest + "." + recv + "." + m, Base: restDefault, Family: FamilyK8sREST})
		}
	}
	add(&Value{Func: k8sRest + ".NewRequest", Base: restDefault, Family: FamilyK8sREST})
	add(&Value{Func: k8sRest + ".NewRequestWithClient", Base: restDefault, Family: FamilyK8sREST})
	add(&Value{Func: k8sRest + ".Request.MaxRetries", From: Receiver, Untraced: restDefault, Family: FamilyK8sREST,
		Sets: []Int{{Arg: ArgN(0), Means: Retries, NegOne: true, From: bound.Option}}})
	add(&Value{Func: k8sRest + ".Request.*", From: Receiver, Untraced: restDefault, Result: k8sRest + ".Request"})
	return rows
}

func platformWrites() []*Write {
	rows := []*Write{
		{Key: minioPkg + ".Client.AppendObject", Kind: HTTPWrite, UnknownMethod: true,
			What: "an append at the object's current size"},
	}
	for _, k := range []string{stripe + ".*.Create", StripeLegacy + ".New", StripeLegacy + ".Client.New"} {
		rows = append(rows, &Write{Key: k, Kind: HTTPWrite, Method: "POST",
			Params: Last, ParamsType: "Params", KeyField: "Params.IdempotencyKey", KeySetter: "SetIdempotencyKey"})
	}
	return rows
}

// platformFamilies are this family's rows of the library table (docs/owners.md).
var platformFamilies = []Family{
	{Name: "github.com/minio/minio-go/v7", Short: "minio-go", Class: HTTPFailures, Modelled: true,
		Packages: []string{minioPkg + "/..."},
		Owners:   "every method of `*minio.Client` with a context first (`PutObject`, `StatObject`, `RemoveObject`, `ListObjects`, `FGetObject`, ...; not the `Presign...` ones, nor `GetObject`, whose request is sent by the first read of its `*Object`)",
		Attempts: "`Options.MaxRetries` (total attempts; 1 disables, <= 0 keeps the default); default 10"},
	{Name: "k8s.io/client-go/rest", Short: "client-go's REST client", Class: K8sRESTClass, Modelled: true,
		Packages: []string{k8sRest},
		Owners:   "`Request.Do`, `DoRaw`, `Stream`, `Watch` (retries on 429/5xx with Retry-After), and through them the typed clientsets (`clientset.CoreV1().Pods(ns).Update(...)`)",
		Attempts: "`Request.MaxRetries(n)` + 1; default 11"},
	{Name: "github.com/stripe/stripe-go/v82", Short: "stripe-go", Class: HTTPFailures | Conflict, Modelled: true,
		Packages: []string{stripe + "/..."},
		Owners:   "every API call (a function or method whose last parameter is a `*...Params`): `stripe.NewClient(key).V1Charges.Create(ctx, params)`, legacy `charge.New(params)`",
		Attempts: "3 (`MaxNetworkRetries` 2; the backend's configuration is not read)"},
}
