package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// The MongoDB Go driver: v2 (go.mongodb.org/mongo-driver/v2, read at
// v2.10.1) and v1 (go.mongodb.org/mongo-driver, read at v1.17.10; still
// the version most services import). Every operation of a Collection,
// Database or Client runs Operation.Execute's loop
// (x/mongo/driver/operation.go:525-700@v2.10.1), which re-sends it:
//
//   - retryable writes (InsertOne, InsertMany, DeleteOne, UpdateOne,
//     UpdateByID, ReplaceOne, FindOneAnd*, BulkWrite) and retryable reads
//     (Find, FindOne, Aggregate, CountDocuments, Distinct,
//     EstimatedDocumentCount, Watch, the List* calls) once: a budget of 1
//     retry (operation.go:532-552@v2.10.1; v1: retries = 1,
//     operation.go:527-546@v1.17.10), on network errors and the
//     "not primary"/shutdown codes (x/mongo/driver/errors.go:28-42,
//     149-163@v2.10.1);
//   - v2 only: an overload error (labels SystemOverloadedError and
//     RetryableError) up to MaxAdaptiveRetries times, 2 by default
//     (mongo/client.go:46, 968-976@v2.10.1; operation.go:860-865),
//     even for DeleteMany and UpdateMany, which are otherwise not retried
//     (mongo/collection.go:553-557, 746-750@v2.10.1): 3 calls at most;
//   - until the deadline, with no count, when the context has one (v2:
//     csot.IsTimeoutContext is any deadline, internal/csot/csot.go:27-31
//     @v2.10.1) or the client has a Timeout (SetTimeout; v1 only then,
//     internal/csot/csot.go:34-36@v1.17.10). A context's deadline is not
//     read here: the count is the one above.
//
// Settings: options.Client().SetRetryWrites(false), SetRetryReads(false)
// (clientoptions.go:1033-1051@v2.10.1, 876-890@v1.17.10), the URI
// options retryWrites=false and retryReads=false (ApplyURI), and, in v2,
// SetMaxAdaptiveRetries(n) or the URI's maxAdaptiveRetries; turning a
// kind off also sets its overload retries to 0 (client.go:968-971
// @v2.10.1). Each turns off the retries of its own kind of operation
// only, so the setting takes those methods out of what the client
// retries (Int Keeps).
//
// Writes: a retryable write gets its session's txnNumber once, before
// the first attempt, and every attempt carries it (operation.go:729-741,
// 1758-1763@v2.10.1): the server applies it once, so the driver's own
// re-sends are no duplicates (NoSelfWrites). A user retry around
// InsertOne calls the driver again, which gives the document a new _id
// when it has none (mongo/collection.go ensureID): a second document.
//
// Not rows: RunCommand (not retried), and a cursor's Next, TryNext and
// All, whose getMore is no retryable read: reading the next batch is no
// retry (the package is modelled, so the driver's internals are not
// walked into).

const (
	mongoV2        = "go.mongodb.org/mongo-driver/v2/mongo"
	mongoV2Options = mongoV2 + "/options"
	mongoV1        = "go.mongodb.org/mongo-driver/mongo"
	mongoV1Options = mongoV1 + "/options"
)

// FamilyMongo: a mongo Client, and the Databases and Collections it
// makes.
const FamilyMongo = "mongo client"

// Attempts by default: v2 one retry and two overload retries; v1 one
// retry.
const (
	MongoV2Default = 3
	MongoV1Default = 2
)

// mongoClass: network errors and timeouts, the "not primary" and
// shutdown codes (a node that cannot serve now), and, in v2, overload.
const mongoClass = Transport | Timeout | Unavailable | Throttled

var (
	mongoWrites = []string{"InsertOne", "InsertMany", "DeleteOne", "DeleteMany", "UpdateOne", "UpdateMany", "UpdateByID",
		"ReplaceOne", "FindOneAndDelete", "FindOneAndReplace", "FindOneAndUpdate", "BulkWrite"}
	mongoReads = []string{"Find", "FindOne", "Aggregate", "CountDocuments", "Distinct", "EstimatedDocumentCount", "Watch",
		"ListCollections", "ListCollectionNames", "ListCollectionSpecifications", "ListDatabases", "ListDatabaseNames"}
	mongoTypes = func(pkg string) []string {
		return []string{pkg + ".Client", pkg + ".Database", pkg + ".Collection"}
	}
)

func mongoEntries() []*Entry {
	var rows []*Entry
	for _, v := range []struct {
		pkg string
		n   int64
	}{{mongoV2, MongoV2Default}, {mongoV1, MongoV1Default}} {
		a := Attempts{Of: Receiver, Family: FamilyMongo, Always: true, Untraced: bound.Of(v.n, bound.Default), AlwaysTypes: mongoTypes(v.pkg)}
		add := func(key string) {
			rows = append(rows, &Entry{Key: key, Via: "mongo" + key[len(v.pkg):], Op: -1, IO: true, NoSelfWrites: true, Class: mongoClass, Attempts: a})
		}
		for _, m := range mongoWrites {
			if v.pkg == mongoV1 && (m == "DeleteMany" || m == "UpdateMany") {
				continue // v1 retries neither (no overload retries)
			}
			add(v.pkg + ".Collection." + m)
		}
		for _, m := range mongoReads {
			switch m {
			case "ListCollections", "ListCollectionNames", "ListCollectionSpecifications":
				add(v.pkg + ".Database." + m)
			case "ListDatabases", "ListDatabaseNames":
				add(v.pkg + ".Client." + m)
			case "Watch", "Aggregate":
				add(v.pkg + ".Collection." + m)
				add(v.pkg + ".Database." + m)
			default:
				add(v.pkg + ".Collection." + m)
			}
		}
	}
	return rows
}

