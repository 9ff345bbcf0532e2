package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// Google Cloud's gax-go v2 (v2.27.0): gax.Invoke(ctx, call, opts...)
// runs call until it succeeds, the Retryer of a gax.WithRetry option
// refuses, or the context ends; without WithRetry it makes one attempt.
// No count caps it, so its bound is ? when the context can end (the
// generated clients' WithTimeout defaults set a deadline) and unbounded
// otherwise.
//
// The generated clients of cloud.google.com/go (apiv1, apiv2, ...) are
// summarised like any other code: each method appends its package's
// default CallOptions for that method to the caller's, so the methods
// whose defaults hold a WithRetry (reads, mostly) are retry owners and
// the others (most creates) are not. A WithRetry passed by the caller
// to any call with ...gax.CallOption makes that call an owner too.

const gax = "github.com/googleapis/gax-go/v2"

var gaxWithRetry = Option{Func: gax + ".WithRetry", Fixed: &Base{Count: Unlimited, From: bound.Option}}

func gcpEntries() []*Entry {
	return []*Entry{
		// The GAPIC defaults retry Unavailable and, for some methods,
		// DeadlineExceeded (per-method OnCodes in each client).
		{Key: gax + ".Invoke", Via: "gax.Invoke", Op: 1, Class: Unavailable | Timeout | Unread, Attempts: Attempts{Ctx: ArgN(0),
			Self: &Value{Opts: Last, Options: []Option{gaxWithRetry}}}},
		{CallOptions: gax + ".CallOption", Via: "gax.WithRetry", Op: -1, IO: true, Class: Unavailable | Timeout | Unread, Attempts: Attempts{Ctx: ArgN(0),
			Self: &Value{Opts: Last, Options: []Option{gaxWithRetry}}}},
	}
}

// Cloud Storage, cloud.google.com/go/storage (read at v1.71.0): a
// hand-written client, modelled (its code is never summarised, so a
// client from NewClient is no longer priced through the gRPC path it
// never takes: NewClient is HTTP/JSON, storage.go:159, 234@v1.71.0;
// only NewGRPCClient uses gRPC, storage.go:275-276; both share run()).
//
// run() (invoke.go:113-199@v1.71.0) calls an operation once when it is
// not idempotent under RetryIdempotent, or under RetryNever (132-135);
// otherwise it retries until ShouldRetry says no (invoke.go:243-301:
// transport errors, 408, 429, 5xx, gRPC Unavailable, ResourceExhausted,
// Internal, DeadlineExceeded), maxAttempts is reached (172-174), or the
// context ends (182-184): by default there is no count and no time
// limit (defaultRetry = &retryConfig{}, invoke.go:39; "Without this
// setting, operations will continue retrying indefinitely",
// storage.go:2535-2555@v1.71.0).
//
// Idempotent, so retried by default: reads (reader.go:148, 296),
// ObjectHandle.Attrs (storage.go:1087), bucket Attrs, Create and Delete
// (bucket.go:88, 101), listings. Retried only with a precondition:
// ObjectHandle.Update (MetagenerationMatch, storage.go:1101) and Delete
// (GenerationMatch or Generation(g), storage.go:1180), the Writer
// (writer.go:494), Copier.Run and Composer.Run (copy.go:124, 235),
// BucketHandle.Update (bucket.go:170): a handle made by If or Generation
// belongs to FamilyGCSConditional. (WithPolicy(RetryAlways), which
// retries them without one, is not read: they stay one call.)
//
// Settings: Client.SetRetry(opts...) (storage.go:2498),
// ObjectHandle.Retryer and BucketHandle.Retryer (storage.go:2474,
// bucket.go:2450), with WithPolicy(RetryNever) (one call,
// storage.go:2595-2607), WithMaxAttempts(n) (total calls,
// storage.go:2542) and WithMaxRetryDuration(d) (a time limit,
// storage.go:2569). The Writer's chunks retry for ChunkRetryDeadline,
// 32 s by default (writer.go:116-143@v1.71.0): a time limit.
//
// Writes: storage re-sends only idempotent operations or those made safe
// by their precondition, with one invocation id for all attempts
// (invoke.go:44, 120, 163): no self-writes, and no write rows (an upload
// of the same object name writes the same object).

const gcsPkg = "cloud.google.com/go/storage"

