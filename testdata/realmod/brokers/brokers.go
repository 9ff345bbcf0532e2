// Package brokers exercises github.com/nats-io/nats.go (v1.56.0),
// github.com/twmb/franz-go (v1.22.3) and
// github.com/confluentinc/confluent-kafka-go/v2 (v2.11.1).
package brokers

import (
	"context"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/confluentinc/confluent-kafka-go/v2/kafka"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/twmb/franz-go/pkg/kgo"
)

// Publish: a JetStream publish re-sent on no responders: 3.
func Publish(ctx context.Context, nc *nats.Conn, data []byte) error {
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := js.Publish(ctx, "orders", data) // want `^retry\.Do \(3 attempts\) calls jetstream\.Publisher\.Publish \(3 attempts\): up to 9 calls per operation`
		return err
	}, retry.Attempts(3))
}

// NoRetries: WithRetryAttempts(0) makes one request.
func NoRetries(ctx context.Context, js jetstream.JetStream, data []byte) error {
	return retry.Do(func() error {
		_, err := js.Publish(ctx, "orders", data, jetstream.WithRetryAttempts(0)) // fine: WithRetryAttempts(0), one request
		return err
	}, retry.Attempts(3))
}

// Legacy: the legacy JetStreamContext with RetryAttempts(1): 2.
func Legacy(nc *nats.Conn, data []byte) error {
	js, err := nc.JetStream()
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := js.Publish("orders", data, nats.RetryAttempts(1), nats.RetryWait(time.Second)) // want `^retry\.Do \(3 attempts\) calls nats\.JetStream\.Publish \(2 attempts\): up to 6 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Produce: a franz-go ProduceSync with RecordRetries(2): 3.
func Produce(ctx context.Context, v []byte) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers("kafka:9092"), kgo.RecordRetries(2))
	if err != nil {
		return err
	}
	defer cl.Close()
	return retry.Do(func() error {
		return cl.ProduceSync(ctx, &kgo.Record{Topic: "t", Value: v}).FirstErr() // want `^retry\.Do \(3 attempts\) calls kgo\.Client\.ProduceSync \(3 attempts\): up to 9 calls per operation`
	}, retry.Attempts(3))
}

// ProduceOnce: RecordRetries(0) tries once.
func ProduceOnce(ctx context.Context, v []byte) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers("kafka:9092"), kgo.RecordRetries(0))
	if err != nil {
		return err
	}
	defer cl.Close()
	return retry.Do(func() error {
		return cl.ProduceSync(ctx, &kgo.Record{Topic: "t", Value: v}).FirstErr() // fine: RecordRetries(0), one try
	}, retry.Attempts(3))
}

// Librdkafka: a produce waited on through its delivery report: ?.
func Librdkafka(topic string, v []byte) error {
	p, err := kafka.NewProducer(&kafka.ConfigMap{"bootstrap.servers": "kafka:9092", "enable.idempotence": true})
	if err != nil {
		return err
	}
	defer p.Close()
	return retry.Do(func() error {
		ch := make(chan kafka.Event, 1)
		if err := p.Produce(&kafka.Message{TopicPartition: kafka.TopicPartition{Topic: &topic, Partition: kafka.PartitionAny}, Value: v}, ch); err != nil { // want `^retry\.Do \(3 attempts\) calls kafka\.Producer\.Produce \(\? attempts\): up to \? calls per operation`
			return err
		}
		return (<-ch).(*kafka.Message).TopicPartition.Error
	}, retry.Attempts(3))
}

// LibrdkafkaOnce: message.send.max.retries 0 sends once.
func LibrdkafkaOnce(topic string, v []byte) error {
	p, err := kafka.NewProducer(&kafka.ConfigMap{"bootstrap.servers": "kafka:9092", "message.send.max.retries": 0})
	if err != nil {
		return err
	}
	defer p.Close()
	return retry.Do(func() error {
		return p.Produce(&kafka.Message{TopicPartition: kafka.TopicPartition{Topic: &topic, Partition: kafka.PartitionAny}, Value: v}, nil) // fine: message.send.max.retries 0, one send
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
