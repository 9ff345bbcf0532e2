package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// Kafka producers: sarama (github.com/IBM/sarama v1.61.1; the legacy
// github.com/Shopify/sarama path has the same API) and kafka-go
// (github.com/segmentio/kafka-go v0.4.51). Both re-send a failed produce
// request by themselves.
//
// sarama: NewConfig sets Producer.Retry.Max = 3 (4 sends; 0 sends once),
// and NewSyncProducer and NewAsyncProducer with a nil config use it. The
// async producer's retryBatch re-sends a batch whose acknowledgement was
// lost, so the broker can write it twice, unless Producer.Idempotent is
// true (sequence numbers per partition; with RequiredAcks WaitForAll,
// Net.MaxOpenRequests 1 and Version >= V0_11_0_0). SendMessage and
// SendMessages of a SyncProducer are retry owners (a user retry around
// them nests), and a producer made without Idempotent is reported once,
// at its construction (writeretry), not at every send.
//
// kafka-go: Writer.WriteMessages makes MaxAttempts attempts, 10 when it
// is 0 or negative (writer.go maxAttempts), for the literal Writer and
// for NewWriter(WriterConfig{MaxAttempts}) alike. kafka-go has no
// idempotent producer: its own re-sends can duplicate a message, but no
// setting avoids that other than MaxAttempts: 1, so the writer's own
// retries are not reported (NoSelfWrites); a user retry around
// WriteMessages is still a nest and a retried publish.

const (
	saramaPkg  = "github.com/IBM/sarama"
	shopifyPkg = "github.com/Shopify/sarama"
	kafkaGo    = "github.com/segmentio/kafka-go"
)

// Families of Kafka producers.
const (
	// FamilySarama: a sarama producer (and the client it is made from).
	FamilySarama = "sarama producer"
	// FamilyKafkaGo: a kafka-go Writer.
	FamilyKafkaGo = "kafka-go writer"
)

// saramaSafe is the fix a sarama producer's self-writes name.
const saramaSafe = "set Producer.Idempotent = true (with RequiredAcks = WaitForAll, Net.MaxOpenRequests = 1), or Producer.Retry.Max = 0"

func kafkaEntries() []*Entry {
	var rows []*Entry
	for _, m := range []string{"SendMessage", "SendMessages"} {
		// The producer's own re-sends are reported at its construction
		// (Value.Resends), once, not at every send.
		rows = append(rows, &Entry{Key: saramaPkg + ".SyncProducer." + m, Via: "sarama.SyncProducer." + m, Op: -1, IO: true, NoSelfWrites: true, Class: FamilyClass(FamilySarama),
			Attempts: Attempts{Of: Receiver, Always: true, Family: FamilySarama, Untraced: bound.Of(4, bound.Default)}})
	}
	// No idempotent producer in kafka-go: no safe setting to name, so the
	// writer's own re-sends are not reported; a user retry around it is.
	rows = append(rows, &Entry{Key: kafkaGo + ".Writer.WriteMessages", Via: "kafka.Writer.WriteMessages", Op: -1, IO: true, NoSelfWrites: true, Class: FamilyClass(FamilySarama),
		Attempts: Attempts{Of: Receiver, Always: true, Family: FamilyKafkaGo, Untraced: bound.Of(10, bound.Default)}})
	// A producer kept behind the project's own interface (a field of type
	// interface{ WriteMessages(...) error } holding a *kafka.Writer) is the
	// same producer.
	rows = append(rows, &Entry{AnyMethodOf: FamilyKafkaGo, Methods: []string{"WriteMessages"}, Via: "kafka.Writer.WriteMessages", Op: -1, IO: true, NoSelfWrites: true, Class: FamilyClass(FamilySarama)})
	for _, m := range []string{"SendMessage", "SendMessages"} {
		rows = append(rows, &Entry{AnyMethodOf: FamilySarama, Methods: []string{m}, Via: "sarama.SyncProducer." + m, Op: -1, IO: true, NoSelfWrites: true, Class: FamilyClass(FamilySarama)})
	}
	return rows
}

