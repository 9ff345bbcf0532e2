package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// Brokers whose producers retry by themselves (sarama and kafka-go are
// kafka.go): NATS JetStream, franz-go and confluent-kafka-go.

// NATS JetStream, github.com/nats-io/nats.go (read at v1.56.0).
// jetstream.Publisher.Publish and PublishMsg (jetstream/publish.go:
// 176, 247@v1.56.0) re-send the request while it fails with
// nats.ErrNoResponders (no stream is listening on the subject) and
// retries remain: DefaultPubRetryAttempts = 2, 3 requests, 250 ms apart
// (publish.go:155-160, 274-296@v1.56.0). WithRetryAttempts(n) sets n
// retries (n >= 0; a negative one is an error, no request),
// WithRetryWait(d) the wait (jetstream_options.go:706-727@v1.56.0). The
// legacy nats.JetStreamContext does the same (js.go:237-240, 590-612
// @v1.56.0), with nats.RetryAttempts(n) (js.go:1221; a negative n has
// no count). A timeout, an ack error or any other error is returned at
// once. Writes: a re-send happens only when no stream received the
// message: no duplicate (NoSelfWrites); a user retry around Publish is a
// retried publish unless it carries WithMsgID (writes.go).
const (
	natsPkg       = "github.com/nats-io/nats.go"
	natsJetStream = natsPkg + "/jetstream"
)

// franz-go, github.com/twmb/franz-go/pkg/kgo (read at v1.22.3).
// Client.ProduceSync, Produce and TryProduce (producer.go:383, 533, 586
// @v1.22.3) hand records to the sinks, which re-send a batch on a
// retriable error while batch.tries <= recordRetries, or always when
// the batch may already have been written (sink.go:1130-1142@v1.22.3):
// recordRetries is math.MaxInt64, "effectively unbounded"
// (config.go:689), RecordRetries(n) sets it (n retries: config.go:
// 1406-1427) and RecordDeliveryTimeout(d) a time limit (config.go:
// 1514-1538), neither enforced on a batch that may have been written;
// the context of ProduceSync fails the records not yet written. Writes:
// idempotent by default (config.go:1215-1261@v1.22.3: producer ids and
// sequence numbers; the broker drops a re-sent batch it has): the
// client's own re-sends are safe unless DisableIdempotentWrite() takes
// that away (Value.Safe, Option.Unsafe); a user retry around
// ProduceSync is a second record (a new sequence number).
const kgo = "github.com/twmb/franz-go/pkg/kgo"

// confluent-kafka-go, github.com/confluentinc/confluent-kafka-go/v2
// (read at v2.11.1, on its bundled librdkafka 2.11): NewProducer(&
// kafka.ConfigMap{...}) (kafka/producer.go:494@v2.11.1), whose
// Produce(msg, deliveryChan) (producer.go:308) queues the message;
// librdkafka sends it and re-sends a failed batch up to
// message.send.max.retries (alias retries) times, 2147483647 by
// default, within message.timeout.ms, 300000 by default, and
// enable.idempotence is false by default (librdkafka CONFIGURATION.md,
// v2.x: the bundled static library holds no defaults as text; the Go
// module carries only its header, kafka/librdkafka_vendor/rdkafka.h). A
// re-sent batch whose acknowledgement was lost is written twice unless
// enable.idempotence is true: the producer is reported once, at its
// construction, as for sarama (Value.Resends). The settings are keys of
// a string-keyed map, read by Int.Key.
const confluentKafka = "github.com/confluentinc/confluent-kafka-go/v2/kafka"

// Families of brokers.
const (
	// FamilyFranz: a franz-go client.
	FamilyFranz = "franz-go client"
	// FamilyConfluent: a confluent-kafka-go producer.
	FamilyConfluent = "confluent-kafka-go producer"
)

// Classes of brokers.
const (
	// natsClass: no responders (no stream listening: not there yet).
	natsClass = Unavailable
	// kafkaClass: kerr.IsRetriable (leader not available, not enough
	// replicas, request timed out) and broken connections.
	kafkaClass = Transport | Timeout | Unavailable
)

