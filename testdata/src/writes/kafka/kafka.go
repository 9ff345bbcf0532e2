// Package kafka exercises the Kafka producers' own re-sends: a sarama
// producer re-sends a batch whose acknowledgement was lost (the broker
// writes it twice) unless Producer.Idempotent is set; this is reported
// once, at the construction, not at every send. kafka-go has no
// idempotent producer, so its writer's own re-sends are not reported (no
// setting would fix them); a user retry around any send still is.
package kafka

import (
	"context"

	"github.com/IBM/sarama"
	"github.com/avast/retry-go/v4"
	"github.com/segmentio/kafka-go"
)

func msg(v string) *sarama.ProducerMessage {
	return &sarama.ProducerMessage{Topic: "orders", Value: sarama.StringEncoder(v)}
}

// Default: the default config retries (4 sends) without Idempotent:
// reported at the construction; the two sends are not reported again.
func Default(brokers []string, a, b string) error {
	cfg := sarama.NewConfig()
	cfg.Producer.Return.Successes = true
	p, err := sarama.NewSyncProducer(brokers, cfg) // want `^sarama\.NewSyncProducer makes a client that re-sends messages by itself \(4 attempts\); a write re-sent after its acknowledgement was lost can be applied twice: set Producer\.Idempotent = true \(with RequiredAcks = WaitForAll, Net\.MaxOpenRequests = 1\), or Producer\.Retry\.Max = 0$`
	if err != nil {
		return err
	}
	if _, _, err := p.SendMessage(msg(a)); err != nil { // fine: reported at the construction
		return err
	}
	_, _, err = p.SendMessage(msg(b)) // fine: reported at the construction
	return err
}

// Idempotent: the idempotent producer's re-sends carry sequence numbers
// the broker deduplicates on.
func Idempotent(brokers []string, v string) error {
	cfg := sarama.NewConfig()
	cfg.Producer.Idempotent = true
	cfg.Producer.RequiredAcks = sarama.WaitForAll
	cfg.Net.MaxOpenRequests = 1
	p, err := sarama.NewSyncProducer(brokers, cfg) // fine: idempotent producer
	if err != nil {
		return err
	}
	_, _, err = p.SendMessage(msg(v))
	return err
}

// IdempotentRetried: Idempotent covers the producer's own re-sends, not
// a second SendMessage of the same message by a user retry.
func IdempotentRetried(brokers []string, v string) error {
	cfg := sarama.NewConfig()
	cfg.Producer.Idempotent = true
	p, err := sarama.NewSyncProducer(brokers, cfg) // fine: idempotent producer
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, _, err := p.SendMessage(msg(v)) // want `^retry\.Do re-publishes via sarama\.SyncProducer\.SendMessage without an idempotency key`
		return err
	}, retry.Attempts(3))
}

// Disabled: Retry.Max = 0 sends once.
func Disabled(brokers []string) (sarama.AsyncProducer, error) {
	cfg := sarama.NewConfig()
	cfg.Producer.Retry.Max = 0
	return sarama.NewAsyncProducer(brokers, cfg) // fine: no re-sends
}

// Async: the async producer re-sends as the sync one does.
func Async(brokers []string) (sarama.AsyncProducer, error) {
	cfg := sarama.NewConfig()
	cfg.Producer.Retry.Max = 10
	return sarama.NewAsyncProducer(brokers, cfg) // want `^sarama\.NewAsyncProducer makes a client that re-sends messages by itself \(11 attempts\)`
}

// FromClient: a producer from a client of the default config.
func FromClient(brokers []string) (sarama.SyncProducer, error) {
	client, err := sarama.NewClient(brokers, sarama.NewConfig())
	if err != nil {
		return nil, err
	}
	return sarama.NewSyncProducerFromClient(client) // want `^sarama\.NewSyncProducerFromClient makes a client that re-sends messages by itself \(4 attempts\)`
}

// FromClientIdempotent: the client's config is idempotent.
func FromClientIdempotent(brokers []string) (sarama.AsyncProducer, error) {
	cfg := sarama.NewConfig()
	cfg.Producer.Idempotent = true
	client, err := sarama.NewClient(brokers, cfg)
	if err != nil {
		return nil, err
	}
	return sarama.NewAsyncProducerFromClient(client) // fine: idempotent producer
}

// Configured: the config comes from the caller: not known here.
func Configured(brokers []string, cfg *sarama.Config) (sarama.SyncProducer, error) {
	return sarama.NewSyncProducer(brokers, cfg) // fine: the config is the caller's
}

// Flag: Idempotent from a variable may be true.
func Flag(brokers []string, idempotent bool) (sarama.SyncProducer, error) {
	cfg := sarama.NewConfig()
	cfg.Producer.Idempotent = idempotent
	return sarama.NewSyncProducer(brokers, cfg) // fine: may be idempotent
}

// Marked: the topic's consumers deduplicate, as the directive says.
func Marked(brokers []string) (sarama.SyncProducer, error) {
	//retrylint:idempotent consumers deduplicate on the message key
	return sarama.NewSyncProducer(brokers, sarama.NewConfig()) // fine: marked idempotent
}

// Writer: kafka-go has no idempotent producer: its own re-sends are not
// reported (no setting would fix them).
func Writer(ctx context.Context, v []byte) error {
	w := &kafka.Writer{Addr: kafka.TCP("kafka:9092"), Topic: "orders"} // fine: no safe setting to name
	return w.WriteMessages(ctx, kafka.Message{Value: v})               // fine: no user retry
}

// WriterRetried: a user retry around WriteMessages re-publishes.
func WriterRetried(ctx context.Context, w *kafka.Writer, v []byte) error {
	return retry.Do(func() error {
		return w.WriteMessages(ctx, kafka.Message{Value: v}) // want `^retry\.Do re-publishes via kafka\.Writer\.WriteMessages without an idempotency key`
	}, retry.Attempts(3))
}

// secure sets the producer's safe settings.
func secure(cfg *sarama.Config) {
	cfg.Producer.Idempotent = true
	cfg.Producer.RequiredAcks = sarama.WaitForAll
	cfg.Net.MaxOpenRequests = 1
}

// Helper: a helper of the package may set Idempotent: not judged here.
func Helper(brokers []string) (sarama.SyncProducer, error) {
	cfg := sarama.NewConfig()
	secure(cfg)
	return sarama.NewSyncProducer(brokers, cfg) // fine: secure may make it idempotent
}

// NilConfig: a nil config is sarama's default: 4 sends, not idempotent.
func NilConfig(brokers []string) (sarama.SyncProducer, error) {
	return sarama.NewSyncProducer(brokers, nil) // want `^sarama\.NewSyncProducer makes a client that re-sends messages by itself \(4 attempts\)`
}
