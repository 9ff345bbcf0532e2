package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// go-elasticsearch v8 (v8.19.7, on elastic-transport-go v8.9.0) and
// opensearch-go v4 (v4.8.1): both clients send every request through a
// transport whose Perform is a retry loop, `for i := 0; i <= maxRetries;
// i++`, with a node picked from the pool inside each attempt (pool.Next:
// a route selection inside the client; no budget).
//
// elastic-transport-go (elastictransport.go New): MaxRetries counts
// retries, 0 keeps defaultMaxRetries = 3 (4 attempts); DisableRetry:
// true makes one attempt (RetryOnStatus, RetryOnError, MaxRetries and
// RetryBackoff are then ignored); RetryOnStatus defaults to 502, 503,
// 504; every transport error is retried unless RetryOnError says no; no
// delay between attempts unless RetryBackoff is set (for the later
// delay check). go-elasticsearch's newTransport passes MaxRetries on only
// when it is > 0, so 0 and negative counts keep 3. Any method is
// retried: an index request without a document id (POST
// /<index>/_doc) is sent again.
//
// opensearchtransport (opensearchtransport.go New): MaxRetries 0 keeps
// defaultMaxRetries = 6 (7 attempts; the Config comment of opensearch.go
// still says 3); DisableRetry: true makes one attempt; RetryOnStatus
// defaults to 502, 503, 504 (only when nil); transport errors are
// retried except timeouts (EnableRetryOnTimeout); no delay unless
// RetryBackoff is set. opensearch.NewClient copies MaxRetries as it is.
//
// The APIs built on Perform: the esapi functional API (es.Index(...) is a
// call of a field of function type esapi.Index: one FuncTypeIn row for
// every API), the esapi request structs' Do(ctx, transport) (a shape),
// and every method of the opensearchapi client and its sub-clients that
// takes a context first (a shape). Fields loaded from these clients
// (es.API, es.API.Index, client.Indices) carry the client's attempts
// (FieldOf rows).
//
// The typed API (typedapi's generated packages) is described by shapes:
// es.Search() is a call of a function field (FuncTypeIn), its builders
// return their receiver (ShapeBuilder), and Do(ctx) sends (ShapeTypedDo).
//
// Not modelled: the typed API's writes (es.Index("logs").Request(doc)
// without Id), esutil.BulkIndexer (its own
// flush retries), Bulk bodies (an NDJSON io.Reader: not read, so Bulk is
// no write here), Update scripts, elasticsearch.New(opts...) with
// WithRetry options (values made by it are untraced: the default).

const (
	esRoot      = "github.com/elastic/go-elasticsearch/v8"
	esAPI       = esRoot + "/esapi"
	esTyped     = esRoot + "/typedapi/"
	esTransport = "github.com/elastic/elastic-transport-go/v8/elastictransport"
	osRoot      = "github.com/opensearch-project/opensearch-go/v4"
	osAPI       = osRoot + "/opensearchapi"
	osTransport = osRoot + "/opensearchtransport"
)

// Families of the search clients.
const (
	// FamilyElastic: a go-elasticsearch client, its elastic-transport-go
	// transport, and what is loaded from them.
	FamilyElastic = "elasticsearch client"
	// FamilyOpenSearch: an opensearch-go client (opensearch.Client, the
	// opensearchapi client and its sub-clients, the transport).
	FamilyOpenSearch = "opensearch client"
)

// Shapes of the search clients' APIs.
const (
	// ShapeRequestDo: a method Do of a type named ...Request whose
	// parameters are a context and the transport (esapi's
	// IndexRequest{...}.Do(ctx, es)).
	ShapeRequestDo = "request Do"
	// ShapeAPIMethod: an exported method whose first parameter is a
	// context and whose last result is an error (every opensearchapi
	// call).
	ShapeAPIMethod = "api method"
	// ShapeTypedDo: a method Do(ctx) returning a response and an error
	// (the typed API's es.Search().Index("logs").Do(ctx)).
	ShapeTypedDo = "typed Do"
	// ShapeBuilder: a method returning its receiver's type (the typed
	// API's r.Index("logs")): the result is the receiver's value.
	ShapeBuilder = "builder"
)