func kafkaValues() []*Value {
	var rows []*Value
	add := func(v *Value) { rows = append(rows, v) }

	// sarama: the config carries the count and the safe setting; the
	// client and the producers take them from it (a nil or untraced config
	// leaves the entry's default, 4).
	add(&Value{Func: saramaPkg + ".NewConfig", Base: exactly(4, bound.Default), Sets: []Int{
		{Field: "Producer.Retry.Max", Means: Retries, From: bound.Field},
		{Field: "Producer.Idempotent", Means: Safe},
	}})
	add(&Value{Func: saramaPkg + ".NewClient", From: ArgN(1), Nil: exactly(4, bound.Default)})
	for _, ctor := range []string{"NewSyncProducer", "NewAsyncProducer"} {
		add(&Value{Func: saramaPkg + "." + ctor, From: ArgN(1), Nil: exactly(4, bound.Default), Family: FamilySarama, Via: "sarama." + ctor,
			Resends: "messages", Fix: saramaSafe})
	}
	for _, ctor := range []string{"NewSyncProducerFromClient", "NewAsyncProducerFromClient"} {
		add(&Value{Func: saramaPkg + "." + ctor, From: ArgN(0), Family: FamilySarama, Via: "sarama." + ctor,
			Resends: "messages", Fix: saramaSafe})
	}

	// kafka-go: MaxAttempts <= 0 keeps the default, 10.
	maxAttempts := Int{Field: "MaxAttempts", Means: Total, NonPosDefault: 10, From: bound.Field}
	add(&Value{Type: kafkaGo + ".Writer", Base: exactly(10, bound.Default), Sets: []Int{maxAttempts}, Family: FamilyKafkaGo})
	fromConfig := maxAttempts
	fromConfig.Arg = ArgN(0)
	add(&Value{Func: kafkaGo + ".NewWriter", Base: exactly(10, bound.Default), Sets: []Int{fromConfig}, Family: FamilyKafkaGo})
	return rows
}

// kafkaWrites: every produce call sends a message a retry can deliver
// twice (sarama's Idempotent covers only the producer's own re-sends, not
// a second SendMessage).
func kafkaWrites() []*Write {
	var rows []*Write
	for _, k := range []string{kafkaGo + ".Writer.WriteMessages", saramaPkg + ".SyncProducer.SendMessage", saramaPkg + ".SyncProducer.SendMessages"} {
		rows = append(rows, &Write{Key: k, Kind: PublishWrite})
	}
	return rows
}

// kafkaFamilies are this family's rows of the library table (docs/owners.md).
var kafkaFamilies = []Family{
	{Name: "github.com/IBM/sarama (and github.com/Shopify/sarama)", Short: "sarama", Class: FamilyClass(FamilySarama), Modelled: true,
		Packages: []string{saramaPkg, shopifyPkg},
		Owners:   "`SyncProducer.SendMessage`, `SendMessages` on producers from `NewSyncProducer(addrs, cfg)`, `NewSyncProducerFromClient` (also in a struct field or behind the project's own interface); `NewSyncProducer`/`NewAsyncProducer` without `Producer.Idempotent` are retried writes (reported at the construction)",
		Attempts: "`Producer.Retry.Max` + 1 in `sarama.NewConfig()`; default 4; `Retry.Max = 0` = 1"},
	{Name: "github.com/segmentio/kafka-go", Short: "kafka-go", Class: FamilyClass(FamilyKafkaGo), Modelled: true,
		Packages: []string{kafkaGo},
		Owners:   "`Writer.WriteMessages` on a `kafka.Writer{...}` literal or `NewWriter(WriterConfig{...})` (also in a struct field or behind the project's own interface); its own re-sends are not reported (no idempotent producer)",
		Attempts: "`MaxAttempts`; default 10 (0 or negative keeps it)"},
}
