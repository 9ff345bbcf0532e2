// Package kafka exercises the Kafka producers (catalog §19): sarama's
// SyncProducer re-sends Producer.Retry.Max + 1 times (4 by default, 1
// with Retry.Max = 0), kafka-go's Writer MaxAttempts times (10 by
// default, also for 0).
package kafka

import (
	"context"
	"errors"
	"time"

	"github.com/IBM/sarama"
	"github.com/avast/retry-go/v4"
	"github.com/segmentio/kafka-go"

	"libs/kafka/producers"
)

func msg(v string) *sarama.ProducerMessage {
	return &sarama.ProducerMessage{Topic: "orders", Value: sarama.StringEncoder(v)}
}

// SaramaDefault: retry.Do (3) around a producer of the default config (4).
func SaramaDefault(brokers []string, v string) error {
	cfg := sarama.NewConfig()
	cfg.Producer.Return.Successes = true
	p, err := sarama.NewSyncProducer(brokers, cfg)
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, _, err := p.SendMessage(msg(v)) // want `^retry\.Do \(3 attempts\) calls sarama\.SyncProducer\.SendMessage \(4 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(3))
}

// SaramaMax: Retry.Max = 5 is 6 sends; a for loop of 3 around the batch.
func SaramaMax(brokers []string, msgs []*sarama.ProducerMessage) error {
	cfg := sarama.NewConfig()
	cfg.Producer.Retry.Max = 5
	p, err := sarama.NewSyncProducer(brokers, cfg)
	if err != nil {
		return err
	}
	var last error
	for i := 0; i < 3; i++ {
		if last = p.SendMessages(msgs); last == nil { // want `^for loop \(3 attempts\) calls sarama\.SyncProducer\.SendMessages \(6 attempts\): up to 18 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return last
}

// SaramaNil: a nil config is sarama's default (4).
func SaramaNil(brokers []string, v string) error {
	p, err := sarama.NewSyncProducer(brokers, nil)
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, _, err := p.SendMessage(msg(v)) // want `^retry\.Do \(2 attempts\) calls sarama\.SyncProducer\.SendMessage \(4 attempts\): up to 8 calls per operation`
		return err
	}, retry.Attempts(2))
}

// SaramaDisabled: Retry.Max = 0 sends once: the user retry is the only
// layer, no nest.
func SaramaDisabled(brokers []string, v string) error {
	cfg := sarama.NewConfig()
	cfg.Producer.Retry.Max = 0
	p, err := sarama.NewSyncProducer(brokers, cfg)
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, _, err := p.SendMessage(msg(v)) // fine: the producer does not retry
		return err
	}, retry.Attempts(3))
}

// SaramaClient: a producer from a client takes the client's config.
func SaramaClient(brokers []string, v string) error {
	cfg := sarama.NewConfig()
	cfg.Producer.Retry.Max = 1
	client, err := sarama.NewClient(brokers, cfg)
	if err != nil {
		return err
	}
	p, err := sarama.NewSyncProducerFromClient(client)
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, _, err := p.SendMessage(msg(v)) // want `^retry\.Do \(3 attempts\) calls sarama\.SyncProducer\.SendMessage \(2 attempts\): up to 6 calls per operation`
		return err
	}, retry.Attempts(3))
}

// SaramaClientDisabled: the client's config disables the retries.
func SaramaClientDisabled(brokers []string, v string) error {
	cfg := sarama.NewConfig()
	cfg.Producer.Retry.Max = 0
	client, err := sarama.NewClient(brokers, cfg)
	if err != nil {
		return err
	}
	p, err := sarama.NewSyncProducerFromClient(client)
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, _, err := p.SendMessage(msg(v)) // fine: the producer does not retry
		return err
	}, retry.Attempts(3))
}

// SaramaOnce: a producer with its own retries and no user retry.
func SaramaOnce(p sarama.SyncProducer, v string) error {
	_, _, err := p.SendMessage(msg(v)) // fine: one layer
	return err
}