const (
	esDefault = 4 // defaultMaxRetries 3, + 1
	osDefault = 7 // defaultMaxRetries 6, + 1
)

func elasticEntries() []*Entry {
	var rows []*Entry
	add := func(e *Entry) { rows = append(rows, e) }
	es := Attempts{Of: Receiver, Always: true, Family: FamilyElastic, Untraced: bound.Of(esDefault, bound.Default)}
	ops := Attempts{Of: Receiver, Always: true, Family: FamilyOpenSearch, Untraced: bound.Of(osDefault, bound.Default)}
	// Perform: the transports, the clients, and the interfaces they are
	// held in (esapi.Transport, elastictransport.Interface).
	for _, k := range []string{esTransport + ".Client.Perform", esRoot + ".BaseClient.Perform",
		esTransport + ".Interface.Perform", esAPI + ".Transport.Perform"} {
		add(&Entry{Key: k, Op: -1, IO: true, Class: FamilyClass(FamilyElastic), Attempts: es})
	}
	for _, k := range []string{osTransport + ".Client.Perform", osRoot + ".Client.Perform", osTransport + ".Interface.Perform"} {
		add(&Entry{Key: k, Op: -1, IO: true, Class: FamilyClass(FamilyElastic), Attempts: ops})
	}
	// The functional API: es.Index(index, body, opts...), es.Search(...).
	add(&Entry{FuncTypeIn: esAPI, Op: -1, IO: true, Class: FamilyClass(FamilyElastic),
		Attempts: Attempts{Of: FuncValue, Always: true, Family: FamilyElastic, Untraced: bound.Of(esDefault, bound.Default)}})
	// Request structs: esapi.IndexRequest{...}.Do(ctx, es).
	add(&Entry{Prefix: esAPI, Shape: ShapeRequestDo, Op: -1, IO: true, Class: FamilyClass(FamilyElastic),
		Attempts: Attempts{Of: ArgN(1), Always: true, Family: FamilyElastic, Untraced: bound.Of(esDefault, bound.Default)}})
	// The typed API: es.Search().Index("logs").Do(ctx).
	add(&Entry{Prefix: esTyped, Shape: ShapeTypedDo, Op: -1, IO: true, Class: FamilyClass(FamilyElastic), Attempts: es})
	// opensearchapi: client.Search(ctx, req), client.Indices.Create(ctx, req).
	add(&Entry{Prefix: osAPI, Shape: ShapeAPIMethod, Op: -1, IO: true, Class: FamilyClass(FamilyElastic), Attempts: ops})
	return rows
}

// The retry settings of a Config, as a field path of the constructor's
// argument.
func searchRetry(path string, negIgnored bool) []Int {
	return []Int{
		{Arg: ArgN(0), Field: path + "MaxRetries", Means: Retries, ZeroIgnored: true, NegIgnored: negIgnored, From: bound.Option},
		{Arg: ArgN(0), Field: path + "DisableRetry", Means: Disables, From: bound.Option},
	}
}

// esNamespaces are the namespace types of esapi.API (api._.go).
var esNamespaces = []string{"Cat", "Cluster", "Indices", "Ingest", "Nodes", "Remote", "Snapshot", "Tasks",
	"AsyncSearch", "CCR", "ILM", "License", "Migration", "ML", "Monitoring", "Rollup", "Security", "SQL", "SSL",
	"Watcher", "XPack"}