// Families of Cloud Storage values.
const (
	// FamilyGCS: a storage client and its bucket and object handles.
	FamilyGCS = "storage client"
	// FamilyGCSConditional: a handle with a precondition (If,
	// Generation), whose conditionally idempotent operations are retried.
	FamilyGCSConditional = "storage handle with a precondition"
)

// gcsClass: ShouldRetry's failures.
const gcsClass = HTTPFailures

// RetryNever's value (iota 2: RetryIdempotent, RetryAlways, RetryNever).
const gcsRetryNever = 2

var gcsRetryOptions = []Option{
	{Func: gcsPkg + ".WithMaxAttempts", Set: &Int{Arg: ArgN(0), Means: Total, From: bound.Option}},
	{Func: gcsPkg + ".WithPolicy", Set: &Int{Arg: ArgN(0), Means: OneIf, Equals: gcsRetryNever, From: bound.Option}},
	{Func: gcsPkg + ".WithMaxRetryDuration", Set: &Int{Arg: ArgN(0), Means: Elapsed, From: bound.Timeout}},
}

var gcsTypes = []string{gcsPkg + ".Client", gcsPkg + ".BucketHandle", gcsPkg + ".ObjectHandle",
	gcsPkg + ".ObjectIterator", gcsPkg + ".BucketIterator", gcsPkg + ".Reader"}

func gcsEntries() []*Entry {
	var rows []*Entry
	idem := Attempts{Of: Receiver, Always: true, Untraced: bound.Unlimited(bound.Default), AlwaysTypes: gcsTypes}
	cond := Attempts{Of: Receiver, Family: FamilyGCSConditional}
	add := func(key string, a Attempts, ctx bool) {
		if ctx {
			a.Ctx = ArgN(0)
		}
		rows = append(rows, &Entry{Key: gcsPkg + key, Via: "storage" + key, Op: -1, IO: true, NoSelfWrites: true, Class: gcsClass, Attempts: a})
	}
	for _, k := range []string{".ObjectHandle.Attrs", ".ObjectHandle.NewReader", ".ObjectHandle.NewRangeReader",
		".BucketHandle.Attrs", ".BucketHandle.Create", ".BucketHandle.Delete"} {
		add(k, idem, true)
	}
	// Listings: the iterator's context is the one Objects or Buckets took.
	add(".ObjectIterator.Next", idem, false)
	add(".BucketIterator.Next", idem, false)
	for _, k := range []string{".ObjectHandle.Update", ".ObjectHandle.Delete", ".BucketHandle.Update", ".Copier.Run", ".Composer.Run"} {
		add(k, cond, true)
	}
	add(".Writer.Close", cond, false)
	return rows
}

func gcsValues() []*Value {
	unlimited := Base{Count: Unlimited, From: bound.Default}
	var rows []*Value
	add := func(v *Value) { rows = append(rows, v) }
	for _, ctor := range []string{"NewClient", "NewGRPCClient"} {
		add(&Value{Func: gcsPkg + "." + ctor, Base: unlimited, Family: FamilyGCS, Via: "storage.Client"})
	}
	add(&Value{Func: gcsPkg + ".Client.SetRetry", From: Receiver, Setter: true, Opts: ArgN(0), Options: gcsRetryOptions})
	add(&Value{Func: gcsPkg + ".Client.Bucket", From: Receiver, Family: FamilyGCS, Via: "storage.BucketHandle"})
	add(&Value{Func: gcsPkg + ".BucketHandle.Object", From: Receiver, Via: "storage.ObjectHandle"})
	for _, t := range []string{"ObjectHandle", "BucketHandle"} {
		add(&Value{Func: gcsPkg + "." + t + ".Retryer", From: Receiver, Opts: ArgN(0), Options: gcsRetryOptions})
		add(&Value{Func: gcsPkg + "." + t + ".If", From: Receiver, Untraced: unlimited, Family: FamilyGCSConditional, Via: "storage." + t})
		add(&Value{Func: gcsPkg + "." + t + ".*", From: Receiver, Result: gcsPkg + "." + t})
	}
	add(&Value{Func: gcsPkg + ".ObjectHandle.Generation", From: Receiver, Untraced: unlimited, Family: FamilyGCSConditional, Via: "storage.ObjectHandle"})
	// The Writer, the Copier and the Composer are the destination's.
	add(&Value{Func: gcsPkg + ".ObjectHandle.NewWriter", From: Receiver, Base: Base{Limit: true, From: bound.Timeout}, Ctx: ArgN(0)})
	add(&Value{Func: gcsPkg + ".ObjectHandle.CopierFrom", From: Receiver})
	add(&Value{Func: gcsPkg + ".ObjectHandle.ComposerFrom", From: Receiver})
	// Listings carry their context.
	add(&Value{Func: gcsPkg + ".BucketHandle.Objects", From: Receiver, Ctx: ArgN(0)})
	add(&Value{Func: gcsPkg + ".Client.Buckets", From: Receiver, Ctx: ArgN(0)})
	return rows
}

