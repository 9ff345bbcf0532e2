// Package kafka exercises github.com/IBM/sarama (v1.61.1) and
// github.com/segmentio/kafka-go (v0.4.51): a user retry around a
// producer's send nests on the producer's own re-sends, and a sarama
// producer made without Producer.Idempotent re-sends messages by itself.
package kafka

import (
	"context"
	"time"

	"github.com/IBM/sarama"
	"github.com/avast/retry-go/v4"
	"github.com/segmentio/kafka-go"
)

// Events keeps the producers in fields.
type Events struct {
	P sarama.SyncProducer
	W *kafka.Writer
}

// NewEvents makes an idempotent sarama producer with Retry.Max 2 (3
// sends) and a kafka-go writer with MaxAttempts 4.
func NewEvents(brokers []string) (*Events, error) {
	cfg := sarama.NewConfig()
	cfg.Version = sarama.V2_1_0_0
	cfg.Producer.Return.Successes = true
	cfg.Producer.Retry.Max = 2
	cfg.Producer.Idempotent = true
	cfg.Producer.RequiredAcks = sarama.WaitForAll
	cfg.Net.MaxOpenRequests = 1
	p, err := sarama.NewSyncProducer(brokers, cfg) // fine: idempotent producer
	if err != nil {
		return nil, err
	}
	return &Events{P: p, W: &kafka.Writer{Addr: kafka.TCP(brokers...), Topic: "events", MaxAttempts: 4}}, nil
}

// Publish retries both sends: 3 × 3 and 3 × 4.
func (e *Events) Publish(ctx context.Context, v []byte) error {
	if err := retry.Do(func() error {
		_, _, err := e.P.SendMessage(&sarama.ProducerMessage{Topic: "events", Value: sarama.ByteEncoder(v)}) // want `^retry\.Do \(3 attempts\) calls sarama\.SyncProducer\.SendMessage \(3 attempts\): up to 9 calls per operation`
		return err
	}, retry.Attempts(3), retry.Context(ctx)); err != nil {
		return err
	}
	return retry.Do(func() error {
		return e.W.WriteMessages(ctx, kafka.Message{Value: v}) // want `^retry\.Do \(3 attempts\) calls kafka\.Writer\.WriteMessages \(4 attempts\): up to 12 calls per operation`
	}, retry.Attempts(3), retry.Context(ctx))
}

// Default: a producer of the default config (4 sends) in a for loop of 3.
func Default(brokers []string, msgs []*sarama.ProducerMessage) error {
	cfg := sarama.NewConfig()
	cfg.Producer.Return.Successes = true
	p, err := sarama.NewSyncProducer(brokers, cfg) // its own re-sends: see kafka/writes
	if err != nil {
		return err
	}
	defer p.Close()
	for i := 0; ; i++ {
		err = p.SendMessages(msgs) // want `^for loop \(3 attempts\) calls sarama\.SyncProducer\.SendMessages \(4 attempts\): up to 12 calls per operation`
		if err == nil || i == 2 {
			return err
		}
		time.Sleep(time.Second)
	}
}

// Disabled: Retry.Max = 0 and MaxAttempts 1: the user retries are the
// only layers.
func Disabled(ctx context.Context, brokers []string, v []byte) error {
	cfg := sarama.NewConfig()
	cfg.Producer.Return.Successes = true
	cfg.Producer.Retry.Max = 0
	p, err := sarama.NewSyncProducer(brokers, cfg) // fine: no re-sends
	if err != nil {
		return err
	}
	w := &kafka.Writer{Addr: kafka.TCP(brokers...), Topic: "events", MaxAttempts: 1}
	return retry.Do(func() error {
		if _, _, err := p.SendMessage(&sarama.ProducerMessage{Topic: "events", Value: sarama.ByteEncoder(v)}); err != nil { // fine: the producer sends once
			return err
		}
		return w.WriteMessages(ctx, kafka.Message{Value: v}) // fine: the writer writes once
	}, retry.Attempts(3))
}

// Deprecated: kafka.NewWriter with the default MaxAttempts (10).
func Deprecated(ctx context.Context, v []byte) error {
	w := kafka.NewWriter(kafka.WriterConfig{Brokers: []string{"kafka:9092"}, Topic: "events"})
	defer w.Close()
	return retry.Do(func() error {
		return w.WriteMessages(ctx, kafka.Message{Value: v}) // want `^retry\.Do \(2 attempts\) calls kafka\.Writer\.WriteMessages \(10 attempts\): up to 20 calls per operation`
	}, retry.Attempts(2))
}