func elasticValues() []*Value {
	var rows []*Value
	add := func(v *Value) { rows = append(rows, v) }
	esBase, osBase := exactly(esDefault, bound.Default), exactly(osDefault, bound.Default)

	for _, ctor := range []string{"NewClient", "NewTypedClient", "NewBaseClient"} {
		add(&Value{Func: esRoot + "." + ctor, Base: esBase, Sets: searchRetry("", true), Family: FamilyElastic})
	}
	add(&Value{Func: esRoot + ".NewDefaultClient", Base: esBase, Family: FamilyElastic})
	// elastictransport.New(cfg): a negative MaxRetries sends nothing;
	// taken as it is (n+1 <= 0 retries no call).
	add(&Value{Func: esTransport + ".New", Base: esBase, Sets: searchRetry("", false), Family: FamilyElastic})
	for _, t := range []string{esRoot + ".Client", esRoot + ".BaseClient", esRoot + ".TypedClient", esAPI + ".API"} {
		add(&Value{FieldOf: t, Family: FamilyElastic})
	}
	// The typed API: its namespaces and function fields (es.Search is a
	// field of type search.NewSearch; es.Indices a namespace), and the
	// builders on what they return.
	add(&Value{FieldOfIn: esRoot + "/typedapi", Family: FamilyElastic})
	add(&Value{FuncTypeIn: esTyped, From: FuncValue, Untraced: esBase, Family: FamilyElastic})
	add(&Value{Prefix: esTyped, Shape: ShapeBuilder, From: Receiver, Untraced: esBase, Family: FamilyElastic})
	// The API's namespaces (es.Indices.Create, es.Cat.Health, ...): structs
	// of function fields, like the API itself.
	for _, ns := range esNamespaces {
		add(&Value{FieldOf: esAPI + "." + ns, Family: FamilyElastic})
	}

	add(&Value{Func: osRoot + ".NewClient", Base: osBase, Sets: searchRetry("", false), Family: FamilyOpenSearch})
	add(&Value{Func: osRoot + ".NewDefaultClient", Base: osBase, Family: FamilyOpenSearch})
	add(&Value{Func: osTransport + ".New", Base: osBase, Sets: searchRetry("", false), Family: FamilyOpenSearch})
	add(&Value{Func: osAPI + ".NewClient", Base: osBase, Sets: searchRetry("Client.", false), Family: FamilyOpenSearch})
	add(&Value{Func: osAPI + ".NewDefaultClient", Base: osBase, Family: FamilyOpenSearch})
	add(&Value{Func: osAPI + ".NewFromClient", From: ArgN(0), Untraced: osBase, Family: FamilyOpenSearch})
	add(&Value{FieldOf: osAPI + ".Client", Family: FamilyOpenSearch})
	add(&Value{FieldOf: osRoot + ".Client", Family: FamilyOpenSearch})
	return rows
}

// Index requests without a document id are POST /<index>/_doc: the
// server makes a new id, so a re-sent request indexes the document twice.
// With an id (WithDocumentID, DocumentID) they are a PUT that replaces
// the same document.
const autoIDIndex = "an index request without a document id (POST /<index>/_doc)"

func elasticWrites() []*Write {
	return []*Write{
		{Key: esAPI + ".Index", Kind: HTTPWrite, Method: "POST", What: autoIDIndex, IDOptions: []string{esAPI + ".Index.WithDocumentID"}},
		{Key: esAPI + ".IndexRequest.Do", Kind: HTTPWrite, Method: "POST", What: autoIDIndex, ID: Receiver, IDField: "DocumentID"},
		{Key: osAPI + ".Client.Index", Kind: HTTPWrite, Method: "POST", What: autoIDIndex, ID: ArgN(1), IDField: "DocumentID"},
	}
}

// elasticFamilies are this family's rows of the library table (docs/owners.md).
var elasticFamilies = []Family{
	{Name: "github.com/elastic/go-elasticsearch/v8 (on elastic-transport-go v8)", Short: "go-elasticsearch", Class: FamilyClass(FamilyElastic), Modelled: true,
		Packages: []string{esRoot, esAPI, esTransport, esTyped + "..."},
		Owners:   "`Perform`, the functional API (`es.Index(...)`, `es.Search(...)`, every `esapi` function field), `esapi.XRequest{...}.Do(ctx, es)`, the typed API's `Do(ctx)` (`es.Search().Index(...).Do(ctx)`); an index request without a document id is a write",
		Attempts: "`MaxRetries` + 1; default 4; `DisableRetry: true` = 1 (no delay unless `RetryBackoff`)"},
	{Name: "github.com/opensearch-project/opensearch-go/v4", Short: "opensearch-go", Class: FamilyClass(FamilyOpenSearch), Modelled: true,
		Packages: []string{osRoot, osAPI, osTransport},
		Owners:   "`Perform`, every `opensearchapi` client method with a context first (`client.Search`, `client.Index`, `client.Indices.Create`, ...); `Index` without a `DocumentID` is a write",
		Attempts: "`MaxRetries` + 1; default 7 (`defaultMaxRetries` 6); `DisableRetry: true` = 1"},
}