// Pub/Sub's Publish, cloud.google.com/go/pubsub/v2 (read at v2.9.0) and
// the v1 cloud.google.com/go/pubsub (read at v1.52.0): Publish queues
// the message; each bundle is then published by the generated client
// under context.WithTimeout(context.Background(),
// PublishSettings.Timeout), 60 s by default (publisher.go:142-147,
// 363-380@v2.9.0), with the default gax retryer of the Publish method:
// Aborted, Canceled, Internal, ResourceExhausted, Unknown, Unavailable,
// DeadlineExceeded, 100 ms ×4 up to 60 s, no count
// (apiv1/topic_admin_client.go:104-120@v2.9.0), wrapped by a
// publishRetryer that gives up only on invalid UTF-8
// (publisher.go:514-545@v2.9.0). So a Publish is retried with no count
// for up to its timeout: ? attempts. The publish is a write re-sent by
// the client (Pub/Sub is at-least-once; no setting makes it safe):
// NoSelfWrites, as for the AWS SDK's SQS; a user retry around it is a
// retried publish (writes.go).
const (
	pubsubV1 = "cloud.google.com/go/pubsub"
	pubsubV2 = "cloud.google.com/go/pubsub/v2"
)

// pubsubClass: the Publish method's default retry codes.
const pubsubClass = Aborted | ServerError | Throttled | Unavailable | Timeout

func pubsubEntries() []*Entry {
	a := Attempts{Fixed: bound.Unknowable(bound.Timeout)}
	return []*Entry{
		{Key: pubsubV2 + ".Publisher.Publish", Via: "pubsub.Publisher.Publish", Op: -1, IO: true, NoSelfWrites: true, Class: pubsubClass, Attempts: a},
		{Key: pubsubV1 + ".Topic.Publish", Via: "pubsub.Topic.Publish", Op: -1, IO: true, NoSelfWrites: true, Class: pubsubClass, Attempts: a},
	}
}

// gcsFamilies are the Cloud Storage and Pub/Sub rows of the library
// table (docs/owners.md).
var gcsFamilies = []Family{
	{Name: "cloud.google.com/go/storage", Short: "Cloud Storage", Class: gcsClass, Modelled: true,
		Packages: []string{gcsPkg},
		Owners:   "on a client from `storage.NewClient` (HTTP) or `NewGRPCClient`: the idempotent calls (`ObjectHandle.Attrs`, `NewReader`, `NewRangeReader`, bucket `Attrs`/`Create`/`Delete`, `Objects(...).Next`); `ObjectHandle.Update`/`Delete`, `BucketHandle.Update`, `Writer.Close`, `Copier.Run`, `Composer.Run` only on a handle with a precondition (`If`, `Generation`)",
		Attempts: "no count: until the context ends (unbounded under `context.Background()`); `WithMaxAttempts(n)` = n, `WithPolicy(RetryNever)` = 1, `WithMaxRetryDuration` = ? (in `Client.SetRetry`, `Retryer(...)`); the Writer's chunks ? (`ChunkRetryDeadline`, 32 s)",
		Cap:      "pass a context that ends, or storage.WithMaxAttempts(n) / WithMaxRetryDuration(d) in SetRetry or Retryer"},
	{Name: "cloud.google.com/go/pubsub/v2 (and v1)", Short: "Pub/Sub", Class: pubsubClass, Modelled: true,
		Packages: []string{pubsubV2, pubsubV1},
		Owners:   "`Publisher.Publish` (v1 `Topic.Publish`): each bundle is published through gax with the Publish defaults, under `PublishSettings.Timeout`; a write it re-sends by itself",
		Attempts: "? (no count; 60 s `PublishSettings.Timeout`)"},
}