func mongoValues() []*Value {
	var rows []*Value
	add := func(v *Value) { rows = append(rows, v) }
	for _, v := range []struct {
		pkg, opts string
		n         int64
	}{{mongoV2, mongoV2Options, MongoV2Default}, {mongoV1, mongoV1Options, MongoV1Default}} {
		def := exactly(v.n, bound.Default)
		writes := Int{Arg: ArgN(0), Means: Keeps, Except: mongoWrites, From: bound.Option}
		reads := Int{Arg: ArgN(0), Means: Keeps, Except: mongoReads, From: bound.Option}
		uriWrites, uriReads := writes, reads
		uriWrites.Query, uriReads.Query = "retryWrites", "retryReads"
		uri := []Int{uriWrites, uriReads}
		// The options: options.Client() and its setter chain.
		add(&Value{Func: v.opts + ".Client", Base: def})
		add(&Value{Func: v.opts + ".ClientOptions.SetRetryWrites", From: Receiver, Setter: true, Sets: []Int{writes}})
		add(&Value{Func: v.opts + ".ClientOptions.SetRetryReads", From: Receiver, Setter: true, Sets: []Int{reads}})
		// A client Timeout makes every retryable operation retry until it
		// passes.
		add(&Value{Func: v.opts + ".ClientOptions.SetTimeout", From: Receiver, Setter: true,
			Base: Base{Count: Unlimited, Limit: true, From: bound.Timeout}})
		if v.pkg == mongoV2 {
			adaptive := Int{Arg: ArgN(0), Means: Retries, NonPosDefault: 2, From: bound.Option}
			add(&Value{Func: v.opts + ".ClientOptions.SetMaxAdaptiveRetries", From: Receiver, Setter: true, Sets: []Int{adaptive}})
			adaptive.Query = "maxAdaptiveRetries"
			uri = append(uri, adaptive)
		}
		add(&Value{Func: v.opts + ".ClientOptions.ApplyURI", From: Receiver, Setter: true, Sets: uri})
		add(&Value{Func: v.opts + ".ClientOptions.*", From: Receiver, Result: v.opts + ".ClientOptions"})
		// The client: its options, the last one winning.
		connect := []Option{{TypeIn: v.opts, Value: Receiver}}
		add(&Value{Func: v.pkg + ".Connect", Base: def, Opts: Last, Options: connect, Family: FamilyMongo, Via: "mongo.Client"})
		if v.pkg == mongoV1 {
			add(&Value{Func: v.pkg + ".NewClient", Base: def, Opts: Last, Options: connect, Family: FamilyMongo, Via: "mongo.Client"})
		}
		// What a client makes (a client of a helper's parameter is the
		// caller's; the entries take the default for one not traced).
		add(&Value{Func: v.pkg + ".Client.Database", From: Receiver, Family: FamilyMongo, Via: "mongo.Database"})
		add(&Value{Func: v.pkg + ".Database.Collection", From: Receiver, Family: FamilyMongo, Via: "mongo.Collection"})
		add(&Value{Func: v.pkg + ".Collection.Clone", From: Receiver})
	}
	return rows
}

// mongoWriteRows: an insert without its own _id gets a new one from the
// driver at each call: a user retry adds the document again.
func mongoWriteRows() []*Write {
	var rows []*Write
	for _, pkg := range []string{mongoV2, mongoV1} {
		for _, m := range []string{"InsertOne", "InsertMany"} {
			rows = append(rows, &Write{Key: pkg + ".Collection." + m, Kind: CommandWrite,
				What: "an insert (the driver gives a document without _id a new one at each call)"})
		}
	}
	return rows
}

// mongoFamilies are this family's rows of the library table (docs/owners.md).
var mongoFamilies = []Family{
	{Name: "go.mongodb.org/mongo-driver/v2 (and v1, go.mongodb.org/mongo-driver)", Short: "the MongoDB Go driver", Class: mongoClass, Modelled: true,
		Packages: []string{mongoV2, mongoV2Options, mongoV1, mongoV1Options},
		Owners:   "`Collection.InsertOne/InsertMany/UpdateOne/ReplaceOne/DeleteOne/FindOneAnd*/BulkWrite` (v2 also `UpdateMany`, `DeleteMany`: overload retries) and `Find/FindOne/Aggregate/CountDocuments/Distinct/...`, `Database.ListCollections`, `Client.ListDatabases`, on a client from `mongo.Connect(opts)` (not a cursor's `Next`: reading a batch is no retry); its own re-sends of writes carry a txnNumber (no duplicates), a user retry of `InsertOne` is a write",
		Attempts: "v2: 3 (1 retry, 2 overload retries; `SetMaxAdaptiveRetries(n)`); v1: 2; `SetRetryWrites(false)` / `SetRetryReads(false)` or `retryWrites=false` / `retryReads=false` in the URI = 1 for that kind; `SetTimeout` = ? (until the timeout)"},
}
