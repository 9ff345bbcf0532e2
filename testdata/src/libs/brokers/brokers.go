// Package brokers exercises NATS JetStream, franz-go and
// confluent-kafka-go (catalog brokers.go).
package brokers

import (
	"context"
	"errors"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/confluentinc/confluent-kafka-go/v2/kafka"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/twmb/franz-go/pkg/kgo"
)

// NATS JetStream: Publish re-sends on no responders, 3 requests by
// default; WithRetryAttempts(n) makes n+1.

// Publish: retry.Do (3) around a JetStream publish (3).
func Publish(ctx context.Context, js jetstream.JetStream, data []byte) error {
	return retry.Do(func() error {
		_, err := js.Publish(ctx, "orders", data) // want `^retry\.Do \(3 attempts\) calls jetstream\.Publisher\.Publish \(3 attempts\): up to 9 calls per operation`
		return err
	}, retry.Attempts(3))
}

// NoRetries: WithRetryAttempts(0) makes one request.
func NoRetries(ctx context.Context, js jetstream.JetStream, data []byte) error {
	return retry.Do(func() error {
		_, err := js.Publish(ctx, "orders", data, jetstream.WithRetryAttempts(0), jetstream.WithRetryWait(time.Second)) // fine: WithRetryAttempts(0), one request
		return err
	}, retry.Attempts(3))
}

// More: WithRetryAttempts(5) on PublishMsg: 6.
func More(ctx context.Context, js jetstream.JetStream, m *nats.Msg) error {
	for i := 0; i < 2; i++ {
		if _, err := js.PublishMsg(ctx, m, jetstream.WithRetryAttempts(5)); err == nil { // want `^for loop \(2 attempts\) calls jetstream\.Publisher\.PublishMsg \(6 attempts\): up to 12 calls per operation`
			return nil
		}
	}
	return nil
}

// Legacy: the legacy JetStreamContext, with nats.RetryAttempts(1): 2.
func Legacy(nc *nats.Conn, data []byte) error {
	js, err := nc.JetStream()
	if err != nil {
		return err
	}
	if _, err := js.PublishMsg(&nats.Msg{Subject: "a", Data: data}); err != nil { // fine: one layer, the client's
		return err
	}
	return retry.Do(func() error {
		_, err := js.Publish("orders", data, nats.RetryAttempts(1)) // want `^retry\.Do \(3 attempts\) calls nats\.JetStream\.Publish \(2 attempts\): up to 6 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Events: a loop over events, each published once.
func Events(ctx context.Context, js jetstream.JetStream, events [][]byte) error {
	for _, e := range events {
		if _, err := js.Publish(ctx, "events", e); err != nil { // fine: a walk over events, each published once
			return err
		}
	}
	return nil
}

// franz-go: record retries have no count; a context that can end ends
// what is not written yet; RecordRetries(n) makes n+1.

// ProduceSync: retry.Do (3) around ProduceSync: ? (the context ends it).
func ProduceSync(ctx context.Context, v []byte) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers("kafka:9092"), kgo.DefaultProduceTopic("orders"))
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		return cl.ProduceSync(ctx, &kgo.Record{Value: v}).FirstErr() // want `^retry\.Do \(3 attempts\) calls kgo\.Client\.ProduceSync \(\? attempts\): up to \? calls per operation`
	}, retry.Attempts(3))
}

// Background: no end at all under a context that never ends.
func Background(cl *kgo.Client, v []byte) error {
	for i := 0; i < 3; i++ {
		if err := cl.ProduceSync(context.Background(), kgo.StringRecord(string(v))).FirstErr(); err == nil { // want `^for loop \(3 attempts\) calls kgo\.Client\.ProduceSync \(unbounded\): unbounded calls per operation`
			return nil
		}
		time.Sleep(time.Second)
	}
	return nil
}