// SaramaParam: a producer handed in is sarama's default, 4 sends.
func SaramaParam(p sarama.SyncProducer, v string) error {
	return retry.Do(func() error {
		_, _, err := p.SendMessage(msg(v)) // want `^retry\.Do \(3 attempts\) calls sarama\.SyncProducer\.SendMessage \(4 attempts\): up to 12 calls per operation`
		return err
	}, retry.Attempts(3))
}

// newConfig is a helper that makes the config: the field stores in it
// count.
func newConfig() *sarama.Config {
	cfg := sarama.NewConfig()
	cfg.Producer.Retry.Max = 0
	return cfg
}

// SaramaHelperConfig: the config from a helper disables the retries.
func SaramaHelperConfig(brokers []string, v string) error {
	p, err := sarama.NewSyncProducer(brokers, newConfig())
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, _, err := p.SendMessage(msg(v)) // fine: the helper's config does not retry
		return err
	}, retry.Attempts(3))
}

// WriterDefault: retry.Do (3) around a literal Writer: 10 attempts.
func WriterDefault(ctx context.Context, v []byte) error {
	w := &kafka.Writer{Addr: kafka.TCP("kafka:9092"), Topic: "orders"}
	return retry.Do(func() error {
		return w.WriteMessages(ctx, kafka.Message{Value: v}) // want `^retry\.Do \(3 attempts\) calls kafka\.Writer\.WriteMessages \(10 attempts\): up to 30 calls per operation`
	}, retry.Attempts(3))
}

// WriterZero: MaxAttempts 0 keeps the default, 10.
func WriterZero(ctx context.Context, v []byte) error {
	w := kafka.Writer{Addr: kafka.TCP("kafka:9092"), Topic: "orders", MaxAttempts: 0}
	return retry.Do(func() error {
		return w.WriteMessages(ctx, kafka.Message{Value: v}) // want `^retry\.Do \(2 attempts\) calls kafka\.Writer\.WriteMessages \(10 attempts\): up to 20 calls per operation`
	}, retry.Attempts(2))
}

// WriterOne: MaxAttempts 1 writes once: no nest.
func WriterOne(ctx context.Context, v []byte) error {
	w := &kafka.Writer{Addr: kafka.TCP("kafka:9092"), Topic: "orders", MaxAttempts: 1}
	return retry.Do(func() error {
		return w.WriteMessages(ctx, kafka.Message{Value: v}) // fine: the writer does not retry
	}, retry.Attempts(3))
}

// WriterAssigned: a field assigned after the literal counts.
func WriterAssigned(ctx context.Context, v []byte) error {
	w := &kafka.Writer{Addr: kafka.TCP("kafka:9092"), Topic: "orders"}
	w.MaxAttempts = 1
	return retry.Do(func() error {
		return w.WriteMessages(ctx, kafka.Message{Value: v}) // fine: the writer does not retry
	}, retry.Attempts(3))
}