func brokerEntries() []*Entry {
	var rows []*Entry
	js := &Value{Base: exactly(3, bound.Default), Opts: Last, Options: []Option{
		{Func: natsJetStream + ".WithRetryAttempts", Set: &Int{Arg: ArgN(0), Means: Retries, NegOne: true, From: bound.Option}}}}
	legacy := &Value{Base: exactly(3, bound.Default), Opts: Last, Options: []Option{
		{Func: natsPkg + ".RetryAttempts", Set: &Int{Arg: ArgN(0), Means: Retries, NegUnlimited: true, From: bound.Option}}}}
	for _, m := range []string{"Publish", "PublishMsg"} {
		rows = append(rows, &Entry{Key: natsJetStream + ".Publisher." + m, Via: "jetstream.Publisher." + m, Op: -1, IO: true, NoSelfWrites: true, Class: natsClass,
			Attempts: Attempts{Self: js}})
		rows = append(rows, &Entry{Key: natsPkg + ".JetStream." + m, Via: "nats.JetStream." + m, Op: -1, IO: true, NoSelfWrites: true, Class: natsClass,
			Attempts: Attempts{Self: legacy}})
	}
	// franz-go: the client's record retries; the context ends what is
	// not written yet.
	for _, m := range []string{"ProduceSync", "Produce", "TryProduce"} {
		rows = append(rows, &Entry{Key: kgo + ".Client." + m, Via: "kgo.Client." + m, Op: -1, IO: true, NoSelfWrites: true, Class: kafkaClass,
			Attempts: Attempts{Of: Receiver, Family: FamilyFranz, Always: true, Untraced: bound.Unlimited(bound.Default), Ctx: ArgN(0)}})
	}
	// confluent-kafka-go: its own re-sends are reported at the
	// construction (Resends), not at each Produce.
	rows = append(rows, &Entry{Key: confluentKafka + ".Producer.Produce", Via: "kafka.Producer.Produce", Op: -1, IO: true, NoSelfWrites: true, Class: kafkaClass,
		Attempts: Attempts{Of: Receiver, Family: FamilyConfluent, Always: true, Untraced: bound.Unknowable(bound.Timeout)}})
	return rows
}

func brokerValues() []*Value {
	var rows []*Value
	add := func(v *Value) { rows = append(rows, v) }
	// franz-go: the options of NewClient.
	add(&Value{Func: kgo + ".NewClient", Base: Base{Count: Unlimited, From: bound.Default}, Safe: true, Family: FamilyFranz, Via: "kgo.NewClient",
		Resends: "records", Fix: "drop kgo.DisableIdempotentWrite() (idempotent writes are the default)", Opts: Last, Options: []Option{
			{Func: kgo + ".RecordRetries", Set: &Int{Arg: ArgN(0), Means: Retries, From: bound.Option}},
			{Func: kgo + ".RecordDeliveryTimeout", Set: &Int{Arg: ArgN(0), Means: Elapsed, From: bound.Timeout}},
			{Func: kgo + ".DisableIdempotentWrite", Unsafe: true},
		}})
	// confluent-kafka-go: the keys of its ConfigMap.
	key := func(k string, m Meaning) Int { return Int{Arg: ArgN(0), Key: k, Means: m, From: bound.Option} }
	add(&Value{Func: confluentKafka + ".NewProducer", Base: Base{Count: Unlimited, Limit: true, From: bound.Timeout},
		Family: FamilyConfluent, Via: "kafka.NewProducer", Resends: "messages", Fix: `set "enable.idempotence": true, or "message.send.max.retries": 0`,
		Sets: []Int{key("message.send.max.retries", Retries), key("retries", Retries), key("enable.idempotence", Safe)}})
	return rows
}

// brokerWrites: every produce sends a record a retry can deliver twice
// (NATS has its rows in writes.go).
func brokerWrites() []*Write {
	var rows []*Write
	for _, k := range []string{kgo + ".Client.ProduceSync", kgo + ".Client.Produce", kgo + ".Client.TryProduce", confluentKafka + ".Producer.Produce"} {
		rows = append(rows, &Write{Key: k, Kind: PublishWrite})
	}
	return rows
}

// brokerFamilies are these families' rows of the library table (docs/owners.md).
var brokerFamilies = []Family{
	{Name: "github.com/nats-io/nats.go/jetstream (and the legacy nats.JetStreamContext)", Short: "NATS JetStream", Class: natsClass, ClassNote: "no responders (503) only", Modelled: true,
		Packages: []string{natsJetStream}, Uses: []string{natsPkg},
		Owners:   "`Publisher.Publish`, `PublishMsg` (legacy `JetStream.Publish`, `PublishMsg`): re-sent on no responders only (no stream listening), so no duplicate",
		Attempts: "`WithRetryAttempts(n)` (legacy `nats.RetryAttempts(n)`) + 1; default 3"},
	{Name: "github.com/twmb/franz-go/pkg/kgo", Short: "franz-go", Class: kafkaClass, Modelled: true,
		Packages: []string{kgo},
		Owners:   "`Client.ProduceSync`, `Produce`, `TryProduce` on a client from `kgo.NewClient(opts...)`; its own re-sends are idempotent by default (`DisableIdempotentWrite()` makes the construction a retried write)",
		Attempts: "no count (`RecordRetries(n)` = n+1; `RecordDeliveryTimeout(d)` = ?); the context of `ProduceSync` ends it",
		Cap:      "pass kgo.RecordRetries(n) or kgo.RecordDeliveryTimeout(d) to NewClient, or produce with a context that ends"},
	{Name: "github.com/confluentinc/confluent-kafka-go/v2 (librdkafka)", Short: "confluent-kafka-go", Class: kafkaClass, Modelled: true,
		Packages: []string{confluentKafka},
		Owners:   "`Producer.Produce` on a producer from `kafka.NewProducer(&kafka.ConfigMap{...})`; a producer without `enable.idempotence` is a retried write (reported at the construction)",
		Attempts: "? (`message.send.max.retries`, default 2147483647, within `message.timeout.ms`, 300 s); `\"message.send.max.retries\": n` = n+1"},
}
