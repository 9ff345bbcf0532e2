package rows

import (
	"context"

	"github.com/Shopify/sarama"
	"github.com/avast/retry-go/v4"
	"github.com/aws/aws-sdk-go-v2/service/sns"
	snstypes "github.com/aws/aws-sdk-go-v2/service/sns/types"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	sqstypes "github.com/aws/aws-sdk-go-v2/service/sqs/types"

	"cloud.google.com/go/pubsub/v2"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

func str(s string) *string { return &s }

// Sarama under its legacy import path (github.com/Shopify/sarama).

// ShopifySendMessage retries SendMessage: a SendMessage called again is a
// new message with a new sequence number.
func ShopifySendMessage(p sarama.SyncProducer, v string) error {
	return retry.Do(func() error {
		_, _, err := p.SendMessage(&sarama.ProducerMessage{Topic: "orders", Value: sarama.StringEncoder(v)}) // want `retry.Do re-publishes via sarama.SyncProducer.SendMessage without an idempotency key; a retried publish can be delivered twice: give the message a key the consumers deduplicate on, or do not retry it`
		return err
	}, retry.Attempts(3))
}

// ShopifySendMessageOnce sends the message once: nothing retries it.
func ShopifySendMessageOnce(p sarama.SyncProducer, v string) error {
	_, _, err := p.SendMessage(&sarama.ProducerMessage{Topic: "orders", Value: sarama.StringEncoder(v)}) // fine: no retry owner
	return err
}

// ShopifySendMessages retries a batch send.
func ShopifySendMessages(p sarama.SyncProducer, msgs []*sarama.ProducerMessage) error {
	return retry.Do(func() error {
		return p.SendMessages(msgs) // want `retry.Do re-publishes via sarama.SyncProducer.SendMessages without an idempotency key`
	}, retry.Attempts(3))
}

// ShopifySendMessagesOnce sends the batch once: nothing retries it.
func ShopifySendMessagesOnce(p sarama.SyncProducer, msgs []*sarama.ProducerMessage) error {
	return p.SendMessages(msgs) // fine: no retry owner
}

// SNS and SQS batches.

// SNSPublishBatch retries a standard-topic batch publish.
func SNSPublishBatch(ctx context.Context, c *sns.Client, msg string) error {
	return retry.Do(func() error {
		_, err := c.PublishBatch(ctx, &sns.PublishBatchInput{ // want `retry.Do re-publishes via sns.Client.PublishBatch without an idempotency key`
			TopicArn:                   str("arn:aws:sns:orders"),
			PublishBatchRequestEntries: []snstypes.PublishBatchRequestEntry{{Id: str("1"), Message: str(msg)}},
		})
		return err
	}, retry.Attempts(3))
}

// SNSPublishBatchOnce publishes the batch once: nothing retries it.
func SNSPublishBatchOnce(ctx context.Context, c *sns.Client, msg string) error {
	_, err := c.PublishBatch(ctx, &sns.PublishBatchInput{ // fine: no retry owner
		TopicArn:                   str("arn:aws:sns:orders"),
		PublishBatchRequestEntries: []snstypes.PublishBatchRequestEntry{{Id: str("1"), Message: str(msg)}},
	})
	return err
}

// SQSSendMessageBatch retries a standard-queue batch send.
func SQSSendMessageBatch(ctx context.Context, c *sqs.Client, body string) error {
	return retry.Do(func() error {
		_, err := c.SendMessageBatch(ctx, &sqs.SendMessageBatchInput{ // want `retry.Do re-publishes via sqs.Client.SendMessageBatch without an idempotency key`
			QueueUrl: str("https://sqs/orders"),
			Entries:  []sqstypes.SendMessageBatchRequestEntry{{Id: str("1"), MessageBody: str(body)}},
		})
		return err
	}, retry.Attempts(3))
}

// SQSSendMessageBatchOnce sends the batch once: nothing retries it.
func SQSSendMessageBatchOnce(ctx context.Context, c *sqs.Client, body string) error {
	_, err := c.SendMessageBatch(ctx, &sqs.SendMessageBatchInput{ // fine: no retry owner
		QueueUrl: str("https://sqs/orders"),
		Entries:  []sqstypes.SendMessageBatchRequestEntry{{Id: str("1"), MessageBody: str(body)}},
	})
	return err
}

// SQSFIFOBatch retries a FIFO batch whose every entry carries a
// deduplication id made outside the operation.
func SQSFIFOBatch(ctx context.Context, c *sqs.Client, id, body string) error {
	return retry.Do(func() error {
		_, err := c.SendMessageBatch(ctx, &sqs.SendMessageBatchInput{ // fine: every entry has a dedup id reused across attempts
			QueueUrl: str("https://sqs/orders.fifo"),
			Entries: []sqstypes.SendMessageBatchRequestEntry{
				{Id: str("1"), MessageBody: str(body), MessageGroupId: str("orders"), MessageDeduplicationId: str(id)},
				{Id: str("2"), MessageBody: str(body), MessageGroupId: str("orders"), MessageDeduplicationId: str(id + "-2")},
			},
		})
		return err
	}, retry.Attempts(3))
}

// SQSFIFOBatchPartial retries a batch where one entry has no
// deduplication id: that one can be delivered twice.
func SQSFIFOBatchPartial(ctx context.Context, c *sqs.Client, id, body string) error {
	return retry.Do(func() error {
		_, err := c.SendMessageBatch(ctx, &sqs.SendMessageBatchInput{ // want `retry.Do re-publishes via sqs.Client.SendMessageBatch without an idempotency key`
			QueueUrl: str("https://sqs/orders.fifo"),
			Entries: []sqstypes.SendMessageBatchRequestEntry{
				{Id: str("1"), MessageBody: str(body), MessageGroupId: str("orders"), MessageDeduplicationId: str(id)},
				{Id: str("2"), MessageBody: str(body), MessageGroupId: str("orders")},
			},
		})
		return err
	}, retry.Attempts(3))
}

// SNSFIFOBatch: the same for an SNS FIFO topic.
func SNSFIFOBatch(ctx context.Context, c *sns.Client, id, msg string) error {
	return retry.Do(func() error {
		_, err := c.PublishBatch(ctx, &sns.PublishBatchInput{ // fine: the entry has a dedup id reused across attempts
			TopicArn:                   str("arn:aws:sns:orders.fifo"),
			PublishBatchRequestEntries: []snstypes.PublishBatchRequestEntry{{Id: str("1"), Message: str(msg), MessageGroupId: str("orders"), MessageDeduplicationId: str(id)}},
		})
		return err
	}, retry.Attempts(3))
}

// NATS JetStream (the jetstream package): Publish is declared by the
// Publisher interface that JetStream embeds.

// JetStreamPublish retries a publish without a message id.
func JetStreamPublish(ctx context.Context, js jetstream.JetStream, data []byte) error {
	return retry.Do(func() error {
		_, err := js.Publish(ctx, "orders", data) // want `retry.Do re-publishes via jetstream.Publisher.Publish without an idempotency key`
		return err
	}, retry.Attempts(3))
}

// JetStreamPublishMsgID retries a publish with a message id made outside
// the operation: the server deduplicates it.
func JetStreamPublishMsgID(ctx context.Context, js jetstream.JetStream, id string, data []byte) error {
	return retry.Do(func() error {
		_, err := js.Publish(ctx, "orders", data, jetstream.WithMsgID(id)) // fine: the same id on every attempt
		return err
	}, retry.Attempts(3))
}

// JetStreamPublishMsg retries PublishMsg without a message id.
func JetStreamPublishMsg(ctx context.Context, js jetstream.JetStream, m *nats.Msg) error {
	return retry.Do(func() error {
		_, err := js.PublishMsg(ctx, m) // want `retry.Do re-publishes via jetstream.Publisher.PublishMsg without an idempotency key`
		return err
	}, retry.Attempts(3))
}

// JetStreamPublishMsgOnce publishes once: nothing retries it.
func JetStreamPublishMsgOnce(ctx context.Context, js jetstream.JetStream, m *nats.Msg) error {
	_, err := js.PublishMsg(ctx, m) // fine: no retry owner
	return err
}

// Pub/Sub v2.

// PubSubV2Publish retries a publish until the server acknowledges it.
func PubSubV2Publish(ctx context.Context, p *pubsub.Publisher, data []byte) error {
	return retry.Do(func() error {
		_, err := p.Publish(ctx, &pubsub.Message{Data: data}).Get(ctx) // want `retry.Do re-publishes via pubsub.Publisher.Publish without an idempotency key`
		return err
	}, retry.Attempts(3))
}

// PubSubV2PublishOnce publishes once: nothing retries it.
func PubSubV2PublishOnce(ctx context.Context, c *pubsub.Client, data []byte) error {
	_, err := c.Publisher("orders").Publish(ctx, &pubsub.Message{Data: data}).Get(ctx) // fine: no retry owner
	return err
}