// RecordRetries: RecordRetries(2) makes 3 tries.
func RecordRetries(ctx context.Context, v []byte) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers("kafka:9092"), kgo.RecordRetries(2))
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		return cl.ProduceSync(ctx, &kgo.Record{Topic: "t", Value: v}).FirstErr() // want `^retry\.Do \(2 attempts\) calls kgo\.Client\.ProduceSync \(3 attempts\): up to 6 calls per operation`
	}, retry.Attempts(2))
}

// NoRecordRetries: RecordRetries(0) tries once.
func NoRecordRetries(ctx context.Context, v []byte) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers("kafka:9092"), kgo.RecordRetries(0), kgo.RecordDeliveryTimeout(time.Minute))
	if err != nil {
		return err
	}
	cl.Produce(ctx, &kgo.Record{Value: v}, nil)    // fine: one layer
	cl.TryProduce(ctx, &kgo.Record{Value: v}, nil) // fine: one layer
	return retry.Do(func() error {
		return cl.ProduceSync(ctx, &kgo.Record{Topic: "t", Value: v}).FirstErr() // fine: RecordRetries(0), one try
	}, retry.Attempts(3))
}

// confluent-kafka-go: librdkafka re-sends a message up to
// message.send.max.retries times within message.timeout.ms: ?.

// Produce: a user retry that waits for the delivery report.
func Produce(topic string, v []byte) error {
	p, err := kafka.NewProducer(&kafka.ConfigMap{"bootstrap.servers": "kafka:9092", "enable.idempotence": true})
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		ch := make(chan kafka.Event, 1)
		if err := p.Produce(&kafka.Message{TopicPartition: kafka.TopicPartition{Topic: &topic, Partition: kafka.PartitionAny}, Value: v}, ch); err != nil { // want `^retry\.Do \(3 attempts\) calls kafka\.Producer\.Produce \(\? attempts\): up to \? calls per operation`
			return err
		}
		m := (<-ch).(*kafka.Message)
		return m.TopicPartition.Error
	}, retry.Attempts(3))
}

// ProduceNoRetries: message.send.max.retries 0 sends once.
func ProduceNoRetries(topic string, v []byte) error {
	cfg := &kafka.ConfigMap{"bootstrap.servers": "kafka:9092"}
	if err := cfg.SetKey("message.send.max.retries", 0); err != nil {
		return err
	}
	p, err := kafka.NewProducer(cfg)
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		return p.Produce(&kafka.Message{TopicPartition: kafka.TopicPartition{Topic: &topic}, Value: v}, nil) // fine: message.send.max.retries 0, one send
	}, retry.Attempts(3))
}

// QueueFull: a loop that waits for room in the local queue goes round
// only through errors.As into kafka.Error, an error type of the library
// (an answer: the queue is full), not on a failure of the broker.
func QueueFull(p *kafka.Producer, m *kafka.Message) error {
	for {
		err := p.Produce(m, nil) // fine: the loop goes round on a full local queue only
		var kerr kafka.Error
		if errors.As(err, &kerr) && kerr.Code() == kafka.ErrQueueFull {
			p.Flush(100)
			continue
		}
		return err
	}
}

// Records: a walk over records, each produced once by franz-go.
func Records(ctx context.Context, cl *kgo.Client, vs [][]byte) error {
	for _, v := range vs {
		if err := cl.ProduceSync(ctx, &kgo.Record{Value: v}).FirstErr(); err != nil { // fine: a walk over records, each produced once
			return err
		}
	}
	return nil
}

// Messages: a walk over messages, each handed to librdkafka once.
func Messages(p *kafka.Producer, topic string, vs [][]byte) error {
	for _, v := range vs {
		if err := p.Produce(&kafka.Message{TopicPartition: kafka.TopicPartition{Topic: &topic}, Value: v}, nil); err != nil { // fine: a walk over messages, each produced once
			return err
		}
	}
	return nil
}

// ProduceOnce: one produce, librdkafka's retries the only layer.
func ProduceOnce(p *kafka.Producer, m *kafka.Message) error {
	return p.Produce(m, nil) // fine: one layer, librdkafka's
}