// NewWriterConfig: the deprecated NewWriter(WriterConfig{MaxAttempts: 4}).
func NewWriterConfig(ctx context.Context, v []byte) error {
	w := kafka.NewWriter(kafka.WriterConfig{Brokers: []string{"kafka:9092"}, Topic: "orders", MaxAttempts: 4})
	var err error
	for i := 0; i < 5; i++ {
		if err = w.WriteMessages(ctx, kafka.Message{Value: v}); err == nil { // want `^for loop \(5 attempts\) calls kafka\.Writer\.WriteMessages \(4 attempts\): up to 20 calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// NewWriterOne: NewWriter with MaxAttempts 1 writes once.
func NewWriterOne(ctx context.Context, v []byte) error {
	w := kafka.NewWriter(kafka.WriterConfig{Brokers: []string{"kafka:9092"}, Topic: "orders", MaxAttempts: 1})
	return retry.Do(func() error {
		return w.WriteMessages(ctx, kafka.Message{Value: v}) // fine: the writer does not retry
	}, retry.Attempts(3))
}

// WriterParam: a writer handed in has kafka-go's default, 10.
func WriterParam(ctx context.Context, w *kafka.Writer, v []byte) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = w.WriteMessages(ctx, kafka.Message{Value: v}); err == nil { // want `^for loop \(2 attempts\) calls kafka\.Writer\.WriteMessages \(10 attempts\): up to 20 calls per operation`
			break
		}
	}
	return err
}

// WriterPermanent: a loop that gives up on the first error is no retry.
func WriterPermanent(ctx context.Context, w *kafka.Writer, batches [][]kafka.Message) error {
	for _, b := range batches {
		if err := w.WriteMessages(ctx, b...); err != nil { // fine: a walk over batches, each written once
			return errors.New("write failed")
		}
	}
	return nil
}

// Fields: the producers were built in libs/kafka/producers: 2 × 3 and
// 2 × 5.
func Fields(ctx context.Context, e *producers.Events, v string) error {
	if err := retry.Do(func() error {
		_, _, err := e.P.SendMessage(msg(v)) // want `^retry\.Do \(2 attempts\) calls sarama\.SyncProducer\.SendMessage \(3 attempts\): up to 6 calls per operation`
		return err
	}, retry.Attempts(2)); err != nil {
		return err
	}
	return retry.Do(func() error {
		return e.W.WriteMessages(ctx, kafka.Message{Value: []byte(v)}) // want `^retry\.Do \(2 attempts\) calls kafka\.Writer\.WriteMessages \(5 attempts\): up to 10 calls per operation`
	}, retry.Attempts(2))
}

// writer is the project's own interface for the kafka-go writer.
type writer interface {
	WriteMessages(ctx context.Context, msgs ...kafka.Message) error
}

// Pusher keeps the writer behind its interface.
type Pusher struct{ w writer }

// NewPusher stores a writer of the default MaxAttempts (10).
func NewPusher(addrs []string) *Pusher {
	return &Pusher{w: &kafka.Writer{Addr: kafka.TCP(addrs...), Topic: "t"}}
}

// Push sends once.
func (p *Pusher) Push(ctx context.Context, v []byte) error {
	return p.w.WriteMessages(ctx, kafka.Message{Value: v}) // fine: one layer
}

// PushRetried retries through the interface: 3 × 10.
func (p *Pusher) PushRetried(ctx context.Context, v []byte) error {
	return retry.Do(func() error {
		return p.w.WriteMessages(ctx, kafka.Message{Value: v}) // want `^retry\.Do \(3 attempts\) calls kafka\.Writer\.WriteMessages \(10 attempts\): up to 30 calls per operation`
	}, retry.Attempts(3))
}

// PushHelper retries a method that sends with the writer in the field:
// 2 × 10.
func PushHelper(ctx context.Context, p *Pusher, v []byte) error {
	return retry.Do(func() error {
		return p.Push(ctx, v) // want `^retry\.Do \(2 attempts\) calls kafka\.Pusher\.Push, which retries via kafka\.Writer\.WriteMessages \(10 attempts\): up to 20 calls per operation`
	}, retry.Attempts(2))
}

// producer is the project's own interface for a sarama producer.
type producer interface {
	SendMessage(msg *sarama.ProducerMessage) (int32, int64, error)
}

// Sender keeps a sarama producer with retries disabled behind it.
type Sender struct{ p producer }

// NewSender makes the producer with Retry.Max = 0.
func NewSender(brokers []string) (*Sender, error) {
	cfg := sarama.NewConfig()
	cfg.Producer.Retry.Max = 0
	p, err := sarama.NewSyncProducer(brokers, cfg)
	if err != nil {
		return nil, err
	}
	return &Sender{p: p}, nil
}

// Send retries a producer that sends once.
func (s *Sender) Send(v string) error {
	return retry.Do(func() error {
		_, _, err := s.p.SendMessage(msg(v)) // fine: the producer does not retry
		return err
	}, retry.Attempts(3))
}
