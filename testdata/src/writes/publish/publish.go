// Package publish retries message publishes: Kafka (segmentio, sarama),
// NATS, SQS, SNS and Pub/Sub. A publish whose acknowledgement is lost is
// re-sent by the retry and delivered twice, unless the message carries a
// key the broker deduplicates on (an SQS or SNS FIFO deduplication id).
package publish

import (
	"context"
	"fmt"
	"time"

	"github.com/IBM/sarama"
	"github.com/avast/retry-go/v4"
	"github.com/aws/aws-sdk-go-v2/service/sns"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/cenkalti/backoff/v4"
	"github.com/nats-io/nats.go"
	"github.com/segmentio/kafka-go"

	"cloud.google.com/go/pubsub"
)

func str(s string) *string { return &s }

// KafkaLoop retries WriteMessages in a hand-written loop with a sleep.
func KafkaLoop(ctx context.Context, w *kafka.Writer, m kafka.Message) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = w.WriteMessages(ctx, m); err == nil { // want `for loop re-publishes via kafka.Writer.WriteMessages without an idempotency key; a retried publish can be delivered twice: give the message a key the consumers deduplicate on, or do not retry it`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// KafkaHelper retries a function of this package that publishes.
func KafkaHelper(ctx context.Context, w *kafka.Writer, v []byte) error {
	return retry.Do(func() error {
		return send(ctx, w, v) // want `retry.Do re-publishes via publish.send \(kafka.Writer.WriteMessages\) without an idempotency key`
	}, retry.Attempts(3))
}

func send(ctx context.Context, w *kafka.Writer, v []byte) error {
	return w.WriteMessages(ctx, kafka.Message{Value: v})
}

// SaramaBackoff retries SendMessage with backoff.Retry. The idempotent
// producer only deduplicates the producer's own internal retries: a
// SendMessage called again is a new message with a new sequence number.
func SaramaBackoff(p sarama.SyncProducer, v string) error {
	return backoff.Retry(func() error {
		_, _, err := p.SendMessage(&sarama.ProducerMessage{Topic: "orders", Value: sarama.StringEncoder(v)}) // want `backoff.Retry re-publishes via sarama.SyncProducer.SendMessage without an idempotency key`
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// SaramaBatch retries a batch send with retry.Do.
func SaramaBatch(msgs []*sarama.ProducerMessage) error {
	cfg := sarama.NewConfig()
	cfg.Producer.Idempotent = true
	p, err := sarama.NewSyncProducer([]string{"kafka:9092"}, cfg)
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		return p.SendMessages(msgs) // want `retry.Do re-publishes via sarama.SyncProducer.SendMessages without an idempotency key`
	}, retry.Attempts(4))
}

// NatsPublish retries a core NATS publish with retry.Do.
func NatsPublish(nc *nats.Conn, data []byte) error {
	return retry.Do(func() error {
		return nc.Publish("orders.created", data) // want `retry.Do re-publishes via nats.Conn.Publish without an idempotency key`
	}, retry.Attempts(3))
}

// NatsPublishMsg retries PublishMsg in a loop with a sleep.
func NatsPublishMsg(nc *nats.Conn, m *nats.Msg) error {
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		if err = nc.PublishMsg(m); err == nil { // want `for loop re-publishes via nats.Conn.PublishMsg without an idempotency key`
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	return err
}

// SQSSend retries a standard-queue SendMessage: no deduplication id.
func SQSSend(ctx context.Context, c *sqs.Client, body string) error {
	return backoff.Retry(func() error {
		_, err := c.SendMessage(ctx, &sqs.SendMessageInput{ // want `backoff.Retry re-publishes via sqs.Client.SendMessage without an idempotency key`
			QueueUrl:    str("https://sqs/orders"),
			MessageBody: str(body),
		})
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// SNSPublish retries an SNS Publish with retry.Do.
func SNSPublish(ctx context.Context, c *sns.Client, msg string) error {
	return retry.Do(func() error {
		_, err := c.Publish(ctx, &sns.PublishInput{TopicArn: str("arn:aws:sns:orders"), Message: str(msg)}) // want `retry.Do re-publishes via sns.Client.Publish without an idempotency key`
		return err
	}, retry.Attempts(3))
}

// PubSubLoop retries a Pub/Sub publish until the server acknowledges it.
func PubSubLoop(ctx context.Context, t *pubsub.Topic, data []byte) error {
	var err error
	for i := 0; i < 3; i++ {
		res := t.Publish(ctx, &pubsub.Message{Data: data}) // want `for loop re-publishes via pubsub.Topic.Publish without an idempotency key`
		if _, err = res.Get(ctx); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Once publishes without any retry: fine.
func Once(ctx context.Context, w *kafka.Writer, nc *nats.Conn, t *pubsub.Topic, data []byte) error {
	if err := w.WriteMessages(ctx, kafka.Message{Value: data}); err != nil { // fine: no retry owner
		return err
	}
	if err := nc.Publish("orders.created", data); err != nil { // fine: no retry owner
		return err
	}
	_, err := t.Publish(ctx, &pubsub.Message{Data: data}).Get(ctx) // fine: no retry owner
	return err
}

// EachItem publishes every item once: a loop over work items, where
// success goes on to the next item, is not a retry loop.
func EachItem(ctx context.Context, w *kafka.Writer, msgs []kafka.Message) error {
	for _, m := range msgs {
		if err := w.WriteMessages(ctx, m); err != nil { // fine: not a retry loop
			return err
		}
	}
	return nil
}

// SQSFIFO retries a FIFO send with a deduplication id: SQS drops the
// duplicate within its five-minute window.
func SQSFIFO(ctx context.Context, c *sqs.Client, orderID, body string) error {
	return backoff.Retry(func() error {
		_, err := c.SendMessage(ctx, &sqs.SendMessageInput{ // fine: MessageDeduplicationId is the same on every attempt
			QueueUrl:               str("https://sqs/orders.fifo"),
			MessageBody:            str(body),
			MessageGroupId:         str("orders"),
			MessageDeduplicationId: str(orderID),
		})
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// SNSFIFO retries a FIFO-topic publish with a deduplication id.
func SNSFIFO(ctx context.Context, c *sns.Client, orderID, msg string) error {
	return retry.Do(func() error {
		_, err := c.Publish(ctx, &sns.PublishInput{ // fine: MessageDeduplicationId is the same on every attempt
			TopicArn:               str("arn:aws:sns:orders.fifo"),
			Message:                str(msg),
			MessageGroupId:         str("orders"),
			MessageDeduplicationId: str(orderID),
		})
		return err
	}, retry.Attempts(3))
}

// JetStreamContext embeds JetStream, so js.Publish is the method declared
// on nats.JetStream.
func JetStreamContextPublish(js nats.JetStreamContext, data []byte) error {
	return retry.Do(func() error {
		_, err := js.Publish("orders", data) // want `^retry\.Do re-publishes via nats\.JetStream\.Publish without an idempotency key; a retried publish can be delivered twice: give the message a key the consumers deduplicate on, or do not retry it$`
		return err
	}, retry.Attempts(3))
}

// JetStreamPublishMsg retries PublishMsg through the JetStream interface.
func JetStreamPublishMsg(js nats.JetStream, m *nats.Msg) error {
	return retry.Do(func() error {
		_, err := js.PublishMsg(m) // want `^retry\.Do re-publishes via nats\.JetStream\.PublishMsg without an idempotency key`
		return err
	}, retry.Attempts(3))
}

// FreshDedupID makes the deduplication id anew on every attempt: SQS sees
// a new id each time and deduplicates nothing.
func FreshDedupID(ctx context.Context, c *sqs.Client, body string) error {
	return retry.Do(func() error {
		id := fmt.Sprint(time.Now().UnixNano())
		_, err := c.SendMessage(ctx, &sqs.SendMessageInput{ // want `^retry\.Do re-publishes via sqs\.Client\.SendMessage with a deduplication id made anew on every attempt by time\.Now; the broker sees a new id each time and can deliver the message twice: make the id once, before the first attempt$`
			QueueUrl:               str("https://sqs/orders.fifo"),
			MessageBody:            str(body),
			MessageGroupId:         str("orders"),
			MessageDeduplicationId: &id,
		})
		return err
	}, retry.Attempts(3))
}

// DedupIDOutside builds the input, with its deduplication id, once before
// the retry: every attempt sends the same id.
func DedupIDOutside(ctx context.Context, c *sqs.Client, orderID, body string) error {
	in := &sqs.SendMessageInput{
		QueueUrl:               str("https://sqs/orders.fifo"),
		MessageBody:            str(body),
		MessageGroupId:         str("orders"),
		MessageDeduplicationId: str(orderID),
	}
	return retry.Do(func() error {
		_, err := c.SendMessage(ctx, in) // fine: the id was set once, before the first attempt
		return err
	}, retry.Attempts(3))
}

// StraightLine sends the message again on the failure path of the first
// send (a straight-line retry): a Kafka writer does remote I/O.
func StraightLine(ctx context.Context, w *kafka.Writer, m kafka.Message) error {
	err := w.WriteMessages(ctx, m)
	if err != nil {
		err = w.WriteMessages(ctx, m) // want `^retry after error re-publishes via kafka\.Writer\.WriteMessages without an idempotency key`
	}
	return err
}

// LoopNoSleep retries without waiting: the publish is remote I/O, so the
// loop is a retry owner.
func LoopNoSleep(ctx context.Context, nc *nats.Conn, data []byte) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = nc.Publish("orders", data); err == nil { // want `^for loop re-publishes via nats\.Conn\.Publish without an idempotency key`
			return nil
		}
	}
	return err
}
