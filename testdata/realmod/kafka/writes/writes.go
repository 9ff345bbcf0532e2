// Package writes exercises the Kafka producers' own re-sends against the
// real sarama (v1.61.1) and kafka-go (v0.4.51): a sarama producer made
// without Producer.Idempotent is reported once, at its construction.
package writes

import (
	"context"

	"github.com/IBM/sarama"
	"github.com/avast/retry-go/v4"
	"github.com/segmentio/kafka-go"
)

// Default: the default config (4 sends), two sends: one finding.
func Default(brokers []string, a, b []byte) error {
	cfg := sarama.NewConfig()
	cfg.Producer.Return.Successes = true
	p, err := sarama.NewSyncProducer(brokers, cfg) // want `^sarama\.NewSyncProducer makes a client that re-sends messages by itself \(4 attempts\); a write re-sent after its acknowledgement was lost can be applied twice: set Producer\.Idempotent = true`
	if err != nil {
		return err
	}
	defer p.Close()
	if _, _, err := p.SendMessage(&sarama.ProducerMessage{Topic: "t", Value: sarama.ByteEncoder(a)}); err != nil { // fine: reported at the construction
		return err
	}
	_, _, err = p.SendMessage(&sarama.ProducerMessage{Topic: "t", Value: sarama.ByteEncoder(b)}) // fine: reported at the construction
	return err
}

// Idempotent: the idempotent producer deduplicates its own re-sends; a
// user retry of SendMessage is a new message.
func Idempotent(brokers []string, v []byte) error {
	cfg := sarama.NewConfig()
	cfg.Version = sarama.V2_1_0_0
	cfg.Producer.Return.Successes = true
	cfg.Producer.Idempotent = true
	cfg.Producer.RequiredAcks = sarama.WaitForAll
	cfg.Net.MaxOpenRequests = 1
	p, err := sarama.NewSyncProducer(brokers, cfg) // fine: idempotent producer
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, _, err := p.SendMessage(&sarama.ProducerMessage{Topic: "t", Value: sarama.ByteEncoder(v)}) // want `^retry\.Do re-publishes via sarama\.SyncProducer\.SendMessage without an idempotency key`
		return err
	}, retry.Attempts(3))
}

// Async: an async producer of the default config, and one from a client
// with retries disabled.
func Async(brokers []string) (sarama.AsyncProducer, sarama.AsyncProducer, error) {
	a, err := sarama.NewAsyncProducer(brokers, sarama.NewConfig()) // want `^sarama\.NewAsyncProducer makes a client that re-sends messages by itself \(4 attempts\)`
	if err != nil {
		return nil, nil, err
	}
	cfg := sarama.NewConfig()
	cfg.Producer.Retry.Max = 0
	client, err := sarama.NewClient(brokers, cfg)
	if err != nil {
		return nil, nil, err
	}
	b, err := sarama.NewAsyncProducerFromClient(client) // fine: no re-sends
	return a, b, err
}

// Writer: kafka-go has no idempotent producer: the writer's own re-sends
// are not reported.
func Writer(ctx context.Context, v []byte) error {
	w := &kafka.Writer{Addr: kafka.TCP("kafka:9092"), Topic: "t"} // fine: no safe setting to name
	defer w.Close()
	return w.WriteMessages(ctx, kafka.Message{Value: v}) // fine: no user retry
}
